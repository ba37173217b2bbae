#if canImport(Glibc)
import Glibc
#endif

/// A piece of a formatted string: text, or an argument that keeps its own styling (a
/// `Text`, an attributed string, an image, or a string).
package enum FormatPiece: Equatable, Sendable {
    case text(String)
    case argument(FormatArgument)
}

/// printf-style formatting of a localized format with the values of a
/// ``LocalizedStringKey``, as `String(format:)` does it: `%@` (and `%s`) for strings and
/// styled values, `%d`/`%i`/`%u`/`%o`/`%x`/`%X`/`%c` for integers (any length modifier),
/// `%f`/`%F`/`%e`/`%E`/`%g`/`%G`/`%a`/`%A` for floating point, flags, width and precision,
/// `%%`, and positional arguments (`%2$@`). Numbers are formatted by the C library in the
/// "C" locale (a `.` decimal point). A specifier without an argument, or one Scenery
/// cannot read, stays in the text as written.
package enum PrintfFormat {
    /// The pieces of `format` with its specifiers replaced. Specifiers without a position
    /// take the arguments in order, counting from `nextArgument`, which is advanced (a
    /// format split into runs is formatted run by run).
    package static func format(_ format: String, arguments: [FormatArgument], nextArgument: inout Int) -> [FormatPiece] {
        let scalars = Array(format.unicodeScalars)
        let n = scalars.count
        var pieces: [FormatPiece] = []
        var literal = ""
        func flush() {
            if !literal.isEmpty { pieces.append(.text(literal)) }
            literal = ""
        }
        func digits(from index: Int) -> (Int?, Int) {
            var j = index
            var value = 0
            while j < n, ("0"..."9").contains(scalars[j]) {
                value = value &* 10 &+ Int(scalars[j].value - 48)
                j += 1
            }
            return (j > index ? value : nil, j)
        }
        var i = 0
        while i < n {
            guard scalars[i] == "%" else {
                literal.unicodeScalars.append(scalars[i])
                i += 1
                continue
            }
            if i + 1 < n, scalars[i + 1] == "%" {
                literal.append("%")
                i += 2
                continue
            }
            var j = i + 1
            var position: Int?
            let (number, afterNumber) = digits(from: j)
            if let number, afterNumber < n, scalars[afterNumber] == "$" {
                position = number
                j = afterNumber + 1
            }
            let specStart = j
            while j < n, "-+ #0'".unicodeScalars.contains(scalars[j]) { j += 1 }
            j = digits(from: j).1
            if j < n, scalars[j] == "." { j = digits(from: j + 1).1 }
            let specEnd = j
            while j < n, "hlqLztj".unicodeScalars.contains(scalars[j]) { j += 1 }
            guard j < n, "@dDiuUoOxXfFeEgGaAcCsSp".unicodeScalars.contains(scalars[j]) else {
                // Not a specifier Scenery reads: the text stays.
                literal.unicodeScalars.append(contentsOf: scalars[i..<min(j + 1, n)])
                i = min(j + 1, n)
                continue
            }
            let conversion = scalars[j]
            let flags = String(String.UnicodeScalarView(scalars[specStart..<specEnd]))
            let index: Int
            if let position {
                index = position - 1
            } else {
                index = nextArgument
                nextArgument += 1
            }
            guard arguments.indices.contains(index) else {
                literal.unicodeScalars.append(contentsOf: scalars[i...j])
                i = j + 1
                continue
            }
            let argument = arguments[index]
            switch conversion {
            case "@", "s", "S":
                switch argument {
                case .signed(let value): literal += String(value)
                case .unsigned(let value): literal += String(value)
                case .floatingPoint(let value): literal += String(describing: value)
                case .string, .text, .attributed, .image:
                    flush()
                    pieces.append(.argument(argument))
                }
            case "d", "D", "i":
                if let value = integer(argument) {
                    // Without flags, width or precision, `%lld` is the decimal digits: no
                    // `vsnprintf` (most interpolations of an integer in a `Text`).
                    literal += flags.isEmpty ? String(value) : printf("%" + flags + "lld", value)
                } else {
                    append(argument, to: &pieces, literal: &literal)
                }
            case "u", "U", "o", "O", "x", "X":
                if let value = integer(argument) {
                    let kind = conversion == "U" ? "u" : conversion == "O" ? "o" : String(conversion)
                    literal += printf("%" + flags + "ll" + kind, UInt64(bitPattern: value))
                } else {
                    append(argument, to: &pieces, literal: &literal)
                }
            case "c", "C":
                if let value = integer(argument), let scalar = Unicode.Scalar(UInt32(truncatingIfNeeded: value)) {
                    literal.unicodeScalars.append(scalar)
                } else {
                    append(argument, to: &pieces, literal: &literal)
                }
            case "p":
                append(argument, to: &pieces, literal: &literal)
            default:
                // Floating point.
                let value: Double? = switch argument {
                case .floatingPoint(let value): value
                case .signed(let value): Double(value)
                case .unsigned(let value): Double(value)
                case .string(let text): Double(text)
                default: nil
                }
                if let value {
                    literal += printf("%" + flags + String(conversion), value)
                } else {
                    append(argument, to: &pieces, literal: &literal)
                }
            }
            i = j + 1
        }
        flush()
        return pieces
    }

    /// A value of the wrong kind for its specifier is shown as it is.
    private static func append(_ argument: FormatArgument, to pieces: inout [FormatPiece], literal: inout String) {
        switch argument {
        case .signed(let value): literal += String(value)
        case .unsigned(let value): literal += String(value)
        case .floatingPoint(let value): literal += String(describing: value)
        default:
            if !literal.isEmpty { pieces.append(.text(literal)) }
            literal = ""
            pieces.append(.argument(argument))
        }
    }

    private static func integer(_ argument: FormatArgument) -> Int64? {
        switch argument {
        case .signed(let value): value
        case .unsigned(let value): Int64(bitPattern: value)
        case .floatingPoint(let value): value.isFinite ? Int64(value.rounded(.towardZero).clamped(to: -9.2e18...9.2e18)) : nil
        case .string(let text): Int64(text)
        default: nil
        }
    }

    /// The C library's formatting of one value.
    static func printf(_ specifier: String, _ value: any CVarArg) -> String {
        var buffer = [CChar](repeating: 0, count: 64)
        let needed = withVaList([value]) { vsnprintf(&buffer, buffer.count, specifier, $0) }
        guard needed >= 0 else { return "" }
        if Int(needed) >= buffer.count {
            buffer = [CChar](repeating: 0, count: Int(needed) + 1)
            _ = withVaList([value]) { vsnprintf(&buffer, buffer.count, specifier, $0) }
        }
        return String(decoding: buffer.prefix(Int(needed)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

extension Comparable {
    fileprivate func clamped(to range: ClosedRange<Self>) -> Self { min(max(self, range.lowerBound), range.upperBound) }
}
