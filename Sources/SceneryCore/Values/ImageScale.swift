extension Image {
    /// The relative size of a symbol image against the surrounding font.
    public enum Scale: Hashable, Sendable {
        case small, medium, large

        /// How much larger than the font's size the symbol is drawn.
        package var factor: Double {
            switch self {
            case .small: 0.78
            case .medium: 1.0
            case .large: 1.29
            }
        }
    }
}
