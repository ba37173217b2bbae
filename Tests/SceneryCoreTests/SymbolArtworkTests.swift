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

@Suite("Icon theme lookup")
@MainActor
struct IconThemeLookupTests {
    @Test("The icon-theme.cache hash table finds symbolic PNG renditions and misses cleanly",
          .enabled(if: access("/usr/share/icons/Adwaita/icon-theme.cache", R_OK) == 0))
    func cacheLookup() throws {
        let cache = try #require(IconThemeCache(path: "/usr/share/icons/Adwaita/icon-theme.cache"))
        let renditions = cache.renditions(of: "folder-symbolic.symbolic")
        #expect(renditions.contains { $0.pixelSize == 48 && $0.hasPNG && $0.directory == "48x48/places" })
        #expect(cache.renditions(of: "no-such-icon-anywhere").isEmpty)
    }

    @Test("A theme without a cache is searched by directory, picking the nearest larger size")
    func directoryScan() throws {
        let root = TemporaryDirectory(prefix: "scenery-icons")
        defer { root.remove() }
        for size in [16, 24, 48] {
            let dir = "\(root.path)/hicolor/\(size)x\(size)/actions"
            for part in ["/hicolor", "/hicolor/\(size)x\(size)", "/hicolor/\(size)x\(size)/actions"] {
                mkdir(root.path + part, 0o755)
            }
            let image = RasterImage(width: size, height: size, pixels: [UInt32](repeating: 0xff00_0000, count: size * size))
            #expect(image.writePNG(to: "\(dir)/sparkle-symbolic.symbolic.png"))
        }
        let artwork = SymbolArtwork(searchRoots: [root.path])
        let icon = try #require(artwork.icon(for: "sparkle", pixelSize: 20))
        #expect(icon.pixelSize == 24)
        #expect(icon.symbolic)
        #expect(artwork.icon(for: "absent", pixelSize: 20) == nil)
    }
}
