package import SceneryCore

/// How the renderer turns what the X server says about the screen into
/// `EnvironmentValues.displayScale`, the pixels per point it draws at (docs/layout.md,
/// "Display scale").
///
/// In order: the `SCENERY_SCALE` environment variable (any positive number, for tests and
/// for people who want another scale); the `Xft.dpi` resource (what desktops set for HiDPI
/// screens, the logical dpi Qt and Xft-based programs read) ÷ 96; the physical size of the
/// monitor (RandR) or of the screen. A dpi becomes a whole scale, as GTK's (`GDK_SCALE` is
/// an integer) and Qt 5's (rounded) are: the nearest whole number, halves up, at least 1.
/// Whole scales keep every point on whole pixels, so text and 1-point lines stay crisp.
package enum DisplayScaleRule {
    /// The environment variable that overrides the X server's scale.
    package static let overrideVariable = "SCENERY_SCALE"

    /// The largest scale a dpi gives (a bogus physical size must not make 40× windows).
    package static let largestScale: CGFloat = 8

    /// The scale for `dpi` dots per inch: dpi ÷ 96 rounded to the nearest whole number
    /// (halves up), between 1 and ``largestScale``.
    package static func scale(forDPI dpi: Double) -> CGFloat {
        guard dpi.isFinite, dpi > 0 else { return 1 }
        return min(largestScale, max(1, CGFloat((dpi / 96).rounded(.toNearestOrAwayFromZero))))
    }

    /// The value of `Xft.dpi` in a resource database string (the root window's
    /// `RESOURCE_MANAGER`, lines of `name:<tab>value`); the last line wins, as in Xrm.
    /// Nil when it is missing or not a positive number.
    package static func xftDPI(inResources resources: String) -> Double? {
        var found: Double?
        for line in resources.split(whereSeparator: { $0 == "\n" }) {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].trimmingWhitespace()
            guard name == "Xft.dpi" else { continue }
            if let value = Double(line[line.index(after: colon)...].trimmingWhitespace()), value.isFinite, value > 0 {
                found = value
            }
        }
        return found
    }

    /// The dpi of a monitor `pixels` large and `millimeters` wide and high, measured along
    /// the diagonal (so a rotated monitor gives the same); nil when the physical size is
    /// unknown (0) or implausible (under 1 cm).
    package static func physicalDPI(pixels: (width: Double, height: Double), millimeters: (width: Double, height: Double)) -> Double? {
        guard millimeters.width >= 10, millimeters.height >= 10, pixels.width > 0, pixels.height > 0 else { return nil }
        let diagonalPixels = (pixels.width * pixels.width + pixels.height * pixels.height).squareRoot()
        let diagonalInches = (millimeters.width * millimeters.width + millimeters.height * millimeters.height).squareRoot() / 25.4
        return diagonalPixels / diagonalInches
    }

    /// `SCENERY_SCALE`'s value as a scale, or an error that says what is wrong with it.
    package static func parseOverride(_ text: String) -> Result<CGFloat, RendererError> {
        let trimmed = text.trimmingWhitespace()
        guard let value = Double(trimmed), value.isFinite, value > 0, value <= 16 else {
            return .failure(RendererError(
                "\(overrideVariable)=\(text) is not a scale: give a number of pixels per point above 0 and at most 16, such as 1, 1.5 or 2"))
        }
        return .success(CGFloat(value))
    }
}

extension StringProtocol {
    fileprivate func trimmingWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        guard let start = firstIndex(where: { !isSpace($0) }), let end = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[start...end])
    }
}
