#if canImport(Glibc)
import Glibc
#endif
import Scenery
@testable import SceneryCairo
import SceneryTesting
import Testing

@Suite("Symbol images")
@MainActor
struct SymbolArtworkTests {
    @Test("A symbol with a freedesktop icon comes from the installed theme, tinted as a mask",
          .enabled(if: access("/usr/share/icons/Adwaita/48x48/places/folder-symbolic.symbolic.png", R_OK) == 0))
    func iconFromTheme() throws {
        let artwork = SymbolArtwork()
        let icon = try #require(artwork.icon(for: "folder", pixelSize: 40))
        #expect(icon.symbolic)
        #expect(icon.pixelSize == 48)
        let snapshot = HeadlessSnapshot(of: Image(systemName: "folder").foregroundStyle(Color.red).padding())
        let frame = try #require(snapshot.symbol("folder"))
        let red = snapshot.image.count(x: Int(frame.x), y: Int(frame.y), width: Int(frame.width), height: Int(frame.height)) {
            let c = snapshot.image.rgb(x: $0, y: $1)
            return c.red > 200 && c.green < 120
        }
        #expect(red > 10)
    }

    @Test("Without a matching icon the globe is drawn as a stroked globe in the foreground colour")
    func drawnGlobe() throws {
        let artwork = SymbolArtwork(searchRoots: ["/nonexistent"])
        #expect(artwork.icon(for: "globe", pixelSize: 20) == nil)
        let snapshot = HeadlessSnapshot(of: Image(systemName: "globe").imageScale(.large).padding())
        let frame = try #require(snapshot.symbol("globe"))
        let inked = snapshot.image.count(x: Int(frame.x), y: Int(frame.y), width: Int(frame.width), height: Int(frame.height)) {
            snapshot.image.luminance(x: $0, y: $1) < 160
        }
        // A ring, a meridian and three parallels: ink in the frame but far from all of it.
        #expect(inked > 30)
        #expect(Double(inked) < frame.width * frame.height * 0.6)
    }
}
