import CSceneryGraphics
package import SceneryPlatform
package import SceneryCairo
package import SceneryCore
package import SceneryRenderer
package import SceneryWire
#if canImport(Glibc)
import Glibc
#endif

/// The headless backend: the renderer's own drawing code into a Cairo image surface.
///
/// Windows are virtual: presenting a frame paints it into an ARGB32 image the test can read
/// pixel by pixel or write out as a PNG. The image has ``displayScale`` pixels per point, so
/// tests can check drawing on a HiDPI display.
@MainActor
package final class HeadlessBackend: RenderBackend {
    /// Created on first use, after ``drawingUnavailable`` had a chance to report missing
    /// libraries.
    package private(set) lazy var painter = CairoPainter()
    package private(set) var windows: [HeadlessWindow] = []
    /// Pixels per point of the virtual display.
    package let displayScale: CGFloat

    /// A virtual display of `scale` pixels per point; by default `SCENERY_SCALE` (a renderer
    /// on the headless display follows it as on X11), else 1.
    package init(scale: CGFloat? = nil) {
        if let scale {
            displayScale = scale
        } else if let text = RuntimePaths.environment(DisplayScaleRule.overrideVariable), !text.isEmpty {
            switch DisplayScaleRule.parseOverride(text) {
            case .success(let scale):
                displayScale = scale
            case .failure(let error):
                writeStandardError("scenery: \(error.message); using 1\n")
                displayScale = 1
            }
        } else {
            displayScale = 1
        }
    }

    /// A backend that draws with `painter` (tests give it a painter with remembered layouts),
    /// on a virtual display of `scale` pixels per point (by default as ``init(scale:)``).
    package convenience init(painter: CairoPainter, scale: CGFloat? = nil) {
        self.init(scale: scale)
        self.painter = painter
    }

    /// The height of the virtual screen in points, which popups stay inside (a menu taller
    /// than it scrolls); nil: unbounded.
    package var screenHeight: CGFloat?

    package func popupAvailableHeight(parent: UInt32, anchor: CGRect) -> CGFloat? { screenHeight }

    package var textMeasurer: any TextMeasurer { painter.measurer }
    package var drawingUnavailable: String? { TextStack.drawingFailure }

    private var selections: InMemoryTextSelections?

    /// The selections in memory, shared by the windows of this process.
    package func textSelections(loop: EventLoop) -> (any ClipboardHandOverService)? {
        if let selections { return selections }
        let made = InMemoryTextSelections(schedule: { loop.defer($0) })
        selections = made
        return made
    }

    /// Starts recording the first frame's text (``TextLayoutMemo``).
    package func prepareToDraw() { TextStack.memo?.beginRecording() }

    /// Remembers the first frame's text layouts for the next renderer and starts Pango if
    /// the frame did without it.
    package func afterFirstFrame() { TextStack.finishFirstFrame() }

    package func makeWindow(_ spec: BackendWindowSpec, delegate: any BackendWindowDelegate) throws(RendererError) -> any BackendWindow {
        let window = HeadlessWindow(painter: painter, scale: displayScale, spec: spec, delegate: delegate)
        if spec.role != .normal {
            // A presentation's window: its own id (the first window keeps the pid), and a
            // window manager's focus rules (``HeadlessWindow/show()``).
            window.backend = self
            window.secondaryID = 0x4000_0000 | UInt32(windows.count)
        }
        windows.append(window)
        return window
    }

    /// The open window with native id `id`.
    package func window(withID id: UInt32) -> HeadlessWindow? {
        windows.last { $0.nativeID == id && !$0.isClosed }
    }

    /// The open presentation windows (dialogs and popups), oldest first.
    package var secondaryWindows: [HeadlessWindow] { windows.filter { $0.role != .normal && !$0.isClosed } }
}

