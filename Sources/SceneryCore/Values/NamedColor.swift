#if canImport(Glibc)
import Glibc
#endif
public import Foundation
import Synchronization

extension Color {
    /// A colour of an asset catalog: the colour set called `name` (`name.colorset` in an
    /// `.xcassets` folder) in `bundle`, or in the app's bundles when `bundle` is nil.
    ///
    /// The colour is looked up when it is first drawn, and follows the appearance: a colour
    /// set with a dark variant draws it in the dark colour scheme. A name that no catalog
    /// has draws clear, and a warning naming the colour is written once. Where the app's
    /// bundles are on Linux, and how to ship a catalog with SwiftPM: docs/appearance.md.
    nonisolated public init(_ name: String, bundle: Bundle? = nil) {
        self.init(red: 0, green: 0, blue: 0, opacity: 1)
        provider = .named(name, bundlePath: bundle?.bundlePath)
    }
}

/// Where named colours come from: the process's asset catalogs (the renderer installs
/// one that reads the app's bundles; tests install their own). Core reads no files.
package protocol NamedColorSource: Sendable {
    /// The `Contents.json` of the colour set called `name` in the app's bundles (or in the
    /// bundle at `bundlePath`), with its path; or nil and a description of where it looked.
    func colorSet(named name: String, bundlePath: String?) -> NamedColorSourceResult
}

/// What a ``NamedColorSource`` found.
package enum NamedColorSourceResult: Sendable {
    /// The colour set's `Contents.json` and where it is.
    case found(contents: Data, path: String)
    /// No colour set of that name; `searched` says where it looked (for the warning).
    case missing(searched: String)
}

/// The named colours of the process: looked up in the installed source the first time
/// each is drawn, parsed once and remembered. Thread-safe (a colour may resolve anywhere).
package enum NamedColors {
    /// A named colour's variants.
    package struct Value: Hashable, Sendable {
        /// The colour in the light appearance (and in the dark one when `dark` is nil).
        package var light: ColorComponents
        /// The colour in the dark appearance, when the colour set has one.
        package var dark: ColorComponents?

        package init(light: ColorComponents, dark: ColorComponents? = nil) {
            self.light = light
            self.dark = dark
        }

        /// What an unknown name draws: clear.
        package static let clear = Value(light: ColorComponents(red: 0, green: 0, blue: 0, opacity: 0))
    }

    private struct Key: Hashable {
        var name: String
        var bundlePath: String?
    }

    private struct State: ~Copyable {
        var source: (any NamedColorSource)?
        var values: [Key: Value] = [:]
    }

    private static let state = Mutex(State())

    /// Where warnings go (one line each on standard error); tests replace it.
    nonisolated(unsafe) package static var report: @Sendable (String) -> Void = { message in
        var bytes = Array("scenery: warning: \(message)\n".utf8)
        _ = bytes.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
    }

    /// Makes `source` the process's colour source and forgets every colour looked up.
    package static func install(_ source: any NamedColorSource) {
        state.withLock {
            $0.source = source
            $0.values = [:]
        }
    }

    /// Installs the source `make` returns, unless one is installed already (nothing is
    /// read until a named colour is drawn).
    package static func installIfAbsent(_ make: () -> any NamedColorSource) {
        state.withLock { if $0.source == nil { $0.source = make() } }
    }

    /// The colour called `name` in the app's bundles (or the bundle at `bundlePath`):
    /// looked up once; clear, with one warning, when there is no such colour or its
    /// colour set cannot be read.
    package static func value(named name: String, bundlePath: String?) -> Value {
        let key = Key(name: name, bundlePath: bundlePath)
        return state.withLock { state in
            if let known = state.values[key] { return known }
            let value = lookUp(key, in: state.source)
            state.values[key] = value
            return value
        }
    }

    private static func lookUp(_ key: Key, in source: (any NamedColorSource)?) -> Value {
        let place = key.bundlePath.map { "bundle \($0)" } ?? "main bundle"
        guard let source else {
            report("No color named '\(key.name)' found in asset catalog for \(place) (no asset catalogs are read in this process)")
            return .clear
        }
        switch source.colorSet(named: key.name, bundlePath: key.bundlePath) {
        case .missing(let searched):
            report("No color named '\(key.name)' found in asset catalog for \(place) (looked in \(searched))")
            return .clear
        case .found(let contents, let path):
            do {
                return try ColorSetContents.parse(contents)
            } catch {
                report("color '\(key.name)': \(path): \(error)")
                return .clear
            }
        }
    }
}

