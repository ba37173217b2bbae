// Finds the types that conform to a protocol by walking the Swift runtime's conformance
// records, the way the runtime itself answers `as?` casts. Used only by previews
// (`App --previews DIR`, `App --preview NAME`), never on a normal start.
#ifndef SCENERY_METADATA_H
#define SCENERY_METADATA_H

/// Called with the type metadata of one conforming type.
typedef void (*scenery_conforming_type_found)(const void *metadata, void *context);

/// Calls `found` once for every conformance, in every loaded image, of a non-generic struct,
/// enum or class to the protocol named `protocol_name` declared at the top level of the
/// module `module_name`. Generic conforming types are skipped (their metadata needs
/// arguments). Returns the number of calls made.
int scenery_conforming_types(const char *module_name, const char *protocol_name,
                             scenery_conforming_type_found found, void *context);

#endif
