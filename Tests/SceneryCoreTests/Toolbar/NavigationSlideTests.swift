@testable import SceneryCore
import SceneryCairo
import SceneryHeadless
import SceneryPlatform
@testable import SceneryRenderer
import Testing

@Suite("Navigation: the push and pop slide, and the header's colours", .probes)
@MainActor
struct NavigationSlideTests {
    struct Stack: View {
        let probe: Probe
        @State var path: [Int] = []
        var body: some View {
            let _ = {
                probe.actions["push"] = { path.append(1) }
                probe.actions["pop"] = { path.removeLast() }
                probe.actions["assign"] = { path = [1, 2] }
                probe.actions["pushWithoutAnimation"] = { withAnimation(nil) { path.append(1) } }
                probe.actions["pushDisabled"] = {
                    var transaction = Transaction()
                    transaction.disablesAnimations = true
                    withTransaction(transaction) { path.append(1) }
                }
            }()
            NavigationStack(path: $path) {
                Text("Root").frame(maxWidth: .infinity, maxHeight: .infinity)
                    .navigationDestination(for: Int.self) { Text("Page \($0)").frame(maxWidth: .infinity, maxHeight: .infinity) }
            }
        }
    }

    /// The x of the centre of the text `string` now.
    func midX(_ window: HeadlessAnimationWindow, _ string: String) -> CGFloat? {
        for case .text(let text, _, _, let frame, _) in window.controller.displayList.items where text == string { return frame.midX }
        return nil
    }

    func open(_ probe: Probe) throws -> HeadlessAnimationWindow {
        let window = try HeadlessAnimationWindow(Stack(probe: probe))
        window.controller.windowDidResize(to: Size(width: 400, height: 200))
        return window
    }

    @Test("A push slides the new view in from the trailing edge over the old one (ease-out, 220 ms)")
    func pushSlides() throws {
        let probe = Probe()
        let window = try open(probe)
        probe.run("push")
        window.controller.updateViews()
        let start = try #require(midX(window, "Page 1"))
        #expect(start >= 200 + 399, "the update shows where the slide starts: off the trailing edge")
        #expect(midX(window, "Root") == 200, "the old view stays under it")
        window.frame(at: 0.11)
        let middle = try #require(midX(window, "Page 1"))
        #expect(middle > 200 && middle < 400, "half-way in time the view is on its way: \(middle)")
        // ease-out: more than half the distance is covered at half the time.
        #expect(middle < 400)
        window.frame(at: 0.3)
        #expect(midX(window, "Page 1") == 200)
        #expect(midX(window, "Root") == nil, "after the slide only the top view shows")
    }

    @Test("A pop slides the top view out to the trailing edge, uncovering the one below")
    func popSlides() throws {
        let probe = Probe()
        let window = try open(probe)
        probe.run("push")
        window.controller.updateViews()
        window.frame(at: 1)
        probe.run("pop")
        window.controller.updateViews()
        #expect(midX(window, "Page 1") == 200, "the popped view starts where it was")
        #expect(midX(window, "Root") == 200)
        window.frame(at: 1.11)
        let middle = try #require(midX(window, "Page 1"))
        #expect(middle > 400 && middle < 600, "half-way: \(middle)")
        window.frame(at: 1.3)
        #expect(midX(window, "Page 1") == nil)
        #expect(midX(window, "Root") == 200)
    }

    @Test("R95: assigning a whole path does not animate")
    func pathAssignmentDoesNotSlide() throws {
        let probe = Probe()
        let window = try open(probe)
        probe.run("assign")
        window.controller.updateViews()
        #expect(midX(window, "Page 2") == 200)
        #expect(midX(window, "Page 1") == nil)
        #expect(midX(window, "Root") == nil)
        #expect(!window.controller.graph.isAnimating)
    }

    @Test("withAnimation(nil) and disablesAnimations push without a slide")
    func disabledSlide() throws {
        for action in ["pushWithoutAnimation", "pushDisabled"] {
            let probe = Probe()
            let window = try open(probe)
            probe.run(action)
            window.controller.updateViews()
            #expect(midX(window, "Page 1") == 200, "\(action)")
            #expect(midX(window, "Root") == nil, "\(action)")
        }
    }

    /// A header with items, in a colour scheme.
    struct Header: View {
        var body: some View {
            NavigationStack {
                Color.clear
                    .navigationTitle("Library")
                    .toolbar { ToolbarItem(placement: .confirmationAction) { Button("Done") {} } }
            }
        }
    }

    @Test("Pixels: the header bar is light grey in light mode and nearly black in dark mode, with readable text")
    func headerColours() throws {
        for scheme in [ColorScheme.light, .dark] {
            let window = try HeadlessAnimationWindow(Header().preferredColorScheme(scheme))
            window.controller.windowDidResize(to: Size(width: 400, height: 200))
            let image = window.image
            let scale = Int(image.width / 400)
            let header = image.luminance(x: 3 * scale, y: 3 * scale) / 255
            let below = image.luminance(x: 3 * scale, y: 100 * scale) / 255
            let title = try #require(
                window.controller.displayList.items.lazy.compactMap { item -> Color? in
                    if case .text("Library", _, let color, _, _) = item { color } else { nil }
                }.first)
            let titleLuminance = 0.2126 * title.red + 0.7152 * title.green + 0.0722 * title.blue
            if scheme == .light {
                #expect(abs(header - 0.922) < 0.03, "light header \(header)")
                #expect(header < below, "the header is darker than the window")
                #expect(titleLuminance < 0.3)
            } else {
                #expect(header < 0.2, "dark header \(header)")
                #expect(header <= below, "the header is no lighter than the window")
                #expect(titleLuminance > 0.7)
            }
            // The confirmation button is drawn prominent (the accent colour fills it).
            let done = try #require(
                window.controller.displayList.items.lazy.compactMap { item -> CGRect? in
                    if case .text("Done", _, _, let frame, _) = item { frame } else { nil }
                }.first)
            let pixel = image.rgb(x: Int(done.minX - 3) * scale, y: Int(done.midY) * scale)
            #expect(pixel.blue > pixel.red + 80, "the Done button is filled with the accent colour: \(pixel)")
        }
    }
}
