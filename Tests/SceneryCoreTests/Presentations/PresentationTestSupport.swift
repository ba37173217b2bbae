@testable import SceneryCore
@testable import SceneryHeadless
@testable import SceneryRenderer
import Testing

/// A window of `view` on the headless backend with its presentations' windows: clicks and
/// keys go to the window or to a presentation's window, as a person's would.
@MainActor
struct PresentingWindow {
    let backend = HeadlessBackend()
    let controller: WindowController

    init<V: View>(_ view: V) throws {
        let content = view.transaction { $0.disablesAnimations = true }
        controller = WindowController(content: AnyView(content), textMeasurer: FixedTextMeasurer())
        try controller.open(on: backend, appID: "test", title: "test")
    }

    /// The main window.
    var window: SceneryHeadless.HeadlessWindow { backend.windows[0] }
    /// The open presentation windows, oldest first.
    var secondary: [SceneryHeadless.HeadlessWindow] { backend.secondaryWindows }
    /// The surfaces of the presentations that are up, oldest first.
    var surfaces: [PresentationSurface] { controller.surfaces }

    /// The texts the main window draws now.
    var texts: [String] { Self.texts(in: controller.displayList) }

    static func texts(in list: DisplayList) -> [String] {
        list.items.compactMap { if case .text(let s, _, _, _, _) = $0 { s } else { nil } }
    }

    /// The texts the front-most presentation draws.
    var presentedTexts: [String] { surfaces.last.map { Self.texts(in: $0.displayList) } ?? [] }

    /// The centre of the text `string` in `list`.
    static func center(of string: String, in list: DisplayList) -> CGPoint? {
        for item in list.items {
            if case .text(let s, _, _, let frame, _) = item, s == string { return CGPoint(x: frame.midX, y: frame.midY) }
        }
        return nil
    }

    /// Clicks the text `string` in the main window.
    func click(_ string: String) throws {
        let point = try #require(Self.center(of: string, in: controller.displayList), "no \(string) in the window")
        window.click(at: point)
    }

    /// Clicks the text `string` in the front-most presentation's window.
    func clickPresented(_ string: String) throws {
        let surface = try #require(surfaces.last, "nothing is presented")
        let point = try #require(Self.center(of: string, in: surface.displayList), "no \(string) in the presentation")
        let window = try #require(secondary.last)
        window.click(at: point)
    }
}
