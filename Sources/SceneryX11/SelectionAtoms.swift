#if canImport(Glibc)
import Glibc
#endif
import CXCB
import SceneryCore

/// The atoms of selection transfers (ICCCM §2, and the freedesktop clipboard manager
/// convention), interned in one batch of pipelined requests on the first copy or paste —
/// never on the way to a window's first frame.
struct SelectionAtoms {
    let clipboard: xcb_atom_t
    let targets: xcb_atom_t
    let text: xcb_atom_t
    let textPlainUTF8: xcb_atom_t
    let utf8String: xcb_atom_t
    let timestamp: xcb_atom_t
    let multiple: xcb_atom_t
    let atomPair: xcb_atom_t
    let incr: xcb_atom_t
    let clipboardManager: xcb_atom_t
    let saveTargets: xcb_atom_t
    /// The property of our selection window a CLIPBOARD conversion is written to.
    let clipboardProperty: xcb_atom_t
    /// The property a PRIMARY conversion is written to.
    let primaryProperty: xcb_atom_t
    /// The property appended to (with nothing) to learn the server's time.
    let timeProbe: xcb_atom_t
    /// The property holding the targets a clipboard manager is asked to save.
    let saveProperty: xcb_atom_t

    /// `PRIMARY`, `STRING`, `ATOM` and `INTEGER` are predefined.
    static let primary = XCB_ATOM_PRIMARY.rawValue
    static let string = XCB_ATOM_STRING.rawValue
    static let atom = XCB_ATOM_ATOM.rawValue
    static let integer = XCB_ATOM_INTEGER.rawValue

    init(connection: OpaquePointer) {
        let names = [
            "CLIPBOARD", "TARGETS", "TEXT", "text/plain;charset=utf-8", "UTF8_STRING", "TIMESTAMP", "MULTIPLE",
            "ATOM_PAIR", "INCR", "CLIPBOARD_MANAGER", "SAVE_TARGETS", "_SCENERY_CLIPBOARD", "_SCENERY_PRIMARY",
            "_SCENERY_TIME", "_SCENERY_SAVE_TARGETS",
        ]
        let atoms = Atoms.intern(names, connection: connection)
        clipboard = atoms[0]
        targets = atoms[1]
        text = atoms[2]
        textPlainUTF8 = atoms[3]
        utf8String = atoms[4]
        timestamp = atoms[5]
        multiple = atoms[6]
        atomPair = atoms[7]
        incr = atoms[8]
        clipboardManager = atoms[9]
        saveTargets = atoms[10]
        clipboardProperty = atoms[11]
        primaryProperty = atoms[12]
        timeProbe = atoms[13]
        saveProperty = atoms[14]
    }

    /// The selection atom of `kind`.
    func selection(_ kind: TextSelectionKind) -> xcb_atom_t {
        kind == .clipboard ? clipboard : Self.primary
    }

    /// The property of our selection window a conversion of `kind` is written to.
    func property(_ kind: TextSelectionKind) -> xcb_atom_t {
        kind == .clipboard ? clipboardProperty : primaryProperty
    }
}
