@testable import SceneryCore
import SceneryTesting
import Testing

@Suite("A colour as a view")
@MainActor
struct ColorViewTests {
    @Test("V41: a colour view is exactly the size proposed; Color.clear changes no pixel but still takes its space")
    func sizeAndClear() {
        let layout = LayoutSnapshot(of: Color.red.accessibilityIdentifier("colour").frame(width: 200, height: 100))
        #expect(layout.frame(of: "colour")?.size == CGSize(width: 200, height: 100))

        let row = HStack(spacing: 0) {
            Color.clear.frame(width: 30, height: 20).accessibilityIdentifier("clear")
            Color.black.frame(width: 30, height: 20).accessibilityIdentifier("black")
        }
        let laidOut = LayoutSnapshot(of: row)
        let clearFrame = laidOut.frame(of: "clear"), blackFrame = laidOut.frame(of: "black")
        #expect(clearFrame?.size == CGSize(width: 30, height: 20))
        #expect(blackFrame.map { $0.minX } == clearFrame.map { $0.minX + CGFloat(30) }, "the clear colour kept its 30 points")
        let clear = HeadlessSnapshot(of: Color.clear.frame(width: 30, height: 20), width: 30, height: 20)
        let empty = HeadlessSnapshot(of: Spacer().frame(width: 30, height: 20), width: 30, height: 20)
        #expect(clear.image.differingPixelCount(from: empty.image) == 0)
        let black = HeadlessSnapshot(of: Color.black.frame(width: 30, height: 20), width: 30, height: 20)
        #expect(black.image.differingPixelCount(from: empty.image) == 600, "a colour that is not clear paints every pixel")
    }
}
