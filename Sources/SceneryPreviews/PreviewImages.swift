#if canImport(Glibc)
import Glibc
#endif
package import SceneryCairo
package import SceneryCore
package import SceneryHeadless
import SceneryPlatform
package import SceneryRenderer

/// `--previews DIR`: every preview drawn without X into `DIR/<name>.png`, in this one
/// process, with the drawing code, the window background, the default environment and
/// the Pango text of a window.
@MainActor
package enum PreviewImages {
    /// Draws `entry` the way a new window shows it: at its fixed size, or else at its
    /// content's ideal size.
    package static func render(_ entry: PreviewEntry, on backend: HeadlessBackend, appID: String) throws(RendererError) -> RasterImage {
        let controller = WindowController(content: entry.makeView(), textMeasurer: backend.textMeasurer)
        if let size = entry.fixedSize {
            controller.restore(size: windowSize(size))
        }
        try controller.open(on: backend, appID: appID, title: entry.name)
        defer { controller.close() }
        guard let window = backend.windows.last, let image = window.image else {
            throw RendererError("the preview \(entry.name) drew no frame")
        }
        return image
    }

    /// The window size a fixed layout gives: whole points, at least 1×1 (as a scene's
    /// `defaultSize` gives a window).
    package static func windowSize(_ size: CGSize) -> CGSize {
        CGSize(width: max(1, size.width.rounded()), height: max(1, size.height.rounded()))
    }

    /// Writes every preview of `catalog` into `directory` (created if missing), printing
    /// each file's path on a line of its own. Returns the exit status: 0, or 1 with a line
    /// on standard error saying what failed.
    package static func writeAll(_ catalog: PreviewCatalog, to directory: String, appName: String, appID: String) -> Int32 {
        for problem in catalog.problems { writeStandardError("\(appName): \(problem)\n") }
        guard !catalog.entries.isEmpty else {
            writeStandardError("\(appName): the app has no previews (no #Preview and no PreviewProvider); nothing written to \(directory)\n")
            return 1
        }
        do {
            try AtomicFile.makeDirectories(directory)
        } catch {
            writeStandardError("\(appName): cannot write previews to \(directory): \(error.reason)\n")
            return 1
        }
        guard access(directory, W_OK | X_OK) == 0 else {
            writeStandardError("\(appName): cannot write previews to \(directory): \(SystemError("access").reason)\n")
            return 1
        }
        let backend = HeadlessBackend()
        if let reason = backend.drawingUnavailable {
            writeStandardError("\(appName): cannot draw previews: \(reason)\n")
            return 1
        }
        let base = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        for entry in catalog.entries {
            let path = "\(base)/\(entry.fileName).png"
            do {
                let image = try render(entry, on: backend, appID: appID)
                let temporary = path + ".tmp"
                guard image.writePNG(to: temporary), rename(temporary, path) == 0 else {
                    unlink(temporary)
                    writeStandardError("\(appName): cannot write \(path)\n")
                    return 1
                }
            } catch {
                writeStandardError("\(appName): cannot draw the preview \(entry.name) (\(entry.origin)): \(error.message)\n")
                return 1
            }
            print(path)
        }
        return 0
    }
}
