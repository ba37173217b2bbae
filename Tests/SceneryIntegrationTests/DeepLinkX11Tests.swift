#if canImport(Glibc)
import Glibc
#endif
import SceneryPlatform
import SceneryTesting
import Testing
import WindowsViews

@Suite("Deep links: URLs reach a running app's onOpenURL (Xvfb + openbox)", .serialized)
@MainActor
struct DeepLinkX11Tests {
    @Test("scenectl open-url routes by handlesExternalEvents (matching scene, else a new window of the first group) and refuses what is not a URL")
    func scenectlOpenURL() throws {
        let app = try WindowsUnderTest()
        defer { app.stop() }
        // windows://item… matches the item group: no item window yet, so one opens.
        var (status, output) = try runScenectl(["open-url", "windows://item/7"], runtime: app.run.runtime)
        #expect(status == .exited(0), "\(output)")
        let itemID = try app.waitForOpened(scene: "item")
        let item = try app.xWindow(itemID)
        #expect(app.run.x.waitForTitle(of: item, toBe: "windows://item/7"), "title: \(app.run.x.title(of: item) ?? "none")")
        // The next one goes to the same window.
        (status, output) = try runScenectl(["open-url", "windows://item/8"], runtime: app.run.runtime)
        #expect(status == .exited(0), "\(output)")
        #expect(app.run.x.waitForTitle(of: item, toBe: "windows://item/8"))
        #expect(try app.list().filter { $0.scene == "item" }.count == 1)

        // A URL no scene claims opens a window of the first WindowGroup and is delivered there.
        (status, output) = try runScenectl(["open-url", "other:thing?x=1"], runtime: app.run.runtime)
        #expect(status == .exited(0), "\(output)")
        let counterID = try app.waitForOpened(scene: "counter")
        #expect(app.run.x.waitForTitle(of: try app.xWindow(counterID), toBe: "other:thing?x=1"))

        (status, output) = try runScenectl(["open-url", "no url here"], runtime: app.run.runtime)
        #expect(status == .exited(1))
        #expect(output.contains("is not a URL"), "\(output)")
        #expect(ProcessWatch.isAlive(app.run.app.pid))
    }

