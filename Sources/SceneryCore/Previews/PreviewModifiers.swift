/// How a preview is sized (``View/previewLayout(_:)``).
public enum PreviewLayout: Sendable, Equatable {
    /// The device's size: on the desktop, the content's ideal size (a new window's size).
    case device
    /// The content's ideal size.
    case sizeThatFits
    /// Exactly `width` × `height` points.
    case fixed(width: CGFloat, height: CGFloat)

    /// The fixed size this layout asks for, nil for the content's ideal size.
    package var fixedSize: CGSize? {
        if case .fixed(let width, let height) = self { return CGSize(width: width, height: height) }
        return nil
    }
}

/// A device to preview on, by name (`"iPhone 15"`). Accepted and ignored on the desktop.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable, Hashable {
    /// The device's name.
    public var rawValue: String

    /// A device named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A device named by a string literal.
    public init(stringLiteral value: String) { rawValue = value }
}

/// Which way a device is held. Previews accept it; the desktop has no orientation.
public struct InterfaceOrientation: CaseIterable, Identifiable, Equatable, Sendable {
    /// The orientation's name.
    public let id: String

    private init(id: String) { self.id = id }

    /// Upright.
    public static let portrait = InterfaceOrientation(id: "portrait")
    /// Upside down.
    public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
    /// Turned left.
    public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
    /// Turned right.
    public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")

    /// Every orientation.
    public static let allCases: [InterfaceOrientation] = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
}

/// The name `previewDisplayName(_:)` gives a preview: the outermost one wins.
package struct PreviewDisplayNameKey: PreferenceKey {
    package static let defaultValue: String? = nil

    package static func reduce(value: inout String?, nextValue: () -> String?) {
        if value == nil { value = nextValue() }
    }
}

/// The layout `previewLayout(_:)` asks for: the outermost one wins.
package struct PreviewLayoutKey: PreferenceKey {
    package static let defaultValue: PreviewLayout? = nil

    package static func reduce(value: inout PreviewLayout?, nextValue: () -> PreviewLayout?) {
        if value == nil { value = nextValue() }
    }
}

extension View {
    /// Names this view's preview in a ``PreviewProvider`` (the PNG file `--previews`
    /// writes, the name `--preview` opens). In a `#Preview`, the macro's name is used
    /// instead. Nowhere else does it change anything.
    public func previewDisplayName(_ value: String?) -> some View {
        preference(key: PreviewDisplayNameKey.self, value: value)
    }

    /// Sizes this view's preview in a ``PreviewProvider``: `.sizeThatFits` and `.device`
    /// give the content's ideal size, `.fixed(width:height:)` exactly that size. Put on a
    /// `Group`, it applies to each of the group's previews. In a `#Preview`, use the
    /// macro's traits instead.
    public func previewLayout(_ value: PreviewLayout) -> some View {
        preference(key: PreviewLayoutKey.self, value: value)
    }

    /// Asks for a device to preview on. Accepted and ignored: Scenery previews on the
    /// desktop.
    public func previewDevice(_ value: PreviewDevice?) -> some View { self }

    /// Asks for an interface orientation in previews. Accepted and ignored: the desktop
    /// has no orientation.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View { self }
}
