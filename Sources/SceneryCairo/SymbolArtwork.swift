#if canImport(Glibc)
import Glibc
#endif
import CCairo

/// Finds symbol images in the installed freedesktop icon themes.
///
/// SF Symbols names map to freedesktop icon names (docs/symbols.md). Symbolic icons are
/// monochrome masks tinted with the foreground style, as SF Symbols are.
@MainActor
package final class SymbolArtwork {
    /// A loaded icon: a Cairo image surface and whether it is a symbolic (mask) icon.
    struct Icon {
        var surface: OpaquePointer
        var symbolic: Bool
        var pixelSize: Int
    }

    private var cache: [String: Icon?] = [:]
    private let searchRoots: [String]

    /// SF Symbols names and the freedesktop icons that show the same thing, best first.
    static let freedesktopNames: [String: [String]] = [
        // Only icons that show the same thing: Adwaita's web-browser icon is a compass, not
        // a globe, so without a real globe icon Scenery draws one.
        "globe": ["globe-symbolic", "globe"],
        "folder": ["folder-symbolic", "folder"],
        "star": ["starred-symbolic", "non-starred-symbolic"],
        "star.fill": ["starred-symbolic"],
        "gear": ["emblem-system-symbolic", "preferences-system-symbolic"],
        "trash": ["user-trash-symbolic", "user-trash"],
        "plus": ["list-add-symbolic"],
        "magnifyingglass": ["edit-find-symbolic", "system-search-symbolic"],
        "heart": ["emblem-favorite-symbolic"],
        "house": ["go-home-symbolic", "user-home-symbolic"],
    ]

    package init(searchRoots: [String]? = nil) {
        if let searchRoots {
            self.searchRoots = searchRoots
        } else {
            let dataDirs = (getenv("XDG_DATA_DIRS").map { String(cString: $0) } ?? "")
                .split(separator: ":").map(String.init).filter { !$0.isEmpty }
            let roots = (dataDirs.isEmpty ? ["/usr/local/share", "/usr/share"] : dataDirs).map { $0 + "/icons" }
            self.searchRoots = roots
        }
    }

    /// The best icon for `systemName` at about `pixelSize`, or nil when no theme has one.
    func icon(for systemName: String, pixelSize: Int) -> Icon? {
        let key = "\(systemName)@\(pixelSize)"
        if let cached = cache[key] { return cached }
        let found = lookUp(systemName, pixelSize: pixelSize)
        cache[key] = found
        return found
    }

    private func lookUp(_ systemName: String, pixelSize: Int) -> Icon? {
        let names = Self.freedesktopNames[systemName] ?? [systemName + "-symbolic", systemName]
        let sizes = [16, 22, 24, 32, 48, 64, 96, 128, 256]
        // Prefer the smallest rendition at least as large as asked, then the largest.
        let ordered = sizes.filter { $0 >= pixelSize } + sizes.filter { $0 < pixelSize }.reversed()
        for name in names {
            for size in ordered {
                for root in searchRoots {
                    for theme in ["Adwaita", "hicolor"] {
                        for context in ["legacy", "actions", "apps", "places", "status", "emblems", "categories"] {
                            let base = "\(root)/\(theme)/\(size)x\(size)/\(context)/\(name)"
                            for (path, symbolic) in [(base + ".symbolic.png", true), (base + ".png", name.hasSuffix("-symbolic"))] {
                                guard access(path, R_OK) == 0 else { continue }
                                guard let surface = cairo_image_surface_create_from_png(path),
                                      cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
                                else { continue }
                                return Icon(surface: surface, symbolic: symbolic, pixelSize: size)
                            }
                        }
                    }
                }
            }
        }
        return nil
    }
}
