import Scenery

struct ClipboardProbeView: View {
    @Environment(\.textSelectionService) private var selections
    @Environment(\.openWindow) private var openWindow
    @State private var status = "ready"
    @State private var pasted = ""

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("c, p, b: copy · v, m: paste · n: new window")
            Text(pasted.prefix(200))
        }
        .padding()
        .focusable()
        .onKeyPress(phases: .down) { press in
            switch press.characters {
            case "c": copy(ClipboardProbeView.shortText, to: .clipboard)
            case "p": copy(ClipboardProbeView.primaryText, to: .primary)
            case "b": copy(ClipboardProbeView.longText, to: .clipboard)
            case "v": paste(from: .clipboard)
            case "m": paste(from: .primary)
            case "n": openWindow(id: "probe")
            default: return .ignored
            }
            return .handled
        }
        .navigationTitle(status)
    }

    private func copy(_ text: String, to selection: TextSelectionKind) {
        selections?.setText(text, for: selection)
        status = "copied \(ClipboardProbeView.summary(text))"
    }

    private func paste(from selection: TextSelectionKind) {
        status = "pasting"
        selections?.requestText(from: selection) { text in
            pasted = text ?? ""
            status = text.map { "pasted \(ClipboardProbeView.summary($0))" } ?? "pasted nothing"
        }
    }

    /// The text `c` copies.
    static let shortText = "Scenery clipboard ✓ é"
    /// The text `p` copies (Latin-1 only, so STRING is offered too).
    static let primaryText = "primary selection: café"
    /// The text `b` copies: 360,000 bytes, more than one 256 KiB chunk.
    static let longText = String(repeating: "scenery clipboard\n", count: 20_000)

    /// "<bytes> bytes <FNV-1a hash> <the first 24 characters>": checks a long paste whole.
    static func summary(_ text: String) -> String {
        var hash: UInt32 = 2_166_136_261
        for byte in text.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        let start = text.prefix(24).map { $0 == "\n" ? "⏎" : String($0) }.joined()
        return "\(text.utf8.count) bytes \(String(hash, radix: 16)) \(start)"
    }
}
