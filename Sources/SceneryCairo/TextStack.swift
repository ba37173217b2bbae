#if canImport(Glibc)
import Glibc
#endif
import CSceneryGraphics
import Dispatch
import SceneryPlatform

/// The renderer's text stack: the graphics libraries, the remembered text layouts, the font
/// configuration and the Pango font map every ``PangoTextMeasurer`` and ``CairoPainter``
/// of the process shares.
///
/// The libraries are not linked into the executable, so the scene host never loads them: a
/// renderer starts loading them (`dlopen`, several milliseconds) on a thread of its own
/// before `main` (CSceneryGraphics). It then calls ``startLoading()`` first thing, and a
/// second background thread, as soon as Cairo is loaded, reads the text layouts remembered
/// from an earlier launch (``RememberedTextLayouts``, at `SCENERY_TEXT_CACHE`, which the
/// host sets). When they are current, the first frame is laid out and drawn with Cairo
/// alone, and Pango loads after it (``finishFirstFrame()``) or when text that was not
/// remembered needs it. Otherwise the thread goes on at once: it installs the compact font
/// configuration as soon as fontconfig is loaded, creates the font map once Cairo and Pango
/// are, and lays out a line of body text, so the body font is open and shaped — while the
/// main thread connects to X and resolves its window's views. The first text measurement
/// waits for it. Without ``startLoading()`` (tests, tools) Pango loads on first use, on
/// the calling thread, and nothing is remembered.
@MainActor
package enum TextStack {
    /// What the background thread prepared. Written before `prepared` is signalled and read
    /// after waiting for it, so the semaphore orders the accesses.
    private struct Preparation: @unchecked Sendable {
        var fontMap: OpaquePointer?
        var compactFamilies: [String]?
        var failure: String?
    }

    /// What the first background step found. Written before `memoLoaded` is signalled and
    /// read after waiting for it.
    private struct MemoLoading: Sendable {
        var layouts: RememberedTextLayouts?
        var cairoFailure: String?
        /// The thread goes on to load Pango (nothing current was remembered).
        var loadsPango = false
    }

    nonisolated(unsafe) private static var preparation = Preparation()
    nonisolated(unsafe) private static var memoLoading = MemoLoading()
    nonisolated private static let prepared = DispatchSemaphore(value: 0)
    nonisolated private static let memoLoaded = DispatchSemaphore(value: 0)
    private static var started = false
    /// The first step's result, once waited for.
    private static var loadedMemo: MemoLoading?
    /// Pango's preparation is running or done (`prepared` will be or was signalled).
    private static var pangoStarted = false
    private static var shared: OpaquePointer?
    private static var failure: String?
    private static var memoInstance: TextLayoutMemo?

    /// Where the host asks renderers to remember text layouts (`SCENERY_TEXT_CACHE`); nil
    /// or empty: nowhere.
    nonisolated package static var memoPath: String? {
        RuntimePaths.environment("SCENERY_TEXT_CACHE").flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Starts loading on a background thread. Call once, as early as possible.
    package static func startLoading() {
        guard !started, shared == nil else { return }
        started = true
        let path = memoPath
        let threadStarted = BackgroundThread.start {
            var loading = MemoLoading()
            if scenery_graphics_load_cairo() != 0 {
                loading.cairoFailure = loadingError()
            } else if let path {
                loading.layouts = loadMemo(from: path)
            }
            loading.loadsPango = loading.cairoFailure == nil && loading.layouts == nil
            memoLoading = loading
            memoLoaded.signal()
            guard loading.loadsPango else { return }
            preparation = prepare(warmUp: true)
            prepared.signal()
        }
        // Without a thread, the first measurement loads on the main thread.
        if !threadStarted { started = false }
    }

    /// Reads and checks the remembered layouts at `path`; nil when there are none, they
    /// cannot be read, or they no longer describe this system.
    nonisolated private static func loadMemo(from path: String) -> RememberedTextLayouts? {
        guard let bytes = try? AtomicFile.read(path) else { return nil }
        guard let layouts = RememberedTextLayouts(decoding: bytes) else {
            StartupTrace.mark("renderer", "remembered text layouts unreadable")
            return nil
        }
        guard layouts.isCurrent() else {
            StartupTrace.mark("renderer", "remembered text layouts stale")
            return nil
        }
        StartupTrace.mark("renderer", "remembered text layouts loaded (\(layouts.sizes.count) sizes, \(layouts.drawings.count) drawings)")
        return layouts
    }

    /// The first background step's result (waiting for it), or nil without ``startLoading()``.
    private static var memoStep: MemoLoading? {
        if let loadedMemo { return loadedMemo }
        guard started else { return nil }
        memoLoaded.wait()
        let result = memoLoading
        loadedMemo = result
        if result.loadsPango { pangoStarted = true }
        return result
    }

    /// The process's remembered text layouts: those read at start, or an empty set that
    /// records the first frame; nil without ``startLoading()`` or `SCENERY_TEXT_CACHE`.
    package static var memo: TextLayoutMemo? {
        if let memoInstance { return memoInstance }
        guard let step = memoStep, step.cairoFailure == nil, let path = memoPath else { return nil }
        let memo = TextLayoutMemo(contents: step.layouts, path: path)
        memoInstance = memo
        return memo
    }

    /// Why the window cannot be drawn, or nil once it can: Cairo failed to load, or — when
    /// the first frame needs Pango because nothing is remembered — Pango did. Waits for the
    /// libraries, not for Pango's first layout.
    package static var drawingFailure: String? {
        if let step = memoStep {
            if let failure = step.cairoFailure { return failure }
            guard step.loadsPango else { return nil }
            return scenery_graphics_load() == 0 ? nil : loadingError()
        }
        return loadingFailure
    }

    /// Why Pango cannot be used, or nil once it can. Waits for it to load.
    package static var loadingFailure: String? {
        _ = fontMapIfLoaded
        return failure
    }

    /// The process's Pango font map, waiting for its loading (or loading now).
    /// Exits with a clear line when the libraries are missing; check ``drawingFailure``
    /// first where that can be reported better.
    package static var fontMap: OpaquePointer {
        if let map = fontMapIfLoaded { return map }
        writeStandardError("Scenery: cannot draw: \(failure ?? "the graphics libraries did not load")\n")
        exit(70)
    }

    private static var fontMapIfLoaded: OpaquePointer? {
        if let shared { return shared }
        guard failure == nil else { return nil }
        _ = memoStep
        let result: Preparation
        if pangoStarted {
            prepared.wait()
            result = preparation
        } else {
            pangoStarted = true
            StartupTrace.mark("renderer", "Pango needed")
            result = prepare(warmUp: false)
        }
        FontConfigurationCache.adopt(result.compactFamilies)
        failure = result.failure
        shared = result.fontMap
        return shared
    }

    /// After a window's first frame: records what it remembered (writing the file if
    /// something was missing) and, when the frame was drawn without Pango, makes sure
    /// Pango is loading (``loadPangoInBackground()``).
    package static func finishFirstFrame() {
        memoInstance?.finishRecording()
        loadPangoInBackground()
    }

    /// Starts loading Pango on a background thread for the text to come, when the first
    /// frame was drawn without it and it is not loading yet. The X11 backend calls this as
    /// soon as the window is mapped, so text that changes right after (a click, an
    /// animation) rarely waits for Pango on the main thread.
    package static func loadPangoInBackground() {
        guard started, shared == nil, failure == nil else { return }
        _ = memoStep
        guard !pangoStarted else { return }
        pangoStarted = true
        let threadStarted = BackgroundThread.start {
            preparation = prepare(warmUp: true)
            prepared.signal()
        }
        if !threadStarted { pangoStarted = false }
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
