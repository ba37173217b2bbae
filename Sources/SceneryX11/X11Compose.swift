#if canImport(Glibc)
import Glibc
#endif
import CSceneryGraphics
import CXKBCommon
import SceneryPlatform

/// Dead keys and compose sequences through xkbcommon's compose API: the table of the
/// user's locale (`LC_ALL`, else `LC_CTYPE`, else `LANG`, else "C"), which xkbcommon
/// reads from `XCOMPOSEFILE`, else `~/.XCompose`, else the locale's system table.
///
/// Each key that goes down is fed to the compose state: a key that starts or continues a
/// sequence (a dead key, `Multi_key` and what follows it) is consumed and types nothing; the
/// key that completes one types the sequence's text; a key that breaks a sequence is
/// dropped with it, as GTK does.
@MainActor
final class X11Compose {
    /// What feeding a key did.
    enum Outcome: Equatable {
        /// Not part of a sequence: the key types its own text.
        case passThrough
        /// Starts, continues or cancels a sequence: the key types nothing and is not delivered.
        case consumed
        /// Completes a sequence: the key types this text.
        case composed(String)
    }

    private let table: OpaquePointer
    private let state: OpaquePointer

    /// The locale's table, or nil (with one line on stderr) when it cannot be read.
    init?(context: OpaquePointer, locale: String = X11Compose.locale()) {
        guard let table = xkb_compose_table_new_from_locale(context, locale, XKB_COMPOSE_COMPILE_NO_FLAGS) else {
            writeStandardError("scenery: no compose table for the locale \"\(locale)\"; dead keys and the Compose key type nothing\n")
            return nil
        }
        guard let state = xkb_compose_state_new(table, XKB_COMPOSE_STATE_NO_FLAGS) else {
            xkb_compose_table_unref(table)
            return nil
        }
        self.table = table
        self.state = state
    }

    /// The table the zygote made before it forked this renderer (shared with the other
    /// renderers it forked), when the locale and the Compose file settings are still the
    /// ones it was made for; else nil.
    static func sharedByZygote() -> X11Compose? {
        guard let shared = scenery_compose_table_inherited() else { return nil }
        let table = OpaquePointer(shared)
        guard let state = xkb_compose_state_new(table, XKB_COMPOSE_STATE_NO_FLAGS) else { return nil }
        // The zygote keeps its reference; this object takes one of its own for its deinit.
        xkb_compose_table_ref(table)
        return X11Compose(table: table, state: state)
    }

    private init(table: OpaquePointer, state: OpaquePointer) {
        self.table = table
        self.state = state
    }

    /// A table of the sequences in `text` (the Compose file format), for tests.
    init?(context: OpaquePointer, sequences text: String, locale: String = "C") {
        let made = text.withCString { buffer in
            xkb_compose_table_new_from_buffer(
                context, buffer, strlen(buffer), locale, XKB_COMPOSE_FORMAT_TEXT_V1, XKB_COMPOSE_COMPILE_NO_FLAGS)
        }
        guard let table = made, let state = xkb_compose_state_new(table, XKB_COMPOSE_STATE_NO_FLAGS) else { return nil }
        self.table = table
        self.state = state
    }

    isolated deinit {
        xkb_compose_state_unref(state)
        xkb_compose_table_unref(table)
    }

    /// The locale whose compose table applies: the first of `LC_ALL`, `LC_CTYPE` and
    /// `LANG` that is set and not empty, else "C".
    nonisolated static func locale(environment: (String) -> String? = { RuntimePaths.environment($0) }) -> String {
        for name in ["LC_ALL", "LC_CTYPE", "LANG"] {
            if let value = environment(name), !value.isEmpty { return value }
        }
        return "C"
    }

    /// Feeds the keysym of a key that went down (or repeats).
    func feed(_ keysym: xkb_keysym_t) -> Outcome {
        guard xkb_compose_state_feed(state, keysym) == XKB_COMPOSE_FEED_ACCEPTED else { return .passThrough }
        switch xkb_compose_state_get_status(state) {
        case XKB_COMPOSE_COMPOSING:
            return .consumed
        case XKB_COMPOSE_CANCELLED:
            xkb_compose_state_reset(state)
            return .consumed
        case XKB_COMPOSE_COMPOSED:
            var buffer = [CChar](repeating: 0, count: 256)
            let length = Int(xkb_compose_state_get_utf8(state, &buffer, buffer.count))
            var text = length > 0
                ? String(decoding: buffer.prefix(min(length, buffer.count - 1)).map { UInt8(bitPattern: $0) }, as: UTF8.self) : ""
            if text.isEmpty {
                // A sequence that yields only a keysym: its text.
                let symbol = xkb_compose_state_get_one_sym(state)
                let count = Int(xkb_keysym_to_utf8(symbol, &buffer, buffer.count))
                if count > 1 { text = String(decoding: buffer.prefix(count - 1).map { UInt8(bitPattern: $0) }, as: UTF8.self) }
            }
            xkb_compose_state_reset(state)
            return .composed(text)
        default:
            return .passThrough
        }
    }

    /// Forgets a sequence in progress (the window lost the focus).
    func reset() { xkb_compose_state_reset(state) }
}
