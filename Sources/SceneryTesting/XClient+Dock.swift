#if canImport(Glibc)
import Glibc
#endif
import CXCB

extension XClient {
    /// Maps a dock (a panel, as a desktop's taskbar is) `height` pixels tall along the
    /// bottom of a screen `screenWidth` × `screenHeight` pixels, reserving that strip with
    /// `_NET_WM_STRUT_PARTIAL` and `_NET_WM_STRUT`. An EWMH window manager takes the strip
    /// out of the work area (`_NET_WORKAREA`). Returns the dock's window; `destroy(_:)`
    /// removes it.
    public func mapBottomDock(height: Int, screenWidth: Int, screenHeight: Int) -> UInt32 {
        let window = xcb_generate_id(connection)
        let screen = xcb_setup_roots_iterator(xcb_get_setup(connection)).data.pointee
        var values: [UInt32] = [screen.black_pixel]
        xcb_create_window(
            connection, UInt8(XCB_COPY_FROM_PARENT), window, root, 0, Int16(screenHeight - height),
            UInt16(screenWidth), UInt16(height), 0, UInt16(XCB_WINDOW_CLASS_INPUT_OUTPUT.rawValue),
            screen.root_visual, XCB_CW_BACK_PIXEL.rawValue, &values)
        var dock = atom("_NET_WM_WINDOW_TYPE_DOCK")
        xcb_change_property(
            connection, UInt8(XCB_PROP_MODE_REPLACE.rawValue), window, atom("_NET_WM_WINDOW_TYPE"),
            XCB_ATOM_ATOM.rawValue, 32, 1, &dock)
        // left, right, top, bottom, then the start and end of each strip.
        var partial: [UInt32] = [0, 0, 0, UInt32(height), 0, 0, 0, 0, 0, 0, 0, UInt32(screenWidth - 1)]
        xcb_change_property(
            connection, UInt8(XCB_PROP_MODE_REPLACE.rawValue), window, atom("_NET_WM_STRUT_PARTIAL"),
            XCB_ATOM_CARDINAL.rawValue, 32, 12, &partial)
        var strut: [UInt32] = [0, 0, 0, UInt32(height)]
        xcb_change_property(
            connection, UInt8(XCB_PROP_MODE_REPLACE.rawValue), window, atom("_NET_WM_STRUT"),
            XCB_ATOM_CARDINAL.rawValue, 32, 4, &strut)
        xcb_map_window(connection, window)
        xcb_flush(connection)
        return window
    }
}
