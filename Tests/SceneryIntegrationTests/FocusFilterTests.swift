import CXCB
@testable import SceneryX11
import Testing

@Suite("Which X focus notifications change a window's focus")
struct FocusFilterTests {
    static let normal = UInt8(XCB_NOTIFY_MODE_NORMAL.rawValue)
    static let grab = UInt8(XCB_NOTIFY_MODE_GRAB.rawValue)
    static let ungrab = UInt8(XCB_NOTIFY_MODE_UNGRAB.rawValue)
    static let whileGrabbed = UInt8(XCB_NOTIFY_MODE_WHILE_GRABBED.rawValue)
    static let nonlinear = UInt8(XCB_NOTIFY_DETAIL_NONLINEAR.rawValue)

    @Test("Normal focus moves between top-level windows (openbox: mode Normal, detail Nonlinear) count")
    func normalMoves() {
        #expect(X11Window.focus(after: true, mode: Self.normal, detail: Self.nonlinear) == true)
        #expect(X11Window.focus(after: false, mode: Self.normal, detail: Self.nonlinear) == false)
        #expect(X11Window.focus(after: false, mode: Self.whileGrabbed, detail: Self.nonlinear) == false)
    }

    @Test("Grab and ungrab notifications (focus flicker) change nothing")
    func grabsAreIgnored() {
        for into in [true, false] {
            #expect(X11Window.focus(after: into, mode: Self.grab, detail: Self.nonlinear) == nil)
            #expect(X11Window.focus(after: into, mode: Self.ungrab, detail: Self.nonlinear) == nil)
        }
    }

    @Test("Pointer-related details and focus moving into a child change nothing")
    func pointerAndInferior() {
        for detail in [XCB_NOTIFY_DETAIL_POINTER, XCB_NOTIFY_DETAIL_POINTER_ROOT, XCB_NOTIFY_DETAIL_NONE] {
            #expect(X11Window.focus(after: true, mode: Self.normal, detail: UInt8(detail.rawValue)) == nil)
        }
        #expect(X11Window.focus(after: false, mode: Self.normal, detail: UInt8(XCB_NOTIFY_DETAIL_INFERIOR.rawValue)) == nil)
    }
}
