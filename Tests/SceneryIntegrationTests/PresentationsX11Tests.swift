@testable import Presentations
import Scenery
import SceneryPlatform
import SceneryTesting
import Testing

/// Sheets, alerts and popovers of the Presentations example in real windows: their X11
/// properties, the modal window ignoring clicks, and each way of dismissing them.
@Suite("Presentations as X11 windows (Xvfb + openbox + xdotool)", .serialized)
@MainActor
struct PresentationsX11Tests {
    /// The running example with its window activated, and where its views are.
    @MainActor
    struct Run {
        let run: HelloUnderTest
        let window: UInt32
        let root = HeadlessSnapshot(of: DocumentView())
        var x: XClient { run.x }

        /// Starts the Presentations example on a screen of `screen` pixels.
        init(screen: (width: Int, height: Int) = (1280, 800)) throws {
            run = try HelloUnderTest(product: "Presentations", screen: screen)
            (window, _) = try run.openedActiveWindow()
            #expect(run.x.waitForTitle(of: window, toBe: "Untitled"), "title is \(run.x.title(of: window) ?? "unset")")
        }

        /// Clicks the centre of `item` in `window`.
        func click(_ item: HeadlessSnapshot.Item, in window: UInt32) throws {
            try xdotool(
                ["mousemove", "--window", String(window), String(Int(item.x + item.width / 2)),
                 String(Int(item.y + item.height / 2)), "click", "1"], on: run)
        }

        /// Clicks the text `label` of the document window.
        func click(_ label: String) throws {
            try click(try #require(root.text(label), "no \(label)"), in: window)
        }

        func key(_ name: String) throws { try xdotool(["key", "--clearmodifiers", name], on: run) }

        func expectTitle(_ title: String, sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(x.waitForTitle(of: window, toBe: title), "title is \(x.title(of: window) ?? "unset"); \(run.app.output)",
                    sourceLocation: sourceLocation)
        }

        /// Waits for the presentation window over the document window.
        func presented(sourceLocation: SourceLocation = #_sourceLocation) throws -> UInt32 {
            let found = x.waitForTransient(of: window)
            return try #require(found, "no window transient for the document: \(run.diagnosis)", sourceLocation: sourceLocation)
        }

        func expectGone(_ presented: UInt32, sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(x.waitUntilGone(presented) || !x.isViewable(presented), "the presentation stayed", sourceLocation: sourceLocation)
        }
    }

    @Test("A sheet is a modal dialog transient for its window; the window ignores clicks while it is up; the sheet changes the presenter's state; Escape and its button dismiss it")
    func sheet() throws {
        let test = try Run()
        defer { test.run.stop() }
        let x = test.x
        try test.click("Rename…")
        let sheet = try test.presented()
        #expect(x.transientFor(sheet) == test.window)
        #expect(x.atomNames(sheet, "_NET_WM_WINDOW_TYPE") == ["_NET_WM_WINDOW_TYPE_DIALOG"])
        #expect(x.atomNames(sheet, "_NET_WM_STATE").contains("_NET_WM_STATE_MODAL"))
        #expect(!x.isOverrideRedirect(sheet))
        #expect(x.strings(sheet, "WM_CLASS").first == "Presentations")

        // A click on Count in the window is ignored: the title the sheet sets next has no count.
        try test.click("Count")
        let sheetView = HeadlessSnapshot(of: RenameSheet(name: .constant("Untitled")))
        try test.click(try #require(sheetView.text("Call it Alpha")), in: sheet)
        test.expectTitle("Alpha")

        // Escape dismisses the sheet; the window takes clicks again.
        #expect(x.waitUntilActive(sheet), "openbox did not focus the sheet")
        try test.key("Escape")
        test.expectGone(sheet)
        try test.click("Count")
        test.expectTitle("Alpha (1)")

        // The sheet's Done button (`dismiss`) dismisses it too.
        try test.click("Rename…")
        let again = try test.presented()
        try test.click(try #require(sheetView.text("Call it Beta")), in: again)
        test.expectTitle("Beta (1)")
        try test.click(try #require(sheetView.text("Done")), in: again)
        test.expectGone(again)

        x.requestClose(test.window)
        #expect(test.run.app.waitForExit(milliseconds: 10_000) == .exited(0))
    }

    @Test("An alert is a modal dialog; Escape presses its cancel button and Return its default one")
    func alert() throws {
        let test = try Run()
        defer { test.run.stop() }
        let x = test.x
        try test.click("Delete…")
        let alert = try test.presented()
        #expect(x.atomNames(alert, "_NET_WM_WINDOW_TYPE") == ["_NET_WM_WINDOW_TYPE_DIALOG"])
        #expect(x.atomNames(alert, "_NET_WM_STATE").contains("_NET_WM_STATE_MODAL"))
        #expect(x.waitUntilActive(alert), "openbox did not focus the alert")
        try test.key("Escape")
        test.expectGone(alert)
        #expect(x.title(of: test.window) == "Untitled")

        try test.click("Delete…")
        let again = try test.presented()
        #expect(x.waitUntilActive(again), "openbox did not focus the alert")
        try test.key("Return")
        test.expectTitle("Archived")
        test.expectGone(again)
    }

    @Test("A popover is an override-redirect popup below its button; a click outside or Escape dismisses it")
    func popover() throws {
        let test = try Run()
        defer { test.run.stop() }
        let x = test.x
        try test.click("Info")
        let popup = try test.presented()
        #expect(x.isOverrideRedirect(popup))
        #expect(x.atomNames(popup, "_NET_WM_WINDOW_TYPE") == ["_NET_WM_WINDOW_TYPE_POPUP_MENU"])
        let info = try #require(test.root.text("Info"))
        let windowOrigin = try #require(x.position(of: test.window))
        let popupOrigin = try #require(x.position(of: popup))
        #expect(popupOrigin.y >= windowOrigin.y + Int(info.y + info.height), "below the button: \(popupOrigin) \(windowOrigin)")

        // A click elsewhere on the screen dismisses it.
        let screen = x.screenSize
        try xdotool(["mousemove", String(screen.width - 5), String(screen.height - 5), "click", "1"], on: test.run)
        test.expectGone(popup)

        // Escape dismisses it (its grab holds the keyboard).
        try test.click("Info")
        let again = try test.presented()
        try test.key("Escape")
        test.expectGone(again)

        // A click in the window dismisses it and does nothing else; the next click counts.
        try test.click("Info")
        let third = try test.presented()
        try test.click("Count")
        test.expectGone(third)
        try test.click("Count")
        test.expectTitle("Untitled (1)")
    }
}
