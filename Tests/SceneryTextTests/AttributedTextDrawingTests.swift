import FoundationEssentials
@testable import SceneryCore
import SceneryCairo
@testable import SceneryHeadless
@testable import SceneryRenderer
import SceneryTesting
import Testing

@Suite("Attributed text: runs drawn and measured with Pango, links clicked")
@MainActor
struct AttributedTextDrawingTests {
    /// `text` drawn at the top-left corner of a 240×30 window.
    func draw(_ text: Text) -> HeadlessSnapshot {
        HeadlessSnapshot(of: text.fixedSize().frame(width: 240, height: 30, alignment: .topLeading), width: 240, height: 30)
    }

    /// How many pixels of the columns `0..<width` differ between two frames.
    func differences(_ a: HeadlessSnapshot, _ b: HeadlessSnapshot, columns width: Int) -> Int {
        var count = 0
        for y in 0..<a.image.height {
            for x in 0..<min(width, a.image.width) {
                let p = a.image.rgb(x: x, y: y), q = b.image.rgb(x: x, y: y)
                if abs(p.red - q.red) > 24 || abs(p.green - q.green) > 24 || abs(p.blue - q.blue) > 24 { count += 1 }
            }
        }
        return count
    }

    /// Dark pixels in the columns `0..<width`.
    func ink(_ snapshot: HeadlessSnapshot, columns width: Int) -> Int {
        snapshot.image.count(x: 0, y: 0, width: width, height: snapshot.image.height) { snapshot.image.luminance(x: $0, y: $1) < 128 }
    }

