public import FoundationEssentials

/// A control for the selection of an absolute date.
///
/// The label, then, 8 points on, the date picker style's control: by default a field of
/// segments (month, day, year; hour, minute) in the locale's order, edited with the
/// keyboard; `.graphical` draws a month calendar. The selection stays inside the range
/// (`in:`). docs/controls.md ("DatePicker") describes the looks and keys.
nonisolated public struct DatePicker<Label: View>: View {
    let selection: MainActorBound<Binding<Date>>
    let range: ClosedRange<Date>
    let components: DatePickerComponents
    let label: Label

    /// Creates a date picker of `displayedComponents` with a custom label.
    nonisolated public init(
        selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, bounds: .distantPast ... .distantFuture, displayedComponents: displayedComponents, label: label())
    }

    /// Creates a date picker whose selection stays within `range`.
    nonisolated public init(
        selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, bounds: range, displayedComponents: displayedComponents, label: label())
    }

    /// Creates a date picker whose selection is `range`'s lower bound or later.
    nonisolated public init(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, bounds: range.lowerBound ... .distantFuture, displayedComponents: displayedComponents, label: label())
    }

    /// Creates a date picker whose selection is `range`'s upper bound or earlier.
    nonisolated public init(
        selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, bounds: .distantPast ... range.upperBound, displayedComponents: displayedComponents, label: label())
    }

    nonisolated init(selection: Binding<Date>, bounds: ClosedRange<Date>, displayedComponents: DatePickerComponents, label: Label) {
        self.selection = MainActorBound(selection)
        range = bounds
        components = displayedComponents
        self.label = label
    }

    /// The label, then the style's control.
    @MainActor public var body: some View {
        DatePickerControl(selection: selection.value, range: range, components: components, label: label)
    }
}

extension DatePicker where Label == Text {
    /// Creates a date picker with a text label; the title is the localized string for
    /// `titleKey` (a string literal is a key: see ``LocalizedStringKey``).
    nonisolated public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, bounds: .distantPast ... .distantFuture, displayedComponents: displayedComponents, label: Text(titleKey))
    }

    /// Creates a date picker with a text label whose selection stays within `range`.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, bounds: range, displayedComponents: displayedComponents, label: Text(titleKey))
    }

    /// Creates a date picker with a text label whose selection is `range`'s lower bound or
    /// later.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, bounds: range.lowerBound ... .distantFuture, displayedComponents: displayedComponents, label: Text(titleKey))
    }

    /// Creates a date picker with a text label whose selection is `range`'s upper bound or
    /// earlier.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, bounds: .distantPast ... range.upperBound, displayedComponents: displayedComponents, label: Text(titleKey))
    }

    /// Creates a date picker with a text label shown as it is (not localized).
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, bounds: .distantPast ... .distantFuture, displayedComponents: displayedComponents, label: Text(title))
    }

    /// Creates a date picker with a text label (not localized) within `range`.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, bounds: range, displayedComponents: displayedComponents, label: Text(title))
    }

    /// Creates a date picker with a text label (not localized) from `range`'s lower bound.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, bounds: range.lowerBound ... .distantFuture, displayedComponents: displayedComponents, label: Text(title))
    }

    /// Creates a date picker with a text label (not localized) up to `range`'s upper bound.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, bounds: .distantPast ... range.upperBound, displayedComponents: displayedComponents, label: Text(title))
    }
}

/// The label and the control of the date picker style in effect.
struct DatePickerControl<Label: View>: View {
    let selection: Binding<Date>
    let range: ClosedRange<Date>
    let components: DatePickerComponents
    let label: Label
    @Environment(\.datePickerStyle) private var style

    /// In a form, the label goes in the form's label column.
    var body: some View {
        FormRow(label: label, content: control, alignment: .firstTextBaseline)
    }

    @ViewBuilder private var control: some View {
        if style == .graphical {
            VStack(alignment: .leading, spacing: 8) {
                if components.contains(.date) || components.isEmpty {
                    DateCalendar(selection: selection, range: range)
                }
                if components.contains(.hourAndMinute) {
                    DateField(selection: selection, range: range, components: .hourAndMinute)
                }
            }
        } else if style == .compact && (components.contains(.date) || components.isEmpty) {
            HStack(alignment: .center, spacing: 6) {
                DateField(selection: selection, range: range, components: components)
                DateCalendarButton(selection: selection, range: range)
            }
        } else {
            DateField(selection: selection, range: range, components: components)
        }
    }
}

