#if canImport(Glibc)
import Glibc
#endif
import SceneryCore
import SceneryHost
import SceneryPlatform
import SceneryPreviews

extension App {
    /// `App --previews DIR` and `App --preview NAME` (docs/previews.md): the previews the
    /// binary contains, found at run time; the App itself is never created. Returns the
    /// exit status.
    @MainActor
    static func runPreviews(_ request: PreviewRequest, identity: AppIdentity) -> Int32 {
        switch request {
        case .invalid(let message):
            writeStandardError("\(identity.name): \(message)\n")
            return 64
        case .writeAll(let directory):
            return PreviewImages.writeAll(PreviewCatalog.discover(), to: directory, appName: identity.name, appID: identity.id)
        case .open(let name):
            let catalog = PreviewCatalog.discover()
            for problem in catalog.problems { writeStandardError("\(identity.name): \(problem)\n") }
            guard let entry = catalog.entry(named: name) else {
                writeStandardError("\(identity.name): \(PreviewWindow.unknownPreview(name, in: catalog))\n")
                return 64
            }
            setenv(PreviewWindow.environmentVariable, entry.fileName, 1)
            return HostProcess(
                appID: PreviewWindow.appID(app: identity.id, preview: entry.fileName), appName: identity.name,
                arguments: Array(CommandLine.arguments.prefix(1)), keepsState: false,
                makeScenes: { _ in PreviewWindow.scenes(for: entry) }
            ).run()
        }
    }

    /// The scenes of a renderer started for `--preview`: the one preview window's.
    @MainActor
    static func previewRendererScenes(_ fileName: String) -> [SceneDeclaration]? {
        PreviewCatalog.discover().entry(named: fileName).map(PreviewWindow.scenes(for:))
    }
}
