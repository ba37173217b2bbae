@testable import Counter
@testable import SceneryCore
@testable import SceneryHeadless
@testable import SceneryRenderer
import Testing

@Suite("navigationTitle titles the window", .probes)
@MainActor
struct NavigationTitleTests {
    @Test("The Counter's navigationTitle is the window's title and follows each click; each change is reported once")
    func counterTitle() throws {
        let window = try HeadlessWindow(CounterView())
        #expect(window.window.title == "Count: 0")
        #expect(window.controller.title == "Count: 0")
        var reported: [String] = []
        window.controller.onTitleChanged = { reported.append($0) }
        let increment = try #require(window.center(of: "Increment"))
        window.window.click(at: increment)
        #expect(window.window.title == "Count: 1")
        window.window.resize(to: Size(width: 400, height: 300))
        window.window.click(at: try #require(window.center(of: "Increment")))
        #expect(window.window.title == "Count: 2")
        #expect(reported == ["Count: 1", "Count: 2"])
    }

    struct Detail: View {
        let probe: Probe
        @State var showDetail = true
        var body: some View {
            let _ = { probe.actions["toggle"] = { showDetail.toggle() } }()
            VStack {
                Text("list")
                if showDetail {
                    Text("detail").navigationTitle("Detail")
                }
            }
        }
    }

    @Test("Without a navigationTitle the window keeps its default title; a title that goes away gives it back")
    func defaultTitle() throws {
        let plain = try HeadlessWindow(Text("no title"))
        #expect(plain.window.title == "test")

        let probe = Probe()
        let window = try HeadlessWindow(Detail(probe: probe))
        #expect(window.window.title == "Detail")
        probe.run("toggle")
        window.controller.updateViews()
        #expect(window.window.title == "test")
        probe.run("toggle")
        window.controller.updateViews()
        #expect(window.window.title == "Detail")
    }

    @Test("The first title in view order wins; a title on a view replaces the titles inside it")
    func titleReduction() throws {
        let siblings = try HeadlessWindow(VStack {
            Text("a").navigationTitle("First")
            Text("b").navigationTitle(Text("Second"))
        })
        #expect(siblings.window.title == "First")
        let nested = try HeadlessWindow(VStack {
            Text("a").navigationTitle("Inner")
        }.navigationTitle(Text("Outer")))
        #expect(nested.window.title == "Outer")
    }
}
