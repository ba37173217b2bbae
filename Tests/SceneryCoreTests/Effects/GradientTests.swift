@testable import SceneryCairo
@testable import SceneryCore
import SceneryTesting
import Testing

@Suite("Gradients: linear, radial, elliptical and angular styles over the filled shape's frame")
@MainActor
struct GradientTests {
    let red = Color(red: 1, green: 0, blue: 0)
    let blue = Color(red: 0, green: 0, blue: 1)

    private func snapshot(_ view: some View, width: Double, height: Double) -> HeadlessSnapshot {
        HeadlessSnapshot(of: view.frame(width: width, height: height), width: width, height: height)
    }

    /// Whether the pixel is mostly red (`true`) or mostly blue (`false`), with the margin.
    private func isRed(_ image: RasterImage, _ x: Int, _ y: Int) -> Bool {
        let c = image.rgb(x: x, y: y)
        return c.red > 200 && c.blue < 55 && c.green < 55
    }

    private func isBlue(_ image: RasterImage, _ x: Int, _ y: Int) -> Bool {
        let c = image.rgb(x: x, y: y)
        return c.blue > 200 && c.red < 55 && c.green < 55
    }

    @Test("A linear gradient from .top to .bottom is the first colour at the top, the last at the bottom, mixed between")
    func topToBottom() {
        let shot = snapshot(Rectangle().fill(LinearGradient(colors: [red, blue], startPoint: .top, endPoint: .bottom)), width: 40, height: 100)
        #expect(isRed(shot.image, 20, 1))
        #expect(isBlue(shot.image, 20, 98))
        let middle = shot.image.rgb(x: 20, y: 50)
        #expect(abs(middle.red - 128) < 20 && abs(middle.blue - 128) < 20, "halfway is half of each: \(middle)")
        #expect(isRed(shot.image, 2, 1) && isRed(shot.image, 37, 1), "the colour does not change across the axis")
    }

    @Test("A linear gradient from .leading to .trailing runs left to right; .trailing to .leading the other way")
    func leadingToTrailing() {
        let forward = snapshot(Rectangle().fill(.linearGradient(colors: [red, blue], startPoint: .leading, endPoint: .trailing)), width: 100, height: 30)
        #expect(isRed(forward.image, 1, 15) && isBlue(forward.image, 98, 15))
        let backward = snapshot(Rectangle().fill(.linearGradient(colors: [red, blue], startPoint: .trailing, endPoint: .leading)), width: 100, height: 30)
        #expect(isBlue(backward.image, 1, 15) && isRed(backward.image, 98, 15))
    }

    @Test("Stops' locations are honoured: the colour holds until the next stop starts")
    func stopLocations() {
        let stops = [Gradient.Stop(color: red, location: 0), Gradient.Stop(color: red, location: 0.5), Gradient.Stop(color: blue, location: 1)]
        let shot = snapshot(Rectangle().fill(LinearGradient(stops: stops, startPoint: .leading, endPoint: .trailing)), width: 100, height: 20)
        #expect(isRed(shot.image, 45, 10), "red up to the middle")
        let threeQuarters = shot.image.rgb(x: 75, y: 10)
        #expect(abs(threeQuarters.red - 128) < 25 && abs(threeQuarters.blue - 128) < 25, "halfway between the last two stops: \(threeQuarters)")
        #expect(isBlue(shot.image, 98, 10))
    }

    @Test("The gradient is placed in the shape's frame, in window coordinates")
    func placedInFrame() {
        let view = Rectangle().fill(LinearGradient(colors: [red, blue], startPoint: .top, endPoint: .bottom))
            .frame(width: 20, height: 40).padding(10)
        let shot = HeadlessSnapshot(of: view, width: 40, height: 60)
        #expect(shot.displayList.contains("fill rect (10, 10, 20, 40) linear (20, 10)→(20, 50)"), "\(shot.displayList)")
        #expect(isRed(shot.image, 20, 11) && isBlue(shot.image, 20, 48))
    }

    @Test("A radial gradient is its start colour at the centre and its end colour beyond the end radius")
    func radial() {
        let shot = snapshot(Rectangle().fill(RadialGradient(colors: [red, blue], center: .center, startRadius: 0, endRadius: 25)), width: 60, height: 60)
        #expect(isRed(shot.image, 30, 30))
        #expect(isBlue(shot.image, 2, 2) && isBlue(shot.image, 30, 57), "padded with the end colour")
        let between = shot.image.rgb(x: 30 + 12, y: 30)
        #expect(between.red > 80 && between.blue > 80, "mixed halfway out: \(between)")
    }

    @Test("An elliptical gradient reaches the edges of a wide frame at its end fraction 0.5")
    func elliptical() {
        let shot = snapshot(Rectangle().fill(EllipticalGradient(colors: [red, blue])), width: 120, height: 40)
        #expect(isRed(shot.image, 60, 20))
        let nearSide = shot.image.rgb(x: 3, y: 20), nearTop = shot.image.rgb(x: 60, y: 1)
        #expect(nearSide.blue > 200 && nearTop.blue > 200, "both axes end at the edges: \(nearSide) \(nearTop)")
        let quarter = shot.image.rgb(x: 30, y: 20)
        #expect(quarter.red > 80 && quarter.blue > 80, "half way to the side is mixed: \(quarter)")
    }

