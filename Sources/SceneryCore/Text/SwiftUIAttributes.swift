public import FoundationEssentials

extension AttributeScopes {
    /// The attributes `Text` draws from an `AttributedString`, as SwiftUI names them:
    /// `attributed.font = .headline`, `run.foregroundColor`, `container.underlineStyle = .single`.
    public struct SwiftUIAttributes: AttributeScope {
        /// A run's font.
        public let font: FontAttribute
        /// A run's colour.
        public let foregroundColor: ForegroundColorAttribute
        /// A colour painted behind a run.
        public let backgroundColor: BackgroundColorAttribute
        /// A line through a run.
        public let strikethroughStyle: StrikethroughStyleAttribute
        /// A line under a run.
        public let underlineStyle: UnderlineStyleAttribute
        /// Extra space after each character of a run, in points.
        public let kern: KerningAttribute
        /// Extra space after each character of a run, in points.
        public let tracking: TrackingAttribute
        /// How far a run is raised above the baseline, in points.
        public let baselineOffset: BaselineOffsetAttribute
        /// Foundation's attributes (`link`, `inlinePresentationIntent`).
        public let foundation: FoundationAttributes

        /// The `font` attribute.
        public enum FontAttribute: AttributedStringKey {
            public typealias Value = Font
            public static let name = "SwiftUI.Font"
        }

        /// The `foregroundColor` attribute.
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.ForegroundColor"
        }

        /// The `backgroundColor` attribute.
        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.BackgroundColor"
        }

        /// The `strikethroughStyle` attribute.
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.StrikethroughStyle"
        }

        /// The `underlineStyle` attribute.
        public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.UnderlineStyle"
        }

        /// The `kern` attribute.
        public enum KerningAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Kern"
        }

        /// The `tracking` attribute.
        public enum TrackingAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Tracking"
        }

        /// The `baselineOffset` attribute.
        public enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.BaselineOffset"
        }
    }

    /// SwiftUI's attribute scope (`AttributedString(markdown:including: \.swiftUI)`).
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
    /// Dynamic member lookup of SwiftUI's attributes (`attributed.foregroundColor`).
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}
