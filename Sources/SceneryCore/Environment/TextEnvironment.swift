private struct LineLimitKey: EnvironmentKey {
    static var defaultValue: Int? { nil }
}

private struct LineLimitReservesSpaceKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// The most lines text may use; nil for no limit.
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    /// Whether text always takes the height of `lineLimit` lines.
    package var lineLimitReservesSpace: Bool {
        get { self[LineLimitReservesSpaceKey.self] }
        set { self[LineLimitReservesSpaceKey.self] = newValue }
    }
}

extension View {
    /// Limits text inside this view to `number` lines (nil: no limit), truncating the rest.
    nonisolated public func lineLimit(_ number: Int?) -> some View {
        updatingEnvironment {
            $0.lineLimit = number
            $0.lineLimitReservesSpace = false
        }
    }

    /// Limits text to `limit` lines; with `reservesSpace` its height is always that many lines.
    nonisolated public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        updatingEnvironment {
            $0.lineLimit = limit
            $0.lineLimitReservesSpace = reservesSpace
        }
    }

    /// Changes environment values for this view and the views inside it.
    nonisolated package func updatingEnvironment(_ transform: @escaping @MainActor (inout EnvironmentValues) -> Void) -> some View {
        modifier(_EnvironmentWritingModifier(transform: transform))
    }
}
