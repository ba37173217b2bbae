@testable import SceneryCore
@testable import SceneryHeadless
@testable import SceneryRenderer
import Testing

/// The documentation's recipe list: a list's selection bound to the same optional as an
/// `item:` destination.
private struct Recipe: Hashable, Identifiable, CustomStringConvertible {
    let name: String
    var id: String { name }
    var description: String { name }
    static let applePie = Recipe(name: "Apple Pie")
    static let chocolateCake = Recipe(name: "Chocolate Cake")
}

private struct RecipeList: View {
    let probe: Probe
    private var recipes: [Recipe] = [.applePie, .chocolateCake]
    @State private var selectedRecipe: Recipe?

    init(probe: Probe) { self.probe = probe }

    var body: some View {
        let _ = probe.record("selected \(selectedRecipe?.name ?? "nil")")
        NavigationStack {
            List(recipes, selection: $selectedRecipe) { recipe in
                NavigationLink(recipe.description, value: recipe)
            }
            .navigationDestination(item: $selectedRecipe) { recipe in
                Text("Detail \(recipe.name)").navigationTitle(recipe.name)
            }
        }
    }
}

@Suite("List selection driving an item destination", .probes)
@MainActor
struct ListSelectionDestinationTests {
    @Test("R38: clicking a row of List(selection:) sets the item and pushes its detail; Back sets it to nil")
    func selectionPushesDetail() throws {
        let probe = Probe()
        let window = try HeadlessWindow(RecipeList(probe: probe))
        window.window.click(at: try #require(window.center(of: "Chocolate Cake")))
        #expect(probe.log.last == "selected Chocolate Cake")
        #expect(window.texts.contains("Detail Chocolate Cake"))
        #expect(window.controller.title == "Chocolate Cake")
        window.window.type(.leftArrow, characters: "", modifiers: .option)
        #expect(probe.log.last == "selected nil")
        #expect(window.texts.contains("Apple Pie"))
        #expect(!window.texts.contains("Detail Chocolate Cake"))
    }
}
