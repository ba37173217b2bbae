import Scenery

struct KeysView: View {
    @State private var last = "no key yet"
    @State private var typed = ""
    @State private var presses = 0

    var body: some View {
        VStack(spacing: 12) {
            Text("Typed: \(typed)")
            Text("Buttons pressed: \(presses)")
            HStack {
                Button("Clear") { typed = "" }
                Button("Press") { presses += 1 }
            }
        }
        .padding()
        .onKeyPress(phases: .all) { press in
            last = KeysView.describe(press)
            if press.phase != .up, press.modifiers.isDisjoint(with: [.control, .option, .command]),
               !press.characters.isEmpty, press.characters.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F }) {
                typed += press.characters
                return .handled
            }
            // Tab, Return and Space go on to the focus system and the focused button.
            return .ignored
        }
        .navigationTitle(last)
    }

    /// "down a [61]", "up A [41] shift", "down upArrow [] function".
    static func describe(_ press: KeyPress) -> String {
        let scalars = press.characters.unicodeScalars.map { value in
            let hex = String(value.value, radix: 16, uppercase: true)
            return String(repeating: "0", count: max(0, 2 - hex.count)) + hex
        }
        var names: [String] = []
        let all: [(EventModifiers, String)] = [
            (.capsLock, "capsLock"), (.shift, "shift"), (.control, "control"), (.option, "option"),
            (.command, "command"), (.numericPad, "numericPad"), (.function, "function"),
        ]
        for (modifier, name) in all where press.modifiers.contains(modifier) { names.append(name) }
        return (["\(press.phase)", "\(press.key)", "[\(scalars.joined(separator: " "))]"] + names).joined(separator: " ")
    }
}
