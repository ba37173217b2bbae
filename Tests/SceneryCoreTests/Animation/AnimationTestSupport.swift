@testable import SceneryCore
import Testing

/// A window's graph driven on an explicit animation clock: `update(at:)` applies state
/// changes as the renderer does at the end of an event-loop turn, `frame(at:)` is one tick
/// of the frame clock. Both lay the tree out in `size`.
@MainActor
final class AnimationHarness<Root: View> {
    let graph = ViewGraph()
    let root: Root
    let size: CGSize
    let context = ResolveContext(textMeasurer: FixedTextMeasurer())
    private(set) var node: ViewNode
    private(set) var displayList = DisplayList()
    /// How many updates a frame ran (0 when nothing animated).
    private(set) var frames = 0

    init(_ root: Root, size: CGSize = CGSize(width: 320, height: 480)) {
        self.root = root
        self.size = size
        node = graph.update(root, context: context)
        layout()
    }

    /// Lays the tree out as the window does (updates asked for during layout included).
    private func layout() {
        node = graph.layoutFrame(node, content: root, context: context, in: size).root
        var list = DisplayList()
        node.draw(into: &list)
        displayList = list
    }

    /// Applies pending state changes at `time`.
    func update(at time: Double) {
        graph.animations.time = time
        if graph.isUpdateScheduled { node = graph.update(root, context: context) }
        layout()
    }

    /// One animation frame at `time`.
    func frame(at time: Double) {
        if graph.prepareAnimationFrame(at: time) {
            frames += 1
            node = graph.update(root, context: context)
        }
        layout()
    }

    /// The frame of the first node marked with `accessibilityIdentifier(id)`.
    func frame(of id: String) -> CGRect? {
        var found: CGRect?
        node.forEachNode { if found == nil, $0.identifier == id { found = $0.frame } }
        return found
    }

    /// The opacities of the opacity groups drawn, in drawing order.
    var opacities: [Double] {
        displayList.items.compactMap { if case .beginOpacity(let o, _) = $0 { o } else { nil } }
    }

    /// The horizontal scales of the transforms drawn, in drawing order.
    var scales: [Double] {
        displayList.items.compactMap { if case let .beginTransform(sx, _, _, _, _) = $0 { sx } else { nil } }
    }

    /// The fill colours of the shapes drawn, in drawing order.
    var shapeFrames: [CGRect] {
        displayList.items.compactMap { if case .shape(_, _, _, let frame) = $0 { frame } else { nil } }
    }
}

/// Closeness for curve values.
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }
func close(_ a: Double?, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { a.map { close($0, b, tolerance) } ?? false }
func close(_ a: CGFloat?, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { a.map { close(Double($0), b, tolerance) } ?? false }
