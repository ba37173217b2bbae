package import SceneryCore
import SceneryPlatform

/// `--preview NAME`: the scene host runs one window scene showing the preview, instead of
/// the app's scenes. The host and its renderers each evaluate the scenes; the host names
/// the preview to its renderers in ``environmentVariable``, and both substitute the same
/// scene.
@MainActor
package enum PreviewWindow {
    /// Set by the host for its renderers: the file name of the preview they show.
    nonisolated package static let environmentVariable = "SCENERY_PREVIEW"

    /// The preview a renderer of this process shows, nil in a normal app.
    nonisolated package static var requested: String? {
        RuntimePaths.environment(environmentVariable).flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The one scene that shows `entry`: a window group titled with the preview's name, at
    /// the preview's fixed size if it has one (else at the content's ideal size).
    package static func scenes(for entry: PreviewEntry) -> [SceneDeclaration] {
        let group = WindowGroup(entry.name) { entry.makeView() }
        if let size = entry.fixedSize {
            return collectScenes(group.defaultSize(PreviewImages.windowSize(size)))
        }
        return collectScenes(group)
    }

    /// The app id of a preview window's host: the app's, then `.preview.` and the
    /// preview's file name. The preview has its own control socket (it runs beside the app
    /// and beside other previews) and its own text cache.
    nonisolated package static func appID(app: String, preview fileName: String) -> String {
        var id = "\(app).preview.\(fileName)"
        while id.utf8.count > 128 { id.removeLast() }
        return id
    }

    /// The message for a `--preview NAME` that names no preview.
    package static func unknownPreview(_ name: String, in catalog: PreviewCatalog) -> String {
        if catalog.entries.isEmpty {
            return "no preview named '\(name)': the app has no previews (no #Preview and no PreviewProvider)"
        }
        return "no preview named '\(name)'; the previews are: " + catalog.entries.map(\.name).joined(separator: ", ")
    }
}