/// Reads a colour set's `Contents.json`, as Xcode writes it:
///
/// ```json
/// { "colors": [
///     { "idiom": "universal",
///       "color": { "color-space": "srgb",
///                  "components": { "red": "0.200", "green": "0x94", "blue": "216", "alpha": "1.000" } } },
///     { "idiom": "universal", "appearances": [ { "appearance": "luminosity", "value": "dark" } ],
///       "color": { "color-space": "display-p3", "components": { … } } } ] }
/// ```
///
/// A component with a decimal point is a fraction (0...1); a whole number is 0...255; `0x`
/// starts a hexadecimal 0...255. Grey colour spaces have a `white` component. The entry
/// without `appearances` (or with `"value": "light"`) is the light colour, the one with
/// `"value": "dark"` the dark colour; high-contrast entries are not used, and a `universal`
/// entry is preferred over one for a device (`mac` next).
package enum ColorSetContents {
    /// Why a colour set cannot be read.
    package struct Problem: Error, CustomStringConvertible {
        package var description: String
    }

    /// The colour a colour set describes.
    package static func parse(_ data: Data) throws -> NamedColors.Value {
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw Problem(description: "not valid JSON (\(error.localizedDescription))")
        }
        guard let object = root as? [String: Any], let entries = object["colors"] as? [[String: Any]] else {
            throw Problem(description: "no \"colors\" array")
        }
        var light: (rank: Int, color: ColorComponents)?
        var dark: (rank: Int, color: ColorComponents)?
        var referencedDark: ColorComponents?
        for (index, entry) in entries.enumerated() {
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            if appearances.contains(where: { ($0["appearance"] as? String) == "contrast" }) { continue }
            let luminosity = appearances.first { ($0["appearance"] as? String) == "luminosity" }?["value"] as? String
            guard luminosity == nil || luminosity == "light" || luminosity == "dark" else { continue }
            guard let color = entry["color"] as? [String: Any] else { continue }
            let components = try parseColor(color, entry: index, scheme: luminosity == "dark" ? .dark : .light)
            let rank = idiomRank(entry["idiom"] as? String)
            if luminosity == "dark" {
                if dark.map({ rank < $0.rank }) ?? true { dark = (rank, components) }
            } else if light.map({ rank < $0.rank }) ?? true {
                light = (rank, components)
                // A platform colour keeps its own dark variant unless a dark entry says otherwise.
                if let reference = color["reference"] as? String, let system = systemColors[reference] {
                    referencedDark = ColorComponents(system.resolved(for: .dark))
                }
            }
        }
        guard let light = light ?? dark else { throw Problem(description: "no colour in \"colors\"") }
        let darkColor = dark?.color ?? referencedDark.flatMap { $0 == light.color ? nil : $0 }
        return NamedColors.Value(light: light.color, dark: darkColor)
    }

    private static func idiomRank(_ idiom: String?) -> Int {
        switch idiom {
        case nil, "universal": 0
        case "mac": 1
        default: 2
        }
    }

    private static func parseColor(_ color: [String: Any], entry: Int, scheme: ColorScheme) throws -> ColorComponents {
        if let reference = color["reference"] as? String {
            guard let system = systemColors[reference] else {
                throw Problem(description: "colors[\(entry)]: the platform colour \"\(reference)\" is not known")
            }
            return ColorComponents(system.resolved(for: scheme))
        }
        guard let components = color["components"] as? [String: Any] else {
            throw Problem(description: "colors[\(entry)]: no \"components\"")
        }
        func component(_ name: String, default fallback: Double? = nil) throws -> Double {
            guard let raw = components[name] else {
                if let fallback { return fallback }
                throw Problem(description: "colors[\(entry)]: no \"\(name)\" component")
            }
            guard let value = componentValue(raw) else {
                throw Problem(description: "colors[\(entry)]: the \"\(name)\" component \(raw) is not a number")
            }
            return value
        }
        let space = (color["color-space"] as? String) ?? "srgb"
        let alpha = try component("alpha", default: 1)
        if space.contains("gray") {
            let white = try component("white")
            let linear = space == "extended-linear-gray"
            return ColorComponents(Color(linear ? .sRGBLinear : .sRGB, white: white, opacity: alpha))
        }
        let red = try component("red"), green = try component("green"), blue = try component("blue")
        let rgbSpace: Color.RGBColorSpace
        switch space {
        case "srgb", "extended-srgb", "generic-rgb", "extended-range-srgb": rgbSpace = .sRGB
        case "display-p3", "extended-display-p3": rgbSpace = .displayP3
        case "extended-linear-srgb", "linear-srgb": rgbSpace = .sRGBLinear
        default: throw Problem(description: "colors[\(entry)]: the colour space \"\(space)\" is not supported")
        }
        return ColorComponents(Color(rgbSpace, red: red, green: green, blue: blue, opacity: alpha))
    }

    /// A component: a fraction with a decimal point, a whole 0...255, or `0x` hexadecimal.
    package static func componentValue(_ raw: Any) -> Double? {
        if let number = raw as? NSNumber {
            let value = number.doubleValue
            // JSON numbers: a whole number above 1 is 0...255.
            return value > 1 && value == value.rounded() ? value / 255 : value
        }
        guard let text = (raw as? String)?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        if text.lowercased().hasPrefix("0x") {
            return Int(text.dropFirst(2), radix: 16).map { Double($0) / 255 }
        }
        if text.contains(".") { return Double(text) }
        return Int(text).map { Double($0) / 255 }
    }

    /// Platform colours a colour set may refer to (`"reference": "systemBlueColor"`).
    private static let systemColors: [String: Color] = [
        "systemRedColor": .red, "systemOrangeColor": .orange, "systemYellowColor": .yellow,
        "systemGreenColor": .green, "systemMintColor": .mint, "systemTealColor": .teal,
        "systemCyanColor": .cyan, "systemBlueColor": .blue, "systemIndigoColor": .indigo,
        "systemPurpleColor": .purple, "systemPinkColor": .pink, "systemBrownColor": .brown,
        "systemGrayColor": .gray, "labelColor": .primary, "secondaryLabelColor": .secondary,
        "blackColor": .black, "whiteColor": .white, "clearColor": .clear,
    ]
}

extension Color {
    /// This colour's components in the light or the dark appearance.
    fileprivate func resolved(for scheme: ColorScheme) -> Color {
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        return resolve(in: environment)
    }
}
