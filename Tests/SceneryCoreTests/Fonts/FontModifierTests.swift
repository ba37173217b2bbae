import Scenery
import SceneryTesting
import Testing

@Suite("Fonts: designs, custom families, and the view-level font modifiers")
@MainActor
struct FontModifierTests {
    func lines(_ view: some View) -> [Substring] {
        LayoutSnapshot(of: view).displayList.split(separator: "\n").filter { $0.contains("text \"") }
    }

    @Test("Font.system(design:), custom families, italic and monospaced name the family Pango is given")
    func fontValues() {
        let lines = lines(VStack {
            Text("a").font(.system(size: 13, design: .serif))
            Text("b").font(.custom("DejaVu Serif", size: 15).italic())
            Text("c").font(.body.monospaced())
            Text("d").font(.system(.title, design: .monospaced, weight: .bold))
        })
        #expect(lines.count == 4)
        #expect(lines[0].contains("family serif") && !lines[0].contains("italic"))
        #expect(lines[1].contains("size 15") && lines[1].contains("family DejaVu Serif") && lines[1].contains("italic"))
        #expect(lines[2].contains("family monospace"))
        #expect(lines[3].contains("size 22") && lines[3].contains("weight 700") && lines[3].contains("family monospace"))
    }

    @Test("bold(), italic(), fontWeight() and fontDesign() apply on top of each inner font; a design leaves a custom family alone")
    func viewModifiers() {
        let lines = lines(VStack {
            Text("title").font(.title)
            Text("custom").font(.custom("DejaVu Serif", size: 13))
            Text("plain")
        }
        .bold()
        .italic()
        .fontDesign(.serif))
        #expect(lines.count == 3)
        #expect(lines[0].contains("size 22") && lines[0].contains("weight 700") && lines[0].contains("family serif") && lines[0].contains("italic"))
        #expect(lines[1].contains("family DejaVu Serif") && lines[1].contains("weight 700"))
        #expect(lines[2].contains("weight 700") && lines[2].contains("family serif"))

        let light = self.lines(Text("x").fontWeight(.light).bold(false))
        #expect(light.first?.contains("weight 300") == true)
        let nearest = self.lines(Text("x").fontWeight(.heavy).environment(\.font, .headline).fontWeight(.light))
        #expect(nearest.first?.contains("weight 800") == true, "the innermost modifier wins: \(nearest)")
    }

    @Test("Italic text is drawn slanted: the headless renderer draws different pixels for it")
    func italicDrawsDifferently() {
        let upright = HeadlessSnapshot(of: Text("Slanted letters").font(.title).padding(), width: 240, height: 60)
        let slanted = HeadlessSnapshot(of: Text("Slanted letters").font(.title).italic().padding(), width: 240, height: 60)
        #expect(upright.image.differingPixelCount(from: slanted.image) > 50)
    }
}