/// A virtual window backed by an image surface.
@MainActor
package final class HeadlessWindow: BackendWindow {
    private let painter: CairoPainter
    /// Pixels per point: the frame image is this many times the window's size in points.
    package let scale: CGFloat
    private weak var delegate: (any BackendWindowDelegate)?
    package private(set) var title: String
    package private(set) var isVisible = false
    package private(set) var isClosed = false
    /// The last frame drawn, copied out of the window's surface when first asked for
    /// after a frame (a frame nobody reads costs no copy, as on X11, where the server
    /// keeps the pixels).
    package var image: RasterImage? {
        if let captured { return captured }
        guard hasFrame, let surface else { return nil }
        let copy = RasterImage.capture(surface)
        captured = copy
        return copy
    }
    /// The copy of the last frame made by ``image``, dropped at the next frame.
    private var captured: RasterImage?
    /// Whether a frame has been presented into the surface.
    private var hasFrame = false
    /// What kind of window it is (a presentation's dialog or popup, or a top-level window).
    package let role: BackendWindowRole
    /// The size it was made with, in points.
    package let initialSize: Size
    /// The backend that made a presentation's window (nil for top-level windows).
    weak var backend: HeadlessBackend?
    /// A presentation window's id.
    var secondaryID: UInt32?

    init(painter: CairoPainter, scale: CGFloat, spec: BackendWindowSpec, delegate: any BackendWindowDelegate) {
        self.painter = painter
        self.scale = scale
        self.title = spec.title
        self.delegate = delegate
        role = spec.role
        initialSize = spec.size
    }

    /// The window this one is a dialog or popup of.
    package var parentWindow: HeadlessWindow? {
        switch role {
        case .normal: return nil
        case .dialog(let parent, _), .popup(let parent, _, _, _): return backend?.window(withID: parent)
        }
    }

    /// The virtual display's window id: the renderer's pid (one window per renderer), never
    /// 0, so the host and `scenectl` can tell an open window from one still opening.
    package var nativeID: UInt32 { secondaryID ?? UInt32(truncatingIfNeeded: getpid()) }

    /// The image surface the frames are painted into, kept while the size stays, so a
    /// frame repaints only its damaged region, as on X11.
    private var surface: OpaquePointer?
    private var surfaceSize: Size?
    /// What the last frame repainted: nil for everything, `.zero` for nothing.
    package private(set) var lastRepaint: CGRect?
    /// How many drawing items the last frame painted.
    package private(set) var lastItemsPainted = 0

    /// A window dropped without ``close()`` (a test that ends with it open) gives its
    /// surface back too.
    isolated deinit {
        if let surface { cairo_surface_destroy(surface) }
    }

    package func present(_ list: DisplayList, size: Size, damage: DisplayListDamage) {
        var region: CGRect? = nil
        if surface == nil || surfaceSize != size {
            if let surface { cairo_surface_destroy(surface) }
            let width = Int32(max(1, (size.width * scale - 1e-9).rounded(.up)))
            let height = Int32(max(1, (size.height * scale - 1e-9).rounded(.up)))
            surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height)
            surfaceSize = size
        } else {
            switch damage {
            case .none: region = .zero
            case .region(let rect): region = rect
            case .full: region = nil
            }
        }
        guard let surface else { return }
        lastRepaint = region
        lastItemsPainted = 0
        if region != .zero {
            let cr = cairo_create(surface)!
            painter.paint(list, size: size, scale: scale, clip: region, on: cr)
            cairo_destroy(cr)
            lastItemsPainted = painter.itemsPainted
        }
        hasFrame = true
        captured = nil
    }

    /// What the virtual window system says about this window.
    package private(set) var state = WindowState()

    package func show() {
        guard !isVisible else { return }
        sizeLimitsWhenShown = sizeLimits
        isVisible = true
        delegate?.windowDidMap()
        // A new window is shown and focused, as a window manager does by default; a dialog
        // takes the focus from its parent. A popup holds the keyboard by a grab, which is
        // no focus change for the parent.
        if case .dialog = role { parentWindow?.setFocused(false) }
        setState(WindowState(mapped: true, iconic: false, focused: true))
    }

    /// Gives or takes the keyboard focus, as clicking another window would.
    package func setFocused(_ focused: Bool) { setState(WindowState(mapped: state.mapped, iconic: state.iconic, focused: focused)) }

    /// Minimises the window (it loses focus and is unmapped), as the window manager does.
    package func minimize() { setState(WindowState(mapped: false, iconic: true, focused: false)) }

    /// Restores a minimised window and focuses it.
    package func restore() { setState(WindowState(mapped: true, iconic: false, focused: true)) }

    private func setState(_ new: WindowState) {
        guard new != state else { return }
        state = new
        delegate?.windowStateChanged(new)
    }

    package func setTitle(_ title: String) { self.title = title }

    /// The size limits the renderer asked for (`windowResizability`).
    package private(set) var sizeLimits: (minimum: Size?, maximum: Size?) = (nil, nil)
    /// The size limits when the window was first shown: a window manager reads them as it
    /// maps the window.
    package private(set) var sizeLimitsWhenShown: (minimum: Size?, maximum: Size?) = (nil, nil)

    package func setSizeLimits(minimum: Size?, maximum: Size?) { sizeLimits = (minimum, maximum) }

    package func activate() { restore() }

    package func close() {
        if let surface {
            // The last frame stays readable after the window is gone.
            if hasFrame && captured == nil { captured = RasterImage.capture(surface) }
            cairo_surface_destroy(surface)
            self.surface = nil
        }
        let hadFocus = state.focused
        isClosed = true
        isVisible = false
        // The window manager gives the focus back to the window a dialog was over.
        if case .dialog = role, hadFocus { parentWindow?.setFocused(true) }
    }

    /// Clicks outside a popup (the grab reports the press to the popup), as a person
    /// clicking elsewhere on the screen would.
    package func clickOutside() { delegate?.windowClickedOutside() }

    /// Resizes the virtual window to `size` points, as a person dragging its edge would.
    package func resize(to size: Size) { delegate?.windowDidResize(to: size) }

    /// Clicks at `point` (in points: the X11 backend converts pixels to points before the
    /// renderer sees them), as a person with a mouse would.
    ///
    /// A simulated click is a tap: no pointer stays over what it clicked, so nothing is
    /// drawn hovered afterwards unless ``hover(at:)`` moved a pointer there first.
    package func click(at point: CGPoint, modifiers: EventModifiers = []) {
        delegate?.windowPointer(pressed: true, at: point, modifiers: modifiers)
        delegate?.windowPointer(pressed: false, at: point, modifiers: modifiers)
    }

    /// Clicks at `point` as the `clickCount`th press of a row (2: the second press of a
    /// double click), as the X11 backend counts them.
    package func click(at point: CGPoint, clickCount: Int, modifiers: EventModifiers = []) {
        delegate?.windowPointer(pressed: true, at: point, modifiers: modifiers, clickCount: clickCount)
        delegate?.windowPointer(pressed: false, at: point, modifiers: modifiers, clickCount: clickCount)
    }

    /// Turns the mouse wheel over `point` by `notches` (positive height: down), as the
    /// X11 backend reports buttons 4–7.
    package func scroll(at point: CGPoint, notches: CGSize) {
        delegate?.windowScroll(notches: notches, at: point)
    }

    /// Presses the mouse's back button over `point`, as the X11 backend reports button 8.
    package func pressBackButton(at point: CGPoint) { delegate?.windowNavigateBack(at: point) }
    /// Presses the middle button over `point`, as the X11 backend reports button 2.
    package func pressMiddleButton(at point: CGPoint) { delegate?.windowMiddleClick(at: point) }

    /// Presses the secondary button over `point`, as the X11 backend reports button 3.
    package func pressSecondaryButton(at point: CGPoint) { delegate?.windowSecondaryClick(at: point) }

    /// Presses the pointer button at `point` without releasing it.
    package func press(at point: CGPoint) { delegate?.windowPointer(pressed: true, at: point) }

    /// Moves the pointer to `point` with the button held (after ``press(at:)``).
    package func drag(to point: CGPoint) { delegate?.windowPointerMoved(to: point) }

    /// Moves the pointer to `point` with no button held, as the X11 backend reports the
    /// last motion of a batch of events; nil: the pointer left the window.
    package func hover(at point: CGPoint?) { delegate?.windowPointerHovered(at: point) }

    /// Releases the pointer button at `point`.
    package func release(at point: CGPoint) { delegate?.windowPointer(pressed: false, at: point) }

    /// Delivers one key event, as the keyboard would while the window has the focus.
    package func key(_ press: KeyPress) { delegate?.windowKey(press) }

    /// Presses and releases `key` (down, then up), typing `characters` (the key's own
    /// character by default for printable keys).
    package func type(_ key: KeyEquivalent, characters: String? = nil, modifiers: EventModifiers = []) {
        let text = characters ?? Self.characters(of: key)
        delegate?.windowKey(KeyPress(phase: .down, key: key, characters: text, modifiers: modifiers))
        delegate?.windowKey(KeyPress(phase: .up, key: key, characters: text, modifiers: modifiers))
    }

    /// The text a key types without modifiers: its character, or none for function keys
    /// (the private-use characters of the arrows and navigation keys).
    package static func characters(of key: KeyEquivalent) -> String {
        guard let scalar = key.character.unicodeScalars.first else { return "" }
        return (0xF700...0xF8FF).contains(scalar.value) ? "" : String(key.character)
    }

    /// Asks to close the virtual window, as the window manager would.
    package func requestClose() { delegate?.windowCloseRequested() }
}

extension HeadlessWindow: SimulatedWindow {
    package func simulate(_ event: WindowEvent) {
        switch event.kind {
        case .focus: setFocused(true)
        case .unfocus: setFocused(false)
        case .minimize: minimize()
        case .restore: restore()
        case .close: requestClose()
        case .click: click(at: CGPoint(x: event.x, y: event.y))
        case .key:
            guard let scalar = Unicode.Scalar(UInt32(max(0, event.x))) else { return }
            type(KeyEquivalent(Character(scalar)), modifiers: EventModifiers(rawValue: Int(event.y)))
        }
    }

    package func saveFrame(to path: String) -> Bool {
        guard let image else { return false }
        let temporary = path + ".tmp"
        guard image.writePNG(to: temporary) else { return false }
        return rename(temporary, path) == 0
    }
}