    @Test("A second launch with a URL forwards it to the running instance and exits 0; xdg-open reaches the app through its desktop file")
    func secondLaunchAndXdgOpen() throws {
        let app = try WindowsUnderTest()
        defer { app.stop() }
        let runtime = app.run.runtime.path
        try #require(try runScenectl(["open-url", "windows://item/1"], runtime: app.run.runtime).0 == .exited(0))
        let item = try app.xWindow(try app.waitForOpened(scene: "item"))

        let environment: [String: String?] = [
            "DISPLAY": app.run.display.display, "XDG_RUNTIME_DIR": runtime, "SCENERY_APP_ID": nil,
            "SCENERY_STATE_DIR": runtime + "/state", "XDG_DATA_HOME": runtime + "/data", "XDG_CONFIG_HOME": runtime + "/config",
            "DE": nil, "XDG_CURRENT_DESKTOP": nil, "BROWSER": nil,
        ]
        let second = try LaunchedProcess(
            path: BuiltProducts.path("Windows"), arguments: ["windows://item/2"], environment: environment,
            outputPath: runtime + "/second.log")
        #expect(second.waitForExit(milliseconds: 10_000) == .exited(0), "\(second.output)")
        #expect(second.children.isEmpty)
        #expect(app.run.x.waitForTitle(of: item, toBe: "windows://item/2"))

        // Install the desktop file (into a private XDG_DATA_HOME) and open a URL with xdg-open.
        let install = try LaunchedProcess(
            path: BuiltProducts.path("Windows"), arguments: ["--install-desktop-file"], environment: environment,
            outputPath: runtime + "/install.log")
        #expect(install.waitForExit(milliseconds: 10_000) == .exited(0), "\(install.output)")
        let desktop = String(decoding: try #require(try AtomicFile.read(runtime + "/data/applications/Windows.desktop")), as: UTF8.self)
        #expect(desktop.contains("MimeType=x-scheme-handler/windows;") && desktop.contains("%u"), "\(desktop)")
        let open = try LaunchedProcess(
            path: "/usr/bin/xdg-open", arguments: ["windows://item/3"], environment: environment,
            outputPath: runtime + "/xdg-open.log")
        #expect(open.waitForExit(milliseconds: 10_000) == .exited(0), "\(open.output)")
        #expect(app.run.x.waitForTitle(of: item, toBe: "windows://item/3"), "title: \(app.run.x.title(of: item) ?? "none")")
    }

    @Test("An app that declares no URL scheme says so instead of installing a desktop file")
    func nothingToInstall() throws {
        let runtime = TemporaryDirectory(prefix: "scenery-runtime")
        defer { runtime.remove() }
        let install = try LaunchedProcess(
            path: BuiltProducts.path("Hello"), arguments: ["--install-desktop-file"],
            environment: ["XDG_DATA_HOME": runtime.path + "/data", "DISPLAY": nil], outputPath: runtime.path + "/install.log")
        #expect(install.waitForExit(milliseconds: 10_000) == .exited(1))
        #expect(install.output.contains("names no URL scheme"), "\(install.output)")
        #expect(try AtomicFile.read(runtime.path + "/data/applications/Hello.desktop") == nil)
    }

    @Test("openURL from a view: a URL the app claims is routed inside it; any other goes to the desktop's handler (xdg-open)")
    func openURLAction() throws {
        // A private desktop whose https: handler only leaves a mark.
        let desktop = TemporaryDirectory(prefix: "scenery-desktop")
        defer { desktop.remove() }
        let mark = desktop.path + "/browser-opened"
        try AtomicFile.makeDirectories(desktop.path + "/data/applications")
        try AtomicFile.makeDirectories(desktop.path + "/config")
        try AtomicFile.write(Array("""
            [Desktop Entry]
            Type=Application
            Name=Test browser
            Exec=/usr/bin/touch \(mark)
            MimeType=x-scheme-handler/https;

            """.utf8), to: desktop.path + "/data/applications/test-browser.desktop")
        let environment: [String: String?] = [
            "XDG_DATA_HOME": desktop.path + "/data", "XDG_CONFIG_HOME": desktop.path + "/config",
            "DE": nil, "XDG_CURRENT_DESKTOP": nil, "BROWSER": nil,
        ]
        let register = try LaunchedProcess(
            path: "/usr/bin/xdg-mime", arguments: ["default", "test-browser.desktop", "x-scheme-handler/https"],
            environment: environment, outputPath: desktop.path + "/xdg-mime.log")
        #expect(register.waitForExit(milliseconds: 10_000) == .exited(0), "\(register.output)")

        let app = try WindowsUnderTest(environment: environment)
        defer { app.stop() }
        try app.click("Item 1", in: try app.xWindow(1))
        let itemID = try app.waitForOpened(scene: "item")
        let item = try app.xWindow(itemID)
        let layout = HeadlessSnapshot(of: ItemWindow(item: 1), width: 420, height: 300)
        // Claimed (windows://item…): delivered to the newest item window, this one.
        try app.click("Link to item 5", in: item, layout: layout)
        #expect(app.run.x.waitForTitle(of: item, toBe: "windows://item/5"), "title: \(app.run.x.title(of: item) ?? "none")")
        // Not claimed (https:): xdg-open runs the desktop's handler.
        try app.click("Swift.org", in: item, layout: layout)
        let opened = FileAppearance.wait(for: "browser-opened", in: desktop.path, milliseconds: 10_000)
        #expect(opened, "xdg-open did not run the https: handler; app output: \(app.run.app.output)")
        #expect(try app.list().count == 2, "an external link opened a window")
    }
}
