import Scenery
import SceneryTesting
import Testing

@Suite("Drawing shapes, colours, clipping and opacity (headless pixels)")
@MainActor
struct DrawingTests {
    private func isRed(_ image: RasterImage, _ x: Int, _ y: Int) -> Bool {
        let c = image.rgb(x: x, y: y)
        return c.red > 220 && c.green < 90 && c.blue < 90
    }

    @Test("A filled rounded rectangle covers its frame except the corners")
    func roundedRectangle() {
        let snapshot = HeadlessSnapshot(of: RoundedRectangle(cornerRadius: 10).fill(Color.red).frame(width: 60, height: 40), width: 80, height: 60)
        let image = snapshot.image
        #expect(snapshot.shape("fill roundedRect(10)") != nil)
        #expect(isRed(image, 40, 30))      // centre
        #expect(isRed(image, 11, 30))      // left edge, mid-height
        #expect(!isRed(image, 10, 10))     // the top-left corner is cut
        #expect(!isRed(image, 5, 5))       // outside
    }

    @Test("A stroked circle inks its outline but not its centre; a capsule and an ellipse fill their frames' middles")
    func circleCapsuleEllipse() {
        let circle = HeadlessSnapshot(of: Circle().stroke(Color.red, lineWidth: 4).frame(width: 40, height: 40), width: 40, height: 40)
        #expect(isRed(circle.image, 20, 1))
        #expect(!isRed(circle.image, 20, 20))
        let capsule = HeadlessSnapshot(of: Capsule().fill(Color.red).frame(width: 60, height: 20), width: 60, height: 20)
        #expect(isRed(capsule.image, 30, 10) && isRed(capsule.image, 3, 10) && !isRed(capsule.image, 1, 1))
        let ellipse = HeadlessSnapshot(of: Ellipse().fill(Color.red).frame(width: 60, height: 20), width: 60, height: 20)
        #expect(isRed(ellipse.image, 30, 10) && !isRed(ellipse.image, 2, 2))
    }

    @Test("A colour view fills its frame, and foregroundStyle colours a shape")
    func colourAndForegroundStyle() {
        let color = HeadlessSnapshot(of: Color.blue.frame(width: 10, height: 10), width: 10, height: 10)
        let c = color.image.rgb(x: 5, y: 5)
        #expect(c.blue > 220 && c.red < 30)
        let styled = HeadlessSnapshot(of: Rectangle().frame(width: 10, height: 10).foregroundStyle(Color.red), width: 10, height: 10)
        #expect(isRed(styled.image, 5, 5))
    }

    @Test("clipped() cuts drawing at the frame; without it the child draws outside")
    func clipping() {
        let overflowing = Color.red.frame(width: 60, height: 60).frame(width: 20, height: 20)
        let unclipped = HeadlessSnapshot(of: overflowing, width: 60, height: 60)
        #expect(isRed(unclipped.image, 5, 5))
        let clipped = HeadlessSnapshot(of: overflowing.clipped(), width: 60, height: 60)
        #expect(!isRed(clipped.image, 5, 5))
        #expect(isRed(clipped.image, 30, 30))
        let round = HeadlessSnapshot(of: Color.red.frame(width: 40, height: 40).clipShape(Circle()), width: 40, height: 40)
        #expect(!isRed(round.image, 1, 1) && isRed(round.image, 20, 20))
    }

    @Test("opacity(0.5) blends the view half-way into the background")
    func opacity() {
        let snapshot = HeadlessSnapshot(of: Color.black.frame(width: 10, height: 10).opacity(0.5), width: 10, height: 10)
        let level = snapshot.image.rgb(x: 5, y: 5).red
        // The window background is 98 % white (250); half of it is about 125.
        #expect(abs(level - 125) <= 3)
    }

    @Test("A border is drawn inside the frame")
    func border() {
        let snapshot = HeadlessSnapshot(of: Color.clear.frame(width: 20, height: 20).border(Color.red, width: 2), width: 20, height: 20)
        #expect(isRed(snapshot.image, 0, 10) && isRed(snapshot.image, 19, 10) && !isRed(snapshot.image, 10, 10))
    }
}
