/// The types a window's first frame resolved, remembered so that a spare renderer can do
/// the Swift runtime's one-time work for them before it is given a window.
///
/// The first time a process casts a type to a protocol (`view as? any PrimitiveView`, a
/// stored property `is any DynamicProperty`), the Swift runtime scans every protocol
/// conformance record of the executable, and the first use of a generic type instantiates
/// its metadata and checks its requirements. For a small window these one-time costs are
/// more than half of what resolving it costs in a new process (measured with callgrind on
/// the `Windows` example's counter window, 2026-11-27: 22 of 41 million instructions from
/// `openWindow` received to the window mapped). A window's renderer records the view types
/// and stored-property types its first frame met (``startRecording()``, ``stopRecording()``);
/// the renderer keeps them in a cache file, and a spare renderer's warm-up looks each type
/// up by its mangled name and performs the same casts (``warm(_:)``), which runs no code of
/// the app: it only fills the runtime's caches.
@MainActor
package enum TypeMemory {
    /// What a remembered type was met as.
    package enum Role: Character, Sendable {
        /// A view resolved (`resolve(_:into:context:)`).
        case view = "v"
        /// A stored property of a view or style bound to its node (`StateBinding`).
        case field = "f"
        /// A view modifier applied (`ModifiedContent`).
        case modifier = "m"
    }

    /// Whether resolving notes the types it meets now.
    @exclusivity(unchecked) package private(set) static var isRecording = false
    /// The types noted, with the roles they were noted in: a type met in both roles (a
    /// `Text` resolved, and stored in a view) is warmed for both.
    /// (A spare makes its storage while it warms up: the first storage of a set of a new
    /// element type costs the Swift runtime a conformance scan.)
    private static var seen: Set<SeenType> = []
    private static var noted: [(role: Role, type: Any.Type)] = []

    /// Starts noting types (a window's first frame).
    package static func startRecording() {
        isRecording = true
    }

    /// Stops noting types and returns the mangled names of those noted since the start,
    /// each once per role it was met in, in the order they were met.
    package static func stopRecording() -> [(role: Role, name: String)] {
        isRecording = false
        let result = noted.compactMap { entry in _mangledTypeName(entry.type).map { (entry.role, $0) } }
        noted = []
        seen = []
        return result
    }

    /// Notes `type`, met as `role`, while recording.
    static func note(_ type: Any.Type, as role: Role) {
        guard seen.insert(SeenType(type: ObjectIdentifier(type), role: role)).inserted else { return }
        noted.append((role, type))
    }

    /// The sum of the warm-up's cast answers: written so that the casts are made.
    @exclusivity(unchecked) private static var castAnswers = 0

    /// Looks each type up by its mangled name and performs the casts resolving performs
    /// for its role. Names this build does not know are skipped, and so are `private`
    /// types (and generic types over them), which the runtime cannot look up by name.
    /// Returns how many types were found.
    @discardableResult
    package static func warm(_ entries: [(role: Role, name: String)]) -> Int {
        // The set the window's first frame notes its types in, made now (see `seen`).
        seen.reserveCapacity(64)
        var found = 0
        for entry in entries {
            guard let type = _typeByName(entry.name) else { continue }
            found += 1
            switch entry.role {
            case .view:
                // The runtime's cast, remembered; a custom view is also reflected when it is
                // first bound (`Mirror` asks for `CustomReflectable`) and asked whether it
                // animates.
                if ConformanceCache.shared.primitiveView(type) == nil {
                    castAnswers &+= (type is any CustomReflectable.Type ? 1 : 0) + (type is any Animatable.Type ? 2 : 0)
                }
            case .modifier:
                let conformances = ConformanceCache.shared
                if conformances.escapingModifier(type) == nil, conformances.primitiveModifier(type) == nil {
                    castAnswers &+= type is any Animatable.Type ? 1 : 0  // a modifier with a body
                }
            case .field:
                // Each answer is kept: a cast whose result is unused has no effect the
                // optimiser must preserve, and a release build dropped all five, leaving a
                // spare to pay the scans when its window's view was bound (2026-11-28).
                var roles = 0
                if type is any DynamicProperty.Type { roles |= 1 }
                if type is any EnvironmentBindable.Type { roles |= 2 }
                if type is any StateBindable.Type { roles |= 4 }
                if type is any ObjectObservingProperty.Type { roles |= 8 }
                if type is any ObjectReferencingProperty.Type { roles |= 16 }
                castAnswers &+= roles
            }
        }
        return found
    }
}

/// A type noted in a role (``TypeMemory``).
private struct SeenType: Hashable {
    let type: ObjectIdentifier
    let role: TypeMemory.Role
}
