// SwiftUI's API is written in Foundation's geometry types: `CGFloat`, `CGPoint`, `CGSize` and
// `CGRect` (on Linux, swift-corelibs-foundation declares them). Scenery uses the same types and
// re-exports Foundation, so `import Scenery` alone makes them visible and `import Foundation`
// beside it is never ambiguous. Nothing here runs Foundation's ICU or locale machinery: the
// geometry types are plain structs whose operations inline (docs/layout.md, "Geometry types").
@_exported public import Foundation

/// Formats a layout number without a trailing ".0" (for descriptions and dumps).
package func formatted(_ value: CGFloat) -> String {
    formatted(Double(value))
}

/// Formats a layout number without a trailing ".0" (for descriptions and dumps).
package func formatted(_ value: Double) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value < 0 ? "-inf" : "inf" }
    if value == value.rounded() && abs(value) < 1e15 { return String(Int(value)) }
    return String((value * 100).rounded() / 100)
}

extension CGSize {
    /// `W×H`, e.g. `71×37`, whole numbers without a fraction (layout dumps and test output).
    package var layoutDescription: String { "\(formatted(width))×\(formatted(height))" }
}

extension CGPoint {
    /// `(x, y)` with whole numbers printed without a fraction (layout dumps and test output).
    package var layoutDescription: String { "(\(formatted(x)), \(formatted(y)))" }
}

extension CGRect {
    /// `(x, y, w, h)` with whole numbers printed without a fraction (layout dumps and test output).
    package var layoutDescription: String {
        "(\(formatted(origin.x)), \(formatted(origin.y)), \(formatted(size.width)), \(formatted(size.height)))"
    }
}
