import CSceneryLaunch
import SceneryPlatform
import Testing

/// A renderer forked before `main` names its remembered text layouts in C (launch.c) before
/// the Swift runtime runs; the path must be the one the host gives spawned renderers.
@Suite("The forked renderer's default text cache path")
struct DefaultTextCacheTests {
    private func cPath(_ appID: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        guard scenery_default_text_cache(appID, &buffer, buffer.count) == 0 else { return nil }
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test("C and Swift give the same path for an app id", arguments: ["Hello", "org.example.Notes", "a b"])
    func samePath(appID: String) {
        #expect(cPath(appID) == RuntimePaths.textLayoutCache(appID: appID))
        #expect(cPath(appID) != nil, "this test process has HOME or XDG_CACHE_HOME")
    }

    @Test("A bad app id has no path in either", arguments: ["", ".hidden", "a/b", String(repeating: "x", count: 129)])
    func badAppID(appID: String) {
        #expect(cPath(appID) == nil)
        #expect(RuntimePaths.textLayoutCache(appID: appID) == nil)
    }

    @Test("A path that does not fit the buffer is refused, not cut")
    func tooLong() {
        var buffer = [CChar](repeating: 0, count: 8)
        #expect(scenery_default_text_cache("Hello", &buffer, buffer.count) == -1)
    }
}
