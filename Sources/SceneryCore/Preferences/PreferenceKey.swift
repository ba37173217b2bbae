/// A named value that views produce for their ancestors: preferences flow **up** the view
/// tree, the counterpart of the environment, which flows down.
///
/// A view sets a value with ``View/preference(key:value:)``; where the values of several
/// views meet (the children of a stack, the elements of a `ForEach`), they are combined in
/// view order with ``reduce(value:nextValue:)``. An ancestor reads the combined value of
/// its subtree with ``View/onPreferenceChange(_:perform:)``,
/// ``View/overlayPreferenceValue(_:alignment:_:)`` or
/// ``View/backgroundPreferenceValue(_:alignment:_:)``.
///
/// ```swift
/// struct SizesKey: PreferenceKey {
///     static let defaultValue: [CGSize] = []
///     static func reduce(value: inout [CGSize], nextValue: () -> [CGSize]) {
///         value.append(contentsOf: nextValue())
///     }
/// }
/// ```
///
/// Scenery computes preferences after layout, from the laid-out tree (docs/view-graph.md,
/// "Preferences"), so values set inside a `GeometryReader` and anchors are available.
public protocol PreferenceKey {
    /// The type of the value.
    associatedtype Value
    /// The value of a subtree in which no view sets one. It should be the neutral element
    /// of ``reduce(value:nextValue:)``.
    static var defaultValue: Value { get }
    /// Combines `value` (the values of the views so far, in view order) with the value of
    /// the next view that sets one.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension View {
    /// Sets `key` to `value` for this view. The value replaces whatever the views inside
    /// this one set for `key`; ancestors see it combined with the values of this view's
    /// siblings. On a view list (a `Group`, a `ForEach`) each element gets the value.
    nonisolated public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        nonisolated(unsafe) let value = value
        return wrapNodes { node, _ in
            PreferenceWriterNode<K>(child: node) { _, _ in value }
        }
    }

    /// Changes the value of `key` as it leaves this view: `callback` gets the combined
    /// value of the views inside (``PreferenceKey/defaultValue`` when none sets one) and
    /// may change it.
    nonisolated public func transformPreference<K: PreferenceKey>(
        _ key: K.Type = K.self, _ callback: @escaping @MainActor (inout K.Value) -> Void
    ) -> some View {
        wrapNodes { node, _ in
            PreferenceWriterNode<K>(child: node) { inner, _ in
                var value = inner ?? K.defaultValue
                callback(&value)
                return value
            }
        }
    }

    /// Sets `key` from an anchor of this view's geometry: `value` names what to measure
    /// (`.bounds`, `.topLeading`, `.rect(…)`, …) and `transform` turns the ``Anchor`` into
    /// the key's value. A `GeometryProxy` resolves the anchor into its own coordinates
    /// with `proxy[anchor]`. Like ``preference(key:value:)``, it replaces what the views
    /// inside set for `key`.
    nonisolated public func anchorPreference<A, K: PreferenceKey>(
        key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping @MainActor (Anchor<A>) -> K.Value
    ) -> some View {
        nonisolated(unsafe) let value = value
        return wrapNodes { node, _ in
            PreferenceWriterNode<K>(child: node) { _, node in transform(value.anchor(in: node.frame)) }
        }
    }

    /// Runs `action` with the combined value of `key` in this view (this view and the
    /// views inside it) whenever it differs from the value the action last saw — the
    /// first time when it differs from ``PreferenceKey/defaultValue``. Actions run after
    /// layout, in view order, before the frame is drawn; state they change updates the
    /// views and is laid out again before the frame is shown (at most a few times per
    /// frame). On a view list each element is observed on its own.
    nonisolated public func onPreferenceChange<K: PreferenceKey>(
        _ key: K.Type = K.self, perform action: @escaping @MainActor (K.Value) -> Void
    ) -> some View where K.Value: Equatable {
        modifier(_PreferenceObserverModifier<K>(action: action))
    }

    /// Draws, in front of this view, the view `transform` builds from the combined value
    /// of `key` in this view. The overlay is proposed this view's size and aligned by
    /// `alignment`; it never changes this view's size. It is built after this view is
    /// laid out, so it sees values that depend on geometry (anchors).
    nonisolated public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type = K.self, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping @MainActor (K.Value) -> V
    ) -> some View {
        modifier(_PreferenceDecorationModifier<K, V>(layer: .overlay, alignment: alignment, transform: transform))
    }

    /// Draws, behind this view, the view `transform` builds from the combined value of
    /// `key` in this view; otherwise as ``overlayPreferenceValue(_:alignment:_:)``.
    nonisolated public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type = K.self, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping @MainActor (K.Value) -> V
    ) -> some View {
        modifier(_PreferenceDecorationModifier<K, V>(layer: .background, alignment: alignment, transform: transform))
    }
}

/// Observes a preference of the content after each layout (`onPreferenceChange`).
nonisolated public struct _PreferenceObserverModifier<K: PreferenceKey>: ViewModifier, PrimitiveModifier where K.Value: Equatable {
    public typealias Body = Never
    let action: @MainActor (K.Value) -> Void

    @MainActor package func resolve(
        content: (inout [ViewNode], ResolveContext) -> Void,
        into nodes: inout [ViewNode], context: ResolveContext
    ) {
        var inner: [ViewNode] = []
        content(&inner, context.child(.explicit("preferenceObserved")))
        let path = context.path.appending(.explicit("onPreferenceChange"))
        for (index, node) in inner.enumerated() {
            nodes.append(PreferenceObserverNode<K>(child: node, path: path.appending(.index(index)), action: action))
        }
    }
}

/// Builds an overlay or background from a preference of the content, after layout.
nonisolated public struct _PreferenceDecorationModifier<K: PreferenceKey, V: View>: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let layer: DecorationNode.Layer
    let alignment: Alignment
    let transform: @MainActor (K.Value) -> V

    @MainActor package func resolve(
        content: (inout [ViewNode], ResolveContext) -> Void,
        into nodes: inout [ViewNode], context: ResolveContext
    ) {
        var inner: [ViewNode] = []
        content(&inner, context)
        let transform = self.transform
        let alignment = self.alignment
        let secondaryContext = context.child(.explicit("preferenceValue")).inStack(nil)
        for node in inner {
            nodes.append(PreferenceDecorationNode(primary: node, layer: layer, alignment: alignment) { primary in
                let value = reducedPreference(K.self, in: primary) ?? K.defaultValue
                var secondary: [ViewNode] = []
                SceneryCore.resolve(transform(value), into: &secondary, context: secondaryContext)
                if secondary.count == 1 { return secondary[0] }
                if secondary.isEmpty { return EmptyNode() }
                return LayoutContainerNode(layout: ZStackLayout(alignment: alignment), children: secondary)
            })
        }
    }
}