    @Test("A bold, italic, code or link run draws its word as the whole text with the equivalent modifier does")
    func runsDrawLikeModifiers() throws {
        let cases: [(Text, Text, Text, String)] = [
            (Text("**Bold** plain"), Text("Bold").bold(), Text("Bold plain"), "Bold"),
            (Text("*Slanted* plain"), Text("Slanted").italic(), Text("Slanted plain"), "Slanted"),
            (Text("`code` plain"), Text("code").monospaced(), Text("code plain"), "code"),
            (Text("[link](https://example.com) plain"), Text("link").foregroundColor(.accentColor), Text("link plain"), "link"),
        ]
        for (styled, modified, plain, word) in cases {
            let run = draw(styled), whole = draw(modified), unstyled = draw(plain)
            let width = Int(try #require(whole.text(word)).width)
            #expect(width > 10)
            // The word's columns, short of the last pixel (the next letter's antialiasing).
            #expect(differences(run, whole, columns: width - 1) <= 4, "\(word): the run draws like the modifier")
            #expect(differences(run, unstyled, columns: width - 1) > 20, "\(word): the run is not drawn plain")
        }
    }

    @Test("A styled run is measured in its own font: the text is as wide as its parts drawn side by side")
    func measuring() throws {
        let bold = try #require(draw(Text("**Bold** plain")).items.first { $0.kind == "text" })
        let plain = try #require(draw(Text("Bold plain")).text("Bold plain"))
        let boldWord = try #require(draw(Text("Bold").bold()).text("Bold"))
        let rest = try #require(draw(Text(" plain")).text(" plain"))
        #expect(bold.width > plain.width)
        #expect(abs(bold.width - (boldWord.width + rest.width)) <= 2, "\(bold.width) vs \(boldWord.width) + \(rest.width)")
        #expect(bold.height == plain.height)
    }

    @Test("A link is drawn in the accent colour; a struck-through run has a line through it")
    func linkColourAndStrikethrough() throws {
        let link = draw(Text("[link](https://example.com)!"))
        let blue = link.image.count(x: 0, y: 0, width: 30, height: 30) { x, y in
            let p = link.image.rgb(x: x, y: y)
            return p.blue > 180 && p.red < 120
        }
        #expect(blue > 10, "accent-coloured pixels")
        let struck = draw(Text("~~struck~~ out")), unstruck = draw(Text("struck out"))
        let word = Int(try #require(draw(Text("struck")).text("struck")).width)
        // A line through the word: a row of it gets darker over most of the word's width.
        let darkened = (0..<30).map { y in
            (0..<word).count { x in struck.image.luminance(x: x, y: y) + 40 < unstruck.image.luminance(x: x, y: y) }
        }.max() ?? 0
        #expect(darkened > word / 2, "\(darkened) of \(word) columns")
    }

    @Test("An interpolated image is drawn inside the line, in the text's colour")
    func inlineImage() throws {
        let withImage = draw(Text("a \(Image(systemName: "circle")) b"))
        let item = try #require(withImage.items.first { $0.kind == "text" })
        #expect(item.content == "a \u{FFFC} b")
        let gap = draw(Text("a   b"))
        #expect(ink(withImage, columns: Int(item.maxX)) > ink(gap, columns: Int(item.maxX)) + 10)
    }

    @Test("Text with runs is neither remembered nor drawn from the remembered layouts; plain text still is")
    func memoSkipsStyledText() throws {
        func misses<V: View>(_ view: V, styled: Bool) throws -> Int {
            let memo = TextLayoutMemo(contents: nil, path: nil)
            memo.beginRecording()
            let backend = HeadlessBackend(painter: CairoPainter(measurer: MemoizedTextMeasurer(memo: memo)))
            let controller = WindowController(content: AnyView(view), textMeasurer: backend.textMeasurer)
            try controller.open(on: backend, appID: "test", title: "test")
            // The styled text's string is not remembered as a plain text's; the plain one is.
            #expect((memo.size(of: "bold part", font: .body, maxWidth: nil) == nil) == styled)
            return memo.misses
        }
        let plain = try misses(VStack { Text("plain"); Text("bold part") }.frame(width: 100, height: 40), styled: false)
        let styled = try misses(VStack { Text("plain"); Text("**bold** part") }.frame(width: 100, height: 40), styled: true)
        #expect(styled >= 2, "the plain text's size and drawing are recorded")
        #expect(plain >= styled + 2, "the styled text's size and drawing are not")
    }

    /// A window of `view` whose `openURL` records the URLs.
    func window<V: View>(_ view: V, measurer: (any TextMeasurer)? = nil) throws -> (HeadlessBackend, WindowController, () -> [URL]) {
        let backend = HeadlessBackend()
        var opened: [URL] = []
        var environment = EnvironmentValues()
        environment.sceneRequestRouter = SceneRequestRouter(send: { _ in }, openURL: { opened.append($0) })
        let controller = WindowController(content: AnyView(view), environment: environment, textMeasurer: measurer ?? backend.textMeasurer)
        try controller.open(on: backend, appID: "test", title: "test")
        return (backend, controller, { opened })
    }

    func textFrame(_ controller: WindowController) -> CGRect? {
        for item in controller.displayList.items { if case .text(_, _, _, let frame, _) = item { return frame } }
        return nil
    }

    @Test("Clicking a link opens its URL through openURL; clicking beside it does not")
    func linkClick() throws {
        let (backend, controller, opened) = try window(Text("Go to [docs](https://docs.example/a) now").padding(10), measurer: FixedTextMeasurer())
        let frame = try #require(textFrame(controller))
        let advance = 13 * 0.5
        backend.windows[0].click(at: CGPoint(x: frame.minX.rounded() + advance * 7.5, y: frame.midY))
        #expect(opened() == [URL(string: "https://docs.example/a")!])
        backend.windows[0].click(at: CGPoint(x: frame.minX.rounded() + advance * 1.5, y: frame.midY))
        #expect(opened().count == 1, "a click on \"Go\" opens nothing")
    }

    @Test("With Pango metrics, the click lands on the link Pango drew")
    func linkClickPango() throws {
        let (backend, controller, opened) = try window(Text("[first](https://one.example) and [second](https://two.example)").padding(10))
        let frame = try #require(textFrame(controller))
        backend.windows[0].click(at: CGPoint(x: frame.maxX - 4, y: frame.midY))
        backend.windows[0].click(at: CGPoint(x: frame.minX + 4, y: frame.midY))
        #expect(opened() == [URL(string: "https://two.example")!, URL(string: "https://one.example")!])
    }

    @Test("A link inside a button's label opens the link; a click elsewhere on the label presses the button")
    func linkInButton() throws {
        let probe = Counter()
        let (backend, controller, opened) = try window(
            Button(action: { probe.count += 1 }) { Text("Tap [here](https://here.example) or there") }, measurer: FixedTextMeasurer())
        let frame = try #require(textFrame(controller))
        let advance = 13 * 0.5
        backend.windows[0].click(at: CGPoint(x: frame.minX.rounded() + advance * 5.5, y: frame.midY))
        #expect(opened().count == 1)
        #expect(probe.count == 0)
        backend.windows[0].click(at: CGPoint(x: frame.minX.rounded() + advance * 15.5, y: frame.midY))
        #expect(probe.count == 1)
        #expect(opened().count == 1)
    }
}

@MainActor
final class Counter {
    var count = 0
}
