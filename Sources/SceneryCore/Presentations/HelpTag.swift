extension View {
    /// Adds a help tag: after the pointer rests on the view for half a second, the text
    /// shows in a small tooltip window near the pointer; it goes when the pointer leaves
    /// the view, a button goes down or a key is pressed. The text is the localized string
    /// for `textKey`.
    nonisolated public func help(_ textKey: LocalizedStringKey) -> some View {
        help(Text(textKey))
    }

    /// Adds a help tag showing `text` as it is (not localized).
    @_disfavoredOverload
    nonisolated public func help<S: StringProtocol>(_ text: S) -> some View {
        help(Text(text))
    }

    /// Adds a help tag showing `text`.
    nonisolated public func help(_ text: Text) -> some View {
        wrapNodes { node, context in
            let tagContext = context.child(.explicit("help tag"))
            return HelpTagNode(child: node, identity: context.path.appending(.explicit("help"))) {
                resolveSingle(HelpTagContent(text: text), context: tagContext)
            }
        }
    }
}

/// What a help tag window shows: the text in light type on a dark ground, as GNOME's
/// tooltips are drawn.
nonisolated struct HelpTagContent: View {
    let text: Text

    @MainActor var body: some View {
        text
            .foregroundStyle(Color.white)
            .padding(.horizontal, 10)
            .padding(.vertical, 6)
            .background(Color(white: 0.13))
            .fixedSize()
    }
}

/// A view with a help tag (`help(_:)`): the window shows ``makeTag()`` after the pointer
/// rests on it.
package final class HelpTagNode: SingleChildNode {
    override var measuresAsItsChild: Bool { true }
    /// The view's identity: the tag shown stays up while the pointer stays on it.
    package let identity: IdentityPath
    /// Resolves the tag's content (only when the tag shows).
    package let makeTag: @MainActor () -> ViewNode

    init(child: ViewNode, identity: IdentityPath, makeTag: @escaping @MainActor () -> ViewNode) {
        self.identity = identity
        self.makeTag = makeTag
        super.init(child: child)
    }
}

/// Finding the help tag under the pointer.
package enum HelpTags {
    /// The innermost view with a help tag whose frame contains `point`.
    @MainActor package static func innermost(at point: CGPoint, in node: ViewNode) -> HelpTagNode? {
        if node.clipsHitTesting && !node.frame.contains(point) { return nil }
        for child in node.children.reversed() {
            if let found = innermost(at: point, in: child) { return found }
        }
        if let tag = node as? HelpTagNode, tag.frame.contains(point) { return tag }
        return nil
    }

    /// The view with a help tag whose identity is `identity`.
    @MainActor package static func node(_ identity: IdentityPath, in node: ViewNode) -> HelpTagNode? {
        if let tag = node as? HelpTagNode, tag.identity == identity { return tag }
        for child in node.children { if let found = self.node(identity, in: child) { return found } }
        return nil
    }
}
