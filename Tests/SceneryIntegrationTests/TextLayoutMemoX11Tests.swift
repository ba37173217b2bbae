#if canImport(Glibc)
import Glibc
#endif
import SceneryCairo
import SceneryPlatform
import SceneryTesting
import Testing

/// Remembered text layouts end to end: the first renderer records its first frame's text,
/// the next one draws that frame with Cairo alone, before Pango loads, and the pixels are
/// the same.
@Suite("Remembered text layouts across launches (Xvfb + openbox, real processes)", .serialized)
@MainActor
struct TextLayoutMemoX11Tests {
    /// The trace lines of `output`, in order, without their timestamps and CPU times.
    func milestones(_ output: String) -> [String] {
        output.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("trace "), let bracket = line.firstIndex(of: "]") else { return nil }
            var milestone = line[line.index(after: bracket)...].drop { $0 == " " }
            if let cpu = milestone.firstRange(of: " (cpu ") { milestone = milestone[..<cpu.lowerBound] }
            return String(milestone)
        }
    }

    /// Runs `product` once with the cache directory `cache` and returns its output and a
    /// screenshot of its window; with `waitForMemo`, waits until it has written the file.
    func launch(_ product: String, cache: String, waitForMemo: Bool) throws -> (output: String, shot: RasterImage) {
        let run = try HelloUnderTest(product: product, extraEnvironment: ["XDG_CACHE_HOME": cache, "SCENERY_TRACE_STARTUP": "1"])
        defer { run.stop() }
        let (window, _) = try run.openedWindow()
        let shot = try #require(run.x.screenshot(window))
        if waitForMemo {
            let written = FileAppearance.wait(for: "text-\(product).layouts", in: cache + "/scenery", milliseconds: 10_000) {
                !ProcessWatch.isAlive(run.app.pid)
            }
            #expect(written, "the renderer remembered no text layouts: \(run.app.output)")
        }
        return (run.app.output, shot)
    }

    @Test("The first launch remembers its text layouts; the second draws its first frame before Pango loads, pixel for pixel the same")
    func secondLaunchDrawsWithoutPango() throws {
        let cache = TemporaryDirectory(prefix: "scenery-text-cache")
        defer { cache.remove() }
        mkdir(cache.path + "/scenery", 0o700)
        for product in ["Hello", "Gallery"] {
            let first = try launch(product, cache: cache.path, waitForMemo: true)
            let firstSteps = milestones(first.output)
            #expect(!firstSteps.contains { $0.hasPrefix("remembered text layouts loaded") }, "\(first.output)")
            let framed = try #require(firstSteps.firstIndex(of: "first frame drawn, map requested"), "\(first.output)")
            let pango = try #require(firstSteps.firstIndex(of: "graphics libraries loaded"), "\(first.output)")
            #expect(pango < framed, "the first launch drew without Pango: \(first.output)")

            let second = try launch(product, cache: cache.path, waitForMemo: false)
            let steps = milestones(second.output)
            #expect(steps.contains { $0.hasPrefix("remembered text layouts loaded") }, "\(second.output)")
            let drawn = try #require(steps.firstIndex(of: "first frame drawn, map requested"), "\(second.output)")
            // Pango loads after the frame (in the background), or not at all while the test runs.
            if let loaded = steps.firstIndex(of: "graphics libraries loaded") {
                #expect(loaded > drawn, "\(product): Pango loaded before the first frame: \(second.output)")
            }
            #expect(!steps.contains("Pango needed"), "\(product): the first frame measured or drew text that was not remembered: \(second.output)")
            #expect(second.shot.width == first.shot.width && second.shot.height == first.shot.height)
            let differing = second.shot.differingPixelCount(from: first.shot, tolerance: 0)
            #expect(differing == 0, "\(product): \(differing) pixels differ between Pango's frame and the remembered one")
        }
    }

    @Test("A corrupt file of remembered layouts is ignored: the window is drawn with Pango and the file replaced")
    func corruptFileIsReplaced() throws {
        let cache = TemporaryDirectory(prefix: "scenery-text-cache")
        defer { cache.remove() }
        let directory = cache.path + "/scenery"
        mkdir(directory, 0o700)
        let path = directory + "/text-Hello.layouts"
        try AtomicFile.write(Array("SCNYTXT\u{1}garbage that is not a layout file".utf8), to: path)
        let run = try HelloUnderTest(extraEnvironment: ["XDG_CACHE_HOME": cache.path, "SCENERY_TRACE_STARTUP": "1"])
        defer { run.stop() }
        let (window, _) = try run.openedWindow()
        #expect(run.x.screenshot(window).map { $0.distinctColorCount > 8 } == true, "the window looks blank")
        #expect(run.app.output.contains("remembered text layouts unreadable"), "\(run.app.output)")
        let replaced = FileAppearance.wait(in: directory, milliseconds: 10_000) {
            ((try? AtomicFile.read(path)) ?? nil).map { RememberedTextLayouts(decoding: $0) != nil } ?? false
        }
        #expect(replaced, "the corrupt file was not replaced")
    }

    @Test("SCENERY_TEXT_CACHE set empty remembers nothing")
    func emptyPathRemembersNothing() throws {
        let cache = TemporaryDirectory(prefix: "scenery-text-cache")
        defer { cache.remove() }
        mkdir(cache.path + "/scenery", 0o700)
        let run = try HelloUnderTest(extraEnvironment: ["XDG_CACHE_HOME": cache.path, "SCENERY_TEXT_CACHE": ""])
        _ = try run.openedWindow()
        // The compact font configuration is written after the first frame, like the text
        // layouts would be: once it is there, the layouts would be too.
        let fonts = FileAppearance.wait(for: "fonts-1.conf", in: cache.path + "/scenery", milliseconds: 10_000)
        run.stop()
        #expect(fonts)
        #expect(access(cache.path + "/scenery/text-Hello.layouts", F_OK) != 0, "text layouts were written")
    }
}
