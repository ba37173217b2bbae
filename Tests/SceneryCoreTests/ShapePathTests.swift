@testable import SceneryCore
import SceneryTesting
import Testing

/// The documentation's user shape: it implements only `path(in:)`.
struct UserTriangle: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

/// A square with a square of half its size inside it.
struct NestedSquares: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addRect(rect)
        path.addRect(rect.insetBy(dx: rect.width / 4, dy: rect.height / 4))
        return path
    }
}

@Suite("Shapes' paths and paint")
@MainActor
struct ShapePathTests {
    @Test("V48: a circle's path in 100×60 is the centred 60×60 square's; an ellipse's and a rectangle's fill the rectangle; a capsule is a rounded rectangle of half the short side")
    func pathGeometry() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
        #expect(Circle().path(in: rect).boundingRect == CGRect(x: 20, y: 0, width: 60, height: 60))
        #expect(Ellipse().path(in: rect).boundingRect == rect)
        #expect(Rectangle().path(in: rect).boundingRect == rect)
        let wide = CGRect(x: 0, y: 0, width: 100, height: 40)
        #expect(Capsule().path(in: wide).elements == RoundedRectangle(cornerRadius: 20).path(in: wide).elements)
        #expect(Capsule(style: .continuous).path(in: wide).elements
            == RoundedRectangle(cornerRadius: 20, style: .continuous).path(in: wide).elements)
    }

    @Test("V46: a Circle with neither fill nor stroke, under foregroundStyle(.red), is filled red")
    func circleTakesForegroundStyle() {
        let snapshot = HeadlessSnapshot(of: Circle().foregroundStyle(Color.red).frame(width: 20, height: 20), width: 20, height: 20)
        let centre = snapshot.image.rgb(x: 10, y: 10)
        #expect(centre.red > 220 && centre.green < 90 && centre.blue < 90, "\(centre)")
        let corner = snapshot.image.rgb(x: 1, y: 1)
        #expect(corner.green > 200, "outside the circle stays background: \(corner)")
    }

    private func isRed(_ snapshot: HeadlessSnapshot, _ x: Int, _ y: Int) -> Bool {
        let c = snapshot.image.rgb(x: x, y: y)
        return c.red > 220 && c.green < 90 && c.blue < 90
    }

    @Test("V51: Rectangle().stroke(.black, lineWidth: 4) in a 100×100 frame paints 2 points inside and 2 outside the frame's edge")
    func strokeStraddlesTheEdge() {
        let snapshot = HeadlessSnapshot(
            of: Rectangle().stroke(Color.black, lineWidth: 4).frame(width: 100, height: 100).padding(10), width: 120, height: 120)
        // The left edge is at x = 10: the stroke covers 8 ..< 12.
        let row = (6...13).map { snapshot.image.luminance(x: $0, y: 60) < 60 }
        #expect(row == [false, false, true, true, true, true, false, false], "\(row)")
    }

    @Test("V54: fill(style: FillStyle(eoFill: true)) leaves the inner of two nested squares empty; the nonzero rule fills it")
    func evenOddFill() {
        let evenOdd = HeadlessSnapshot(
            of: NestedSquares().fill(Color.red, style: FillStyle(eoFill: true)).frame(width: 40, height: 40), width: 40, height: 40)
        #expect(isRed(evenOdd, 4, 20) && !isRed(evenOdd, 20, 20))
        let nonZero = HeadlessSnapshot(of: NestedSquares().fill(Color.red).frame(width: 40, height: 40), width: 40, height: 40)
        #expect(isRed(nonZero, 4, 20) && isRed(nonZero, 20, 20))
    }

    @Test("V57: a user shape implementing only path(in:) draws filled with the foreground colour")
    func userShape() {
        let snapshot = HeadlessSnapshot(of: UserTriangle().foregroundStyle(Color.red).frame(width: 40, height: 40), width: 40, height: 40)
        #expect(isRed(snapshot, 20, 35), "inside the triangle")
        #expect(!isRed(snapshot, 2, 2), "outside it, above the slope")
    }
}
