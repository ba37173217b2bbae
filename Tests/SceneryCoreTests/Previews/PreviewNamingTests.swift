import SceneryPreviews
import Testing

@Suite("Preview names: derived, made safe as file names, unique")
struct PreviewNamingTests {
    @Test("An unnamed #Preview is named after its file and its place among the file's unnamed previews")
    func unnamed() {
        #expect(PreviewNaming.unnamedMacroPreview(fileID: "App/ContentView.swift", index: 1) == "ContentView-1")
        #expect(PreviewNaming.unnamedMacroPreview(fileID: "App/ContentView.swift", index: 3) == "ContentView-3")
        #expect(PreviewNaming.unnamedMacroPreview(fileID: "Main.swift", index: 2) == "Main-2")
    }

    @Test("A PreviewProvider is named after its type without _Previews, numbered when it lists several views")
    func provider() {
        #expect(PreviewNaming.providerPreview(typeName: "CircleImage_Previews", part: 1, of: 1) == "CircleImage")
        #expect(PreviewNaming.providerPreview(typeName: "CircleImage_Previews", part: 2, of: 2) == "CircleImage-2")
        #expect(PreviewNaming.providerPreview(typeName: "Samples", part: 1, of: 1) == "Samples")
        #expect(PreviewNaming.providerPreview(typeName: "_Previews", part: 1, of: 1) == "_Previews")
    }

    @Test("File names keep letters, digits, -, _ and .; other runs become one -; never empty, never hidden")
    func sanitised() {
        #expect(PreviewNaming.fileName("Card") == "Card")
        #expect(PreviewNaming.fileName("Wide card") == "Wide-card")
        #expect(PreviewNaming.fileName("a / b: c?") == "a-b-c")
        #expect(PreviewNaming.fileName("../etc/passwd") == "etc-passwd")
        #expect(PreviewNaming.fileName(".hidden") == "hidden")
        #expect(PreviewNaming.fileName("Été 2024") == "Été-2024")
        #expect(PreviewNaming.fileName("tab\there\nnewline") == "tab-here-newline")
        #expect(PreviewNaming.fileName("???") == "Preview")
        #expect(PreviewNaming.fileName("") == "Preview")
        #expect(PreviewNaming.fileName(String(repeating: "x", count: 300)).utf8.count == 200)
    }

    @Test("Duplicates get the first free suffix from -2, compared as file names")
    func uniqued() {
        let names = PreviewNaming.uniqued(["Card", "Card", "Card-2", "Wide card", "Wide/card"])
        #expect(names.map(\.name) == ["Card", "Card-2", "Card-2-2", "Wide card", "Wide/card-2"])
        #expect(names.map(\.fileName) == ["Card", "Card-2", "Card-2-2", "Wide-card", "Wide-card-2"])
        #expect(Set(names.map(\.fileName)).count == names.count)
    }
}
