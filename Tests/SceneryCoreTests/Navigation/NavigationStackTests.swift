@testable import SceneryCore
@testable import SceneryHeadless
@testable import SceneryRenderer
import Testing

/// A pushed view with a counter: its `@State` shows whether the view kept its identity.
private struct Counted: View {
    let name: String
    @State private var count = 0
    var body: some View {
        VStack {
            Text("\(name) \(count)")
            Button("Bump \(name)") { count += 1 }
        }
        .navigationTitle(name)
    }
}

/// A stack over a bound array of strings, with links to two values and a detail per value.
private struct ArrayStack: View {
    let probe: Probe
    @State private var path: [String] = []
    var body: some View {
        let _ = { probe.actions["push C"] = { path.append("C") }; probe.actions["pop"] = { path.removeLast() } }()
        let _ = { probe.actions["assign AB"] = { path = ["A", "B"] }; probe.actions["clear"] = { path = [] } }()
        let _ = probe.record("path \(path.joined(separator: ","))")
        NavigationStack(path: $path) {
            VStack {
                Text("Root")
                NavigationLink("Go A", value: "A")
                NavigationLink("Go B", value: "B")
            }
            .navigationTitle("Home")
            .navigationDestination(for: String.self) { value in
                VStack {
                    Counted(name: value)
                    NavigationLink("Next", value: value + "+")
                }
            }
        }
    }
}

