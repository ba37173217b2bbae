@testable import SceneryCore
import SceneryTesting
import Testing

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
}
