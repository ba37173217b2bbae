#if canImport(Glibc)
import Glibc
#endif
import CXCB
import SceneryCore

/// Where the monitors are on the root window and the desktop's work area, read when a
/// popup or dialog is placed (``PopupArea``).
///
/// The monitors are RandR's CRTCs that show something. They are kept between popups and
/// read again only when the screen's configuration timestamp moves, so a placement costs
/// one round trip, shared with the parent window's position: the requests of
/// ``request(parent:)`` are all pipelined. The two EWMH atoms are interned on the first
/// placement, not at start-up, which stays lean.
@MainActor
final class MonitorLayout {
    /// The RandR version was asked and is at least 1.3 (true), too old or absent (false).
    private var randrUsable: Bool?
    private var configTime: UInt32 = 0
    private var monitors: [CGRect] = []
    private var workAreaAtom: xcb_atom_t = 0
    private var currentDesktopAtom: xcb_atom_t = 0

    /// The requests of one placement, sent and not yet answered.
    struct Pending {
        var translate: xcb_translate_coordinates_cookie_t
        var version: UInt32?
        var resources: UInt32?
        var workArea: xcb_get_property_cookie_t?
        var desktop: xcb_get_property_cookie_t?
    }

    /// What a placement needs: the parent window's origin on the root window and the area
    /// its popups may use, in root pixels.
    struct Placement {
        var parentOrigin: CGPoint
        var monitors: [CGRect]
        var workArea: CGRect?
    }

    /// Sends every request of a placement over `parent`.
    func request(parent: xcb_window_t, backend: X11Backend) -> Pending {
        let connection = backend.connection, root = backend.screen.pointee.root
        if workAreaAtom == 0 {
            let atoms = Atoms.intern(["_NET_WORKAREA", "_NET_CURRENT_DESKTOP"], connection: connection)
            workAreaAtom = atoms[0]
            currentDesktopAtom = atoms[1]
        }
        var pending = Pending(translate: xcb_translate_coordinates(connection, parent, root, 0, 0))
        let present = xcb_get_extension_data(connection, RandRMonitor.extensionRecord)
        if randrUsable != false, let present, present.pointee.present != 0 {
            if randrUsable == nil { pending.version = RandRMonitor.send(connection, opcode: 0, words: [1, 3]) }
            pending.resources = RandRMonitor.send(connection, opcode: 25, words: [root])
        } else {
            randrUsable = false
        }
        if workAreaAtom != 0 {
            pending.workArea = xcb_get_property(connection, 0, root, workAreaAtom, XCB_ATOM_CARDINAL.rawValue, 0, 1024)
            pending.desktop = xcb_get_property(connection, 0, root, currentDesktopAtom, XCB_ATOM_CARDINAL.rawValue, 0, 1)
        }
        return pending
    }

    /// Reads the answers of `pending` (and, when the monitors changed, their CRTCs: one
    /// more round trip); nil when the parent window is gone.
    func read(_ pending: Pending, backend: X11Backend) -> Placement? {
        let connection = backend.connection
        var origin: CGPoint?
        if let reply = xcb_translate_coordinates_reply(connection, pending.translate, nil) {
            origin = CGPoint(x: CGFloat(reply.pointee.dst_x), y: CGFloat(reply.pointee.dst_y))
            free(reply)
        }
        if let version = pending.version {
            let reply = RandRMonitor.reply(connection, version)
            let major = reply?.word(at: 8) ?? 0, minor = reply?.word(at: 12) ?? 0
            randrUsable = major > 1 || (major == 1 && minor >= 3)
        }
        if let resources = pending.resources, let reply = RandRMonitor.reply(connection, resources), randrUsable == true {
            let time = reply.word(at: 12)
            if time != configTime || monitors.isEmpty {
                configTime = time
                let crtcCount = Int(reply.half(at: 16))
                let crtcs = (0..<crtcCount).map { reply.word(at: 32 + 4 * $0) }
                let requests = crtcs.map { RandRMonitor.send(connection, opcode: 20, words: [$0, time]) }
                monitors = requests.compactMap { request -> CGRect? in
                    guard let info = RandRMonitor.reply(connection, request) else { return nil }
                    let x = Int16(bitPattern: info.half(at: 12)), y = Int16(bitPattern: info.half(at: 14))
                    let width = info.half(at: 16), height = info.half(at: 18)
                    guard width > 0, height > 0 else { return nil }
                    return CGRect(x: CGFloat(x), y: CGFloat(y), width: CGFloat(width), height: CGFloat(height))
                }
            }
        }
        let values = Self.cardinals(connection, pending.workArea)
        let desktop = Self.cardinals(connection, pending.desktop).first
        guard let origin else { return nil }
        return Placement(parentOrigin: origin, monitors: monitors, workArea: PopupArea.workArea(values: values, currentDesktop: desktop))
    }

    /// A CARDINAL property's values (empty when it is unset or of another format).
    private static func cardinals(_ connection: OpaquePointer, _ cookie: xcb_get_property_cookie_t?) -> [UInt32] {
        guard let cookie, let reply = xcb_get_property_reply(connection, cookie, nil) else { return [] }
        defer { free(reply) }
        guard reply.pointee.format == 32, let bytes = xcb_get_property_value(reply) else { return [] }
        let count = Int(xcb_get_property_value_length(reply)) / 4
        return Array(UnsafeBufferPointer(start: bytes.assumingMemoryBound(to: UInt32.self), count: count))
    }
}
