#if canImport(Glibc)
import Glibc
#endif
import Scenery
@testable import Previews
import SceneryPlatform
import SceneryTesting
import Testing

/// Runs the built example `product` with `arguments` and no X display, waits for it to
/// exit, and returns its status and what it printed.
private func run(_ product: String, _ arguments: [String], in runtime: TemporaryDirectory) throws -> (status: TerminationStatus?, output: String) {
    let app = try LaunchedProcess(
        path: BuiltProducts.path(product), arguments: arguments,
        environment: ["DISPLAY": nil, "XDG_RUNTIME_DIR": runtime.path, "SCENERY_STATE_DIR": runtime.path + "/state", "SCENERY_APP_ID": nil],
        outputPath: runtime.path + "/\(product).log")
    let status = app.waitForExit(milliseconds: 60_000)
    if status == nil { app.terminate() }
    return (status, app.output)
}

/// How many pixels of the rectangle differ in luminance by more than 60 from the colour
/// most of its pixels have: the glyphs of a line of text, on whatever background.
private func glyphPixels(in image: RasterImage, x: Int, y: Int, width: Int, height: Int) -> Int {
    var counts: [UInt32: Int] = [:]
    _ = image.count(x: x, y: y, width: width, height: height) { px, py in
        counts[image.pixels[py * image.width + px] & 0xffffff, default: 0] += 1
        return false
    }
    guard let background = counts.max(by: { $0.value < $1.value })?.key else { return 0 }
    let red = Double((background >> 16) & 0xff), green = Double((background >> 8) & 0xff), blue = Double(background & 0xff)
    let backgroundLuminance = 0.2126 * red + 0.7152 * green + 0.0722 * blue
    return image.count(x: x, y: y, width: width, height: height) { abs(image.luminance(x: $0, y: $1) - backgroundLuminance) > 60 }
}

/// Each preview of the Previews example, by file name, and the same view built here: what
/// its PNG must show, at `size` (nil: the view's ideal size).
@MainActor
private let expectedPreviews: [(file: String, view: AnyView, size: CGSize?)] = [
    ("Card", AnyView(Card(title: "Scenery", detail: "A preview with a name")), nil),
    ("Card-1", AnyView(Card(title: "Unnamed", detail: "Named after its file")), nil),
    ("Wide-card", AnyView(Card(title: "Fixed layout", detail: "320 × 120")), CGSize(width: 320, height: 120)),
    ("Tally", AnyView(Tally(count: .constant(3))), nil),
    ("Badge-1", AnyView(Badge(count: 1)), nil),
    ("Badge-2", AnyView(Badge(count: 42).environment(\.badgeColor, .green)), nil),
    ("Small-label", AnyView(Text("Small")), CGSize(width: 200, height: 80)),
    ("Labels-2", AnyView(Text("Large").font(.largeTitle)), CGSize(width: 200, height: 80)),
]

