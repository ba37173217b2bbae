@testable import SceneryCore
@testable import SceneryHeadless
@testable import SceneryRenderer
import Testing

@available(*, deprecated, message: "exercises the deprecated programmatic links")
private struct ActiveLinks: View {
    let probe: Probe
    @State private var showsPurple = false
    @State private var showsPink = false
    var body: some View {
        let _ = { probe.actions["show pink"] = { showsPink = true } }()
        let _ = probe.record("purple \(showsPurple) pink \(showsPink)")
        NavigationStack {
            List {
                NavigationLink("Purple", isActive: $showsPurple) { Text("Purple detail") }
                NavigationLink("Pink", isActive: $showsPink) { Text("Pink detail") }
            }
        }
    }
}

@available(*, deprecated, message: "exercises the deprecated programmatic links")
private struct TaggedLinks: View {
    let probe: Probe
    @State private var selection: String? = nil
    var body: some View {
        let _ = { probe.actions["select orange"] = { selection = "orange" } }()
        let _ = probe.record("selection \(selection ?? "nil")")
        NavigationStack {
            VStack {
                ForEach(["purple", "orange"], id: \.self) { color in
                    NavigationLink(color, tag: color, selection: $selection) { Text("\(color) detail") }
                }
            }
        }
    }
}

/// Builds the views that use deprecated API behind a protocol requirement, so the tests
/// (which Swift Testing does not discover when they are marked deprecated) use them
/// without deprecation warnings.
private protocol DeprecatedViews {
    @MainActor func activeLinks(_ probe: Probe) -> AnyView
    @MainActor func taggedLinks(_ probe: Probe) -> AnyView
}

private struct DeprecatedViewMaker: DeprecatedViews {
    @available(*, deprecated, message: "exercises the deprecated programmatic links")
    func activeLinks(_ probe: Probe) -> AnyView { AnyView(ActiveLinks(probe: probe)) }
    @available(*, deprecated, message: "exercises the deprecated programmatic links")
    func taggedLinks(_ probe: Probe) -> AnyView { AnyView(TaggedLinks(probe: probe)) }
}

@MainActor private let deprecatedViews: any DeprecatedViews = DeprecatedViewMaker()

@Suite("NavigationLink: the deprecated isActive and tag/selection forms", .probes)
@MainActor
struct DeprecatedNavigationLinkTests {
    @Test("R93: setting an isActive binding to true pushes that link's view; clicking sets it; Back writes false")
    func isActive() throws {
        let probe = Probe()
        let window = try HeadlessWindow(deprecatedViews.activeLinks(probe))
        probe.run("show pink")
        window.controller.updateViews()
        #expect(window.texts.contains("Pink detail"))
        window.window.type(.leftArrow, characters: "", modifiers: .option)
        #expect(probe.log.last == "purple false pink false")
        #expect(window.texts.contains("Purple"))
        window.window.click(at: try #require(window.center(of: "Purple")))
        #expect(probe.log.last == "purple true pink false")
        #expect(window.texts.contains("Purple detail"))
    }

    @Test("R94: setting selection to a link's tag pushes its view; clicking a link selects its tag; Back writes nil")
    func tagSelection() throws {
        let probe = Probe()
        let window = try HeadlessWindow(deprecatedViews.taggedLinks(probe))
        probe.run("select orange")
        window.controller.updateViews()
        #expect(window.texts.contains("orange detail"))
        window.window.type(.leftArrow, characters: "", modifiers: .option)
        #expect(probe.log.last == "selection nil")
        window.window.click(at: try #require(window.center(of: "purple")))
        #expect(probe.log.last == "selection purple")
        #expect(window.texts.contains("purple detail"))
        #expect(!window.texts.contains("orange detail"))
    }
}
