/// The `.compact` date picker's calendar button: a small button after the field that opens
/// the graphical month calendar in a popover (a click on a day selects it; Escape or a
/// click outside closes it).
nonisolated struct DateCalendarButton: View {
    let selection: Binding<Date>
    let range: ClosedRange<Date>
    @State private var isShowingCalendar = false

    @MainActor var body: some View {
        let showing = $isShowingCalendar
        let selection = self.selection, range = self.range
        Button(action: { showing.wrappedValue = true }) {
            Image(systemName: "calendar").imageScale(.small)
        }
        .onKeyPress(keys: [.downArrow], phases: [.down, .repeat]) { _ in
            showing.wrappedValue = true
            return .handled
        }
        .popover(isPresented: showing, arrowEdge: .bottom) {
            DateCalendar(selection: selection, range: range).padding(10)
        }
    }
}

/// What a colour picker's swatch opens: the palette of colours, and an opacity slider when
/// the picker supports opacity. Choosing a colour keeps the opacity the slider set.
nonisolated struct ColorChooser: View {
    let selection: Binding<Color>
    let supportsOpacity: Bool

    @MainActor var body: some View {
        let selection = self.selection
        let supportsOpacity = self.supportsOpacity
        let opacity = supportsOpacity ? selection.wrappedValue.opacity : 1
        let palette = Binding<Color>(
            get: { selection.wrappedValue.withOpacity(1) },
            set: { chosen in selection.wrappedValue = chosen.withOpacity(opacity) })
        let alpha = Binding<Double>(
            get: { selection.wrappedValue.opacity },
            set: { value in selection.wrappedValue = selection.wrappedValue.withOpacity(min(max(value, 0), 1)) })
        return VStack(alignment: .leading, spacing: 10) {
            ColorPalette(selection: palette)
            if supportsOpacity {
                HStack(spacing: 8) {
                    Text("Opacity")
                    Slider(value: alpha, in: 0...1)
                }
            }
        }
        .padding(12)
    }
}

extension Color {
    /// This colour with opacity `value` (both appearances).
    func withOpacity(_ value: Double) -> Color {
        var copy = self
        copy.opacity = value
        if case .appearance(var dark) = provider {
            dark.opacity = value
            copy.provider = .appearance(dark: dark)
        }
        return copy
    }
}
