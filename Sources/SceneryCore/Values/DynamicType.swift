/// The size of text the person prefers (Dynamic Type): seven standard sizes and five
/// accessibility sizes, ordered from smallest to largest. `.large` is the default.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    /// An extra small size.
    case xSmall
    /// A small size.
    case small
    /// A medium size.
    case medium
    /// A large size: the default.
    case large
    /// An extra large size.
    case xLarge
    /// An extra extra large size.
    case xxLarge
    /// An extra extra extra large size.
    case xxxLarge
    /// The first accessibility size.
    case accessibility1
    /// The second accessibility size.
    case accessibility2
    /// The third accessibility size.
    case accessibility3
    /// The fourth accessibility size.
    case accessibility4
    /// The fifth accessibility size: the largest.
    case accessibility5

    /// Whether the size is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// The position in ``allCases``.
    var index: Int { Self.allCases.firstIndex(of: self)! }
}

extension Font {
    /// The text styles: the fonts whose size follows Dynamic Type.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        /// The largest title.
        case largeTitle
        /// A first-level title.
        case title
        /// A second-level title.
        case title2
        /// A third-level title.
        case title3
        /// A heading.
        case headline
        /// A subheading.
        case subheadline
        /// Body text.
        case body
        /// A callout.
        case callout
        /// A footnote.
        case footnote
        /// A caption.
        case caption
        /// An alternate caption.
        case caption2

        /// The style's font at the default size (`.large`).
        package var font: Font {
            switch self {
            case .largeTitle: .largeTitle
            case .title: .title
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .body: .body
            case .callout: .callout
            case .footnote: .footnote
            case .caption: .caption
            case .caption2: .caption2
            }
        }

        /// How much larger than at `.large` the style's text is at `size`.
        ///
        /// The ratios are those of Apple's Dynamic Type table (iOS point sizes of each
        /// style at each size), applied to Scenery's macOS-sized styles: body, 17 points at
        /// `.large`, is 23 at `.xxxLarge`, so body's 13 points become 13 × 23 ⁄ 17.
        package func scale(at size: DynamicTypeSize) -> Double {
            let row = Self.table[self]!
            return row[size.index] / row[DynamicTypeSize.large.index]
        }

        /// Points of each style at each Dynamic Type size, xSmall … accessibility5 (Apple's
        /// Human Interface Guidelines, iOS).
        private static let table: [TextStyle: [Double]] = [
            .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
            .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
            .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
            .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
            .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
            .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
            .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
            .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
            .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
            .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
            .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
        ]
    }

    /// Fonts are equal when they draw the same: the same size, weight, family and slant
    /// (whether a size follows a text style plays no part; it is resolved before drawing).
    nonisolated public static func == (a: Font, b: Font) -> Bool {
        a.size == b.size && a.weight == b.weight && a.family == b.family && a.isItalic == b.isItalic
    }

    /// Hashes what makes fonts equal.
    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(size)
        hasher.combine(weight)
        hasher.combine(family)
        hasher.combine(isItalic)
    }

    /// This font at Dynamic Type size `size`: a font of a text style (or relative to one)
    /// is scaled by the style's ratio and rounded to whole points; a fixed-size font is
    /// as it is. The result has no style (it is what is measured and drawn).
    package func scaled(for size: DynamicTypeSize) -> Font {
        guard let style = textStyle else { return self }
        var copy = self
        copy.textStyle = nil
        if size != .large { copy.size = (self.size * style.scale(at: size)).rounded() }
        return copy
    }
}

private struct DynamicTypeSizeKey: EnvironmentKey {
    static var defaultValue: DynamicTypeSize { .large }
}

extension EnvironmentValues {
    /// The Dynamic Type size text is shown in (`.large` unless a view sets another with
    /// `dynamicTypeSize(_:)`): fonts of text styles, and `@ScaledMetric` values, scale
    /// with it.
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
}

extension View {
    /// Sets the Dynamic Type size of the text inside this view.
    nonisolated public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }

    /// Limits the Dynamic Type size inside this view to `range`: a size outside it becomes
    /// the nearest size inside it (`.dynamicTypeSize(...DynamicTypeSize.xxLarge)`).
    nonisolated public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        nonisolated(unsafe) let range = range
        return modifier(_EnvironmentWritingModifier { environment in
            environment.dynamicTypeSize = DynamicTypeSize.clamped(environment.dynamicTypeSize, to: range)
        })
    }
}

extension DynamicTypeSize {
    /// `size`, or the size in `range` nearest to it.
    static func clamped<T: RangeExpression>(_ size: DynamicTypeSize, to range: T) -> DynamicTypeSize where T.Bound == DynamicTypeSize {
        if range.contains(size) { return size }
        let inside = allCases.filter { range.contains($0) }
        guard let smallest = inside.first, let largest = inside.last else { return size }
        return size < smallest ? smallest : largest
    }
}

/// A number that scales with the Dynamic Type size as text of a style does: a padding or
/// a frame that grows with the text next to it.
///
/// ```swift
/// @ScaledMetric(relativeTo: .body) var padding = 14.5
/// ```
///
/// At `.large` the value is as given; at another size it is multiplied by how much larger
/// the style's text is there than at `.large` (``Font/TextStyle``). The view runs its
/// `body` again when the Dynamic Type size around it changes.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    let baseValue: Value
    let textStyle: Font.TextStyle
    let box = EnvironmentBox()

    /// A value scaled relative to `textStyle` (body by default).
    nonisolated public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle = .body) {
        baseValue = wrappedValue
        self.textStyle = textStyle
    }

    /// The value at the Dynamic Type size of where the view is.
    @MainActor
    public var wrappedValue: Value {
        guard let values = box.values else { return baseValue }
        let size = values.dynamicTypeSize
        if let node = ViewGraph.evaluating {
            node.recordEnvironmentRead(\EnvironmentValues.dynamicTypeSize, value: size)
        }
        return baseValue * Value(textStyle.scale(at: size))
    }
}

extension ScaledMetric: EnvironmentBindable {
    func bind(_ values: EnvironmentValues) { box.values = values }
}

extension ScaledMetric: Sendable where Value: Sendable {}
