/// A push or pop in motion, as AdwNavigationView shows it: a push slides the new view in
/// from the trailing edge over the old one, a pop slides the old view out towards the
/// trailing edge, uncovering the one below. The sliding view gets the window's background
/// so the one under it does not show through; the header stays in place. Every view is
/// laid out, and hit by the pointer, where it rests: only the drawing of the sliding one
/// is shifted, so a click during the slide reaches the view it will show.
///
/// The motion is one animatable attribute of the stack (a counter that goes up by one at
/// each push or pop, animated with ``animation``), so it runs on the window's animation
/// clock and frames like any other attribute: a new push or pop during a slide starts
/// from its beginning.
struct NavigationSlide {
    enum Kind { case push, pop }

    /// How the slide moves: 220 ms, ease-out (libadwaita uses about 200–250 ms).
    static let animation = Animation.easeOut(duration: 0.22)

    /// The view that stays (the old top on a push, the new top on a pop).
    let under: ViewNode
    /// The view that moves.
    let over: ViewNode
    /// Where `over` is, as a fraction of the stack's width from its resting place
    /// (positive towards the right; negative right to left).
    let offset: CGFloat
    let background: Color
}

extension DisplayItem {
    /// The item moved `dx` points to the right (a sliding view is drawn shifted, laid out
    /// where it rests).
    func shifted(by dx: CGFloat) -> DisplayItem {
        func moved(_ rect: CGRect) -> CGRect { rect.offsetBy(dx: dx, dy: 0) }
        func moved(_ point: CGPoint) -> CGPoint { CGPoint(x: point.x + dx, y: point.y) }
        switch self {
        case let .text(string, font, color, frame, style):
            return .text(string, font: font, color: color, frame: moved(frame), style: style)
        case let .symbol(name, color, frame, multicolor):
            return .symbol(name, color: color, frame: moved(frame), multicolor: multicolor)
        case let .image(name, frame):
            return .image(name, frame: moved(frame))
        case let .fill(rect, color):
            return .fill(moved(rect), color: color)
        case let .shape(path, paint, color, frame):
            return .shape(path.offsetBy(dx: dx, dy: 0), paint: paint, color: color, frame: moved(frame))
        case let .gradientShape(path, paint, gradient, frame):
            var gradient = gradient
            switch gradient.geometry {
            case let .linear(start, end):
                gradient.geometry = .linear(start: moved(start), end: moved(end))
            case let .radial(center, startRadius, endRadius, radiusScale):
                gradient.geometry = .radial(center: moved(center), startRadius: startRadius, endRadius: endRadius, radiusScale: radiusScale)
            case let .angular(center, startAngle, endAngle):
                gradient.geometry = .angular(center: moved(center), startAngle: startAngle, endAngle: endAngle)
            }
            return .gradientShape(path.offsetBy(dx: dx, dy: 0), paint: paint, gradient: gradient, frame: moved(frame))
        case let .beginClip(path, frame):
            return .beginClip(path.offsetBy(dx: dx, dy: 0), frame: moved(frame))
        case let .beginOpacity(opacity, frame):
            return .beginOpacity(opacity, frame: moved(frame))
        case let .beginTransform(scaleX, scaleY, rotation, anchor, frame):
            return .beginTransform(scaleX: scaleX, scaleY: scaleY, rotation: rotation, anchor: moved(anchor), frame: moved(frame))
        case let .beginBlur(radius, opaque, frame):
            return .beginBlur(radius: radius, opaque: opaque, frame: moved(frame))
        case let .beginShadow(color, radius, offset, frame):
            return .beginShadow(color: color, radius: radius, offset: offset, frame: moved(frame))
        case .end:
            return .end
        }
    }
}
