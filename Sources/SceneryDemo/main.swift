// scenery-demo APP: runs APP on the current display; with no DISPLAY, starts a private
// Xvfb with openbox, runs APP there, saves a screenshot of its window as a PNG, closes the
// window through the window manager and prints the screenshot's path.
#if canImport(Glibc)
import Glibc
#endif
import SceneryPlatform
import SceneryTesting

/// Stops whatever the demo started; run on every exit path.
nonisolated(unsafe) var cleanUp: () -> Void = {}

func fail(_ message: String) -> Never {
    cleanUp()
    var bytes = Array("scenery-demo: \(message)\n".utf8)
    _ = bytes.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
    exit(1)
}

let arguments = CommandLine.arguments
guard arguments.count == 2 else { fail("usage: scenery-demo PATH-TO-APP") }
let appPath = arguments[1]
let appName = String(appPath.split(separator: "/").last ?? Substring(appPath))

if let display = RuntimePaths.environment("DISPLAY"), !display.isEmpty {
    print("Running \(appName) on \(display); close its window to finish.")
    var argv: [UnsafeMutablePointer<CChar>?] = [strdup(appPath), nil]
    execv(appPath, &argv)
    fail("cannot run \(appPath): \(SystemError("execv"))")
}

print("No DISPLAY: running \(appName) on a private Xvfb with openbox.")
let xvfb: XvfbDisplay
do { xvfb = try XvfbDisplay() } catch { fail("cannot start Xvfb: \(error)") }
let scratch = TemporaryDirectory(prefix: "scenery-demo")
chmod(scratch.path, 0o700)
cleanUp = {
    xvfb.stop()
    scratch.remove()
}
func finish(_ status: Int32) -> Never {
    cleanUp()
    exit(status)
}
do {
    let x = try XClient(display: xvfb.display)
    x.watchRootProperties()
    let app = try LaunchedProcess(
        path: appPath, environment: ["DISPLAY": xvfb.display, "XDG_RUNTIME_DIR": scratch.path],
        outputPath: scratch.path + "/app.log")
    guard let window = x.waitForWindow(wmClass: appName), x.waitUntilViewable(window),
          let shot = x.screenshot(window)
    else {
        app.terminate()
        print(app.output)
        fail("\(appName) did not show a window within 10 s")
    }
    _ = mkdir(".build", 0o755)
    _ = mkdir(".build/demo", 0o755)
    var cwd = [CChar](repeating: 0, count: 4096)
    let base = getcwd(&cwd, cwd.count) != nil ? String(decoding: cwd.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) : "."
    let path = "\(base)/.build/demo/\(appName).png"
    guard shot.writePNG(to: path) else { fail("cannot write \(path)") }
    print("\(appName) drew a \(shot.width)×\(shot.height) window (host pid \(app.pid), renderer pid \(app.children.map(String.init).joined(separator: ", "))).")
    x.requestClose(window)
    let status = app.waitForExit(milliseconds: 10_000)
    if status != .exited(0) {
        app.terminate()
        print(app.output)
        fail("\(appName) did not exit cleanly after its window was closed: \(status.map { "\($0)" } ?? "still running")")
    }
    print("Closed through the window manager; \(appName) exited 0.")
    print("Screenshot: \(path)")
    finish(0)
} catch {
    fail("\(error)")
}
