/// How text is encoded in selection transfers: `UTF8_STRING` and `text/plain;charset=utf-8`
/// are UTF-8; `STRING` is ISO Latin-1 (ICCCM §2.7.1), offered only when every character
/// fits.
enum SelectionText {
    /// `text` in Latin-1, or nil when a character is outside it.
    static func latin1(_ text: String) -> [UInt8]? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            guard scalar.value < 0x100 else { return nil }
            bytes.append(UInt8(scalar.value))
        }
        return bytes
    }

    /// Latin-1 bytes as text (every byte is a character).
    static func fromLatin1(_ bytes: [UInt8]) -> String {
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: bytes.map { Unicode.Scalar($0) })
        return String(scalars)
    }

    /// UTF-8 bytes as text; invalid sequences become U+FFFD and `valid` is false.
    static func fromUTF8(_ bytes: [UInt8]) -> (text: String, valid: Bool) {
        if let text = String(validating: bytes, as: UTF8.self) { return (text, true) }
        return (String(decoding: bytes, as: UTF8.self), false)
    }
}
