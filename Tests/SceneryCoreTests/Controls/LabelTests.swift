@testable import SceneryCore
@testable import SceneryHeadless
@testable import SceneryRenderer
import Testing

/// A label style that counts its bodies and stacks the title above the icon.
struct StackedLabelStyle: LabelStyle {
    let probe: Probe
    func makeBody(configuration: Configuration) -> some View {
        let _ = probe.record("makeBody")
        VStack(spacing: 2) {
            configuration.title
            configuration.icon
        }
    }
}

/// The book's pattern of a style that wraps the label of the style around it.
struct BorderedLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        Label(configuration).background(probeColor)
    }
}

/// The documentation's style: the label as it would be drawn, with a red border.
struct RedBorderedLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        Label(configuration).border(Color.red)
    }
}

/// A style with state of its own: it counts how often its label was tapped.
struct CountingLabelStyle: LabelStyle {
    @State private var taps = 0
    @Environment(\.controlSize) private var controlSize
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.title
            Text("taps \(taps) \(controlSize == .small ? "small" : "other")")
        }
        .onTapGesture { taps += 1 }
    }
}

@Suite("Label and LabelStyle: the default look, the built-in styles, custom styles through the environment", .probes)
@MainActor
struct LabelTests {
    @Test("V29 (partly): The default label is the icon then the title, 6 points apart at the body size, both on the title's baseline")
    func defaultLook() throws {
        let window = try HeadlessWindow(Label("Lightning", systemImage: "bolt.fill"))
        let title = try #require(window.textFrame("Lightning"))
        let icon = try #require(window.symbols.first { $0.name == "bolt.fill" }?.frame)
        // Body font 13: the symbol is 16 points (1.25 × 13, rounded); the gap 0.45 × 13 ≈ 6.
        #expect(icon.size == CGSize(width: 16, height: 16))
        #expect(title.minX - icon.maxX == CGFloat(6))
        // FixedTextMeasurer: line 16, baseline 13; the symbol's baseline is 8 + 0.35 × 13 ≈ 13.
        #expect(icon.minY + CGFloat(13) == title.minY + CGFloat(13))
    }

    @Test("In a large font the symbol grows with it and still sits on the title's first baseline")
    func baselineInLargeFont() throws {
        let window = try HeadlessWindow(Label("Big", systemImage: "star").font(.system(size: 40)))
        let title = try #require(window.textFrame("Big"))
        let icon = try #require(window.symbols.first?.frame)
        #expect(icon.height == CGFloat(50))
        // Text: line 48, baseline 38; symbol: 25 + 0.35 × 40 = 39.
        #expect(icon.minY + CGFloat(39) == title.minY + CGFloat(38))
        #expect(title.minX - icon.maxX == CGFloat(18))
    }

    @Test("V30: titleOnly, iconOnly and titleAndIcon draw the parts they name")
    func builtInStyles() throws {
        let titleOnly = try HeadlessWindow(Label("Rain", systemImage: "cloud.rain").labelStyle(.titleOnly))
        #expect(titleOnly.texts == ["Rain"] && titleOnly.symbols.isEmpty)
        let iconOnly = try HeadlessWindow(Label("Rain", systemImage: "cloud.rain").labelStyle(.iconOnly))
        #expect(iconOnly.texts.isEmpty && iconOnly.symbols.map(\.name) == ["cloud.rain"])
        let both = try HeadlessWindow(Label("Rain", systemImage: "cloud.rain").labelStyle(.titleAndIcon))
        #expect(both.texts == ["Rain"] && both.symbols.count == 1)
        let automatic = try HeadlessWindow(Label("Rain", systemImage: "cloud.rain").labelStyle(.automatic))
        #expect(automatic.items == both.items)
    }

    @Test("V30: a label style on a VStack of three labels applies to all three")
    func styleOnStackOfThree() throws {
        let window = try HeadlessWindow(
            VStack {
                Label("Rain", systemImage: "cloud.rain")
                Label("Snow", systemImage: "snow")
                Label("Sun", systemImage: "sun.max")
            }
            .labelStyle(.titleOnly))
        #expect(window.texts == ["Rain", "Snow", "Sun"])
        #expect(window.symbols.isEmpty)
    }

    @Test("V31: a style returning Label(configuration).border(.red) draws the default label inside a red 1-point border")
    func redBorderedStyle() throws {
        let window = try HeadlessWindow(Label("Lightning", systemImage: "bolt.fill").labelStyle(RedBorderedLabelStyle()))
        let title = try #require(window.textFrame("Lightning"))
        let icon = try #require(window.symbols.first { $0.name == "bolt.fill" }?.frame)
        #expect(title.minX - icon.maxX == CGFloat(6), "the default look inside")
        let borders = window.items.compactMap { item -> (CGRect, CGFloat)? in
            guard case .shape(_, .stroke(let style), let color, let frame) = item, color == Color.red.light else { return nil }
            return (frame, style.lineWidth)
        }
        #expect(borders.count == 1)
        #expect(borders.first?.0 == icon.union(title), "the border is the label's frame")
        #expect(borders.first?.1 == CGFloat(1))
    }

