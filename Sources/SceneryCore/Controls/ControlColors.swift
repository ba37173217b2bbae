/// The colours of the built-in controls, each with a light and a dark variant (resolve
/// them in the control's environment). Light: GTK's greys; dark: the same steps on a dark
/// window (docs/controls.md, "Colours").
extension Color {
    /// The face of a bordered button, a stepper, a `.button` toggle: light grey, or a grey
    /// a little lighter than a dark window.
    package static let controlFill = Color(white: 0.88).dark(white: 0.32)
    /// The veil over a pressed control: darker in both appearances.
    package static let controlPressedVeil = Color(white: 0, opacity: 0.15).dark(white: 0, opacity: 0.25)
    /// The veil over a control under the pointer: a little lighter.
    package static let controlHoverVeil = Color(white: 1, opacity: 0.3).dark(white: 1, opacity: 0.08)
    /// The track of a slider, a progress bar, a gauge, and the off switch.
    package static let controlTrack = Color(white: 0, opacity: 0.12).dark(white: 1, opacity: 0.15)
    /// The track of a switch that is off (a little darker than a slider's, so the white
    /// knob shows on it).
    package static let switchTrack = Color(white: 0, opacity: 0.2).dark(white: 1, opacity: 0.2)
    /// The face of a checkbox that is off, and a slider's knob: white, or a light grey in
    /// the dark.
    package static let controlKnob = Color(white: 1).dark(white: 0.85)
    /// The edge of a checkbox, a knob.
    package static let controlBorder = Color(white: 0, opacity: 0.3).dark(white: 1, opacity: 0.3)
    /// The fill of a group box.
    package static let groupBoxFill = Color(white: 0, opacity: 0.05).dark(white: 1, opacity: 0.06)
}
