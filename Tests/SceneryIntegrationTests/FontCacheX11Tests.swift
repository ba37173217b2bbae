#if canImport(Glibc)
import Glibc
#endif
import SceneryPlatform
import SceneryTesting
import Testing

/// The renderer's compact font configuration, end to end: the first renderer writes it
/// after its first frame, the next one starts with it and draws the same pixels.
@Suite("Compact font configuration across launches (Xvfb + openbox, real processes)", .serialized)
@MainActor
struct FontCacheX11Tests {
    @Test("The first launch writes the compact font configuration; the second uses it and draws the window pixel for pixel the same")
    func secondLaunchUsesTheCache() throws {
        let cache = TemporaryDirectory(prefix: "scenery-font-cache")
        defer { cache.remove() }
        let directory = cache.path + "/scenery"
        mkdir(directory, 0o700)
        // Without remembered text layouts, which would spare the second launch Pango's font
        // set-up altogether (TextLayoutMemoX11Tests).
        let environment: [String: String?] = ["XDG_CACHE_HOME": cache.path, "SCENERY_TRACE_STARTUP": "1", "SCENERY_TEXT_CACHE": ""]

        let first = try HelloUnderTest(extraEnvironment: environment)
        let (firstWindow, _) = try first.openedWindow()
        let before = try #require(first.x.screenshot(firstWindow))
        let written = FileAppearance.wait(for: "fonts-1.conf", in: directory, milliseconds: 10_000) { !ProcessWatch.isAlive(first.app.pid) }
        first.stop()
        #expect(written, "the renderer wrote no compact font configuration: \(first.app.output)")
        #expect(!first.app.output.contains("compact font configuration installed"))
        let bytes = try #require(try AtomicFile.read(directory + "/fonts-1.conf"))
        #expect(String(decoding: bytes, as: UTF8.self).contains("<alias><family>sans-serif</family>"))

        let second = try HelloUnderTest(extraEnvironment: environment)
        defer { second.stop() }
        let (secondWindow, _) = try second.openedWindow()
        let after = try #require(second.x.screenshot(secondWindow))
        #expect(second.app.output.contains("compact font configuration installed"), "\(second.app.output)")
        #expect(after.width == before.width && after.height == before.height)
        #expect(after.differingPixelCount(from: before, tolerance: 0) == 0, "the text is drawn differently with the compact configuration")
    }

    @Test("A corrupt compact font configuration is ignored and replaced")
    func corruptCacheIsReplaced() throws {
        let cache = TemporaryDirectory(prefix: "scenery-font-cache")
        defer { cache.remove() }
        let directory = cache.path + "/scenery"
        mkdir(directory, 0o700)
        let path = directory + "/fonts-1.conf"
        try AtomicFile.write(Array("<?xml version=\"1.0\"?>\n<fontconfig><dir>".utf8), to: path)
        let run = try HelloUnderTest(extraEnvironment: ["XDG_CACHE_HOME": cache.path, "SCENERY_TRACE_STARTUP": "1", "SCENERY_TEXT_CACHE": ""])
        defer { run.stop() }
        let (window, _) = try run.openedWindow()
        #expect(run.x.screenshot(window).map { $0.distinctColorCount > 8 } == true, "the window looks blank")
        #expect(!run.app.output.contains("compact font configuration installed"))
        // Replaced by rename: wait (inotify) until a whole configuration is in place.
        let replaced = FileAppearance.wait(in: directory, milliseconds: 10_000) {
            ((try? AtomicFile.read(path)) ?? nil).map { String(decoding: $0, as: UTF8.self).hasSuffix("</fontconfig>\n") } ?? false
        }
        #expect(replaced, "the corrupt file was not replaced")
    }
}

@Suite("A family outside the compact font configuration (Xvfb + openbox, real processes)", .serialized)
@MainActor
struct FontCacheFamilyX11Tests {
    /// Runs Gallery (which names "DejaVu Serif") once with `cache` and returns its output
    /// and a screenshot of its window.
    func runGallery(cache: String, waitForRewrite: Bool) throws -> (output: String, shot: RasterImage) {
        let run = try HelloUnderTest(product: "Gallery", extraEnvironment: ["XDG_CACHE_HOME": cache, "SCENERY_TRACE_STARTUP": "1", "SCENERY_TEXT_CACHE": ""])
        defer { run.stop() }
        let (window, _) = try run.openedWindow()
        let shot = try #require(run.x.screenshot(window))
        if waitForRewrite {
            let path = cache + "/scenery/fonts-1.conf"
            let rewritten = FileAppearance.wait(in: cache + "/scenery", milliseconds: 10_000) {
                ((try? AtomicFile.read(path)) ?? nil).map { String(decoding: $0, as: UTF8.self).contains("<family>DejaVu Serif</family><prefer>") } ?? false
            }
            #expect(rewritten, "the compact configuration was not rewritten with the new family")
        }
        return (run.app.output, shot)
    }

    @Test("A family the compact configuration lacks loads the system configuration before it is measured, draws the same, and is added for the next launch")
    func newFamilyIsAdded() throws {
        let cache = TemporaryDirectory(prefix: "scenery-font-cache")
        defer { cache.remove() }
        mkdir(cache.path + "/scenery", 0o700)
        // Hello leaves a compact configuration of the generic families only.
        let hello = try HelloUnderTest(extraEnvironment: ["XDG_CACHE_HOME": cache.path, "SCENERY_TEXT_CACHE": ""])
        _ = try hello.openedWindow()
        let written = FileAppearance.wait(for: "fonts-1.conf", in: cache.path + "/scenery", milliseconds: 10_000)
        hello.stop()
        try #require(written, "Hello wrote no compact font configuration")

        let first = try runGallery(cache: cache.path, waitForRewrite: true)
        #expect(first.output.contains("compact font configuration installed"), "\(first.output)")
        #expect(first.output.contains("system font configuration loaded for DejaVu Serif"), "\(first.output)")

        let second = try runGallery(cache: cache.path, waitForRewrite: false)
        #expect(second.output.contains("compact font configuration installed"), "\(second.output)")
        #expect(!second.output.contains("system font configuration loaded"), "\(second.output)")
        #expect(second.shot.differingPixelCount(from: first.shot, tolerance: 0) == 0)
    }
}
