public import SceneryCore

/// A view laid out headless as a window lays out its content, for layout tests: the
/// window proposes its size to the root view and centres the root's chosen size in it.
/// Text is measured with deterministic metrics (each character 0.5 × the font size wide,
/// lines 1.2 × the size high, rounded up), so numbers are the same on every machine.
///
/// ```swift
/// let snapshot = LayoutSnapshot(of: ContentView(), in: CGSize(width: 320, height: 480))
/// #expect(snapshot.frame(of: "avatar") == CGRect(x: 20, y: 20, width: 40, height: 40))
/// print(snapshot.displayList)
/// ```
@MainActor
public struct LayoutSnapshot {
    /// The window size the view was laid out in.
    public let windowSize: CGSize
    /// The root view's size.
    public let size: CGSize
    /// The root view's frame in the window.
    public let rootFrame: CGRect
    /// What would be drawn, one item per line, back to front, in window coordinates.
    public let displayList: String
    private let identified: [(String, CGRect)]

    /// Lays `view` out in a window of `size` (320×480 by default, the book's examples').
    public init<V: View>(of view: V, in size: CGSize = CGSize(width: 320, height: 480)) {
        self.init(of: view, in: size, textMeasurer: FixedTextMeasurer())
    }

    /// Lays `view` out with the given text measurer and named-image sizes.
    package init<V: View>(
        of view: V, in size: CGSize, textMeasurer: any TextMeasurer,
        imageSizes: [String: CGSize] = [:], environment: EnvironmentValues = EnvironmentValues()
    ) {
        var context = ResolveContext(environment: environment, textMeasurer: textMeasurer)
        context.imageSize = { imageSizes[$0] }
        let root = resolveSingle(view, context: context)
        let list = layoutWindow(root, in: size, scale: environment.displayScale)
        windowSize = size
        self.size = root.frame.size
        rootFrame = root.frame
        displayList = list.description
        var identified: [(String, CGRect)] = []
        root.forEachNode { node in
            if let name = node.identifier { identified.append((name, node.frame)) }
        }
        self.identified = identified
    }

    /// The frame, in window coordinates, of the first view marked
    /// `.accessibilityIdentifier(identifier)`, or nil when there is none.
    public func frame(of identifier: String) -> CGRect? {
        identified.first { $0.0 == identifier }?.1
    }

    /// The frames of every view marked `.accessibilityIdentifier(identifier)`, in
    /// tree order (a modifier on a view list marks each element).
    public func frames(of identifier: String) -> [CGRect] {
        identified.filter { $0.0 == identifier }.map(\.1)
    }
}