@Suite("App --previews DIR: every preview drawn into a PNG file, without X")
@MainActor
struct PreviewImagesProcessTests {
    @Test("--previews DIR writes one PNG per preview, each showing its view as the headless renderer draws it; one line per file; exit 0")
    func writesEveryPreview() throws {
        let runtime = TemporaryDirectory(prefix: "scenery-previews")
        defer { runtime.remove() }
        // Missing directories are created.
        let directory = runtime.path + "/out/previews"
        let (status, output) = try run("Previews", ["--previews", directory], in: runtime)
        #expect(status == .exited(0), "\(output)")
        let lines = output.split(separator: "\n").map(String.init)
        #expect(lines == expectedPreviews.map { "\(directory)/\($0.file).png" })
        // One process: no scene host started, so no control socket was made.
        #expect(access(runtime.path + "/scenery", F_OK) != 0, "a scene host ran")

        for preview in expectedPreviews {
            let path = "\(directory)/\(preview.file).png"
            let image = try #require(RasterImage.readPNG(from: path), "\(path) is missing or not a PNG")
            let expected = HeadlessSnapshot(of: preview.view, width: preview.size.map { Double($0.width) }, height: preview.size.map { Double($0.height) })
            #expect(image.width == Int(expected.width) && image.height == Int(expected.height),
                    "\(preview.file): \(image.width)×\(image.height), expected \(expected.width)×\(expected.height)")
            #expect(image.distinctColorCount > 4, "\(preview.file) looks blank")
            let differing = image.width == expected.image.width && image.height == expected.image.height
                ? image.differingPixelCount(from: expected.image) : -1
            #expect(differing == 0, "\(preview.file): \(differing) pixels differ from the headless rendering")
            // The text is there: where the first text item is laid out, pixels that stand
            // out from the colour most of that frame has (the glyphs on their background).
            if let text = expected.items.first(where: { $0.kind == "text" }) {
                let glyphs = glyphPixels(in: image, x: Int(text.x), y: Int(text.y), width: Int(text.width), height: Int(text.height))
                #expect(glyphs > 10, "\(preview.file): no glyphs where \(text.content) is laid out")
            }
        }
        // The fixed layout is exactly its size.
        let wide = RasterImage.readPNG(from: "\(directory)/Wide-card.png")
        #expect(wide?.width == 320 && wide?.height == 120)
    }

    @Test("--previews into a directory that cannot be made fails with one line naming it, writes nothing")
    func unwritableDirectory() throws {
        let runtime = TemporaryDirectory(prefix: "scenery-previews")
        defer { runtime.remove() }
        // Under a regular file: no one, root included, can make a directory there.
        let file = runtime.path + "/file"
        try AtomicFile.write(Array("x".utf8), to: file)
        let (status, output) = try run("Previews", ["--previews", file + "/previews"], in: runtime)
        #expect(status == .exited(1))
        let lines = output.split(separator: "\n")
        #expect(lines.count == 1, "\(output)")
        #expect(lines.first?.contains("cannot write previews to \(file)/previews") == true, "\(output)")
        #expect(lines.first?.contains("Not a directory") == true, "\(output)")
    }

    @Test("--previews of an app without previews says so and exits 1")
    func appWithoutPreviews() throws {
        let runtime = TemporaryDirectory(prefix: "scenery-previews")
        defer { runtime.remove() }
        let (status, output) = try run("Hello", ["--previews", runtime.path + "/out"], in: runtime)
        #expect(status == .exited(1))
        #expect(output.contains("the app has no previews"), "\(output)")
        #expect(access(runtime.path + "/out", F_OK) != 0, "the directory was made for nothing")
    }

    @Test("--preview with an unknown name lists the previews and exits 64, before needing a display")
    func unknownPreview() throws {
        let runtime = TemporaryDirectory(prefix: "scenery-previews")
        defer { runtime.remove() }
        let (status, output) = try run("Previews", ["--preview", "Nope"], in: runtime)
        #expect(status == .exited(64))
        let lines = output.split(separator: "\n")
        #expect(lines.count == 1, "\(output)")
        #expect(lines.first == "Previews: no preview named 'Nope'; the previews are: Card, Card-1, Wide card, Tally, Badge-1, Badge-2, Small label, Labels-2")
    }

    @Test("--preview or --previews without a value is a usage error")
    func missingValue() throws {
        let runtime = TemporaryDirectory(prefix: "scenery-previews")
        defer { runtime.remove() }
        for option in ["--preview", "--previews"] {
            let (status, output) = try run("Previews", [option], in: runtime)
            #expect(status == .exited(64))
            #expect(output.contains("\(option) needs a value"), "\(output)")
        }
    }
}

@Suite("App --preview NAME on X11 (Xvfb + openbox, real processes)", .serialized)
@MainActor
struct PreviewWindowX11Tests {
    @Test("--preview NAME maps one window titled NAME showing the preview as the headless renderer draws it; closing it exits 0")
    func opensThePreview() throws {
        let run = try HelloUnderTest(product: "Previews", arguments: ["--preview", "Card"])
        defer { run.stop() }
        let window = try #require(run.x.waitForWindow { run.x.title(of: $0) == "Card" }, "no window titled Card: \(run.diagnosis)")
        #expect(run.x.waitUntilViewable(window))
        let renderer = try #require(run.app.children.first, "the host has no renderer child")
        // The preview's own app id: it runs beside the app and other previews.
        #expect(run.x.strings(window, "WM_CLASS") == ["Previews.preview.Card", "Previews.preview.Card"])

        let expected = HeadlessSnapshot(of: Card(title: "Scenery", detail: "A preview with a name"))
        let size = try #require(run.x.size(of: window))
        #expect(Double(size.width) == expected.width && Double(size.height) == expected.height)
        var differing = -1
        var frame: UInt32 = 0
        // The renderer's frames (`_SCENERY_FRAME`), until one shows the preview.
        repeat {
            if let shot = run.x.screenshot(window), shot.width == expected.image.width, shot.height == expected.image.height {
                differing = shot.differingPixelCount(from: expected.image)
                if differing <= 8 { shot.writePNG(to: TestArtifacts.path("preview-card-x11.png")); break }
            }
            guard let next = run.x.waitForFrame(of: window, after: frame) else { break }
            frame = next
        } while true
        #expect(differing >= 0 && differing <= 8, "the window differs from the headless rendering in \(differing) pixels")

        run.x.requestClose(window)
        run.expectExit(.exited(0), renderer: renderer)
        // A preview leaves no state behind.
        #expect(access(run.runtime.path + "/state", F_OK) != 0, "the preview saved state")
    }

    @Test("--preview of a fixed layout opens a window of exactly that size")
    func fixedLayoutWindow() throws {
        let run = try HelloUnderTest(product: "Previews", arguments: ["--preview=Wide card"])
        defer { run.stop() }
        let window = try #require(run.x.waitForWindow { run.x.title(of: $0) == "Wide card" }, "no window titled Wide card: \(run.diagnosis)")
        #expect(run.x.waitUntilViewable(window))
        let size = try #require(run.x.size(of: window))
        #expect(size.width == 320 && size.height == 120)
    }
}
