import Scenery
import SceneryPlatform
import SceneryTesting
import Testing

/// The Keys example names the last key event in its title, so a test reads what
/// xkbcommon made of a real key event through `_NET_WM_NAME`.
@Suite("Key events through xkbcommon on X11: keysyms, text, modifiers, phases, layout changes (Xvfb + openbox)", .serialized)
@MainActor
struct KeyTranslationX11Tests {
    private func activeKeys() throws -> (HelloUnderTest, UInt32) {
        let run = try HelloUnderTest(product: "Keys")
        return (run, try run.openedActiveWindow().window)
    }

    /// Types `keys` (xdotool arguments) and waits for the title `expected`.
    private func expectTitle(after arguments: [String], _ expected: String, _ run: HelloUnderTest, _ window: UInt32,
                             sourceLocation: SourceLocation = #_sourceLocation) throws {
        try xdotool(arguments, on: run)
        #expect(run.x.waitForTitle(of: window, toBe: expected),
                "after \(arguments): title is \(run.x.title(of: window) ?? "unset")", sourceLocation: sourceLocation)
    }

    @Test("Down and up phases, UTF-8 text, Shift, Control, function keys and the keypad")
    func translation() throws {
        let (run, window) = try activeKeys()
        defer { run.stop() }
        try expectTitle(after: ["keydown", "a"], "down a [61]", run, window)
        try expectTitle(after: ["keyup", "a"], "up a [61]", run, window)
        // xdotool releases the modifier before the key, so the down event is the one to read.
        try expectTitle(after: ["keydown", "--clearmodifiers", "shift+a"], "down A [41] shift", run, window)
        try xdotool(["keyup", "shift+a"], on: run)
        try expectTitle(after: ["keydown", "--clearmodifiers", "ctrl+a"], "down a [01] control", run, window)
        try xdotool(["keyup", "ctrl+a"], on: run)
        try expectTitle(after: ["key", "--clearmodifiers", "Up"], "up upArrow [] function", run, window)
        try expectTitle(after: ["key", "--clearmodifiers", "Return"], "up return [0D]", run, window)
        try expectTitle(after: ["key", "--clearmodifiers", "KP_Enter"], "up return [0D] numericPad", run, window)
        try expectTitle(after: ["key", "--clearmodifiers", "BackSpace"], "up delete [08]", run, window)
        try expectTitle(after: ["key", "--clearmodifiers", "eacute"], "up é [E9]", run, window)
        try expectTitle(after: ["keydown", "F5"], "down \u{F708} [] function", run, window)
        try xdotool(["keyup", "F5"], on: run)
    }

    @Test("A held key repeats (the server's auto-repeat, after its delay) as .repeat events without a release in between (XKB detectable auto-repeat), then comes up once")
    func heldKeyRepeats() throws {
        let (run, window) = try activeKeys()
        defer { run.stop() }
        try expectTitle(after: ["keydown", "a"], "down a [61]", run, window)
        // Without detectable auto-repeat each repeat would be an up and a down, and the
        // title would never read "repeat".
        #expect(run.x.waitForTitle(of: window, toBe: "repeat a [61]"), "title is \(run.x.title(of: window) ?? "unset")")
        try expectTitle(after: ["keyup", "a"], "up a [61]", run, window)
    }

    @Test("A keyboard layout change on the server (setxkbmap de) reaches the renderer's keymap: the key labelled Y types z")
    func layoutChange() throws {
        let (run, window) = try activeKeys()
        defer { run.stop() }
        try expectTitle(after: ["key", "--clearmodifiers", "y"], "up y [79]", run, window)
        // The keycode xdotool used for y types z on a German keyboard.
        let setxkbmap = try LaunchedProcess(
            path: "/usr/bin/setxkbmap", arguments: ["de"], environment: ["DISPLAY": run.display.display],
            outputPath: run.runtime.path + "/setxkbmap.log")
        #expect(setxkbmap.waitForExit(milliseconds: 10_000) == .exited(0), "\(setxkbmap.output)")
        // Type the old keycode of y: 29 on the evdev keymap of Xvfb.
        try expectTitle(after: ["key", "--clearmodifiers", "29"], "up z [7A]", run, window)
    }

    @Test("A key released after the layout changed under it comes up as the key that went down")
    func releaseAfterLayoutChange() throws {
        let (run, window) = try activeKeys()
        defer { run.stop() }
        // Keycode 29 is y on the US layout Xvfb starts with.
        try expectTitle(after: ["keydown", "29"], "down y [79]", run, window)
        let setxkbmap = try LaunchedProcess(
            path: "/usr/bin/setxkbmap", arguments: ["de"], environment: ["DISPLAY": run.display.display],
            outputPath: run.runtime.path + "/setxkbmap.log")
        #expect(setxkbmap.waitForExit(milliseconds: 10_000) == .exited(0), "\(setxkbmap.output)")
        // The server announced the new keymap before this release, so the renderer has
        // loaded it (keycode 29 is z now); the release still names y.
        try expectTitle(after: ["keyup", "29"], "up y [79]", run, window)
        try expectTitle(after: ["key", "--clearmodifiers", "29"], "up z [7A]", run, window)
    }
}
