#if canImport(Glibc)
import Glibc
#endif
@testable import ClipboardProbe
import Scenery
import SceneryPlatform
import SceneryTesting
import Testing

/// The ClipboardProbe app on Xvfb + openbox, with xclip as the other X client.
@MainActor
private final class ClipboardRun {
    let run: HelloUnderTest
    let window: UInt32
    let files = TemporaryDirectory(prefix: "scenery-clipboard")
    let xclip: Xclip

    /// - Parameter logging: read the app's debug log live (`run.app.nextLine()`).
    init(logging: Bool = false) throws {
        run = try HelloUnderTest(
            product: "ClipboardProbe", extraEnvironment: logging ? ["SCENERY_LOG": "debug"] : [:], pipingOutput: logging)
        xclip = Xclip(display: run.display.display, files: files)
        window = try run.openedActiveWindow().window
    }

    var x: XClient { run.x }

    /// Types `keys` into the active window.
    func press(_ keys: String...) throws {
        try xdotool(["key", "--clearmodifiers"] + keys, on: run)
    }

    /// Waits for the title to become `title`.
    func expectTitle(_ title: String, of window: UInt32? = nil, milliseconds: Double = 10_000, sourceLocation: SourceLocation = #_sourceLocation) {
        let target = window ?? self.window
        #expect(x.waitForTitle(of: target, toBe: title, milliseconds: milliseconds),
                "title is \(x.title(of: target) ?? "unset"), expected \(title); \(run.app.output)", sourceLocation: sourceLocation)
    }

    /// `xclip -o` of `selection` (as `target`): its exit status and the bytes it printed.
    func xclipOutput(_ selection: String, target: String? = nil) throws -> (status: TerminationStatus?, bytes: [UInt8]) {
        try xclip.output(selection, target: target)
    }

    /// Starts `xclip -i` owning `selection` with `bytes` (as `target`) and waits until it
    /// owns the selection.
    @discardableResult
    func xclipOwning(_ selection: String, bytes: [UInt8], target: String? = nil) throws -> LaunchedProcess {
        try xclip.owning(selection, bytes: bytes, target: target)
    }

    func stop() {
        xclip.stop()
        run.stop()
        files.remove()
    }
}

@Suite("Clipboard on X11: CLIPBOARD and PRIMARY with xclip as the other client (Xvfb + openbox)", .serialized)
@MainActor
struct ClipboardX11Tests {
    private let summary = ClipboardProbeView.summary

    @Test("A copy owns CLIPBOARD or PRIMARY: xclip reads the text, TARGETS lists the text targets, STRING only for Latin-1 text")
    func copyIsReadByXclip() throws {
        let probe = try ClipboardRun()
        defer { probe.stop() }
        try probe.press("c")
        probe.expectTitle("copied \(summary(ClipboardProbeView.shortText))")
        let utf8 = try probe.xclipOutput("clipboard")
        #expect(utf8.status == .exited(0))
        #expect(String(decoding: utf8.bytes, as: UTF8.self) == ClipboardProbeView.shortText)
        let targets = String(decoding: try probe.xclipOutput("clipboard", target: "TARGETS").bytes, as: UTF8.self)
            .split(separator: "\n").map(String.init)
        for target in ["TARGETS", "TIMESTAMP", "MULTIPLE", "UTF8_STRING", "TEXT", "text/plain;charset=utf-8"] {
            #expect(targets.contains(target), "TARGETS: \(targets)")
        }
        #expect(!targets.contains("STRING"), "✓ is not Latin-1: \(targets)")
        let plain = try probe.xclipOutput("clipboard", target: "text/plain;charset=utf-8")
        #expect(String(decoding: plain.bytes, as: UTF8.self) == ClipboardProbeView.shortText)

        try probe.press("p")
        probe.expectTitle("copied \(summary(ClipboardProbeView.primaryText))")
        #expect(String(decoding: try probe.xclipOutput("primary").bytes, as: UTF8.self) == ClipboardProbeView.primaryText)
        let latin1 = try probe.xclipOutput("primary", target: "STRING")
        #expect(latin1.bytes == ClipboardProbeView.primaryText.unicodeScalars.map { UInt8($0.value) }, "STRING is Latin-1")
        #expect(try probe.xclipOutput("primary", target: "TARGETS").bytes.count > 0)
        // The clipboard still holds its own text.
        #expect(String(decoding: try probe.xclipOutput("clipboard").bytes, as: UTF8.self) == ClipboardProbeView.shortText)
        // Pasting what this process owns takes no round trip and gives the same text.
        try probe.press("v")
        probe.expectTitle("pasted \(summary(ClipboardProbeView.shortText))")
        try probe.press("m")
        probe.expectTitle("pasted \(summary(ClipboardProbeView.primaryText))")
    }

    @Test("Pasting from another client: xclip's CLIPBOARD and PRIMARY arrive as UTF-8")
    func pasteFromXclip() throws {
        let probe = try ClipboardRun()
        defer { probe.stop() }
        let clipboard = "from xclip: ✓ naïve"
        try probe.xclipOwning("clipboard", bytes: Array(clipboard.utf8))
        try probe.press("v")
        probe.expectTitle("pasted \(summary(clipboard))")
        let primary = "primary from xclip ✓"
        try probe.xclipOwning("primary", bytes: Array(primary.utf8))
        try probe.press("m")
        probe.expectTitle("pasted \(summary(primary))")
    }

