import Foundation
@testable import SceneryCore
@testable import SceneryHeadless
@testable import SceneryRenderer
import Testing

/// A customization kept outside the views (observed, so a change updates the tab view).
@MainActor
@Observable
final class CustomizationBox {
    var value = TabViewCustomization()
    var binding: Binding<TabViewCustomization> { Binding(get: { self.value }, set: { self.value = $0 }) }
}

@Suite("TabView customization: visibility, order, persistence")
@MainActor
struct TabViewCustomizationTests {
    static func home(_ customization: Binding<TabViewCustomization>?, style: some TabViewStyle = .sidebarAdaptable) -> some View {
        TabView {
            Tab("Home", systemImage: "house") { Text("Home page") }
                .customizationID("home")
                .customizationBehavior(.disabled, for: .sidebar, .tabBar)
            Tab("Reports", systemImage: "chart.bar") { Text("Reports page") }
                .customizationID("reports")
            TabSection("Categories") {
                Tab("Climate", systemImage: "fan") { Text("Climate page") }
                    .customizationID("climate")
                Tab("Lights", systemImage: "lightbulb") { Text("Lights page") }
                    .customizationID("lights")
                Tab("Plain", systemImage: "square") { Text("Plain page") }
            }
            .customizationID("categories")
            .defaultVisibility(.hidden, for: .tabBar)
        }
        .tabViewStyle(style)
        .tabViewCustomization(customization)
    }

    private func sidebarWindow(_ box: CustomizationBox?) throws -> HeadlessWindow {
        let window = try HeadlessWindow(Self.home(box?.binding))
        window.window.resize(to: Size(width: 800, height: 500))
        return window
    }

    private func update(_ window: HeadlessWindow) {
        window.controller.graph.setNeedsUpdate()
        window.controller.updateViews()
    }

    @Test("R75: without a binding, or with another style, there is no Edit button")
    func customizationNeedsBindingAndStyle() throws {
        let plain = try sidebarWindow(nil)
        #expect(!plain.texts.contains("Edit"))
        let box = CustomizationBox()
        let customizable = try sidebarWindow(box)
        #expect(customizable.texts.contains("Edit"))
        let bar = try HeadlessWindow(Self.home(box.binding, style: .automatic))
        bar.window.resize(to: Size(width: 800, height: 500))
        #expect(!bar.texts.contains("Edit"))
    }

    @Test("R76, R78: an empty customization keeps the builder's order and default visibilities")
    func emptyCustomizationDefaults() throws {
        let box = CustomizationBox()
        let window = try sidebarWindow(box)
        let names = ["Home", "Reports", "Climate", "Lights", "Plain"]
        let frames = try names.map { try #require(window.textFrame($0), "\($0)") }
        #expect(zip(frames, frames.dropFirst()).allSatisfy { $0.minY < $1.minY }, "declaration order")
        // In the tab bar the section's tabs are hidden by default.
        window.window.resize(to: Size(width: 500, height: 500))
        #expect(window.texts.contains("Reports"))
        #expect(!window.texts.contains("Climate"))
        #expect(box.value == TabViewCustomization())
    }

    @Test("R77, R79: hiding in edit mode records the visibility; a tab with disabled behaviour has no Hide button")
    func hideAndShow() throws {
        let box = CustomizationBox()
        let window = try sidebarWindow(box)
        window.window.click(at: try #require(window.center(of: "Edit")))
        let hides = window.items.compactMap { item -> CGRect? in
            if case .text("Hide", _, _, let frame, _) = item { frame } else { nil }
        }
        #expect(hides.count == 3, "reports, climate and lights; not home, not the tab without an ID")
        let reports = try #require(window.textFrame("Reports"))
        let hide = try #require(hides.first { abs($0.midY - reports.midY) < 4 })
        window.window.click(at: CGPoint(x: hide.midX, y: hide.midY))
        #expect(box.value[visibility: "reports"] == .hidden)
        #expect(window.texts.contains("Show"), "listed while editing")
        window.window.click(at: try #require(window.center(of: "Done")))
        #expect(!window.texts.contains("Reports"))
        // R78: showing a tab hidden from the tab bar by default brings it into the bar.
        box.value[visibility: "climate"] = .visible
        window.window.resize(to: Size(width: 500, height: 500))
        update(window)
        #expect(window.texts.contains("Climate"))
        #expect(!window.texts.contains("Reports"))
        box.value.resetVisibility()
        update(window)
        #expect(window.texts.contains("Reports"))
        #expect(!window.texts.contains("Climate"))
    }

    @Test("R79: Alt+Down on a focused sidebar tab moves it within its section; resetTabOrder restores the builder's order")
    func reorder() throws {
        let box = CustomizationBox()
        let window = try sidebarWindow(box)
        // Focus Climate: Home, Reports, Climate are the first focusable views.
        for _ in 0..<3 { window.tab() }
        window.press(.downArrow, [.option, .function])
        #expect(box.value[section: "categories"]?.tabOrder == ["lights", "climate"])
        let lights = try #require(window.textFrame("Lights"))
        let climate = try #require(window.textFrame("Climate"))
        #expect(lights.minY < climate.minY)
        box.value.resetTabOrder()
        update(window)
        let climateAgain = try #require(window.textFrame("Climate"))
        let lightsAgain = try #require(window.textFrame("Lights"))
        #expect(climateAgain.minY < lightsAgain.minY)
    }

    @Test("R79: a customization survives a round trip through JSON and compares equal")
    func jsonRoundTrip() throws {
        var customization = TabViewCustomization()
        customization[visibility: "reports"] = .hidden
        customization[visibility: "climate"] = .visible
        customization.setTabOrder(["lights", "climate"], inSection: "categories")
        let data = try JSONEncoder().encode(customization)
        let decoded = try JSONDecoder().decode(TabViewCustomization.self, from: data)
        #expect(decoded == customization)
        #expect(decoded[visibility: "reports"] == .hidden)
        #expect(decoded[visibility: "home"] == .automatic)
        var reset = decoded
        reset.resetVisibility()
        reset.resetTabOrder()
        reset.resetSectionOrder()
        #expect(reset == TabViewCustomization())
    }

    @Test("R79: @AppStorage persists a customization: a window reading the same store sees the hidden tab")
    func appStorage() throws {
        struct Stored: View {
            @AppStorage("sidebarCustomizations") var customization: TabViewCustomization
            var body: some View { TabViewCustomizationTests.home($customization) }
        }
        let store = StoredValueStore()
        func open() throws -> HeadlessWindow {
            let window = try HeadlessWindow(Stored().environment(\.appStorageStore, store))
            window.window.resize(to: Size(width: 800, height: 500))
            return window
        }
        let first = try open()
        first.window.click(at: try #require(first.center(of: "Edit")))
        let reports = try #require(first.textFrame("Reports"))
        let hide = try #require(first.items.compactMap { item -> CGRect? in
            if case .text("Hide", _, _, let frame, _) = item, abs(frame.midY - reports.midY) < 4 { frame } else { nil }
        }.first)
        first.window.click(at: CGPoint(x: hide.midX, y: hide.midY))
        let text = try #require(store.value(for: "sidebarCustomizations"))
        let decoded = try JSONDecoder().decode(TabViewCustomization.self, from: Data(text.utf8))
        #expect(decoded[visibility: "reports"] == .hidden)
        let second = try open()
        #expect(!second.texts.contains("Reports"))
        #expect(second.texts.contains("Lights"))
    }
}
