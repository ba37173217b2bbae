/// A type that specifies the appearance and interaction of all date pickers within a view
/// hierarchy.
///
/// As in SwiftUI, use the built-in styles (`.automatic`, `.compact`, `.field`,
/// `.stepperField`, `.graphical`) with ``View/datePickerStyle(_:)``; docs/controls.md
/// ("DatePicker") describes them.
@MainActor @preconcurrency
public protocol DatePickerStyle {}

/// Which built-in look a date picker takes.
enum DatePickerStyleKind: Hashable, Sendable {
    /// The segmented text field (`.automatic`, `.field`, `.stepperField`).
    case field
    /// The field and a button that opens the month calendar in a popover (`.compact`).
    case compact
    /// The month calendar drawn inline (`.graphical`).
    case graphical
}

/// A built-in date picker style: its kind.
protocol BuiltInDatePickerStyle {
    nonisolated var kind: DatePickerStyleKind { get }
}

/// The default date picker style: on this desktop, the field (as macOS's default, a text
/// field of segments).
nonisolated public struct DefaultDatePickerStyle: DatePickerStyle, BuiltInDatePickerStyle {
    /// Creates the default style.
    nonisolated public init() {}
    var kind: DatePickerStyleKind { .field }
}

/// A compact date picker: the field, and a calendar button that opens the month calendar
/// in a popover.
nonisolated public struct CompactDatePickerStyle: DatePickerStyle, BuiltInDatePickerStyle {
    /// Creates the compact style.
    nonisolated public init() {}
    var kind: DatePickerStyleKind { .compact }
}

/// A text field of segments (day, month, year; hour, minute) edited with the keyboard.
nonisolated public struct FieldDatePickerStyle: DatePickerStyle, BuiltInDatePickerStyle {
    /// Creates the field style.
    nonisolated public init() {}
    var kind: DatePickerStyleKind { .field }
}

/// The field with a stepper beside it (on this desktop, the field alone: its Up/Down keys
/// step the focused segment).
nonisolated public struct StepperFieldDatePickerStyle: DatePickerStyle, BuiltInDatePickerStyle {
    /// Creates the stepper-field style.
    nonisolated public init() {}
    var kind: DatePickerStyleKind { .field }
}

/// A month calendar drawn inline: arrows to change the month, a grid of days to click.
nonisolated public struct GraphicalDatePickerStyle: DatePickerStyle, BuiltInDatePickerStyle {
    /// Creates the graphical style.
    nonisolated public init() {}
    var kind: DatePickerStyleKind { .graphical }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The default style: the field on this desktop.
    nonisolated public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// The compact style: the field and a calendar pop-over.
    nonisolated public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == FieldDatePickerStyle {
    /// A field of segments.
    nonisolated public static var field: FieldDatePickerStyle { FieldDatePickerStyle() }
}

extension DatePickerStyle where Self == StepperFieldDatePickerStyle {
    /// The field with a stepper (the field on this desktop).
    nonisolated public static var stepperField: StepperFieldDatePickerStyle { StepperFieldDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// A month calendar.
    nonisolated public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

private struct DatePickerStyleKey: EnvironmentKey {
    static var defaultValue: DatePickerStyleKind { .field }
}

extension EnvironmentValues {
    /// The built-in look of the date pickers in this part of the tree.
    var datePickerStyle: DatePickerStyleKind {
        get { self[DatePickerStyleKey.self] }
        set { self[DatePickerStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the date pickers inside this view (the innermost style wins).
    nonisolated public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        let kind = (style as? any BuiltInDatePickerStyle)?.kind ?? .field
        return modifier(_EnvironmentWritingModifier { $0.datePickerStyle = kind })
    }
}
