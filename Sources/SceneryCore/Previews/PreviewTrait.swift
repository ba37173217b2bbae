/// A customisation of a preview, such as its layout. `T` is the kind of preview the trait
/// applies to (``Preview/ViewTraits`` for views).
public struct PreviewTrait<T>: Sendable {
    /// What the trait asks for.
    package enum Value: Sendable, Equatable {
        /// The preview's size: nil for the content's ideal size (a new window's size),
        /// else exactly this size.
        case layout(fixed: CGSize?)
        /// An interface orientation: accepted, without effect on the desktop.
        case orientation(InterfaceOrientation)
    }

    /// What the trait asks for.
    package let value: Value

    package init(_ value: Value) { self.value = value }
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The platform's default layout: on the desktop, the content's ideal size.
    public static var defaultLayout: PreviewTrait<T> { PreviewTrait(.layout(fixed: nil)) }

    /// The content at its ideal size: the size a new window would give it.
    public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait(.layout(fixed: nil)) }

    /// The content in a window of exactly `width` × `height` points.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
        PreviewTrait(.layout(fixed: CGSize(width: width, height: height)))
    }

    /// A device held upright. Accepted, without effect on the desktop.
    public static var portrait: PreviewTrait<T> { PreviewTrait(.orientation(.portrait)) }

    /// A device held upside down. Accepted, without effect on the desktop.
    public static var portraitUpsideDown: PreviewTrait<T> { PreviewTrait(.orientation(.portraitUpsideDown)) }

    /// A device turned left. Accepted, without effect on the desktop.
    public static var landscapeLeft: PreviewTrait<T> { PreviewTrait(.orientation(.landscapeLeft)) }

    /// A device turned right. Accepted, without effect on the desktop.
    public static var landscapeRight: PreviewTrait<T> { PreviewTrait(.orientation(.landscapeRight)) }
}

extension Preview {
    /// The fixed size the preview's traits ask for (the last layout trait wins), nil for
    /// the content's ideal size.
    package var fixedSize: CGSize? {
        var size: CGSize? = nil
        for trait in traits {
            if case .layout(let fixed) = trait.value { size = fixed }
        }
        return size
    }
}
