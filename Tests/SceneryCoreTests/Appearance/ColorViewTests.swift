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

    @Test("V42: ZStack { skyBlue; sun symbol in lemon yellow } in 200×100: the frame's corners are sky blue")
    func skyBlueCorners() {
        let skyBlue = Color(red: 0.4627, green: 0.8392, blue: 1.0)
        let lemonYellow = Color(hue: 0.1639, saturation: 1, brightness: 1)
        let snapshot = HeadlessSnapshot(
            of: ZStack {
                skyBlue
                Image(systemName: "sun.max.fill").foregroundStyle(lemonYellow)
            }
            .frame(width: 200, height: 100),
            width: 200, height: 100)
        #expect(snapshot.symbol("sun.max.fill") != nil)
        for (x, y) in [(0, 0), (199, 0), (0, 99), (199, 99)] {
            let c = snapshot.image.rgb(x: x, y: y)
            #expect(abs(c.red - 118) <= 1 && abs(c.green - 214) <= 1 && abs(c.blue - 255) <= 1, "(\(x), \(y)): \(c)")
        }
    }
}
