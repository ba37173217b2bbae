/// Whether a piece of user interface is shown: `automatic` leaves it to the context.
nonisolated public enum Visibility: Hashable, CaseIterable, Sendable, Codable {
    /// The context decides.
    case automatic
    /// Shown.
    case visible
    /// Hidden.
    case hidden
}
