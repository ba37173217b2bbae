/// How a shape's outline is stroked.
public struct StrokeStyle: Hashable, Sendable {
    /// The width of the line, centred on the outline.
    public var lineWidth: CGFloat
    /// The shape of line ends.
    public var lineCap: LineCap
    /// The shape of corners.
    public var lineJoin: LineJoin
    /// The limit of mitred corners, as a multiple of the line width.
    public var miterLimit: CGFloat
    /// Lengths of alternating dashes and gaps; empty for a solid line.
    public var dash: [CGFloat]
    /// How far into the dash pattern the line starts.
    public var dashPhase: CGFloat

    /// Creates a stroke style.
    nonisolated public init(
        lineWidth: CGFloat = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter,
        miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// Line ends.
    public enum LineCap: Hashable, Sendable {
        /// Square, ending at the point.
        case butt
        /// Round, extending half the line width.
        case round
        /// Square, extending half the line width.
        case square
    }

    /// Corners.
    public enum LineJoin: Hashable, Sendable {
        /// Sharp.
        case miter
        /// Rounded.
        case round
        /// Cut off.
        case bevel
    }
}

/// How a shape's inside is determined when it is filled.
public struct FillStyle: Hashable, Sendable {
    /// Whether to use the even-odd rule instead of the non-zero winding rule.
    public var isEOFilled: Bool
    /// Whether to antialias edges.
    public var isAntialiased: Bool

    /// Creates a fill style.
    nonisolated public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}
