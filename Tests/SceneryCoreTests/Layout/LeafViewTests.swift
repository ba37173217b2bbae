import SceneryCore
import SceneryTesting
import Testing

@Suite("Leaf views (R38–R50)")
@MainActor
struct LeafViewTests {
    @Test("R38: replacingUnspecifiedDimensions uses 10×10 by default")
    func replacingUnspecified() {
        #expect(ProposedViewSize.unspecified.replacingUnspecifiedDimensions() == CGSize(width: 10, height: 10))
        #expect(ProposedViewSize.of(nil, 50).replacingUnspecifiedDimensions() == CGSize(width: 10, height: 50))
        #expect(ProposedViewSize.of(nil, nil).replacingUnspecifiedDimensions(by: CGSize(width: 3, height: 4)) == CGSize(width: 3, height: 4))
    }

    @Test("R38, V47: shapes and Color accept 0×0, 37×12 and ∞×∞, and are 10×10 for nil×nil",
          arguments: ["Rectangle", "RoundedRectangle", "Capsule", "Ellipse", "Color"])
    func shapesAcceptProposals(kind: String) {
        func check<V: View>(_ view: V) {
            #expect(size(of: view, proposing: .zero) == .zero)
            #expect(size(of: view, proposing: .of(37, 12)) == CGSize(width: 37, height: 12))
            #expect(size(of: view, proposing: .infinity) == CGSize(width: CGFloat.infinity, height: CGFloat.infinity))
            #expect(size(of: view, proposing: .unspecified) == CGSize(width: 10, height: 10))
        }
        switch kind {
        case "Rectangle": check(Rectangle())
        case "RoundedRectangle": check(RoundedRectangle(cornerRadius: 5))
        case "Capsule": check(Capsule())
        case "Ellipse": check(Ellipse())
        default: check(Color.red)
        }
    }

    @Test("R39: a Circle proposed 100×50 is 50×50 and centred; proposed nil×50 it is 10×10")
    func circle() {
        #expect(size(of: Circle(), proposing: .of(100, 50)) == CGSize(width: 50, height: 50))
        #expect(size(of: Circle(), proposing: .of(nil, 50)) == CGSize(width: 10, height: 10))
        let snapshot = layout(Circle().accessibilityIdentifier("c"), 100, 50)
        #expect(snapshot.frame(of: "c") == CGRect(x: 25, y: 0, width: 50, height: 50))
    }

    /// The book's bookmark shape: always 2:3.
    struct Bookmark: Shape {
        func path(in rect: CGRect) -> Path {
            Path { p in
                p.move(to: CGPoint(x: rect.minX, y: rect.minY))
                p.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
                p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                p.addLine(to: CGPoint(x: rect.midX, y: rect.maxY - rect.width / 3))
                p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                p.closeSubpath()
            }
        }

