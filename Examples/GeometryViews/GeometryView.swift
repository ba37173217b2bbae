import Foundation
import Scenery

/// A star drawn as a `Path` whose points are mapped by a `CGAffineTransform`.
public struct Star: Shape {
    /// The number of points.
    public var points: Int

    /// Creates a star with `points` points.
    public init(points: Int) { self.points = points }

    /// The star's outline, scaled from a unit star to `rect`.
    public func path(in rect: CGRect) -> Path {
        var unit = Path()
        for vertex in 0..<(2 * points) {
            let angle = CGFloat(vertex) * .pi / CGFloat(points) - .pi / 2
            let length: CGFloat = vertex.isMultiple(of: 2) ? 1 : 0.45
            let point = CGPoint(x: cos(angle) * length, y: sin(angle) * length)
            if vertex == 0 { unit.move(to: point) } else { unit.addLine(to: point) }
        }
        unit.closeSubpath()
        let toRect = CGAffineTransform(translationX: rect.midX, y: rect.midY)
            .scaledBy(x: rect.width / 2, y: rect.height / 2)
        return unit.applying(toRect)
    }
}

/// What the Geometry example shows: a radial layout of labels around a star, and a geometry
/// reader that prints its own frame in the window.
public struct GeometryView: View {
    /// Creates the view.
    public init() {}

    public var body: some View {
        VStack(spacing: 12) {
            RadialLayout(radius: 60) {
                ForEach(["N", "E", "S", "W"], id: \.self) { label in
                    Text(label).accessibilityIdentifier(label)
                }
            }
            .overlay(Star(points: 5).fill(Color.orange).frame(width: 60, height: 60))
            GeometryReader { proxy in
                Text(GeometryView.describe(proxy.frame(in: .global)))
            }
            .frame(width: 200, height: 20)
        }
        .padding()
    }

    /// `x y w h` of a frame, whole points.
    public static func describe(_ frame: CGRect) -> String {
        let rounded = frame.integral
        return "\(Int(rounded.minX)) \(Int(rounded.minY)) \(Int(rounded.width)) \(Int(rounded.height))"
    }
}
