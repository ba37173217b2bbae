/// A length in points: Scenery's stand-in for CoreGraphics' `CGFloat`.
///
/// SwiftUI's API is written in `CGFloat`, which on Linux lives in Foundation. Scenery keeps
/// Foundation off the renderer's start path (see docs/layout.md, "Geometry types"), so it
/// names `Double` `CGFloat`. Code that imports full Foundation as well must write
/// `Scenery.CGFloat` (or import `FoundationEssentials`, which does not define it).
public typealias CGFloat = Double

/// Formats a layout number without a trailing ".0" (for descriptions and dumps).
package func formatted(_ value: Double) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value < 0 ? "-inf" : "inf" }
    if value == value.rounded() && abs(value) < 1e15 { return String(Int(value)) }
    return String((value * 100).rounded() / 100)
}
