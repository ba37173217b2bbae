import SceneryWire

extension HostProcess {
    /// Titles a renderer reports are kept to 1,024 bytes, so no renderer can make the host's
    /// replies (a list of every window) exceed the frame limit.
    static func clampedTitle(_ title: String) -> String {
        guard title.utf8.count > 1024 else { return title }
        var result = ""
        for character in title {
            if result.utf8.count + character.utf8.count > 1024 { break }
            result.append(character)
        }
        return result
    }

    /// A window's navigation views as one line: `stack <key>: Parks > Yosemite; …`, the
    /// titles bottom first (a deep stack's count in brackets when not all are listed).
    static func navigationDetail(_ views: [NavigationViewState]) -> String {
        var text = views.map { view in
            var line = "\(view.kind) \(view.key):"
            if !view.titles.isEmpty { line += " " + view.titles.map { $0.isEmpty ? "(untitled)" : $0 }.joined(separator: " > ") }
            if Int(view.depth) + 1 > view.titles.count && view.kind == "stack" { line += " (\(view.depth + 1) views)" }
            if let selection = view.selection { line += " selection=\(selection)" }
            return line
        }.joined(separator: "; ")
        if text.utf8.count > HostEvent.maximumDetailSize {
            text = String(decoding: text.utf8.prefix(HostEvent.maximumDetailSize - 8), as: UTF8.self) + "..."
        }
        return text
    }
}
