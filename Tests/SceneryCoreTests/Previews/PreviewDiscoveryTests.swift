import Scenery
import SceneryCore
import SceneryHeadless
import SceneryPreviews
import SceneryTesting
import Testing

// The previews these tests discover at run time. Their lines are recorded beside them.

private let firstUnnamedLine = #line + 1
#Preview {
    Text("First unnamed")
}

private let namedLine = #line + 1
#Preview("Discovery named", traits: .fixedLayout(width: 150.4, height: 90), .portrait) {
    Text("Named")
}

private let previewableLine = #line + 1
#Preview {
    @Previewable @State var taps = 2
    Button("Taps: \(taps)") { taps += 1 }
}

#Preview("Several statements", traits: .sizeThatFitsLayout) {
    let greeting = "Hi"
    Text(greeting)
    if greeting.count == 2 {
        Text("there")
    }
}

#Preview("Dup name") { Text("first") }
#Preview("Dup name") { Text("second") }

#Preview("Labelled body", body: { Text("labelled").environment(\.font, .title) })

#Preview(traits: .landscapeRight) {
    Text("traits without a name")
}

// V95: a PreviewProvider compiles with just `previews`; `platform` defaults to nil.
struct Pair_Previews: PreviewProvider {
    static var previews: some View {
        Text("A")
        Text("B").previewDisplayName("Bee")
    }
}

struct Grouped_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            Text("x")
            Text("y")
        }
        .previewLayout(.sizeThatFits)
    }
}

struct Single_Previews: PreviewProvider {
    static var previews: some View {
        Text("only")
            .previewInterfaceOrientation(.landscapeLeft)
            .previewDevice("iPhone 15")
    }
}

struct FixedGroup_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            Text("p")
            Text("q").previewLayout(.fixed(width: 50, height: 40))
        }
        .previewLayout(.fixed(width: 90, height: 30))
    }
}

/// Shows the colour scheme it is drawn in.
struct SchemeName: View {
    @Environment(\.colorScheme) private var scheme
    var body: some View { Text(scheme == .dark ? "scheme dark" : "scheme light") }
}

struct Dark_Previews: PreviewProvider {
    static var previews: some View {
        SchemeName().preferredColorScheme(.dark)
    }
}

/// The seed's sample: a static list, a ForEach inside one VStack: one preview.
struct KeywordBubble_Previews: PreviewProvider {
    static let keywords = ["chives", "fern-leaf lavender"]
    static var previews: some View {
        VStack {
            ForEach(keywords, id: \.self) { word in
                Text(word)
            }
        }
    }
}

/// A provider not ending in `_Previews` keeps its whole name.
enum ProviderWithoutSuffix: PreviewProvider {
    static var platform: PreviewPlatform? { .macOS }
    static var previews: some View { Text("no suffix") }
}

@Suite("Previews found at run time: #Preview, PreviewProvider, names, lines and traits")
@MainActor
struct PreviewDiscoveryTests {
    /// This test module's previews, in catalog order.
    let entries = PreviewCatalog.discover().entries.filter { $0.origin.module == "SceneryCoreTests" }

    func entry(_ name: String) throws -> PreviewEntry {
        try #require(entries.first { $0.name == name }, "no preview \(name) among \(entries.map(\.name))")
    }