/// The date picker's field: its segments in a light rounded field; one focus stop. Tab,
/// Right and Left move between segments (Tab past the last one, and Shift+Tab before the
/// first, move the focus on); Up and Down step the focused segment (wrapping within it);
/// digits type it (a segment takes the next segment's turn when full). The selection
/// stays in `range`.
struct DateField: View {
    let selection: Binding<Date>
    let range: ClosedRange<Date>
    let components: DatePickerComponents
    @State private var active = 0
    @State private var typed = ""
    @Environment(\.locale) private var locale
    @Environment(\.timeZone) private var timeZone
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        let fields = DateFields(locale: locale, timeZone: timeZone, components: components)
        let date = selection.wrappedValue
        let active = min(self.active, max(0, fields.segments.count - 1))
        DateFieldSegments(fields: fields, date: date, active: active) { index in
            self.active = index
            typed = ""
        }
        .padding(.horizontal, 6)
        .padding(.vertical, 3)
        .background(RoundedRectangle(cornerRadius: 6).fill(colorScheme == .dark ? Color(white: 0.2) : Color(white: 1)))
        .overlay(RoundedRectangle(cornerRadius: 6).stroke(colorScheme == .dark ? Color(white: 1, opacity: 0.2) : Color(white: 0, opacity: 0.2)))
        .opacity(isEnabled ? 1 : 0.4)
        .focusable()
        .onKeyPress(phases: [.down, .repeat]) { press in
            handle(press, fields: fields, active: active)
        }
    }

    private func handle(_ press: KeyPress, fields: DateFields, active: Int) -> KeyPress.Result {
        guard fields.segments.indices.contains(active) else { return .ignored }
        let segment = fields.segments[active]
        let date = selection.wrappedValue
        func move(to index: Int) -> KeyPress.Result {
            guard fields.segments.indices.contains(index) else { return .ignored }
            self.active = index
            typed = ""
            return .handled
        }
        func write(_ new: Date) {
            let clamped = range.clamp(new)
            if clamped != date { selection.wrappedValue = clamped }
        }
        switch press.key {
        case .leftArrow, .rightArrow:
            // At the first or last segment the arrow does nothing, and goes no further.
            _ = move(to: press.key == .leftArrow ? active - 1 : active + 1)
            return .handled
        case .tab:
            guard press.modifiers.isDisjoint(with: [.control, .option, .command]) else { return .ignored }
            return move(to: press.modifiers.contains(.shift) ? active - 1 : active + 1)
        case .upArrow, .downArrow:
            typed = ""
            write(fields.stepping(segment, by: press.key == .upArrow ? 1 : -1, in: date))
            return .handled
        default:
            break
        }
        let characters = press.characters
        if segment == .meridiem {
            switch characters.lowercased() {
            case "a": write(fields.setting(.meridiem, to: 0, in: date) ?? date)
            case "p": write(fields.setting(.meridiem, to: 1, in: date) ?? date)
            default: return .ignored
            }
            return .handled
        }
        guard characters.count == 1, let digit = characters.first?.wholeNumberValue, characters.first?.isASCII == true else {
            return .ignored
        }
        typed += String(digit)
        let value = Int(typed) ?? 0
        let limit = fields.range(segment, for: date).upperBound
        if value > 0 || segment == .minute || segment == .hour, let new = fields.setting(segment, to: value, in: date) {
            write(new)
        }
        // Full: the next digit could only make the value too large (or too long).
        if typed.count >= DateFields.digits(segment) || value * 10 > limit {
            typed = ""
            if active + 1 < fields.segments.count { self.active = active + 1 }
        }
        return .handled
    }
}

/// The segments' texts and separators in a row; the active segment highlighted in the
/// accent colour (its text white) while the field has the focus. A click on a segment
/// makes it the active one.
struct DateFieldSegments: View {
    let fields: DateFields
    let date: Date
    let active: Int
    let activate: (Int) -> Void
    @Environment(\.isFocused) private var isFocused

    var body: some View {
        HStack(spacing: 0) {
            ForEach(Array(fields.segments.indices), id: \.self) { index in
                let highlighted = isFocused && index == active
                Text(fields.text(fields.segments[index], of: date))
                    .foregroundStyle(highlighted ? Color.white : Color.primary)
                    .padding(.horizontal, 1)
                    .background(RoundedRectangle(cornerRadius: 3).fill(highlighted ? Color.accentColor : Color.clear))
                    .onTapGesture { activate(index) }
                let separator = fields.separator(after: index)
                if !separator.isEmpty { Text(separator) }
            }
        }
    }
}
