import Foundation
@testable import SceneryCore
import SceneryPlatform
import SceneryRenderer
import SceneryTesting
import Synchronization
import Testing

/// The asset catalog of this test target's resource bundle (`resources:
/// [.copy("Resources/Assets.xcassets")]`), built by SwiftPM next to the test executable.
@Suite("Named colours from asset catalogs", .serialized)
@MainActor
struct NamedColorTests {
    private func components(_ json: String) throws -> NamedColors.Value {
        try ColorSetContents.parse(Data(json.utf8))
    }

    private func environment(_ scheme: ColorScheme) -> EnvironmentValues {
        var values = EnvironmentValues()
        values.colorScheme = scheme
        return values
    }

    /// Captures the warnings named colours write while `body` runs.
    private func warnings(_ body: () -> Void) -> [String] {
        let captured = Mutex<[String]>([])
        let saved = NamedColors.report
        NamedColors.report = { message in captured.withLock { $0.append(message) } }
        defer { NamedColors.report = saved }
        body()
        return captured.withLock { $0 }
    }

    @Test("Contents.json components: fractions, whole numbers 0–255, hexadecimal; alpha defaults to 1")
    func componentForms() throws {
        #expect(ColorSetContents.componentValue("0.200") == 0.2)
        #expect(ColorSetContents.componentValue("51") == 0.2)
        #expect(ColorSetContents.componentValue("0x33") == 0.2)
        #expect(ColorSetContents.componentValue("0xFF") == 1)
        #expect(ColorSetContents.componentValue(NSNumber(value: 0.5)) == 0.5)
        #expect(ColorSetContents.componentValue(NSNumber(value: 255)) == 1)
        #expect(ColorSetContents.componentValue("red") == nil)
        let value = try components(#"{"colors":[{"idiom":"universal","color":{"components":{"red":"1","green":"0x80","blue":"0.5"}}}]}"#)
        #expect(value.light == ColorComponents(red: 1.0 / 255, green: 128.0 / 255, blue: 0.5, opacity: 1))
        #expect(value.dark == nil)
    }

    @Test("Light and dark entries, high contrast ignored, a universal entry preferred, grey and P3 spaces converted")
    func variantsAndSpaces() throws {
        let value = try components("""
            {"colors":[
              {"idiom":"iphone","color":{"color-space":"srgb","components":{"red":"0","green":"0","blue":"0","alpha":"1"}}},
              {"idiom":"universal","color":{"color-space":"extended-gray","components":{"white":"0.5","alpha":"0.5"}}},
              {"idiom":"universal","appearances":[{"appearance":"luminosity","value":"dark"}],
               "color":{"color-space":"display-p3","components":{"red":"1.000","green":"1.000","blue":"1.000"}}},
              {"idiom":"universal","appearances":[{"appearance":"contrast","value":"high"}],
               "color":{"components":{"red":"1","green":"0","blue":"0"}}}
            ]}
            """)
        #expect(value.light == ColorComponents(red: 0.5, green: 0.5, blue: 0.5, opacity: 0.5))
        let dark = try #require(value.dark)
        #expect(abs(dark.red - 1) < 0.001 && abs(dark.green - 1) < 0.001 && abs(dark.blue - 1) < 0.001)
    }

    @Test("A reference to a platform colour keeps that colour's dark variant, unless a dark entry gives another")
    func referencedSystemColour() throws {
        let value = try components("""
            {"colors":[{"idiom":"universal","color":{"reference":"systemRedColor"}}]}
            """)
        #expect(value.light == ColorComponents(Color.red.resolve(in: environment(.light))))
        #expect(value.dark == ColorComponents(Color.red.resolve(in: environment(.dark))))
        #expect(value.dark != value.light)
        let overridden = try components("""
            {"colors":[{"idiom":"universal","color":{"reference":"labelColor"}},
              {"idiom":"universal","appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"reference":"systemBlueColor"}}]}
            """)
        #expect(overridden.light == ColorComponents(Color.primary.resolve(in: environment(.light))))
        #expect(overridden.dark == ColorComponents(Color.blue.resolve(in: environment(.dark))))
    }

    @Test("A colour set that cannot be read says why")
    func problems() {
        #expect(throws: ColorSetContents.Problem.self) { try components("{") }
        do {
            _ = try components(#"{"colors":[{"color":{"color-space":"cmyk","components":{"red":"1","green":"0","blue":"0"}}}]}"#)
            Issue.record("a CMYK colour set was accepted")
        } catch {
            #expect("\(error)".contains("cmyk"))
        }
        do {
            _ = try components(#"{"colors":[{"color":{"components":{"red":"1","blue":"0"}}}]}"#)
            Issue.record("a colour set without green was accepted")
        } catch {
            #expect("\(error)".contains("green"))
        }
    }

    @Test("Color(name, bundle: .module) reads the catalog SwiftPM copied into the test bundle, with its dark variant and namespaces")
    func moduleBundle() {
        NamedColors.install(AssetCatalogColors())
        let aqua = Color("aqua", bundle: .module)
        #expect(aqua.resolve(in: environment(.light)) == Color(red: 0, green: 0.8, blue: 1))
        #expect(aqua.resolve(in: environment(.dark)) == Color(red: 0, green: 0.3, blue: 0.4))
        #expect(aqua.opacity(0.5).resolve(in: environment(.light)) == Color(red: 0, green: 0.8, blue: 1, opacity: 0.5))
        let bytes = Color("bytes", bundle: .module).resolve(in: environment(.dark))
        #expect(bytes == Color(red: 0.2, green: 1, blue: 128.0 / 255, opacity: 0.5), "the mac entry, 0–255 and hex components")
        let ink = Color("Brand/ink", bundle: .module).resolve(in: environment(.light))
        #expect(ink == Color(white: 0.25), "a group that provides a namespace prefixes its name")
        let p3 = Color("P3", bundle: .module).resolve(in: environment(.light))
        #expect(p3.red > 1.05 && p3.green < 0, "Display P3 red, converted: \(p3)")
    }

    @Test("V45: a named colour with light and dark variants resolves differently in each; Color.black is the same in both")
    func lightAndDarkVariants() {
        NamedColors.install(AssetCatalogColors())
        let aqua = Color("aqua", bundle: .module)
        #expect(aqua.resolve(in: environment(.light)) != aqua.resolve(in: environment(.dark)))
        #expect(Color.black.resolve(in: environment(.light)) == Color.black.resolve(in: environment(.dark)))
    }

    @Test("Without a bundle, a colour is looked up in the app's resource bundle (the target of the App type), found by its suffix")
    func appBundle() throws {
        let saved = AppBundle.appModule
        defer { AppBundle.appModule = saved }
        AppBundle.appModule = "SceneryCoreTests"
        let bundles = AppBundle.appBundles
        #expect(bundles.first?.hasSuffix("_SceneryCoreTests.resources") == true, "\(bundles)")
        #expect(bundles.last == AppBundle.mainDirectory)
        NamedColors.install(AssetCatalogColors())
        #expect(Color("aqua").resolve(in: environment(.light)) == Color(red: 0, green: 0.8, blue: 1))
    }

    @Test("An unknown name draws clear and warns once, naming the colour and where it looked")
    func unknownName() {
        let saved = AppBundle.appModule
        defer { AppBundle.appModule = saved }
        AppBundle.appModule = "SceneryCoreTests"
        NamedColors.install(AssetCatalogColors())
        let messages = warnings {
            #expect(Color("nonesuch").resolve(in: environment(.light)) == Color(white: 0, opacity: 0))
            #expect(Color("nonesuch").resolve(in: environment(.dark)) == Color(white: 0, opacity: 0))
        }
        #expect(messages.count == 1, "\(messages)")
        #expect(messages.first?.contains("No color named 'nonesuch' found in asset catalog for main bundle") == true)
        #expect(messages.first?.contains("Assets.xcassets") == true, "it says which catalogs it searched: \(messages)")
    }

    @Test("A named colour drawn in a window: its light value, and its dark value in a dark window")
    func drawn() {
        NamedColors.install(AssetCatalogColors())
        let swatch = Color("aqua", bundle: .module).frame(width: 10, height: 10)
        let light = HeadlessSnapshot(of: swatch, width: 10, height: 10).image.rgb(x: 5, y: 5)
        #expect(light.red < 5 && abs(Int(light.green) - 204) <= 1 && light.blue > 250, "\(light)")
        let dark = HeadlessSnapshot(of: swatch.preferredColorScheme(.dark), width: 10, height: 10).image.rgb(x: 5, y: 5)
        #expect(dark.red < 5 && abs(Int(dark.green) - 77) <= 1 && abs(Int(dark.blue) - 102) <= 1, "\(dark)")
    }
}
