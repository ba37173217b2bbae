import CSceneryMetadata
package import SceneryCore

/// Finds the previews compiled into the running executable and the libraries it loaded,
/// with no registration call: `#Preview` expands into a type conforming to
/// ``PreviewRegistry``, and every `PreviewProvider` conforms to that protocol; the Swift
/// runtime keeps a record of each conformance in the binary (the `swift5_protocol_conformances`
/// section of each image, kept by release builds and static linking alike), which
/// CSceneryMetadata walks.
///
/// Scanning costs a walk over every conformance record of the process (a few milliseconds),
/// so only `--previews` and `--preview` do it.
@MainActor
package enum PreviewDiscovery {
    /// The types that conform to `#Preview`'s registry protocol.
    package static func registries() -> [any PreviewRegistry.Type] {
        conformingTypes(to: "PreviewRegistry").compactMap { $0 as? any PreviewRegistry.Type }
    }

    /// The types that conform to `PreviewProvider`.
    package static func providers() -> [any PreviewProvider.Type] {
        conformingTypes(to: "PreviewProvider").compactMap { $0 as? any PreviewProvider.Type }
    }

    /// The non-generic types conforming to the protocol `name` of SceneryCore, once each.
    private static func conformingTypes(to name: String) -> [Any.Type] {
        var found: [Any.Type] = []
        withUnsafeMutablePointer(to: &found) { list in
            _ = scenery_conforming_types("SceneryCore", name, { metadata, context in
                guard let metadata, let context else { return }
                context.assumingMemoryBound(to: [Any.Type].self).pointee.append(unsafeBitCast(metadata, to: Any.Type.self))
            }, list)
        }
        var seen: Set<ObjectIdentifier> = []
        return found.filter { seen.insert(ObjectIdentifier($0)).inserted }
    }
}