    @Test("Large transfers go in INCR increments both ways: 360,000 bytes to xclip, 10 MB from xclip arrive whole")
    func largeTransfers() throws {
        let probe = try ClipboardRun()
        defer { probe.stop() }
        try probe.press("b")
        probe.expectTitle("copied \(summary(ClipboardProbeView.longText))")
        let out = try probe.xclipOutput("clipboard")
        #expect(out.status == .exited(0))
        #expect(out.bytes.count == ClipboardProbeView.longText.utf8.count)
        #expect(out.bytes == Array(ClipboardProbeView.longText.utf8))

        let line = "0123456789 the quick brown fox jumps over the lazy dog ✓\n"
        let big = String(repeating: line, count: 10_000_000 / line.utf8.count + 1)
        try probe.xclipOwning("clipboard", bytes: Array(big.utf8))
        try probe.press("v")
        probe.expectTitle("pasted \(summary(big))", milliseconds: 30_000)
    }

    @Test("An owner that never answers: the paste gives nil after the deadline, with one warning naming the selection")
    func ownerThatNeverAnswers() throws {
        let probe = try ClipboardRun()
        defer { probe.stop() }
        let xclip = try probe.xclipOwning("clipboard", bytes: Array("never sent".utf8))
        xclip.signal(SIGSTOP)
        let started = MonotonicClock.milliseconds()
        try probe.press("v")
        probe.expectTitle("pasted nothing", milliseconds: 10_000)
        let waited = MonotonicClock.milliseconds() - started
        #expect(waited >= 1_500, "gave up after \(waited) ms, before the 2 s deadline")
        #expect(probe.x.waitUntil(milliseconds: 5_000) { probe.run.app.output.contains("did not answer within 2 s") },
                "no warning: \(probe.run.app.output)")
        let warnings = probe.run.app.output.split(separator: "\n").filter { $0.contains("did not answer") }
        #expect(warnings.count == 1 && warnings.first?.contains("CLIPBOARD") == true, "\(warnings)")
        xclip.signal(SIGCONT)
    }

    @Test("Text that is not UTF-8 is pasted with U+FFFD for the invalid bytes, and a warning")
    func invalidUTF8() throws {
        let probe = try ClipboardRun()
        defer { probe.stop() }
        try probe.xclipOwning("clipboard", bytes: [0x61, 0x62, 0xFF, 0xFE, 0x63, 0x64], target: "UTF8_STRING")
        try probe.press("v")
        probe.expectTitle("pasted \(summary("ab\u{FFFD}\u{FFFD}cd"))")
        #expect(probe.x.waitUntil(milliseconds: 5_000) { probe.run.app.output.contains("not valid UTF-8") },
                "no warning: \(probe.run.app.output)")
    }

    @Test("Copied text outlives its window: after the window closes, xclip still reads it from the app's other window")
    func clipboardSurvivesItsWindow() throws {
        let probe = try ClipboardRun(logging: true)
        defer { probe.stop() }
        try probe.press("c")
        probe.expectTitle("copied \(summary(ClipboardProbeView.shortText))")
        try probe.press("n")
        let second = try #require(probe.x.waitForWindow(wmClass: "ClipboardProbe", excluding: [probe.window]), "\(probe.run.diagnosis)")
        #expect(probe.x.waitUntilViewable(second))
        probe.x.requestClose(probe.window)
        #expect(probe.x.waitUntilGone(probe.window), "the first window did not close")
        // The other window's renderer says when the server gave it the clipboard.
        var adopted = false
        while !adopted, let line = probe.run.app.nextLine(milliseconds: 10_000) {
            adopted = line.contains("took the clipboard over")
        }
        #expect(adopted, "no renderer took the clipboard over: \(probe.run.app.output)")
        let out = try probe.xclipOutput("clipboard")
        #expect(out.status == .exited(0))
        #expect(String(decoding: out.bytes, as: UTF8.self) == ClipboardProbeView.shortText, "\(probe.run.app.output)")
    }

    @Test("With a clipboard manager running, the last window's clipboard goes to it (SAVE_TARGETS) before the app exits")
    func clipboardManagerSavesTheText() throws {
        let probe = try ClipboardRun()
        defer { probe.stop() }
        let manager = try #require(ClipboardManagerStub(display: probe.run.display.display), "cannot own CLIPBOARD_MANAGER")
        try probe.press("c")
        probe.expectTitle("copied \(summary(ClipboardProbeView.shortText))")
        probe.x.requestClose(probe.window)
        #expect(manager.serveSaveTargets(milliseconds: 10_000), "no SAVE_TARGETS request: \(probe.run.app.output)")
        #expect(manager.saved == ClipboardProbeView.shortText)
        // Answered at once, the renderer exits without waiting for its deadline.
        #expect(probe.run.app.waitForExit(milliseconds: 10_000) == .exited(0), "\(probe.run.app.output)")
        #expect(!probe.run.app.output.contains("did not save"), "\(probe.run.app.output)")
    }
}
