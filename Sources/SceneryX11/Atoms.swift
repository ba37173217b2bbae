#if canImport(Glibc)
import Glibc
#endif
import CXCB

/// The atoms the X11 backend uses, interned in one batch of pipelined requests.
///
/// ICCCM §4.1.2 (WM_PROTOCOLS, WM_DELETE_WINDOW, WM_STATE) and EWMH (_NET_WM_NAME,
/// _NET_WM_PID, _NET_WM_PING, _NET_WM_STATE, _NET_WM_STATE_HIDDEN).
struct Atoms {
    let wmProtocols: xcb_atom_t
    let wmDeleteWindow: xcb_atom_t
    let wmState: xcb_atom_t
    let netWMPing: xcb_atom_t
    let netWMName: xcb_atom_t
    let netWMPID: xcb_atom_t
    let netWMState: xcb_atom_t
    let netWMStateHidden: xcb_atom_t
    let utf8String: xcb_atom_t
    let netActiveWindow: xcb_atom_t
    let sceneryFrame: xcb_atom_t
    /// EWMH window types and the modal state of presentations' windows.
    let netWMWindowType: xcb_atom_t
    let netWMWindowTypeDialog: xcb_atom_t
    let netWMWindowTypePopupMenu: xcb_atom_t
    let netWMWindowTypeDropdownMenu: xcb_atom_t
    let netWMWindowTypeTooltip: xcb_atom_t
    let netWMStateModal: xcb_atom_t

    /// Interns every atom with one round trip's worth of latency (requests are pipelined).
    init(connection: OpaquePointer) {
        let names = [
            "WM_PROTOCOLS", "WM_DELETE_WINDOW", "WM_STATE", "_NET_WM_PING", "_NET_WM_NAME",
            "_NET_WM_PID", "_NET_WM_STATE", "_NET_WM_STATE_HIDDEN", "UTF8_STRING", "_NET_ACTIVE_WINDOW",
            "_SCENERY_FRAME", "_NET_WM_WINDOW_TYPE", "_NET_WM_WINDOW_TYPE_DIALOG", "_NET_WM_WINDOW_TYPE_POPUP_MENU",
            "_NET_WM_WINDOW_TYPE_DROPDOWN_MENU", "_NET_WM_WINDOW_TYPE_TOOLTIP", "_NET_WM_STATE_MODAL",
        ]
        let atoms = Self.intern(names, connection: connection)
        wmProtocols = atoms[0]
        wmDeleteWindow = atoms[1]
        wmState = atoms[2]
        netWMPing = atoms[3]
        netWMName = atoms[4]
        netWMPID = atoms[5]
        netWMState = atoms[6]
        netWMStateHidden = atoms[7]
        utf8String = atoms[8]
        netActiveWindow = atoms[9]
        sceneryFrame = atoms[10]
        netWMWindowType = atoms[11]
        netWMWindowTypeDialog = atoms[12]
        netWMWindowTypePopupMenu = atoms[13]
        netWMWindowTypeDropdownMenu = atoms[14]
        netWMWindowTypeTooltip = atoms[15]
        netWMStateModal = atoms[16]
    }

    /// Interns `names` with their requests pipelined (one round trip); 0 for an atom the
    /// server did not answer.
    static func intern(_ names: [String], connection: OpaquePointer) -> [xcb_atom_t] {
        let cookies = names.map { name in
            xcb_intern_atom(connection, 0, UInt16(name.utf8.count), name)
        }
        return cookies.map { cookie -> xcb_atom_t in
            guard let reply = xcb_intern_atom_reply(connection, cookie, nil) else { return 0 }
            defer { free(reply) }
            return reply.pointee.atom
        }
    }
}
