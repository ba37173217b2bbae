package import SceneryCore
import SceneryPlatform

/// One preview the app contains, named.
package struct PreviewEntry {
    /// Where a preview comes from.
    package enum Origin: Equatable, CustomStringConvertible {
        /// A `#Preview` at `fileID`:`line`:`column`.
        case macro(fileID: String, line: Int, column: Int)
        /// The `part`-th view (from 1) of a `PreviewProvider`'s `previews`, of `parts`.
        case provider(typeName: String, module: String, part: Int, parts: Int)

        /// The module the preview is declared in.
        package var module: String {
            switch self {
            case .macro(let fileID, _, _): String(fileID.split(separator: "/").first ?? "")
            case .provider(_, let module, _, _): module
            }
        }

        package var description: String {
            switch self {
            case .macro(let fileID, let line, _): "\(fileID):\(line)"
            case .provider(let typeName, let module, let part, let parts): "\(module).\(typeName)" + (parts > 1 ? " view \(part)" : "")
            }
        }
    }

    /// The preview's name: the window title of `--preview`; unique within the app.
    package let name: String
    /// The name as a file name (`--previews` writes `<fileName>.png`); unique within the app.
    package let fileName: String
    package let origin: Origin
    /// The window size the preview asks for; nil for the content's ideal size.
    package let fixedSize: CGSize?
    /// The traits a `#Preview` was given (none for a `PreviewProvider`).
    package let traits: [PreviewTrait<Preview.ViewTraits>]
    /// Builds the previewed view.
    package let makeView: @MainActor () -> AnyView
}

/// The app's previews, named and in a stable order: `#Preview`s by file and line, then
/// `PreviewProvider`s by type.
@MainActor
package struct PreviewCatalog {
    package let entries: [PreviewEntry]
    /// Previews that could not be made, one line each.
    package let problems: [String]

    /// The previews of the running process (``PreviewDiscovery``).
    package static func discover() -> PreviewCatalog {
        PreviewCatalog(registries: PreviewDiscovery.registries(), providers: PreviewDiscovery.providers())
    }

    /// The previews of the given registries and providers.
    package init(registries: [any PreviewRegistry.Type], providers: [any PreviewProvider.Type]) {
        struct Found { var name: String; var origin: PreviewEntry.Origin; var fixedSize: CGSize?; var traits: [PreviewTrait<Preview.ViewTraits>]; var makeView: @MainActor () -> AnyView }
        var found: [Found] = []
        var problems: [String] = []
        let macros = registries.sorted { ($0.fileID, $0.line, $0.column) < ($1.fileID, $1.line, $1.column) }
        var unnamedInFile: [String: Int] = [:]
        for registry in macros {
            let preview: Preview
            do {
                preview = try registry.makePreview()
            } catch {
                problems.append("the preview at \(registry.fileID):\(registry.line) cannot be made: \(error)")
                continue
            }
            let name: String
            if let given = preview.name {
                name = given
            } else {
                let index = unnamedInFile[registry.fileID, default: 0] + 1
                unnamedInFile[registry.fileID] = index
                name = PreviewNaming.unnamedMacroPreview(fileID: registry.fileID, index: index)
            }
            found.append(Found(
                name: name, origin: .macro(fileID: registry.fileID, line: registry.line, column: registry.column),
                fixedSize: preview.fixedSize, traits: preview.traits, makeView: preview.makeView))
        }
        for provider in providers.sorted(by: { String(reflecting: $0) < String(reflecting: $1) }) {
            let typeName = String(describing: provider)
            let module = String(String(reflecting: provider).split(separator: ".").first ?? "")
            let parts = describePreviewParts(of: AnyView(provider.previews))
            if parts.isEmpty { problems.append("\(module).\(typeName) lists no view in previews") }
            for (index, part) in parts.enumerated() {
                let makeView: @MainActor () -> AnyView
                if parts.count == 1 {
                    makeView = { @MainActor in AnyView(provider.previews) }
                } else {
                    makeView = { @MainActor in AnyView(PreviewPart(content: AnyView(provider.previews), index: index)) }
                }
                found.append(Found(
                    name: part.displayName ?? PreviewNaming.providerPreview(typeName: typeName, part: index + 1, of: parts.count),
                    origin: .provider(typeName: typeName, module: module, part: index + 1, parts: parts.count),
                    fixedSize: part.layout?.fixedSize, traits: [], makeView: makeView))
            }
        }
        let names = PreviewNaming.uniqued(found.map(\.name))
        entries = zip(found, names).map { preview, name in
            PreviewEntry(
                name: name.name, fileName: name.fileName, origin: preview.origin, fixedSize: preview.fixedSize,
                traits: preview.traits, makeView: preview.makeView)
        }
        self.problems = problems
    }

    /// The preview called `name` (its name or its file name).
    package func entry(named name: String) -> PreviewEntry? {
        entries.first { $0.name == name } ?? entries.first { $0.fileName == name }
    }
}
