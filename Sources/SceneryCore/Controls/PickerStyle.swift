/// A type that specifies the appearance and interaction of all pickers within a view
/// hierarchy.
///
/// As in SwiftUI, the protocol has no requirements you can implement: use the built-in
/// styles (`.automatic`, `.menu`, `.segmented`, `.palette`, `.inline`, `.radioGroup`,
/// `.wheel`) with ``View/pickerStyle(_:)``. docs/controls.md ("Picker") describes their
/// looks and keys.
@MainActor @preconcurrency
public protocol PickerStyle {}

/// Which built-in look a picker takes.
enum PickerStyleKind: Hashable, Sendable {
    case automatic, menu, segmented, palette, inline, radioGroup, wheel

    /// The look `.automatic` stands for on this desktop: `.menu`, as on macOS.
    var resolved: PickerStyleKind { self == .automatic ? .menu : self }

    /// Whether the options are a column of radio buttons (the label then sits on the
    /// first one's baseline).
    var isColumn: Bool { self == .inline || self == .radioGroup || self == .wheel }
}

/// A built-in picker style: its kind.
protocol BuiltInPickerStyle {
    nonisolated var kind: PickerStyleKind { get }
}

/// The default picker style: on this desktop, ``MenuPickerStyle`` (a pop-up button), as on
/// macOS.
nonisolated public struct DefaultPickerStyle: PickerStyle, BuiltInPickerStyle {
    /// Creates the default style.
    nonisolated public init() {}
    var kind: PickerStyleKind { .automatic }
}

/// A picker shown as a button with the selected option's label and an up-down chevron,
/// which presents the options as a menu.
nonisolated public struct MenuPickerStyle: PickerStyle, BuiltInPickerStyle {
    /// Creates the menu style.
    nonisolated public init() {}
    var kind: PickerStyleKind { .menu }
}

/// A picker shown as a row of segments, one per option, the selected one highlighted.
nonisolated public struct SegmentedPickerStyle: PickerStyle, BuiltInPickerStyle {
    /// Creates the segmented style.
    nonisolated public init() {}
    var kind: PickerStyleKind { .segmented }
}

/// A picker shown as a palette of options; on this desktop, a row of segments like
/// ``SegmentedPickerStyle``.
nonisolated public struct PalettePickerStyle: PickerStyle, BuiltInPickerStyle {
    /// Creates the palette style.
    nonisolated public init() {}
    var kind: PickerStyleKind { .palette }
}

/// A picker whose options are shown inline with the other views; on this desktop, as a
/// column of radio buttons.
nonisolated public struct InlinePickerStyle: PickerStyle, BuiltInPickerStyle {
    /// Creates the inline style.
    nonisolated public init() {}
    var kind: PickerStyleKind { .inline }
}

/// A picker shown as a column of radio buttons, one per option.
nonisolated public struct RadioGroupPickerStyle: PickerStyle, BuiltInPickerStyle {
    /// Creates the radio group style.
    nonisolated public init() {}
    var kind: PickerStyleKind { .radioGroup }
}

/// A scrolling wheel of options; accepted on this desktop and drawn as
/// ``InlinePickerStyle`` (a column of radio buttons).
nonisolated public struct WheelPickerStyle: PickerStyle, BuiltInPickerStyle {
    /// Creates the wheel style.
    nonisolated public init() {}
    var kind: PickerStyleKind { .wheel }
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The default style: a menu on this desktop.
    nonisolated public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    /// A button that shows the selection and presents the options as a menu.
    nonisolated public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// A row of segments.
    nonisolated public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == PalettePickerStyle {
    /// A palette (a row of segments on this desktop).
    nonisolated public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    /// The options inline (radio buttons on this desktop).
    nonisolated public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == RadioGroupPickerStyle {
    /// A column of radio buttons.
    nonisolated public static var radioGroup: RadioGroupPickerStyle { RadioGroupPickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
    /// A wheel (drawn as inline radio buttons on this desktop).
    nonisolated public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

private struct PickerStyleKey: EnvironmentKey {
    static var defaultValue: PickerStyleKind { .automatic }
}

extension EnvironmentValues {
    /// The built-in look of the pickers in this part of the tree.
    var pickerStyle: PickerStyleKind {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the pickers inside this view (the innermost style wins).
    nonisolated public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        let kind = (style as? any BuiltInPickerStyle)?.kind ?? .automatic
        return modifier(_EnvironmentWritingModifier { $0.pickerStyle = kind })
    }
}
