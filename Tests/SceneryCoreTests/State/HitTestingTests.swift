@testable import SceneryCore
@testable import SceneryRenderer
import Testing

/// Counts taps.
@MainActor
private final class Taps {
    var count = 0
}

@Suite("Hit testing: contentShape and allowsHitTesting")
@MainActor
struct HitTestingTests {
    @Test("Path.contains: a rectangle, a circle, and a ring under the even-odd rule")
    func pathContains() {
        let rect = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(rect.contains(CGPoint(x: 5, y: 5)))
        #expect(!rect.contains(CGPoint(x: 15, y: 5)))
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(circle.contains(CGPoint(x: 50, y: 50)))
        #expect(circle.contains(CGPoint(x: 50, y: 2)))
        #expect(!circle.contains(CGPoint(x: 5, y: 5)), "a corner of the bounding box is outside the circle")
        var ring = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        ring.addEllipse(in: CGRect(x: 25, y: 25, width: 50, height: 50))
        #expect(!ring.contains(CGPoint(x: 50, y: 50), eoFill: true))
        #expect(ring.contains(CGPoint(x: 50, y: 10), eoFill: true))
    }

    @Test("contentShape(Circle()) inside onTapGesture: the corners of the frame do not take the tap, the middle does")
    func contentShapeNarrowsTheHitArea() throws {
        let taps = Taps()
        let window = try HeadlessWindow(
            Color.blue.frame(width: 100, height: 100).contentShape(Circle()).onTapGesture { taps.count += 1 }.padding(20))
        let frame = try #require(window.controller.rootNode?.frame)
        let origin = CGPoint(x: frame.minX + 20, y: frame.minY + 20)
        window.window.click(at: CGPoint(x: origin.x + 4, y: origin.y + 4))
        #expect(taps.count == 0)
        window.window.click(at: CGPoint(x: origin.x + 50, y: origin.y + 50))
        #expect(taps.count == 1)
        window.window.click(at: CGPoint(x: origin.x + 50, y: origin.y + 3))
        #expect(taps.count == 2)
    }

    @Test("allowsHitTesting(false) makes a button ignore clicks; the same button without it takes them")
    func allowsHitTesting() throws {
        let taps = Taps()
        let window = try HeadlessWindow(VStack {
            Button("Off") { taps.count += 100 }.allowsHitTesting(false)
            Button("On") { taps.count += 1 }
        })
        let off = try #require(window.center(of: "Off"))
        let on = try #require(window.center(of: "On"))
        window.window.click(at: off)
        #expect(taps.count == 0)
        window.window.click(at: on)
        #expect(taps.count == 1)
    }
}
