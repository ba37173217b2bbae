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
        /// `text`, `symbol`, `image`, `fill`, `shape`, `clip`, `opacity`, `transform` or `end`.
        public var kind: String
        /// The string for text, the symbol or image name, or for shapes the paint and path
        /// (e.g. `fill roundedRect(8)`).
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

    /// The window size the view was laid out in, in points.
    public let width: Double
    /// The window height.
    public let height: Double
    /// What was drawn, back to front.
    public let items: [Item]
    /// The drawn frame: ``scale`` pixels per point.
    public let image: RasterImage
    /// Pixels per point of the virtual display the view was drawn on.
    public let scale: Double
    /// A textual dump of the display list, one item per line.
    public let displayList: String

    /// Lays `view` out in a window of `width`×`height` points (its ideal size when nil) with
    /// Pango text metrics, and draws it on a display of `scale` pixels per point (the image
    /// is `scale` times as many pixels; 2 for a HiDPI screen).
    ///
    /// `drags` are applied before the snapshot is taken, as a person's pointer would: for
    /// each, the button goes down at `from`, the pointer moves to `to` and the button comes
    /// up there (window points); nothing is left hovered.
    public init<V: View>(
        of view: V, width: Double? = nil, height: Double? = nil, scale: Double = 1,
        drags: [(from: CGPoint, to: CGPoint)] = []
    ) {
        let backend = HeadlessBackend(scale: CGFloat(scale))
        self.scale = scale
        let controller = WindowController(content: AnyView(view), textMeasurer: backend.textMeasurer)
        do {
            try controller.open(on: backend, appID: "snapshot", title: "snapshot")
        } catch {
            fatalError("the headless backend cannot fail to make a window: \(error)")
        }
        let ideal = controller.size
        let size = Size(width: width ?? ideal.width, height: height ?? ideal.height)
        backend.windows[0].resize(to: size)
        for drag in drags {
            backend.windows[0].press(at: drag.from)
            backend.windows[0].drag(to: drag.to)
            backend.windows[0].release(at: drag.to)
            // The pointer leaves the window: nothing stays drawn hovered.
            backend.windows[0].hover(at: nil)
        }
        self.width = size.width
        self.height = size.height
        let list = controller.displayList
        items = list.items.map(Item.init)
        image = backend.windows[0].image!
        displayList = list.description
        controller.close()
    }

    /// The first shape item whose content (paint and path) starts with `prefix`.
    public func shape(_ prefix: String) -> Item? { items.first { $0.kind == "shape" && $0.content.hasPrefix(prefix) } }

    /// The first text item showing `string`.
    public func text(_ string: String) -> Item? { items.first { $0.kind == "text" && $0.content == string } }

    /// The first symbol item named `name`.
    public func symbol(_ name: String) -> Item? { items.first { $0.kind == "symbol" && $0.content == name } }
}

extension HeadlessSnapshot.Item {
    /// Describes one display-list item.
    init(_ item: DisplayItem) {
        let kind: String, content: String
        switch item {
        case .text(let string, _, _, _, _): (kind, content) = ("text", string)
        case .symbol(let name, _, _, _): (kind, content) = ("symbol", name)
        case .image(let name, _): (kind, content) = ("image", name)
        case .fill: (kind, content) = ("fill", "")
        case .shape(let path, let paint, _, _): (kind, content) = ("shape", "\(paint) \(path)")
        case .gradientShape(let path, let paint, _, _): (kind, content) = ("shape", "\(paint) \(path)")
        case .beginClip(let path, _): (kind, content) = ("clip", path.description)
        case .beginOpacity(let opacity, _): (kind, content) = ("opacity", "\(opacity)")
        case .beginTransform: (kind, content) = ("transform", "")
        case .beginBlur(let radius, let opaque, _): (kind, content) = ("blur", "\(radius)\(opaque ? " opaque" : "")")
        case .beginShadow(_, let radius, let offset, _): (kind, content) = ("shadow", "\(radius) \(offset.layoutDescription)")
        case .end: (kind, content) = ("end", "")
        }
        let f = item.frame
        self.init(kind: kind, content: content, x: f.minX, y: f.minY, width: f.width, height: f.height)
    }
}
