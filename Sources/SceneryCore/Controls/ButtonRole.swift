/// What a button does, which its style may show (a destructive button's title is red in
/// the default style).
nonisolated public struct ButtonRole: Equatable, Hashable, Sendable {
    private let name: String
    private init(_ name: String) { self.name = name }

    /// Deletes user data or does something that cannot be undone.
    nonisolated public static let destructive = ButtonRole("destructive")
    /// Cancels an operation.
    nonisolated public static let cancel = ButtonRole("cancel")
    /// Closes the current view or window.
    nonisolated public static let close = ButtonRole("close")
    /// Confirms an operation.
    nonisolated public static let confirm = ButtonRole("confirm")
}
