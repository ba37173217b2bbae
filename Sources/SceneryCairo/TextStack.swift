#if canImport(Glibc)
import Glibc
#endif
import CSceneryGraphics
import Dispatch
import SceneryPlatform

/// The renderer's text stack: the graphics libraries, the font configuration and the Pango
/// font map every ``PangoTextMeasurer`` and ``CairoPainter`` of the process shares.
///
/// The libraries are not linked into the executable, so the scene host never loads them: a
/// renderer starts loading them (`dlopen`, several milliseconds) on a thread of its own
/// before `main` (CSceneryGraphics). It then calls ``startLoading()`` first thing, and a
/// second background thread installs the compact font configuration as soon as fontconfig
/// is loaded, creates the font map once Cairo and Pango are, and lays out a line of body
/// text, so the body font is open and shaped — while the main thread connects to X and
/// resolves its window's views. The first text measurement waits for it. Without
/// ``startLoading()`` (tests, tools) the same happens on first use, on the calling thread.
@MainActor
package enum TextStack {
    /// What the background thread prepared. Written before `prepared` is signalled and read
    /// after waiting for it, so the semaphore orders the accesses.
    private struct Preparation: @unchecked Sendable {
        var fontMap: OpaquePointer?
        var compactFamilies: [String]?
        var failure: String?
    }

    nonisolated(unsafe) private static var preparation = Preparation()
    nonisolated private static let prepared = DispatchSemaphore(value: 0)
    private static var started = false
    private static var shared: OpaquePointer?
    private static var failure: String?

    /// Starts loading on a background thread. Call once, as early as possible.
    package static func startLoading() {
        guard !started, shared == nil else { return }
        started = true
        let threadStarted = BackgroundThread.start {
            preparation = prepare(warmUp: true)
            prepared.signal()
        }
        // Without a thread, the first measurement loads on the main thread.
        if !threadStarted { started = false }
    }

    /// Why the graphics libraries cannot be used, or nil once they can. Waits for
    /// ``startLoading()`` to finish.
    package static var loadingFailure: String? {
        _ = fontMapIfLoaded
        return failure
    }

    /// The process's Pango font map, waiting for ``startLoading()`` (or loading now).
    /// Exits with a clear line when the libraries are missing; check ``loadingFailure`` first
    /// where that can be reported better.
    package static var fontMap: OpaquePointer {
        if let map = fontMapIfLoaded { return map }
        writeStandardError("Scenery: cannot draw: \(failure ?? "the graphics libraries did not load")\n")
        exit(70)
    }

    private static var fontMapIfLoaded: OpaquePointer? {
        if let shared { return shared }
        guard failure == nil else { return nil }
        let result: Preparation
        if started {
            prepared.wait()
            result = preparation
        } else {
            result = prepare(warmUp: false)
        }
        FontConfigurationCache.adopt(result.compactFamilies)
        failure = result.failure
        shared = result.fontMap
        return shared
    }

    /// Loads the libraries, installs the compact font configuration and creates the font map.
    nonisolated private static func prepare(warmUp: Bool) -> Preparation {
        // fontconfig loads first (a renderer started loading before main, in
        // CSceneryGraphics): the font configuration is set up while Cairo and Pango load.
        guard scenery_graphics_load_fontconfig() == 0 else { return Preparation(failure: loadingError()) }
        let families = FontConfigurationCache.installCompactIfCurrent()
        guard scenery_graphics_load() == 0 else { return Preparation(failure: loadingError()) }
        StartupTrace.mark("renderer", "graphics libraries loaded")
        guard let fontMap = pango_cairo_font_map_new() else {
            return Preparation(compactFamilies: families, failure: "Pango could not create a font map")
        }
        if warmUp { shapeSample(with: fontMap) }
        return Preparation(fontMap: fontMap, compactFamilies: families)
    }

    nonisolated private static func loadingError() -> String {
        scenery_graphics_error().map { String(cString: $0) } ?? "cannot load the graphics libraries"
    }

    /// Lays out a line in the body font, so its face is loaded and cached in the font map
    /// before the first window's text is measured.
    nonisolated private static func shapeSample(with fontMap: OpaquePointer) {
        guard let context = pango_font_map_create_context(fontMap) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        PangoTextMeasurer.configure(context)
        let layout = PangoTextMeasurer.makeLayout("Hello, world! 0123456789", font: .body, width: nil, in: context)
        var logical = PangoRectangle()
        pango_layout_get_pixel_extents(layout, nil, &logical)
        g_object_unref(UnsafeMutableRawPointer(layout))
        StartupTrace.mark("renderer", "body font shaped")
    }
}
