#if canImport(Glibc)
import Glibc
#endif
import CSceneryGraphics
package import SceneryCore
import SceneryPlatform

/// The app's images for `Image("name")`, loaded from PNG files with Cairo.
///
/// A name that is an absolute path is that file. Any other name is looked up, with
/// `.png` added when it has no extension, in:
///
/// 1. the directories listed in `SCENERY_IMAGE_PATH` (colon-separated), in order;
/// 2. the SwiftPM resource bundles next to the executable (`*.resources/`, and their
///    `Images/` subdirectory) — where `resources: [.copy("Images")]` puts an app's files.
///
/// Each image is decoded once per process; one that cannot be found or decoded is reported
/// once on standard error and drawn as a crossed box of size zero.
@MainActor
package final class NamedImages {
    package static let shared = NamedImages()

    private var surfaces: [String: OpaquePointer?] = [:]
    private lazy var directories: [String] = Self.searchDirectories()

    /// The intrinsic size of the image called `name` (pixels are points at scale 1).
    package func size(of name: String) -> CGSize? {
        guard let surface = surface(named: name) else { return nil }
        return CGSize(width: Double(cairo_image_surface_get_width(surface)), height: Double(cairo_image_surface_get_height(surface)))
    }

    /// The decoded image, or nil.
    package func surface(named name: String) -> OpaquePointer? {
        if let cached = surfaces[name] { return cached }
        let surface = load(name)
        surfaces[name] = .some(surface)
        return surface
    }

    private func load(_ name: String) -> OpaquePointer? {
        let file = name.contains(".") ? name : name + ".png"
        let candidates = name.hasPrefix("/") ? [name] : directories.map { $0 + "/" + file }
        for path in candidates where access(path, R_OK) == 0 {
            guard let surface = cairo_image_surface_create_from_png(path) else { continue }
            if cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS { return surface }
            let reason = String(cString: cairo_status_to_string(cairo_surface_status(surface)))
            cairo_surface_destroy(surface)
            writeStandardError("scenery: image \"\(name)\": \(path) is not a PNG Cairo can read (\(reason))\n")
            return nil
        }
        let searched = name.hasPrefix("/") ? name : (directories.isEmpty ? "no image directories" : directories.joined(separator: ", "))
        writeStandardError("scenery: no image named \"\(name)\" (looked in \(searched))\n")
        return nil
    }

    private static func searchDirectories() -> [String] {
        var directories = (RuntimePaths.environment("SCENERY_IMAGE_PATH") ?? "").split(separator: ":").map(String.init)
        for bundle in AppBundle.resourceBundles { directories += [bundle, bundle + "/Images"] }
        return directories
    }
}