        func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
            var result = proposal.replacingUnspecifiedDimensions()
            let ratio: CGFloat = 2 / 3
            let newWidth = ratio * result.height
            if newWidth <= result.width {
                result.width = newWidth
            } else {
                result.height = result.width / ratio
            }
            return result
        }
    }

    @Test("R40: the bookmark shape (2:3) is 25×37.5, 33.33×50 and 33.33×50")
    func bookmark() {
        #expect(size(of: Bookmark(), proposing: .of(25, 50)) == CGSize(width: 25, height: 37.5))
        let square = size(of: Bookmark(), proposing: .of(50, 50))
        #expect(abs(square.width - 100.0 / 3) < 1e-9 && square.height == 50)
        let wide = size(of: Bookmark(), proposing: .of(100, 50))
        #expect(abs(wide.width - 100.0 / 3) < 1e-9 && wide.height == 50)
    }

    @Test("R41: Text(\"Hello, World!\") (ideal 44×10) proposed 25×50 is 23×20, 50×50 and 100×50 are 44×10")
    func textFits() {
        let text = Text("Hello, World!")
        #expect(size(of: text, proposing: .of(25, 50), text: BookTextMeasurer.small) == CGSize(width: 23, height: 20))
        #expect(size(of: text, proposing: .of(50, 50), text: BookTextMeasurer.small) == CGSize(width: 44, height: 10))
        #expect(size(of: text, proposing: .of(100, 50), text: BookTextMeasurer.small) == CGSize(width: 44, height: 10))
    }

    @Test("R42: fixedSize text is 44×10 for every proposal and overflows a 25-wide parent")
    func fixedSizeText() {
        let text = Text("Hello, World!").fixedSize()
        for proposal in [ProposedViewSize.of(25, 50), .of(50, 50), .of(0, 0), .unspecified] {
            #expect(size(of: text, proposing: proposal, text: BookTextMeasurer.small) == CGSize(width: 44, height: 10))
        }
        let snapshot = layout(
            Text("Hello, World!").fixedSize().accessibilityIdentifier("t").frame(width: 25), 100, 50,
            text: BookTextMeasurer.small)
        let frame = try! #require(snapshot.frame(of: "t"))
        #expect(frame.width == 44)
        #expect(frame.minX < snapshot.rootFrame.minX && frame.maxX > snapshot.rootFrame.maxX)
    }

    @Test("R43: text proposed 0×0 is 0×0; proposed 100×5 it is one line high")
    func textZeroAndOneLine() {
        #expect(size(of: Text("Hello, World!"), proposing: .zero, text: BookTextMeasurer.small) == .zero)
        #expect(size(of: Text("Hello, World!"), proposing: .of(100, 5), text: BookTextMeasurer.small).height == 10)
        #expect(size(of: Text("Hello, World!"), proposing: .of(25, 5), text: BookTextMeasurer.small).height == 10)
    }

    @Test("R44: lineLimit(1) gives one line at 25×50; lineLimit(3, reservesSpace: true) is always 3 lines")
    func lineLimit() {
        let one = size(of: Text("Hello, World!").lineLimit(1), proposing: .of(25, 50), text: BookTextMeasurer.small)
        #expect(one == CGSize(width: 25, height: 10))
        let reserved = Text("Hello, World!").lineLimit(3, reservesSpace: true)
        #expect(size(of: reserved, proposing: .of(100, 50), text: BookTextMeasurer.small).height == 30)
        #expect(size(of: reserved, proposing: .of(25, 50), text: BookTextMeasurer.small).height == 30)
        let list = layout(Text("Hello, World!").lineLimit(1), 25, 50, text: BookTextMeasurer.small).displayList
        #expect(list.contains("lines 1"))
    }

    @Test("R45: text proposed w×nil wraps at w, no wider than w, with the height of all lines")
    func textWrapsWithNilHeight() {
        let text = Text("one two three four five six")  // fixed metrics: 6.5 per character, 16 per line
        let wrapped = size(of: text, proposing: .of(60, nil))
        #expect(wrapped.width <= 60)
        #expect(wrapped.height == CGFloat(16 * 4))
        #expect(size(of: text, proposing: .unspecified).height == 16)
    }

    @Test("R46, V19: an image of intrinsic size 100×30 is 100×30 for 10×10, 500×500 and nil×nil")
    func rigidImage() {
        let images = ["header": CGSize(width: 100, height: 30)]
        for proposal in [ProposedViewSize.of(10, 10), .of(500, 500), .unspecified] {
            #expect(size(of: Image("header"), proposing: proposal, images: images) == CGSize(width: 100, height: 30))
        }
    }

    @Test("R47, V20: a resizable image accepts 200×60, and nil×nil gives its intrinsic 100×30")
    func resizableImage() {
        let images = ["header": CGSize(width: 100, height: 30)]
        #expect(size(of: Image("header").resizable(), proposing: .of(200, 60), images: images) == CGSize(width: 200, height: 60))
        #expect(size(of: Image("header").resizable(), proposing: .unspecified, images: images) == CGSize(width: 100, height: 30))
        #expect(size(of: Image("header").resizable(), proposing: .of(nil, 60), images: images) == CGSize(width: 100, height: 60))
    }

    @Test("V21: a resizable 2:1 image fitted into 100×100 is 100×50; filled it is 200×100, drawn beyond the frame unless clipped")
    func fitAndFillImage() {
        let images = ["wide": CGSize(width: 64, height: 32)]
        let image = Image("wide").resizable()
        #expect(size(of: image.aspectRatio(contentMode: .fit), proposing: .of(100, 100), images: images) == CGSize(width: 100, height: 50))
        #expect(size(of: image.aspectRatio(contentMode: .fill), proposing: .of(100, 100), images: images) == CGSize(width: 200, height: 100))
        let filled = layout(image.aspectRatio(contentMode: .fill).frame(width: 100, height: 100).accessibilityIdentifier("frame"), 300, 300, images: images)
        let frame = filled.frame(of: "frame")
        #expect(frame?.size == CGSize(width: 100, height: 100), "the frame stays 100×100")
        #expect(!filled.displayList.contains("clip"), "nothing limits the drawing: \(filled.displayList)")
        let clipped = layout(image.aspectRatio(contentMode: .fill).frame(width: 100, height: 100).clipped(), 300, 300, images: images)
        #expect(clipped.displayList.contains("clip"), "clipped() limits it to the frame: \(clipped.displayList)")
    }

    @Test("R48: a Divider is horizontal in a VStack (200×1) and vertical in an HStack (1×40); nil gives 10")
    func divider() {
        let inV = layout(VStack { Divider().accessibilityIdentifier("d") }.frame(width: 200), 300, 300)
        #expect(inV.frame(of: "d")?.size == CGSize(width: 200, height: 1))
        let inH = layout(HStack { Divider().accessibilityIdentifier("d") }.frame(height: 40), 300, 300)
        #expect(inH.frame(of: "d")?.size == CGSize(width: 1, height: 40))
        #expect(size(of: Divider(), proposing: .unspecified) == CGSize(width: 10, height: 1))
        #expect(size(of: HStack { Divider() }, proposing: .unspecified) == CGSize(width: 1, height: 10))
    }

    @Test("R49: Spacer in an HStack is w×0, in a VStack 0×h, never below minLength")
    func spacerInStacks() {
        let h = layout(HStack(spacing: 0) { Spacer().accessibilityIdentifier("s") }, 50, 100)
        #expect(h.frame(of: "s")?.size == CGSize(width: 50, height: 0))
        let v = layout(VStack(spacing: 0) { Spacer().accessibilityIdentifier("s") }, 100, 50)
        #expect(v.frame(of: "s")?.size == CGSize(width: 0, height: 50))
        let narrow = layout(HStack(spacing: 0) { Spacer().accessibilityIdentifier("s") }, 3, 100)
        #expect(narrow.frame(of: "s")?.size == CGSize(width: 8, height: 0))
        #expect(size(of: HStack { Spacer(minLength: 20) }, proposing: .of(0, 30)) == CGSize(width: 20, height: 0))
    }

    @Test("R50: a Spacer in a ZStack proposed 100×100 is 100×100")
    func spacerInZStack() {
        #expect(size(of: ZStack { Spacer() }, proposing: .of(100, 100)) == CGSize(width: 100, height: 100))
    }
}
