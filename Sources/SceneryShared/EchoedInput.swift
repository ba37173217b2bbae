/// Text a peer sent, shortened for an error message or a log line that quotes it.
///
/// A host or renderer that tells a client what was wrong with its request names the bad
/// part, but a hostile or broken client could send a scene id, a type name or a URL of
/// megabytes; the answer, and every log line that repeats it, would be as long. At most
/// `limit` characters are kept (an ellipsis marks the cut), and control characters,
/// which could forge lines in a log, become U+FFFD.
package enum EchoedInput {
    /// How many characters of a peer's text an error message quotes.
    package static let defaultLimit = 64

    /// `text` as an error message may quote it.
    package static func quote(_ text: some StringProtocol, limit: Int = defaultLimit) -> String {
        var shown = String(text.prefix(limit))
        if shown.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            shown = String(String.UnicodeScalarView(shown.unicodeScalars.map {
                $0.properties.generalCategory == .control ? "\u{FFFD}" : $0
            }))
        }
        return text.count > limit ? shown + "…" : shown
    }
}