@Suite("NavigationStack: links, paths, destinations and state", .probes)
@MainActor
struct NavigationStackTests {
    @Test("R18, R21: the root shows first; clicking a value link appends its value to the bound path and shows its destination")
    func clickPushesValue() throws {
        let probe = Probe()
        let window = try HeadlessWindow(ArrayStack(probe: probe))
        #expect(window.texts.contains("Root"))
        window.window.click(at: try #require(window.center(of: "Go A")))
        #expect(probe.log.last == "path A")
        #expect(window.texts.contains("A 0"))
        #expect(!window.texts.contains("Root"), "only the top view is drawn")
        window.window.click(at: try #require(window.center(of: "Next")))
        #expect(probe.log.last == "path A,A+")
        #expect(window.texts.contains("A+ 0"))
    }

    @Test("R23, R24, R25, R26: programmatic push, pop and whole-path assignment through the bound array")
    func programmaticArray() throws {
        let probe = Probe()
        let window = try HeadlessWindow(ArrayStack(probe: probe))
        probe.run("assign AB")
        window.controller.updateViews()
        #expect(window.texts.contains("B 0"))
        #expect(!window.texts.contains("A 0"))
        probe.run("push C")
        window.controller.updateViews()
        #expect(window.texts.contains("C 0"))
        probe.run("pop")
        window.controller.updateViews()
        #expect(window.texts.contains("B 0"))
        probe.run("clear")
        window.controller.updateViews()
        #expect(window.texts.contains("Root"))
    }

    @Test("Views below the top keep their @State; a popped view loses it")
    func stateKeptBelowAndLostWhenPopped() throws {
        let probe = Probe()
        let window = try HeadlessWindow(ArrayStack(probe: probe))
        window.window.click(at: try #require(window.center(of: "Go A")))
        window.window.click(at: try #require(window.center(of: "Bump A")))
        #expect(window.texts.contains("A 1"))
        window.window.click(at: try #require(window.center(of: "Next")))
        window.window.click(at: try #require(window.center(of: "Bump A+")))
        #expect(window.texts.contains("A+ 1"))
        probe.run("pop")
        window.controller.updateViews()
        #expect(window.texts.contains("A 1"), "the view below kept its count")
        probe.run("push C")
        window.controller.updateViews()
        probe.run("pop")
        window.controller.updateViews()
        window.window.click(at: try #require(window.center(of: "Next")))
        #expect(window.texts.contains("A+ 0"), "the popped view started again")
    }

    private struct PathStack: View {
        let probe: Probe
        @State private var path = NavigationPath()
        var body: some View {
            let _ = { probe.actions["push 7"] = { path.append(7) }; probe.actions["pop"] = { path.removeLast() } }()
            let _ = { probe.actions["assign"] = { path = NavigationPath([1, 2, 3]) } }()
            let _ = probe.record("count \(path.count)")
            NavigationStack(path: $path) {
                VStack {
                    NavigationLink("Number", value: 42)
                    NavigationLink("Word", value: "w")
                }
                .navigationDestination(for: Int.self) { Text("Int \($0)") }
                .navigationDestination(for: String.self) { Text("String \($0)") }
            }
        }
    }

    @Test("R28, R29: a NavigationPath holds values of several types, each shown by the destination for its type")
    func navigationPathBinding() throws {
        let probe = Probe()
        let window = try HeadlessWindow(PathStack(probe: probe))
        window.window.click(at: try #require(window.center(of: "Number")))
        #expect(window.texts.contains("Int 42"))
        #expect(probe.log.last == "count 1")
        probe.run("pop")
        window.controller.updateViews()
        window.window.click(at: try #require(window.center(of: "Word")))
        #expect(window.texts.contains("String w"))
        probe.run("push 7")
        window.controller.updateViews()
        #expect(window.texts.contains("Int 7"))
        #expect(probe.log.last == "count 2")
        probe.run("assign")
        window.controller.updateViews()
        #expect(window.texts.contains("Int 3"))
    }

    @Test("R41: NavigationStack(root:) keeps its own path; the header's back button pops it")
    func ownStateAndBackButton() throws {
        let window = try HeadlessWindow(NavigationStack {
            NavigationLink("Open", value: 5)
                .navigationTitle("Start")
                .navigationDestination(for: Int.self) { Text("Five \($0)").navigationTitle("Detail") }
        })
        #expect(window.texts.contains("Start"), "the header shows the root's title")
        #expect(window.controller.title == "Start")
        window.window.click(at: try #require(window.center(of: "Open")))
        #expect(window.texts.contains("Five 5"))
        #expect(window.texts.contains("Detail"), "the header shows the pushed view's title")
        #expect(window.controller.title == "Detail", "the window title follows the top view")
        // R20: the back button, labelled with the previous title, pops.
        window.window.click(at: try #require(window.center(of: "Start")))
        #expect(window.texts.contains("Open"))
        #expect(!window.texts.contains("Five 5"))
    }

    @Test("R20: at the root there is no back button; above it an untitled previous view gives \"Back\"")
    func backButtonLabel() throws {
        let window = try HeadlessWindow(NavigationStack {
            NavigationLink("Open", value: 5)
                .navigationDestination(for: Int.self) { Text("Five \($0)") }
        })
        #expect(!window.texts.contains("Back"))
        window.window.click(at: try #require(window.center(of: "Open")))
        #expect(window.texts.contains("Back"))
        window.window.click(at: try #require(window.center(of: "Back")))
        #expect(window.texts.contains("Open"))
    }

    @Test("R22: Alt+Left pops the top view, removing the last element of the bound path; at the root it does nothing")
    func altLeftPops() throws {
        let probe = Probe()
        let window = try HeadlessWindow(ArrayStack(probe: probe))
        probe.run("assign AB")
        window.controller.updateViews()
        window.window.type(.leftArrow, characters: "", modifiers: .option)
        #expect(window.texts.contains("A 0"))
        #expect(probe.log.last == "path A")
        window.window.type(.leftArrow, characters: "", modifiers: .option)
        #expect(window.texts.contains("Root"))
        window.window.type(.leftArrow, characters: "", modifiers: .option)
        #expect(window.texts.contains("Root"))
        #expect(probe.log.last == "path ")
    }

    @Test("R30: a value with no destination leaves the path unchanged and logs one warning naming its type")
    func unknownValueWarnsOnce() throws {
        struct Unknown: Hashable {}
        let probe = Probe()
        struct Stack: View {
            let probe: Probe
            @State var path = NavigationPath()
            var body: some View {
                let _ = probe.record("count \(path.count)")
                NavigationStack(path: $path) { NavigationLink("Nowhere", value: Unknown()) }
            }
        }
        RuntimeWarnings.forget(NavigationStackModel.missingDestinationMessage(Unknown.self))
        let warnings = try captureWarnings {
            let window = try HeadlessWindow(Stack(probe: probe))
            window.window.click(at: try #require(window.center(of: "Nowhere")))
            window.window.click(at: try #require(window.center(of: "Nowhere")))
            #expect(window.texts.contains("Nowhere"))
        }
        #expect(probe.log.allSatisfy { $0 == "count 0" })
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("Unknown") == true)
    }

    private struct ViewLinks: View {
        let probe: Probe
        @State private var path: [Int] = []
        var body: some View {
            let _ = probe.record("path \(path)")
            NavigationStack(path: $path) {
                NavigationLink("Mint", value: 1)
                    .navigationDestination(for: Int.self) { value in
                        VStack {
                            Text("Value \(value)")
                            NavigationLink("Recipe") { VStack {
                                Counted(name: "Recipe")
                                NavigationLink("Pink", value: 2)
                            } }
                        }
                    }
            }
        }
    }

    @Test("R33, R34, R35: a destination view stacks above the values without changing the path; a value push pops it")
    func destinationViewLinks() throws {
        let probe = Probe()
        let window = try HeadlessWindow(ViewLinks(probe: probe))
        window.window.click(at: try #require(window.center(of: "Mint")))
        #expect(probe.log.last == "path [1]")
        window.window.click(at: try #require(window.center(of: "Recipe")))
        #expect(window.texts.contains("Recipe 0"))
        #expect(probe.log.last == "path [1]", "a view push does not change the path")
        window.window.click(at: try #require(window.center(of: "Pink")))
        #expect(window.texts.contains("Value 2"))
        #expect(probe.log.last == "path [1, 2]")
        // The back button goes to the value below: the view destination is gone.
        window.window.click(at: try #require(window.center(of: "Back")))
        #expect(window.texts.contains("Value 1"))
    }

    private struct Presenting: View {
        let probe: Probe
        @State private var flag = false
        @State private var item: Int?
        var body: some View {
            let _ = { probe.actions["show"] = { flag = true }; probe.actions["hide"] = { flag = false } }()
            let _ = { probe.actions["item"] = { item = 9 }; probe.actions["no item"] = { item = nil } }()
            let _ = probe.record("flag \(flag) item \(item.map(String.init) ?? "nil")")
            NavigationStack {
                Text("Home")
                    .navigationDestination(isPresented: $flag) { Text("Flagged") }
                    .navigationDestination(item: $item) { Text("Item \($0)") }
            }
        }
    }

    @Test("R36: isPresented pushes while true; setting it false or going back pops and writes false")
    func isPresentedDestination() throws {
        let probe = Probe()
        let window = try HeadlessWindow(Presenting(probe: probe))
        probe.run("show")
        window.controller.updateViews()
        #expect(window.texts.contains("Flagged"))
        probe.run("hide")
        window.controller.updateViews()
        #expect(window.texts.contains("Home"))
        probe.run("show")
        window.controller.updateViews()
        window.window.click(at: try #require(window.center(of: "Back")))
        #expect(window.texts.contains("Home"))
        #expect(probe.log.last == "flag false item nil")
    }

    @Test("R37: item pushes the view for the value while non-nil; going back sets it to nil")
    func itemDestination() throws {
        let probe = Probe()
        let window = try HeadlessWindow(Presenting(probe: probe))
        probe.run("item")
        window.controller.updateViews()
        #expect(window.texts.contains("Item 9"))
        probe.run("no item")
        window.controller.updateViews()
        #expect(window.texts.contains("Home"))
        probe.run("item")
        window.controller.updateViews()
        window.window.click(at: try #require(window.center(of: "Back")))
        #expect(window.texts.contains("Home"))
        #expect(probe.log.last == "flag false item nil")
    }

    private struct Dismissing: View {
        @Environment(\.dismiss) private var dismiss
        var body: some View {
            Button("Done") { dismiss() }
        }
    }

    @Test("dismiss inside a pushed view pops it (and leaves the window open)")
    func dismissPops() throws {
        let probe = Probe()
        var requests: [SceneRequest] = []
        struct Stack: View {
            let probe: Probe
            @State var path: [Int] = []
            var body: some View {
                let _ = probe.record("path \(path)")
                NavigationStack(path: $path) {
                    NavigationLink("Open", value: 1)
                        .navigationDestination(for: Int.self) { _ in Dismissing() }
                }
            }
        }
        let window = try HeadlessWindow(Stack(probe: probe).environment(
            \.sceneRequestRouter, SceneRequestRouter { requests.append($0) }))
        window.window.click(at: try #require(window.center(of: "Open")))
        window.window.click(at: try #require(window.center(of: "Done")))
        #expect(window.texts.contains("Open"))
        #expect(probe.log.last == "path []")
        #expect(requests.isEmpty, "no window was dismissed")
    }

    @Test("R32: a link outside any stack is disabled and does nothing")
    func linkOutsideStack() throws {
        let window = try HeadlessWindow(NavigationLink("Lonely", value: 1))
        window.window.click(at: try #require(window.center(of: "Lonely")))
        #expect(window.texts == ["Lonely"])
    }

    @Test("R40: a destination declared inside a pushed view serves later pushes of the same stack")
    func destinationDeclaredInPushedView() throws {
        let window = try HeadlessWindow(NavigationStack {
            NavigationLink("Colors", value: 1)
                .navigationDestination(for: Int.self) { _ in
                    NavigationLink("Mint", value: "mint")
                        .navigationDestination(for: String.self) { Text("Color \($0)") }
                }
        })
        window.window.click(at: try #require(window.center(of: "Colors")))
        window.window.click(at: try #require(window.center(of: "Mint")))
        #expect(window.texts.contains("Color mint"))
    }

    @Test("R31: links in the rows of a List push through a destination attached to the List")
    func linksInListRows() throws {
        let window = try HeadlessWindow(NavigationStack {
            List(["Yosemite", "Sequoia"], id: \.self) { park in
                NavigationLink(park, value: park)
            }
            .navigationDestination(for: String.self) { Text("Park \($0)") }
        })
        window.window.click(at: try #require(window.center(of: "Sequoia")))
        #expect(window.texts.contains("Park Sequoia"))
    }

    @Test("A view three levels down keeps its @State while others are pushed over it and popped")
    func stateKeptDeepBelow() throws {
        let probe = Probe()
        let window = try HeadlessWindow(ArrayStack(probe: probe))
        window.window.click(at: try #require(window.center(of: "Go A")))
        window.window.click(at: try #require(window.center(of: "Bump A")))
        for _ in 0..<3 { window.window.click(at: try #require(window.center(of: "Next"))) }
        #expect(window.texts.contains("A+++ 0"))
        for _ in 0..<3 {
            window.window.type(.leftArrow, characters: "", modifiers: .option)
        }
        #expect(window.texts.contains("A 1"), "the bottom view kept its count")
        #expect(probe.log.last == "path A")
    }

    @Test("R40, R23: an assigned path whose deeper values use a destination declared in a view below resolves in one step")
    func deepLinkUsesDeclarationsBelow() throws {
        struct Stack: View {
            @State var path = NavigationPath([AnyHashable(1), AnyHashable(2), AnyHashable("mint")])
            var body: some View {
                NavigationStack(path: $path) {
                    Text("Root").navigationDestination(for: Int.self) { number in
                        Text("Number \(number)").navigationDestination(for: String.self) { Text("Color \($0)") }
                    }
                }
            }
        }
        let window = try HeadlessWindow(Stack())
        #expect(window.texts.contains("Color mint"))
        window.window.type(.leftArrow, characters: "", modifiers: .option)
        #expect(window.texts.contains("Number 2"))
    }
}
