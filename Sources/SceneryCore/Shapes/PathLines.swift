extension Path {
    /// Adds connected straight lines through `lines`: a move to the first point, then a
    /// line to each of the others.
    nonisolated public mutating func addLines(_ lines: [CGPoint]) {
        guard let first = lines.first else { return }
        move(to: first)
        for point in lines.dropFirst() { addLine(to: point) }
    }
}
