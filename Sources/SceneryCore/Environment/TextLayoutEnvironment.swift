/// How the lines of multi-line text line up inside its frame.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    /// Lines start at the leading edge (left in left-to-right layouts).
    case leading
    /// Lines are centred.
    case center
    /// Lines end at the trailing edge.
    case trailing
}

extension Text {
    /// Where text that does not fit its lines is cut and the ellipsis goes.
    public enum TruncationMode: Hashable, Sendable {
        /// At the start: "…end of the text".
        case head
        /// In the middle: "Start…end".
        case middle
        /// At the end: "Start of the text…".
        case tail
    }
}

/// What drawing needs besides the string, the font and the frame: the lines shown, how
/// they align, where an ellipsis goes, the writing direction, and the runs drawn in
/// another style (bold or linked parts of the text…).
package struct TextLayoutStyle: Hashable, Sendable {
    /// The most lines drawn (the last one ends in an ellipsis when text was cut); nil: all.
    package var lineLimit: Int?
    package var alignment: TextAlignment = .leading
    package var truncation: Text.TruncationMode = .tail
    package var isRightToLeft = false
    /// The styled runs of the text (``ResolvedText``); empty for plain text.
    package var runs: [TextRun] = []
    /// Extra points between one line's bottom and the next line's top (`lineSpacing`).
    package var lineSpacing: CGFloat = 0

    package init(
        lineLimit: Int? = nil, alignment: TextAlignment = .leading, truncation: Text.TruncationMode = .tail,
        isRightToLeft: Bool = false, runs: [TextRun] = [], lineSpacing: CGFloat = 0
    ) {
        self.lineLimit = lineLimit
        self.alignment = alignment
        self.truncation = truncation
        self.isRightToLeft = isRightToLeft
        self.runs = runs
        self.lineSpacing = lineSpacing
    }
}

private struct MultilineTextAlignmentKey: EnvironmentKey {
    static var defaultValue: TextAlignment { .leading }
}

private struct TruncationModeKey: EnvironmentKey {
    static var defaultValue: Text.TruncationMode { .tail }
}

private struct LineSpacingKey: EnvironmentKey {
    static var defaultValue: CGFloat { 0 }
}

extension EnvironmentValues {
    /// How the lines of multi-line text align (`.leading` unless set).
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }

    /// Where text that does not fit is cut (`.tail` unless set).
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }

    /// The distance in points between the bottom of one line and the top of the next in
    /// multi-line text (0 unless set). Text, text editors and vertical text fields read it.
    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }
}

extension View {
    /// Aligns the lines of multi-line text inside this view.
    nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        updatingEnvironment { $0.multilineTextAlignment = alignment }
    }

    /// Sets where text inside this view is cut when it does not fit.
    nonisolated public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        updatingEnvironment { $0.truncationMode = mode }
    }

    /// Sets the distance in points between the bottom of one line and the top of the next
    /// for the multi-line text inside this view (text, text editors, vertical text fields).
    nonisolated public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        updatingEnvironment { $0.lineSpacing = lineSpacing }
    }
}
