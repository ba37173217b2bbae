/// The size classes of controls: `.controlSize(.small)` makes the buttons, steppers and
/// progress indicators inside a view smaller.
public enum ControlSize: CaseIterable, Hashable, Sendable {
    /// The smallest controls.
    case mini
    /// Smaller controls than the regular ones.
    case small
    /// The default size.
    case regular
    /// Larger controls than the regular ones.
    case large
    /// The largest controls.
    case extraLarge
}

private struct ControlSizeKey: EnvironmentKey {
    static var defaultValue: ControlSize { .regular }
}

extension EnvironmentValues {
    /// The size of the controls in this part of the tree (`.regular` by default).
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}

extension View {
    /// Sets the size of the controls inside this view.
    nonisolated public func controlSize(_ controlSize: ControlSize) -> some View {
        modifier(_EnvironmentWritingModifier { $0.controlSize = controlSize })
    }
}

/// The measurements of the built-in controls at each ``ControlSize`` (points), in the
/// proportions of the desktop toolkits' small, regular and large controls.
struct ControlMetrics: Equatable {
    /// Padding around a bordered button's label, left and right.
    var buttonHorizontalPadding: CGFloat
    /// Padding around a bordered button's label, above and below.
    var buttonVerticalPadding: CGFloat
    /// The font size of a control's text when no font is set (nil: the body font).
    var defaultFontSize: CGFloat?
    /// The width and height of one of a stepper's two buttons.
    var stepperButton: CGSize
    /// The thickness of a linear progress bar.
    var barThickness: CGFloat
    /// The diameter of a circular progress indicator.
    var circularDiameter: CGFloat
    /// The width of a circular indicator's ring.
    var ringWidth: CGFloat

    init(_ size: ControlSize) {
        switch size {
        case .mini:
            self.init(6, 1, 9, CGSize(width: 16, height: 14), 3, 12, 2)
        case .small:
            self.init(8, 3, 11, CGSize(width: 20, height: 18), 4, 16, 2.5)
        case .regular:
            self.init(12, 5, nil, CGSize(width: 26, height: 24), 6, 32, 4)
        case .large:
            self.init(14, 8, nil, CGSize(width: 30, height: 30), 8, 40, 5)
        case .extraLarge:
            self.init(16, 11, nil, CGSize(width: 34, height: 36), 10, 48, 6)
        }
    }

    private init(
        _ horizontal: CGFloat, _ vertical: CGFloat, _ fontSize: CGFloat?, _ stepper: CGSize,
        _ bar: CGFloat, _ circle: CGFloat, _ ring: CGFloat
    ) {
        buttonHorizontalPadding = horizontal
        buttonVerticalPadding = vertical
        defaultFontSize = fontSize
        stepperButton = stepper
        barThickness = bar
        circularDiameter = circle
        ringWidth = ring
    }
}

extension EnvironmentValues {
    /// The built-in controls' measurements for ``controlSize``.
    var controlMetrics: ControlMetrics { ControlMetrics(controlSize) }

    /// The environment of a control's text: at the mini and small sizes, a smaller font
    /// when none is set.
    func withControlFont() -> EnvironmentValues {
        guard font == nil, let size = controlMetrics.defaultFontSize else { return self }
        var copy = self
        copy.font = .system(size: size)
        return copy
    }
}