    @Test("V32: Label { two texts } icon: { a 44-point circle with initials } stacks the texts beside a 44×44 icon")
    func personLabel() throws {
        let window = try HeadlessWindow(
            Label {
                Text("Ada Lovelace").font(.body)
                Text("Mathematician").font(.subheadline)
            } icon: {
                Circle().fill(probeColor).frame(width: 44, height: 44, alignment: .center).overlay(Text("AL"))
            })
        let circle = try #require(window.filledShapes(probeColor).first)
        let name = try #require(window.textFrame("Ada Lovelace"))
        let role = try #require(window.textFrame("Mathematician"))
        let initials = try #require(window.textFrame("AL"))
        #expect(circle.size == CGSize(width: 44, height: 44))
        #expect(circle.contains(CGPoint(x: initials.midX, y: initials.midY)))
        #expect(name.minX > circle.maxX && role.minX > circle.maxX, "both beside the icon")
        #expect(role.minY >= name.maxY, "the title's texts are stacked")
        #expect(role.minX == name.minX, "leading-aligned")
    }

    @Test("R128: a style applies to every label below it, and the innermost labelStyle wins")
    func innermostWins() throws {
        let window = try HeadlessWindow(
            VStack {
                Label("Rain", systemImage: "cloud.rain")
                Label("Snow", systemImage: "snow").labelStyle(.titleOnly)
            }
            .labelStyle(.iconOnly))
        #expect(window.texts == ["Snow"])
        #expect(window.symbols.map(\.name) == ["cloud.rain"])
    }

    @Test("R128: a label style reaches the labels inside other controls (a button's title and symbol)")
    func labelInsideButton() throws {
        let window = try HeadlessWindow(Button("Add", systemImage: "plus") {}.labelStyle(.iconOnly))
        #expect(window.texts.isEmpty)
        #expect(window.symbols.map(\.name) == ["plus"])
        #expect(window.filledShapes(Color(white: 0.88)).count == 1, "still the default button around it")
    }

    @Test("A custom style's makeBody receives the title and icon views and its view is what is drawn")
    func customStyle() throws {
        let probe = Probe()
        let window = try HeadlessWindow(Label("Sun", systemImage: "sun.max").labelStyle(StackedLabelStyle(probe: probe)))
        #expect(probe.log.contains("makeBody"))
        let title = try #require(window.textFrame("Sun"))
        let icon = try #require(window.symbols.first?.frame)
        #expect(icon.minY == title.maxY + CGFloat(2), "the custom style put the icon below the title")
    }

    @Test("Label(configuration) inside a style draws with the style around it (no recursion), under the style's own modifiers")
    func labelOfConfigurationUsesOuterStyle() throws {
        let window = try HeadlessWindow(
            Label("Sun", systemImage: "sun.max").labelStyle(BorderedLabelStyle()).labelStyle(.titleOnly))
        #expect(window.texts == ["Sun"])
        #expect(window.symbols.isEmpty, "the outer titleOnly style drew the label")
        let background = try #require(window.filledShapes(probeColor).first)
        #expect(background == window.textFrame("Sun"))
        // Without an outer style, Label(configuration) is the default look.
        let plain = try HeadlessWindow(Label("Sun", systemImage: "sun.max").labelStyle(BorderedLabelStyle()))
        #expect(plain.symbols.count == 1 && plain.texts == ["Sun"])
    }

    @Test("Label { } icon: { } takes any views; the title's own font and colour stay")
    func viewBuilderLabel() throws {
        let window = try HeadlessWindow(
            Label {
                Text("Juan").font(.headline)
            } icon: {
                Circle().fill(probeColor).frame(width: 44, height: 44)
            })
        let circle = try #require(window.filledShapes(probeColor).first)
        let title = try #require(window.textFrame("Juan"))
        #expect(circle.size == CGSize(width: 44, height: 44))
        #expect(title.minX > circle.maxX)
    }

    @Test("A style's @State and @Environment properties work as a view's: the state survives updates")
    func styleWithState() throws {
        let window = try HeadlessWindow(Label("Tap", systemImage: "star").labelStyle(CountingLabelStyle()).controlSize(.small))
        #expect(window.texts.contains("taps 0 small"))
        window.window.click(at: try #require(window.center(of: "Tap")))
        #expect(window.texts.contains("taps 1 small"))
        window.window.click(at: try #require(window.center(of: "Tap")))
        #expect(window.texts.contains("taps 2 small"))
    }
}
