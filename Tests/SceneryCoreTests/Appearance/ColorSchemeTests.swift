@testable import SceneryCore
import SceneryTesting
import Testing

@Suite("Colour schemes: semantic colours, hierarchical styles, preferredColorScheme")
@MainActor
struct ColorSchemeTests {
    private func environment(_ scheme: ColorScheme) -> EnvironmentValues {
        var values = EnvironmentValues()
        values.colorScheme = scheme
        return values
    }

    @Test("Semantic and system colours resolve to their light or dark variant; fixed colours stay")
    func semanticColours() {
        let light = environment(.light), dark = environment(.dark)
        #expect(Color.primary.resolve(in: light) == Color(white: 0, opacity: 0.85))
        #expect(Color.primary.resolve(in: dark) == Color(white: 1, opacity: 0.85))
        #expect(Color.secondary.resolve(in: dark) == Color(white: 1, opacity: 0.55))
        #expect(Color.accentColor.resolve(in: dark) == Color(red: 0.039, green: 0.518, blue: 1))
        #expect(Color.red.resolve(in: light) == Color(red: 1, green: 0.231, blue: 0.188))
        #expect(Color.red.resolve(in: dark) == Color(red: 1, green: 0.271, blue: 0.227))
        let fixed = Color(red: 0.2, green: 0.3, blue: 0.4)
        #expect(fixed.resolve(in: dark) == fixed && fixed.isFixed)
        #expect(Color.black.resolve(in: dark) == Color.black)
    }

    @Test("opacity(_:) keeps both variants of a semantic colour")
    func opacityKeepsVariants() {
        let faded = Color.primary.opacity(0.5)
        #expect(faded.resolve(in: environment(.light)) == Color(white: 0, opacity: 0.425))
        #expect(faded.resolve(in: environment(.dark)) == Color(white: 1, opacity: 0.425))
    }

    @Test("Hierarchical levels are the label colours of the scheme, or levels of the foreground style outside them")
    func hierarchicalLevels() {
        let light = environment(.light), dark = environment(.dark)
        #expect(HierarchicalShapeStyle.secondary.resolve(in: light) == Color(white: 0, opacity: 0.5))
        #expect(HierarchicalShapeStyle.quaternary.resolve(in: light) == Color(white: 0, opacity: 0.1))
        #expect(HierarchicalShapeStyle.tertiary.resolve(in: dark) == Color(white: 1, opacity: 0.25))
        #expect(HierarchicalShapeStyle.quinary.resolve(in: dark) == Color(white: 1, opacity: 0.05))
        var red = light
        red.foregroundStyle = Color.red
        #expect(HierarchicalShapeStyle.secondary.resolve(in: red) == Color.red.resolve(in: light).opacity(0.5))
        #expect(HierarchicalShapeStyle.primary.resolve(in: red) == Color.red.resolve(in: light))
    }

    @Test("foregroundStyle(.secondary) inside foregroundStyle(.red) draws text in half-opaque red")
    func secondaryInsideRed() {
        let snapshot = HeadlessSnapshot(
            of: VStack { Text("Caption").foregroundStyle(.secondary) }.foregroundStyle(Color.red), width: 120, height: 40)
        #expect(snapshot.displayList.contains("text \"Caption\""))
        let red = Color.red.resolve(in: environment(.light)).opacity(0.5)
        #expect(snapshot.displayList.contains(red.description), "\(snapshot.displayList)")
    }

    @Test("background(.quaternary) fills with the faint label colour")
    func quaternaryBackground() {
        let snapshot = HeadlessSnapshot(of: Text("Hello").frame(width: 80).background(.quaternary), width: 80, height: 30)
        #expect(snapshot.displayList.contains("rgba(0, 0, 0, 0.1)"), "\(snapshot.displayList)")
    }

    struct SchemeReader: View {
        @Environment(\.colorScheme) private var colorScheme
        var body: some View {
            Text(colorScheme == .dark ? "dark" : "light")
            Color.red.frame(width: 10, height: 10)
        }
    }

    @Test("preferredColorScheme(.dark) makes the whole window dark: its background, @Environment(\\.colorScheme), system colours")
    func preferredDark() {
        let light = HeadlessSnapshot(of: SchemeReader(), width: 60, height: 40)
        #expect(light.text("light") != nil)
        #expect(light.image.rgb(x: 59, y: 39).red > 240, "a light window background")
        let dark = HeadlessSnapshot(of: SchemeReader().preferredColorScheme(.dark), width: 60, height: 40)
        #expect(dark.text("dark") != nil, "\(dark.displayList)")
        let corner = dark.image.rgb(x: 59, y: 39)
        #expect(corner.red < 60 && corner.green < 60 && corner.blue < 60, "a dark window background: \(corner)")
        #expect(dark.displayList.contains(Color.red.resolve(in: environment(.dark)).description))
        #expect(dark.displayList.contains("rgba(1, 1, 1, 0.85)"), "text in the dark scheme's primary colour")
    }

    @Test("environment(\\.colorScheme, .dark) on a part of the window resolves that part's colours dark")
    func subtreeScheme() {
        let snapshot = HeadlessSnapshot(
            of: VStack {
                Color.primary.frame(width: 10, height: 10)
                Color.primary.frame(width: 10, height: 10).environment(\.colorScheme, .dark)
            }, width: 20, height: 40)
        #expect(snapshot.displayList.contains("rgba(0, 0, 0, 0.85)") && snapshot.displayList.contains("rgba(1, 1, 1, 0.85)"))
    }

    @Test("A divider follows the scheme")
    func dividerFollowsScheme() {
        let dark = HeadlessSnapshot(of: Divider().frame(width: 20).preferredColorScheme(.dark), width: 20, height: 5)
        #expect(dark.displayList.contains("rgba(1, 1, 1, 0.1)"), "\(dark.displayList)")
    }
}