    @Test("A conic gradient turns clockwise from the trailing side")
    func angular() {
        let shot = snapshot(Rectangle().fill(AngularGradient(colors: [red, blue], center: .center)), width: 80, height: 80)
        let below = shot.image.rgb(x: 40, y: 70), above = shot.image.rgb(x: 40, y: 10)
        #expect(below.red > below.blue + 80, "a quarter turn (below the centre) is mostly the first colour: \(below)")
        #expect(above.blue > above.red + 80, "three quarters (above) mostly the last: \(above)")
    }

    @Test("Strokes, borders, backgrounds and the foreground style draw gradients too")
    func everywhere() {
        let gradient = LinearGradient(colors: [red, blue], startPoint: .leading, endPoint: .trailing)
        let border = snapshot(Rectangle().strokeBorder(gradient, lineWidth: 4), width: 100, height: 40)
        #expect(isRed(border.image, 1, 20) && isBlue(border.image, 98, 20))
        let inside = border.image.rgb(x: 50, y: 20)
        #expect(inside.red > 240 && inside.green > 240, "the inside is not filled: \(inside)")
        let background = snapshot(Color.clear.background(gradient), width: 100, height: 40)
        #expect(isRed(background.image, 1, 20) && isBlue(background.image, 98, 20))
        let foreground = snapshot(Capsule().foregroundStyle(gradient), width: 100, height: 40)
        #expect(isRed(foreground.image, 8, 20) && isBlue(foreground.image, 92, 20))
        let view = snapshot(gradient, width: 100, height: 40)
        #expect(isRed(view.image, 1, 20) && isBlue(view.image, 98, 20), "a gradient is a view filling its frame")
    }

    @Test("Fading to .clear fades the colour out instead of darkening it (premultiplied mixing)")
    func fadeToClear() {
        let view = Rectangle().fill(red).overlay {
            Rectangle().fill(LinearGradient(colors: [.white, .clear], startPoint: .top, endPoint: .bottom))
        }
        let shot = snapshot(view, width: 20, height: 100)
        let middle = shot.image.rgb(x: 10, y: 50)
        #expect(middle.red > 245 && middle.green > 110, "half white over red is pink: \(middle)")
        #expect(isRed(shot.image, 10, 98))
    }

    @Test("Text in a gradient style is drawn in the gradient's first colour")
    func textFallsBack() {
        let gradient = LinearGradient(colors: [red, blue], startPoint: .leading, endPoint: .trailing)
        #expect(gradient.resolve(in: EnvironmentValues()) == red)
        let shot = HeadlessSnapshot(of: Text("Hello").foregroundStyle(gradient), width: 100, height: 40)
        #expect(shot.displayList.contains("text \"Hello\""), "\(shot.displayList)")
        #expect(shot.displayList.contains("\(red)"), "\(shot.displayList)")
    }

    @Test("Changing a gradient's colours redraws its shape")
    func damage() {
        let frame = CGRect(x: 10, y: 10, width: 40, height: 40)
        func list(_ end: Color) -> DisplayList {
            let gradient = ResolvedGradient(stops: [.init(color: red, location: 0), .init(color: end, location: 1)], geometry: .linear(start: .top, end: .bottom))
            return DisplayList(items: [.gradientShape(Path(frame), paint: .fill(eoFill: false), gradient: gradient.placed(in: frame), frame: frame)])
        }
        #expect(DisplayListDamage.between(list(blue), list(blue), size: CGSize(width: 200, height: 200)) == .none)
        guard case .region(let region) = DisplayListDamage.between(list(blue), list(.green), size: CGSize(width: 200, height: 200)) else {
            Issue.record("a region to repaint")
            return
        }
        #expect(region.contains(frame))
    }

    @Test("Book: the glossy badge draws red, lighter at the top (Thinking in SwiftUI, custom component styles)")
    func glossyBadge() {
        let badge = ZStack {
            ContainerRelativeShape().fill(red).overlay {
                ContainerRelativeShape().fill(LinearGradient(colors: [.white, .clear], startPoint: .top, endPoint: .center))
            }
            ContainerRelativeShape().strokeBorder(Color.white, lineWidth: 2).shadow(radius: 2)
        }
        .containerShape(Capsule(style: .continuous))
        let shot = HeadlessSnapshot(of: badge.frame(width: 80, height: 40).padding(10), width: 100, height: 60)
        let top = shot.image.rgb(x: 50, y: 15), bottom = shot.image.rgb(x: 50, y: 42)
        #expect(top.red > 240 && top.green > bottom.green + 60, "lighter near the top: \(top) vs \(bottom)")
        #expect(bottom.red > 200 && bottom.green < 60, "red below the middle: \(bottom)")
    }
}
