import CXCB
package import SceneryRenderer

extension X11Backend {
    /// Sets `_NET_WM_NAME` and `WM_NAME` of another client's window: the host marks a hung
    /// renderer's window "(Not Responding)" through this one. X lets any client change
    /// another's properties; a window that is gone by then gives a BadWindow error, which
    /// the event loop ignores like any X error.
    package func setTitle(ofWindow id: UInt32, to title: String) {
        let utf8 = Array(title.utf8)
        for property in [atoms.netWMName, XCB_ATOM_WM_NAME.rawValue] {
            xcb_change_property(
                connection, UInt8(XCB_PROP_MODE_REPLACE.rawValue), id, property, atoms.utf8String, 8,
                UInt32(utf8.count), utf8)
        }
        flush()
    }
}
