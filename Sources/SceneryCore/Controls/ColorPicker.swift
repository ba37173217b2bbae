/// A control used to select a color from the system color picker UI.
///
/// The label, then, 8 points on, a swatch button: the selected colour in a rounded square
/// inside a light field (a checkerboard shows through a translucent colour). A click (or
/// Space, Return or Down while it is focused) opens the chooser in a popover: the
/// ``ColorPalette``, and an opacity slider with `supportsOpacity`. Without
/// `supportsOpacity` the colour is shown, and written back, opaque.
nonisolated public struct ColorPicker<Label: View>: View {
    let selection: MainActorBound<Binding<Color>>
    let supportsOpacity: Bool
    let label: Label

    /// Creates a colour picker of a `Color` with a custom label.
    nonisolated public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = MainActorBound(selection)
        self.supportsOpacity = supportsOpacity
        self.label = label()
    }

    /// Creates a colour picker of a ``CGColor`` with a custom label.
    nonisolated public init(selection: Binding<CGColor>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        nonisolated(unsafe) let cgBinding = selection
        self.init(selection: Binding(
            get: { Color(cgColor: cgBinding.wrappedValue) },
            set: { color in if let cg = color.cgColor { cgBinding.wrappedValue = cg } }),
            supportsOpacity: supportsOpacity, label: label)
    }

    /// The label and the swatch (in a form, the label in its label column).
    @MainActor public var body: some View {
        FormRow(label: label, content: ColorSwatch(selection: selection.value, supportsOpacity: supportsOpacity))
    }
}

extension ColorPicker where Label == Text {
    /// Creates a colour picker of a `Color` with a text label; the title is the localized
    /// string for `titleKey`.
    nonisolated public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    /// Creates a colour picker of a `Color` with a text label shown as it is.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }

    /// Creates a colour picker of a ``CGColor`` with a text label; the title is the
    /// localized string for `titleKey`.
    nonisolated public init(_ titleKey: LocalizedStringKey, selection: Binding<CGColor>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    /// Creates a colour picker of a ``CGColor`` with a text label shown as it is.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, selection: Binding<CGColor>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

/// The colour picker's swatch button: the colour in a 30 × 18 rounded rectangle, inset by
/// 3 in a bordered field of the control fill, over a checkerboard when translucent. One
/// focus stop.
struct ColorSwatch: View {
    let selection: Binding<Color>
    let supportsOpacity: Bool
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.isEnabled) private var isEnabled
    @State private var isChoosing = false

    var body: some View {
        let color = supportsOpacity ? selection.wrappedValue : selection.wrappedValue.opacity(1 / max(selection.wrappedValue.opacity, 0.001))
        ZStack {
            Checkerboard().clipShape(RoundedRectangle(cornerRadius: 3))
            RoundedRectangle(cornerRadius: 3).fill(color)
            RoundedRectangle(cornerRadius: 3).stroke(Color(white: 0, opacity: 0.2))
        }
        .frame(width: 30, height: 18)
        .padding(3)
        .background(RoundedRectangle(cornerRadius: 6).fill(colorScheme == .dark ? Color(white: 0.3) : Color(white: 0.88)))
        .opacity(isEnabled ? 1 : 0.4)
        .focusable()
        .onTapGesture { isChoosing = true }
        .onKeyPress(keys: [.space, .return, .downArrow], phases: [.down]) { _ in
            isChoosing = true
            return .handled
        }
        .popover(isPresented: $isChoosing, arrowEdge: .bottom) {
            ColorChooser(selection: selection, supportsOpacity: supportsOpacity)
        }
    }
}

/// Light and dark grey squares, 6 points each, behind a translucent swatch.
struct Checkerboard: Shape {
    nonisolated func path(in rect: CGRect) -> Path {
        var path = Path()
        let side: CGFloat = 6
        var y = rect.minY
        var row = 0
        while y < rect.maxY {
            var x = rect.minX + (row % 2 == 0 ? 0 : side)
            while x < rect.maxX {
                path.addRect(CGRect(x: x, y: y, width: min(side, rect.maxX - x), height: min(side, rect.maxY - y)))
                x += 2 * side
            }
            y += side
            row += 1
        }
        return path
    }
}

/// A grid of colours to choose from — what a colour picker's chooser shows: the system
/// colours and greys, 8 to a row, each a 20-point square; the selected one ringed in the
/// accent colour. A click selects a colour.
nonisolated public struct ColorPalette: View {
    let selection: Binding<Color>

    /// The colours, row by row.
    nonisolated static let colors: [Color] = [
        .red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue,
        .indigo, .purple, .pink, .brown, .white, Color(white: 0.75), Color(white: 0.5), .black,
    ]

    /// Creates a palette that writes the chosen colour to `selection`.
    nonisolated public init(selection: Binding<Color>) { self.selection = selection }

    /// The grid.
    @MainActor public var body: some View {
        let binding = selection
        let current = binding.wrappedValue
        VStack(spacing: 4) {
            ForEach(Array(stride(from: 0, to: Self.colors.count, by: 8)), id: \.self) { start in
                HStack(spacing: 4) {
                    ForEach(Array(start ..< min(start + 8, Self.colors.count)), id: \.self) { index in
                        let color = Self.colors[index]
                        RoundedRectangle(cornerRadius: 4).fill(color)
                            .frame(width: 20, height: 20)
                            .overlay(RoundedRectangle(cornerRadius: 6).stroke(color == current ? Color.accentColor : Color.clear, lineWidth: 2).padding(-3))
                            .onTapGesture { binding.wrappedValue = color }
                    }
                }
            }
        }
    }
}
