// The layouts read here are those of the Swift runtime's metadata (swift/ABI/Metadata.h):
// every field is a 32-bit pointer relative to its own address.
#include "scenery_metadata.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

/// One image's metadata sections, as `swift_enumerateAllMetadataSections` reports them
/// (the layout of the runtime's MetadataSections, up to the conformance records).
struct scenery_section_range {
    uintptr_t start;
    size_t length;
};

struct scenery_metadata_sections {
    uintptr_t version;
    const void *base_address;
    void *unused0;
    void *unused1;
    struct scenery_section_range protocols;
    struct scenery_section_range protocol_conformances;
};

/// Exported by libswiftCore, in its shared and static builds.
extern void swift_enumerateAllMetadataSections(
    bool (*body)(const struct scenery_metadata_sections *sections, void *context), void *context);

/// What a type's metadata accessor returns: the metadata and its state.
struct scenery_metadata_response {
    const void *metadata;
    size_t state;
};

/// A type's metadata accessor (Swift calling convention); request 0 asks for complete
/// metadata, blocking until it is.
typedef struct scenery_metadata_response (*scenery_metadata_accessor)(size_t request)
    __attribute__((swiftcall));

/// The target of a direct relative pointer, or NULL for an offset of 0.
static const void *relative_direct(const int32_t *field) {
    int32_t offset = *field;
    if (offset == 0) return NULL;
    return (const char *)field + offset;
}

/// The target of a relative pointer whose lowest bit says the target is reached through
/// one more (absolute) pointer, as references to another image's descriptors are.
static const void *relative_indirectable(const int32_t *field) {
    int32_t offset = *field;
    if (offset == 0) return NULL;
    const char *target = (const char *)field + (offset & ~1);
    if (offset & 1) return *(const void *const *)target;
    return target;
}

// Context descriptors: flags, parent, name, then (types) the metadata accessor.
enum {
    context_kind_mask = 0x1f,
    context_kind_module = 0,
    context_kind_protocol = 3,
    context_kind_class = 16,
    context_kind_struct = 17,
    context_kind_enum = 18,
    context_is_generic = 0x80,
};

static uint32_t context_flags(const void *descriptor) { return *(const uint32_t *)descriptor; }

static const void *context_parent(const void *descriptor) {
    return relative_indirectable((const int32_t *)descriptor + 1);
}

static const char *context_name(const void *descriptor) {
    return relative_direct((const int32_t *)descriptor + 2);
}

/// Whether `descriptor` is the protocol `protocol_name` declared at the top level of
/// `module_name`.
static bool is_protocol(const void *descriptor, const char *module_name, const char *protocol_name) {
    if (descriptor == NULL || (context_flags(descriptor) & context_kind_mask) != context_kind_protocol) return false;
    const char *name = context_name(descriptor);
    if (name == NULL || strcmp(name, protocol_name) != 0) return false;
    const void *parent = context_parent(descriptor);
    if (parent == NULL || (context_flags(parent) & context_kind_mask) != context_kind_module) return false;
    const char *module = context_name(parent);
    return module != NULL && strcmp(module, module_name) == 0;
}

// Conformance descriptors: protocol, type reference, witness table pattern, flags.
enum {
    type_reference_kind_shift = 3,
    type_reference_kind_mask = 0x7,
    type_reference_direct_descriptor = 0,
    type_reference_indirect_descriptor = 1,
};

/// The type context descriptor a conformance descriptor names, or NULL for an
/// Objective-C class reference.
static const void *conforming_type(const int32_t *conformance) {
    uint32_t flags = *(const uint32_t *)(conformance + 3);
    const int32_t *reference = conformance + 1;
    switch ((flags >> type_reference_kind_shift) & type_reference_kind_mask) {
    case type_reference_direct_descriptor:
        return relative_direct(reference);
    case type_reference_indirect_descriptor: {
        const void *const *slot = relative_direct(reference);
        return slot ? *slot : NULL;
    }
    default:
        return NULL;
    }
}

struct search {
    const char *module_name;
    const char *protocol_name;
    scenery_conforming_type_found found;
    void *context;
    int count;
};

static bool search_image(const struct scenery_metadata_sections *sections, void *context) {
    struct search *search = context;
    const int32_t *record = (const int32_t *)sections->protocol_conformances.start;
    size_t records = sections->protocol_conformances.length / sizeof(int32_t);
    for (size_t i = 0; i < records; i++, record++) {
        const int32_t *conformance = relative_direct(record);
        if (conformance == NULL) continue;
        if (!is_protocol(relative_indirectable(conformance), search->module_name, search->protocol_name)) continue;
        const void *type = conforming_type(conformance);
        if (type == NULL) continue;
        uint32_t flags = context_flags(type);
        uint32_t kind = flags & context_kind_mask;
        if (kind != context_kind_class && kind != context_kind_struct && kind != context_kind_enum) continue;
        if (flags & context_is_generic) continue;
        scenery_metadata_accessor accessor = (scenery_metadata_accessor)relative_direct((const int32_t *)type + 3);
        if (accessor == NULL) continue;
        struct scenery_metadata_response response = accessor(0);
        if (response.metadata == NULL) continue;
        search->found(response.metadata, search->context);
        search->count++;
    }
    return true;  // go on with the next image
}

int scenery_conforming_types(const char *module_name, const char *protocol_name,
                             scenery_conforming_type_found found, void *context) {
    struct search search = { module_name, protocol_name, found, context, 0 };
    swift_enumerateAllMetadataSections(search_image, &search);
    return search.count;
}
