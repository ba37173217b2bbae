import Foundation
import GeometryViews
import SceneryCore
import SceneryTesting
import Testing

/// Scenery's API takes Foundation's geometry types: a file that imports Foundation beside
/// Scenery names `CGFloat`, `CGSize`, `CGPoint` and `CGRect` without qualifying them.
@Suite("Foundation geometry types")
@MainActor
struct FoundationGeometryTests {
    @Test("A custom Layout written in Foundation's types places its subviews on the circle")
    func radialLayout() {
        let snapshot = LayoutSnapshot(of: GeometryView(), in: CGSize(width: 400, height: 400))
        let frames = ["N", "E", "S", "W"].map { snapshot.frame(of: $0) }
        #expect(frames.allSatisfy { $0 != nil })
        let centers = frames.compactMap { $0 }.map { CGPoint(x: $0.midX, y: $0.midY) }
        guard centers.count == 4 else { return }
        // N above E's row and S below it; E right of N's column and W left of it, 60 points out.
        let middle = CGPoint(x: centers[0].x, y: centers[1].y)
        #expect(abs(centers[0].y - (middle.y - 60)) < 1e-6)
        #expect(abs(centers[2].y - (middle.y + 60)) < 1e-6)
        #expect(abs(centers[1].x - (middle.x + 60)) < 1e-6)
        #expect(abs(centers[3].x - (middle.x - 60)) < 1e-6)
    }

    @Test("A GeometryReader reports its frame(in: .global) as a Foundation CGRect")
    func readerReportsItsFrame() {
        let snapshot = LayoutSnapshot(of: GeometryView(), in: CGSize(width: 400, height: 400))
        let root = snapshot.rootFrame
        // The reader is the VStack's last child: 200×20, centred, 16 in from the padded bottom.
        let expected = CGRect(x: root.midX - 100, y: root.maxY - 16 - 20, width: 200, height: 20)
        #expect(snapshot.displayList.contains("text \"\(GeometryView.describe(expected))\""))
    }

    @Test("CGAffineTransform maps points as CoreGraphics does: rotation, concatenation, inversion")
    func affineTransforms() {
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)
        let rotated = CGPoint(x: 1, y: 0).applying(quarter)
        #expect(abs(rotated.x) < 1e-12 && abs(rotated.y - 1) < 1e-12)
        // `concatenating` applies the receiver first: scale, then move.
        let scaleThenMove = CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 10, y: 20))
        #expect(CGPoint(x: 1, y: 1).applying(scaleThenMove) == CGPoint(x: 12, y: 23))
        let back = CGPoint(x: 12, y: 23).applying(scaleThenMove.inverted())
        #expect(abs(back.x - 1) < 1e-12 && abs(back.y - 1) < 1e-12)
        #expect(CGAffineTransform(scaleX: 0, y: 1).inverted() == CGAffineTransform(scaleX: 0, y: 1), "not invertible: unchanged")
        let box = CGRect(x: 0, y: 0, width: 10, height: 20).applying(quarter)
        #expect(abs(box.minX + 20) < 1e-9 && abs(box.width - 20) < 1e-9 && abs(box.height - 10) < 1e-9)
        #expect(CGSize(width: 2, height: 1).applying(CGAffineTransform(scaleX: 3, y: 4)) == CGSize(width: 6, height: 4))
    }

    @Test("Path.applying maps every point; offsetBy moves the bounding rectangle")
    func pathTransforms() {
        let path = Path(CGRect(x: 0, y: 0, width: 10, height: 5))
        #expect(path.offsetBy(dx: 3, dy: 4).boundingRect == CGRect(x: 3, y: 4, width: 10, height: 5))
        #expect(path.applying(CGAffineTransform(scaleX: 2, y: 2)).boundingRect == CGRect(x: 0, y: 0, width: 20, height: 10))
        let star = Star(points: 5).path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(abs(star.boundingRect.minY) < 1e-9, "the top point touches the rectangle's top")
    }
}
