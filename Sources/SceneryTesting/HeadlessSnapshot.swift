public import SceneryCore
import SceneryCairo
import SceneryHeadless
import SceneryRenderer

/// A view drawn by the headless backend: the renderer's own layout and Cairo/Pango drawing
/// into an image, without X.
///
/// ```swift
/// let snapshot = HeadlessSnapshot(of: ContentView())
/// #expect(snapshot.items.contains { $0.text == "Hello, world!" })
/// snapshot.image.writePNG(to: "/tmp/content.png")
/// ```
@MainActor
public struct HeadlessSnapshot {
    /// One thing that was drawn, with its frame in window coordinates.
    public struct Item: Sendable, Equatable {
        /// `text`, `symbol` or `fill`.
        public var kind: String
        /// The string for text, the symbol name for symbols.
        public var content: String
        public var x: Double
        public var y: Double
        public var width: Double
        public var height: Double
        /// The frame's maximum x.
        public var maxX: Double { x + width }
        /// The frame's maximum y.
        public var maxY: Double { y + height }
    }

    /// The window size the view was laid out in.
    public let width: Double
    /// The window height.
    public let height: Double
    /// What was drawn, back to front.
    public let items: [Item]
    /// The drawn frame.
    public let image: RasterImage
    /// A textual dump of the display list, one item per line.
    public let displayList: String

    /// Lays `view` out in a window of `width`×`height` (its ideal size when nil) with Pango
    /// text metrics, and draws it.
    public init<V: View>(of view: V, width: Double? = nil, height: Double? = nil) {
        let backend = HeadlessBackend()
        let controller = WindowController(content: AnyView(view), textMeasurer: backend.textMeasurer)
        do {
            try controller.open(on: backend, appID: "snapshot", title: "snapshot")
        } catch {
            fatalError("the headless backend cannot fail to make a window: \(error)")
        }
        let ideal = controller.size
        let size = Size(width: width ?? ideal.width, height: height ?? ideal.height)
        backend.windows[0].resize(to: size)
        self.width = size.width
        self.height = size.height
        let list = controller.displayList
        items = list.items.map { item in
            let f = item.frame
            switch item {
            case .text(let string, _, _, _): return Item(kind: "text", content: string, x: f.minX, y: f.minY, width: f.width, height: f.height)
            case .symbol(let name, _, _): return Item(kind: "symbol", content: name, x: f.minX, y: f.minY, width: f.width, height: f.height)
            case .fill: return Item(kind: "fill", content: "", x: f.minX, y: f.minY, width: f.width, height: f.height)
            }
        }
        image = backend.windows[0].image!
        displayList = list.description
        controller.close()
    }

    /// The first text item showing `string`.
    public func text(_ string: String) -> Item? { items.first { $0.kind == "text" && $0.content == string } }

    /// The first symbol item named `name`.
    public func symbol(_ name: String) -> Item? { items.first { $0.kind == "symbol" && $0.content == name } }
}
