/// One of the previews a ``PreviewProvider`` lists: the `index`-th top-level view of its
/// `previews` (with `Group`s flattened, each view carrying the modifiers on its group).
///
/// The whole of `previews` is resolved each time, so every part keeps the identities it
/// has in the full list; only the chosen node is shown.
package struct PreviewPart: View, PrimitiveView {
    package let content: AnyView
    package let index: Int

    package init(content: AnyView, index: Int) {
        self.content = content
        self.index = index
    }

    package func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        var all: [ViewNode] = []
        SceneryCore.resolve(content, into: &all, context: context)
        if all.indices.contains(index) { nodes.append(all[index]) }
    }
}

/// What a top-level view of a ``PreviewProvider``'s `previews` says about its preview.
package struct PreviewPartDescription: Equatable {
    /// Its `previewDisplayName`, if any.
    package var displayName: String?
    /// Its `previewLayout`, if any.
    package var layout: PreviewLayout?
}

/// The top-level views of `content`, as the previews of a ``PreviewProvider``: one
/// description per view, in order. The content is resolved once, outside any window (its
/// bodies run; nothing appears, no task starts).
@MainActor
package func describePreviewParts(of content: AnyView) -> [PreviewPartDescription] {
    var nodes: [ViewNode] = []
    SceneryCore.resolve(content, into: &nodes, context: ResolveContext(textMeasurer: FixedTextMeasurer()).inStack(.vertical))
    return nodes.map { node in
        PreviewPartDescription(
            displayName: reducedPreference(PreviewDisplayNameKey.self, in: node) ?? nil,
            layout: reducedPreference(PreviewLayoutKey.self, in: node) ?? nil)
    }
}
