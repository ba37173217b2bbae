@testable import SceneryCore
@testable import SceneryHeadless
@testable import SceneryRenderer
import Testing

extension HeadlessWindow {
    /// The window's (first) split view node.
    var splitNode: NavigationSplitNode? {
        var found: NavigationSplitNode?
        controller.rootNode?.forEachNode { node in
            if found == nil, let split = node as? NavigationSplitNode { found = split }
        }
        return found
    }

    /// The frames of the columns drawn now, by column index (hidden columns are absent).
    var columnFrames: [Int: CGRect] {
        guard let split = splitNode else { return [:] }
        var frames: [Int: CGRect] = [:]
        for (index, column) in split.columns.enumerated() where split.children.contains(where: { $0 === column }) {
            frames[index] = column.frame
        }
        return frames
    }

    /// The centre of the view with `identifier` (an `accessibilityIdentifier`).
    func center(ofIdentifier identifier: String) -> CGPoint? {
        var found: CGRect?
        controller.rootNode?.forEachNode { node in
            if found == nil, node.identifier == identifier { found = node.frame }
        }
        return found.map { CGPoint(x: $0.midX, y: $0.midY) }
    }

    /// The window's title now.
    var title: String { backend.windows[0].title }

    /// Applies state changed from outside an event (a probe's action).
    func update() { controller.updateViews() }
}
