@testable import SceneryCairo
@testable import SceneryCore
import SceneryTesting
import Testing

@Suite("shadow(color:radius:x:y:): the view's alpha, coloured, offset and blurred underneath")
@MainActor
struct ShadowTests {
    /// A red square at (20, 20, 20, 20) in a 60×60 window.
    private func square(_ shadow: (color: Color?, radius: CGFloat, x: CGFloat, y: CGFloat)?) -> HeadlessSnapshot {
        let content = Color(red: 1, green: 0, blue: 0).frame(width: 20, height: 20)
        let view: AnyView
        if let s = shadow {
            view = s.color.map { AnyView(content.shadow(color: $0, radius: s.radius, x: s.x, y: s.y)) }
                ?? AnyView(content.shadow(radius: s.radius, x: s.x, y: s.y))
        } else {
            view = AnyView(content)
        }
        return HeadlessSnapshot(of: view.frame(width: 60, height: 60), width: 60, height: 60)
    }

    @Test(".shadow(radius: 0) is a hard copy in the colour, moved by the offset, under the view")
    func hardShadow() {
        let shot = square((Color.black, 0, 5, 5))
        #expect(shot.displayList.contains("shadow 0 offset 5×5 (20, 20, 20, 20)"), "\(shot.displayList)")
        let shadow = shot.image.rgb(x: 42, y: 42)
        #expect(shadow.red < 10 && shadow.green < 10, "inside the moved copy: black \(shadow)")
        let beside = shot.image.rgb(x: 22, y: 42)
        #expect(beside.red > 240 && beside.green > 240, "below the view but left of the copy: untouched \(beside)")
        let view = shot.image.rgb(x: 38, y: 38)
        #expect(view.red > 240 && view.green < 10, "the view is drawn over its shadow \(view)")
        #expect(shot.image.rgb(x: 46, y: 46).green > 240, "nothing beyond the copy")
    }

    @Test("A blurred shadow darkens pixels just outside the frame on the offset side and fades away")
    func blurredShadow() {
        let plain = square(nil)
        let shot = square((nil, 2, 0, 4))
        #expect(shot.image.luminance(x: 30, y: 42) < plain.image.luminance(x: 30, y: 42) - 0.1, "just below the frame")
        #expect(shot.image.luminance(x: 30, y: 18) > shot.image.luminance(x: 30, y: 42), "lighter on the side away from the offset")
        #expect(abs(shot.image.luminance(x: 2, y: 2) - plain.image.luminance(x: 2, y: 2)) < 0.01, "far away untouched")
        #expect(shot.image.rgb(x: 30, y: 30).red > 240, "the view itself unchanged")
    }

    @Test("The default colour is a translucent black")
    func defaultColor() {
        let shot = square((nil, 0, 5, 5))
        let shadow = shot.image.rgb(x: 42, y: 42)
        #expect(shadow.red < 220 && shadow.red > 100, "darker than the background, not black: \(shadow)")
    }

    @Test("A shadow does not change layout")
    func layout() {
        let plain = square(nil)
        let shot = square((Color.black, 3, 4, 4))
        #expect(shot.shape("fill") == plain.shape("fill") && shot.shape("fill")?.x == 20 && shot.shape("fill")?.width == 20)
    }

    @Test("Damage covers the shadow's offset and spread")
    func damage() {
        let frame = CGRect(x: 20, y: 20, width: 20, height: 20)
        let item = DisplayItem.beginShadow(color: .black, radius: 2, offset: CGSize(width: 0, height: 10), frame: frame)
        let extent = item.paintExtent ?? .zero
        #expect(extent.contains(frame) && extent.maxY >= frame.maxY + 10 + 6, "\(extent)")
        let size = CGSize(width: 400, height: 400)
        let without = DisplayList(items: [.fill(frame, color: .red)])
        let with = DisplayList(items: [item, .fill(frame, color: .red), .end])
        guard case .region(let region) = DisplayListDamage.between(without, with, size: size) else {
            Issue.record("a region to repaint")
            return
        }
        #expect(region.maxY >= frame.maxY + 16, "\(region)")
        // A change inside the shadow repaints where its shadow falls too.
        let changed = DisplayList(items: [item, .fill(frame, color: .blue), .end])
        guard case .region(let inside) = DisplayListDamage.between(with, changed, size: size) else {
            Issue.record("a region to repaint")
            return
        }
        #expect(inside.contains(frame) && inside.maxY >= frame.maxY + 16, "\(inside)")
    }
}