    @Test("Every #Preview of this file is found with its file, line and name, in source order")
    func macroPreviewsFound() throws {
        let file = "SceneryCoreTests/PreviewDiscoveryTests.swift"
        let macros = entries.compactMap { entry -> (String, Int)? in
            guard case .macro(let fileID, let line, _) = entry.origin, fileID == file else { return nil }
            return (entry.name, line)
        }
        #expect(macros.map(\.0) == [
            "PreviewDiscoveryTests-1", "Discovery named", "PreviewDiscoveryTests-2", "Several statements", "Dup name", "Dup name-2",
            "Labelled body", "PreviewDiscoveryTests-3",
        ])
        #expect(macros.first?.1 == firstUnnamedLine)
        #expect(macros.dropFirst().first?.1 == namedLine)
        #expect(macros.dropFirst(2).first?.1 == previewableLine)
        // Lines increase: the catalog orders a file's previews as they are written.
        #expect(macros.map(\.1) == macros.map(\.1).sorted())
    }

    @Test("Traits: a fixed layout gives the window's size; orientation traits are kept but change nothing")
    func traits() throws {
        let named = try entry("Discovery named")
        #expect(named.fixedSize == CGSize(width: 150.4, height: 90))
        #expect(named.traits.map(\.value) == [.layout(fixed: CGSize(width: 150.4, height: 90)), .orientation(.portrait)])
        #expect(PreviewImages.windowSize(named.fixedSize!) == CGSize(width: 150, height: 90))
        #expect(try entry("Several statements").fixedSize == nil)
        #expect(try entry("PreviewDiscoveryTests-1").fixedSize == nil)
        let unnamed = try entry("PreviewDiscoveryTests-3")
        #expect(unnamed.fixedSize == nil && unnamed.traits.map(\.value) == [.orientation(.landscapeRight)])
        #expect(LayoutSnapshot(of: unnamed.makeView()).displayList.contains("\"traits without a name\""))
        #expect(LayoutSnapshot(of: try entry("Labelled body").makeView()).displayList.contains("\"labelled\""))
    }

    @Test("A #Preview body is a view builder: declarations, several views and if statements")
    func bodyIsAViewBuilder() throws {
        let snapshot = LayoutSnapshot(of: try entry("Several statements").makeView())
        #expect(snapshot.displayList.contains("\"Hi\""))
        #expect(snapshot.displayList.contains("\"there\""))
    }

    @Test("@Previewable @State becomes the preview's own state: a click changes it and it stays changed")
    func previewableState() throws {
        let window = try HeadlessWindow(try entry("PreviewDiscoveryTests-2").makeView())
        #expect(window.texts == ["Taps: 2"])
        let button = try #require(window.center(of: "Taps: 2"))
        window.window.click(at: button)
        #expect(window.texts == ["Taps: 3"])
        let again = try #require(window.center(of: "Taps: 3"))
        window.window.click(at: again)
        #expect(window.texts == ["Taps: 4"])
    }

    @Test("V95, V96: a previews body with two top-level views gives two previews, named by type and place or by previewDisplayName")
    func providerWithTwoViews() throws {
        let a = try entry("Pair-1")
        let b = try entry("Bee")
        #expect(a.origin == .provider(typeName: "Pair_Previews", module: "SceneryCoreTests", part: 1, parts: 2))
        #expect(b.origin == .provider(typeName: "Pair_Previews", module: "SceneryCoreTests", part: 2, parts: 2))
        // Each preview shows its own view only.
        #expect(LayoutSnapshot(of: a.makeView()).displayList.contains("\"A\""))
        #expect(!LayoutSnapshot(of: a.makeView()).displayList.contains("\"B\""))
        #expect(LayoutSnapshot(of: b.makeView()).displayList.contains("\"B\""))
        #expect(!LayoutSnapshot(of: b.makeView()).displayList.contains("\"A\""))
        #expect(Pair_Previews.platform == nil)
        #expect(ProviderWithoutSuffix.platform == .macOS)
    }

    @Test("V96: Group { A; B }.previewLayout(.sizeThatFits) gives two previews, each at its ideal size")
    func groupWithModifier() throws {
        let x = try entry("Grouped-1")
        let y = try entry("Grouped-2")
        #expect(x.fixedSize == nil && y.fixedSize == nil)
        let image = try PreviewImages.render(y, on: HeadlessBackend(), appID: "test")
        let expected = HeadlessSnapshot(of: Text("y"))
        #expect(Double(image.width) == expected.width && Double(image.height) == expected.height)
        #expect(image.differingPixelCount(from: expected.image) == 0)
    }

    @Test("V96: a preview with preferredColorScheme(.dark) is drawn in the dark scheme")
    func darkPreview() throws {
        let dark = try entry("Dark")
        #expect(HeadlessSnapshot(of: dark.makeView()).text("scheme dark") != nil)
        #expect(HeadlessSnapshot(of: SchemeName()).text("scheme light") != nil)
        let image = try PreviewImages.render(dark, on: HeadlessBackend(), appID: "test")
        let corner = image.rgb(x: 0, y: 0)
        #expect(corner.red < 60 && corner.green < 60 && corner.blue < 60, "the preview's window is dark: \(corner)")
    }

    @Test("A group's previewLayout applies to each of its previews; one set on a view inside wins for that view")
    func groupLayoutPerPreview() throws {
        #expect(try entry("FixedGroup-1").fixedSize == CGSize(width: 90, height: 30))
        #expect(try entry("FixedGroup-2").fixedSize == CGSize(width: 90, height: 30))
        let image = try PreviewImages.render(try entry("FixedGroup-1"), on: HeadlessBackend(), appID: "test")
        #expect(image.width == 90 && image.height == 30)
    }

    @Test("V96: previewInterfaceOrientation and previewDevice compile and change nothing; one view keeps the bare name")
    func ignoredModifiers() throws {
        let single = try entry("Single")
        let image = try PreviewImages.render(single, on: HeadlessBackend(), appID: "test")
        #expect(image.differingPixelCount(from: HeadlessSnapshot(of: Text("only")).image) == 0)
        #expect(try entry("KeywordBubble").origin == .provider(typeName: "KeywordBubble_Previews", module: "SceneryCoreTests", part: 1, parts: 1))
        #expect(try entry("ProviderWithoutSuffix").fixedSize == nil)
    }

    @Test("Two previews with one name: the later one gets a suffix")
    func duplicateNames() throws {
        let first = try entry("Dup name")
        let second = try entry("Dup name-2")
        #expect(first.fileName == "Dup-name" && second.fileName == "Dup-name-2")
        #expect(LayoutSnapshot(of: second.makeView()).displayList.contains("\"second\""))
    }

    @Test("A preview is found by its name or its file name")
    func lookUp() throws {
        let catalog = PreviewCatalog.discover()
        #expect(catalog.entry(named: "Discovery named")?.fileName == "Discovery-named")
        #expect(catalog.entry(named: "Discovery-named")?.name == "Discovery named")
        #expect(catalog.entry(named: "No such preview") == nil)
    }
}
