#if canImport(Glibc)
import Glibc
#endif
import CSceneryGraphics
import CXKBCommon
@testable import SceneryX11
import Testing

/// The compose state fed keysyms directly (no X server): what a dead key, a Multi_key
/// sequence and a broken sequence type.
@Suite("Compose sequences through xkbcommon: prefixes type nothing, the last key types the result, a broken sequence drops")
@MainActor
struct ComposeTests {
    private let sequences = """
        <Multi_key> <s> <c> : "✓"
        <dead_acute> <e> : "é"
        <dead_acute> <a> : "á"

        """

    private func compose() throws -> X11Compose {
        let context = try #require(xkb_context_new(XKB_CONTEXT_NO_FLAGS))
        return try #require(X11Compose(context: context, sequences: sequences))
    }

    @Test("A dead key types nothing; the next key types the composed character")
    func deadKey() throws {
        let compose = try compose()
        #expect(compose.feed(xkb_keysym_t(XKB_KEY_dead_acute)) == .consumed)
        #expect(compose.feed(xkb_keysym_t(XKB_KEY_e)) == .composed("é"))
        // The sequence is over: the next e is an e.
        #expect(compose.feed(xkb_keysym_t(XKB_KEY_e)) == .passThrough)
    }

    @Test("Multi_key and the keys that continue a sequence type nothing; the last types the result")
    func multiKey() throws {
        let compose = try compose()
        #expect(compose.feed(xkb_keysym_t(XKB_KEY_Multi_key)) == .consumed)
        #expect(compose.feed(xkb_keysym_t(XKB_KEY_s)) == .consumed)
        #expect(compose.feed(xkb_keysym_t(XKB_KEY_c)) == .composed("✓"))
    }

    @Test("A key that breaks a sequence is dropped with it; modifiers in between are ignored")
    func cancelled() throws {
        let compose = try compose()
        #expect(compose.feed(xkb_keysym_t(XKB_KEY_dead_acute)) == .consumed)
        #expect(compose.feed(xkb_keysym_t(XKB_KEY_Shift_L)) == .passThrough)
        #expect(compose.feed(xkb_keysym_t(XKB_KEY_q)) == .consumed)
        #expect(compose.feed(xkb_keysym_t(XKB_KEY_a)) == .passThrough)
        // A reset (focus lost) forgets a sequence in progress.
        #expect(compose.feed(xkb_keysym_t(XKB_KEY_dead_acute)) == .consumed)
        compose.reset()
        #expect(compose.feed(xkb_keysym_t(XKB_KEY_a)) == .passThrough)
    }

    @Test("The locale is LC_ALL, else LC_CTYPE, else LANG, else C")
    func locale() {
        #expect(X11Compose.locale(environment: { ["LC_ALL": "de_DE.UTF-8", "LANG": "fr_FR.UTF-8"][$0] }) == "de_DE.UTF-8")
        #expect(X11Compose.locale(environment: { ["LC_ALL": "", "LC_CTYPE": "el_GR.UTF-8", "LANG": "fr_FR.UTF-8"][$0] }) == "el_GR.UTF-8")
        #expect(X11Compose.locale(environment: { ["LANG": "fr_FR.UTF-8"][$0] }) == "fr_FR.UTF-8")
        #expect(X11Compose.locale(environment: { _ in nil }) == "C")
    }

    @Test("The en_US.UTF-8 system table composes dead_acute e into é")
    func systemTable() throws {
        let context = try #require(xkb_context_new(XKB_CONTEXT_NO_FLAGS))
        let compose = try #require(X11Compose(context: context, locale: "en_US.UTF-8"))
        #expect(compose.feed(xkb_keysym_t(XKB_KEY_dead_acute)) == .consumed)
        #expect(compose.feed(xkb_keysym_t(XKB_KEY_e)) == .composed("é"))
    }
}

/// The compose table a zygote makes before it forks renderers, handed to them only while the
/// environment that chose it is unchanged (compose_table.c).
@Suite("The zygote's compose table: shared while the locale and Compose file settings are unchanged", .serialized)
@MainActor
struct SharedComposeTableTests {
    @Test("A prepared table is handed over; a changed XCOMPOSEFILE or locale refuses it, and it types as the locale's own")
    func handedOverOnlyForTheSameEnvironment() throws {
        let names: [String] = ["XCOMPOSEFILE", "LC_ALL"]
        let saved = names.map { name in (name, getenv(name).map { String(cString: $0) }) }
        defer {
            for (name, value) in saved {
                if let value { setenv(name, value, 1) } else { unsetenv(name) }
            }
        }
        unsetenv("XCOMPOSEFILE")
        setenv("LC_ALL", "en_US.UTF-8", 1)
        scenery_compose_table_prepare()
        let table = try #require(scenery_compose_table_inherited(), "no table was prepared")
        // Preparing again keeps the table made first.
        scenery_compose_table_prepare()
        #expect(scenery_compose_table_inherited() == table)

        setenv("XCOMPOSEFILE", "/nonexistent/Compose", 1)
        #expect(scenery_compose_table_inherited() == nil, "handed over with another XCOMPOSEFILE")
        #expect(X11Compose.sharedByZygote() == nil)
        unsetenv("XCOMPOSEFILE")
        setenv("LC_ALL", "C", 1)
        #expect(scenery_compose_table_inherited() == nil, "handed over with another locale")
        setenv("LC_ALL", "en_US.UTF-8", 1)

        // The shared table composes as the locale's table does, and outlives the objects
        // that take it.
        for _ in 0..<2 {
            let compose = try #require(X11Compose.sharedByZygote())
            #expect(compose.feed(xkb_keysym_t(XKB_KEY_dead_acute)) == .consumed)
            #expect(compose.feed(xkb_keysym_t(XKB_KEY_e)) == .composed("é"))
        }
    }
}
