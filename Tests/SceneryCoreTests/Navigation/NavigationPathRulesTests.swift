@testable import SceneryCore
@testable import SceneryHeadless
@testable import SceneryRenderer
import Foundation
import Testing

/// A path kept in an `@Observable` object, with property observers, as the navigation
/// documentation shows.
@Observable
@MainActor
private final class NavigationManager {
    var observed: [String] = []
    var path: [Int] = [] {
        willSet { observed.append("will \(newValue)") }
        didSet { observed.append("did \(path)") }
    }
}

private struct ManagedStack: View {
    let manager: NavigationManager
    let probe: Probe
    var body: some View {
        NavigationStack(path: Bindable(manager).path) {
            VStack {
                NavigationLink("One", value: 1)
            }
            .navigationTitle("Numbers")
            .navigationDestination(for: Int.self) { Text("Number \($0)") }
        }
        .onChange(of: manager.path) { _, new in _ = probe.record("onChange \(new)") }
    }
}

/// A recipe that can be saved and restored, as in the documentation's example.
private struct Recipe: Codable, Hashable {
    var name: String
}

/// Where a test keeps the path it saved.
@MainActor
private final class SavedPath {
    var data: Data?
}

private struct RecipeStack: View {
    let probe: Probe
    var saved = SavedPath()
    @State var path: [Recipe]
    var body: some View {
        let _ = { probe.actions["push a"] = { path.append(Recipe(name: "a")) } }()
        let _ = { probe.actions["push b"] = { path.append(Recipe(name: "b")) } }()
        let _ = { probe.actions["push c"] = { path.append(Recipe(name: "c")) } }()
        let _ = { probe.actions["pop"] = { path.removeLast() } }()
        let _ = { probe.actions["assign"] = { path = [Recipe(name: "Apple Pie"), Recipe(name: "Chocolate Cake")] } }()
        let _ = { probe.actions["save"] = { saved.data = try? JSONEncoder().encode(path) } }()
        NavigationStack(path: $path) {
            Text("Recipes")
                .navigationDestination(for: Recipe.self) { Text("Recipe \($0.name)").navigationTitle($0.name) }
        }
    }
}

/// A stack of two element types in one `NavigationPath`.
private struct MixedStack: View {
    let probe: Probe
    @State private var path = NavigationPath()
    var body: some View {
        let _ = { probe.actions["push"] = { path.append(7); path.append("seven") } }()
        let _ = probe.record("count \(path.count)")
        NavigationStack(path: $path) {
            Text("Home")
                .navigationDestination(for: Int.self) { Text("Int \($0)") }
                .navigationDestination(for: String.self) { Text("String \($0)") }
        }
    }
}

@Suite("NavigationStack: path rules", .probes)
@MainActor
struct NavigationPathRulesTests {
    @Test("R19: the stack shows the most recently added view that has not been removed")
    func showsTop() throws {
        let probe = Probe()
        let window = try HeadlessWindow(RecipeStack(probe: probe, path: []))
        for name in ["a", "b", "c"] {
            probe.run("push \(name)")
            window.controller.updateViews()
            #expect(window.texts.contains("Recipe \(name)"))
            #expect(window.texts.filter { $0.hasPrefix("Recipe ") }.count == 1, "only the top view is shown")
        }
        probe.run("pop")
        window.controller.updateViews()
        #expect(window.texts.contains("Recipe b"))
        #expect(window.controller.title == "b")
    }

    @Test("R39: a path in an @Observable object: a link and Back run its willSet and didSet, and onChange(of: path) fires")
    func observableObservers() throws {
        let manager = NavigationManager()
        let probe = Probe()
        let window = try HeadlessWindow(ManagedStack(manager: manager, probe: probe))
        window.window.click(at: try #require(window.center(of: "One")))
        #expect(manager.path == [1])
        #expect(manager.observed == ["will [1]", "did [1]"])
        #expect(window.texts.contains("Number 1"))
        #expect(probe.log.contains("onChange [1]"))
        window.window.type(.leftArrow, characters: "", modifiers: .option)
        #expect(manager.path == [])
        #expect(manager.observed.suffix(2) == ["will []", "did []"])
        #expect(probe.log.last == "onChange []")
        #expect(window.texts.contains("One"))
    }

    @Test("R49: a homogeneous Codable path saved with JSONEncoder and loaded in a new window gives the same stack")
    func codableArrayRoundTrip() throws {
        let probe = Probe()
        let saved = SavedPath()
        let first = try HeadlessWindow(RecipeStack(probe: probe, saved: saved, path: []))
        probe.run("assign")
        first.controller.updateViews()
        #expect(first.texts.contains("Recipe Chocolate Cake"))
        probe.run("save")
        let data = try #require(saved.data)

        let restored = try JSONDecoder().decode([Recipe].self, from: data)
        let second = try HeadlessWindow(RecipeStack(probe: Probe(), path: restored))
        #expect(second.texts.contains("Recipe Chocolate Cake"))
        #expect(second.controller.title == "Chocolate Cake")
        // The level below is there too: Back shows it.
        second.window.type(.leftArrow, characters: "", modifiers: .option)
        #expect(second.texts.contains("Recipe Apple Pie"))
    }

    @Test("R51: one NavigationPath holds several data types; each element resolves through its own type's destination")
    func severalTypes() throws {
        let probe = Probe()
        let window = try HeadlessWindow(MixedStack(probe: probe))
        probe.run("push")
        window.controller.updateViews()
        #expect(probe.log.last == "count 2")
        #expect(window.texts.contains("String seven"))
        window.window.type(.leftArrow, characters: "", modifiers: .option)
        #expect(probe.log.last == "count 1")
        #expect(window.texts.contains("Int 7"))
        window.window.type(.leftArrow, characters: "", modifiers: .option)
        #expect(probe.log.last == "count 0")
        #expect(window.texts.contains("Home"))
    }
}
