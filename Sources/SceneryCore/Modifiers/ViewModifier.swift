/// A modifier that turns a view into another view.
///
/// Write custom modifiers by implementing `body(content:)`; apply them with
/// `.modifier(_:)`. The content placeholder stands for the view the modifier wraps.
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The view the modifier produces.
    associatedtype Body: View
    /// The content placeholder passed to ``body(content:)``.
    typealias Content = _ViewModifier_Content<Self>
    /// Returns the modified view.
    @ViewBuilder func body(content: Content) -> Body
}

extension ViewModifier where Body == Never {
    /// Modifiers Scenery implements itself have no body.
    @MainActor public func body(content: Content) -> Never {
        fatalError("\(Self.self) is a primitive modifier and has no body")
    }
}

/// A modifier Scenery implements itself.
/// (Its `Body` is `Never`, so a custom modifier is told apart without a runtime
/// conformance check; see ``PrimitiveView``.)
@MainActor
package protocol PrimitiveModifier: ViewModifier where Body == Never {
    /// Resolves `content` with this modifier applied, appending the resulting nodes.
    func resolve(
        content: (inout [ViewNode], ResolveContext) -> Void,
        into nodes: inout [ViewNode], context: ResolveContext)
    /// Whether resolving with this modifier does nothing but wrap or change the content's
    /// layout nodes (``PrimitiveView/resolvesPurely``). False unless a modifier says otherwise.
    var resolvesPurely: Bool { get }
}

extension PrimitiveModifier {
    package var resolvesPurely: Bool { false }
}

/// A primitive modifier that keeps its content to resolve it again later (`.id` keeps a
/// removed view on screen during its removal transition).
@MainActor
protocol EscapingContentModifier: ViewModifier where Body == Never {
    func resolve(
        escapingContent content: @escaping @MainActor (inout [ViewNode], ResolveContext) -> Void,
        into nodes: inout [ViewNode], context: ResolveContext)
}

/// The view a custom modifier's body wraps.
nonisolated public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    @MainActor package func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        guard let content = context.modifierContent else {
            preconditionFailure("ViewModifier.Content used outside of its modifier's body")
        }
        content(&nodes, context)
    }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
    /// The view being modified.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier

    /// Applies `modifier` to `content`.
    nonisolated public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
    package var resolvesPurely: Bool {
        let conformances = ConformanceCache.shared
        guard conformances.escapingModifier(Modifier.self) == nil,
              let primitive = conformances.primitiveModifier(Modifier.self) else { return false }
        return Self.resolvesPurely(modifier, as: primitive)
    }

    @MainActor private static func resolvesPurely<M: PrimitiveModifier>(_ modifier: Modifier, as type: M.Type) -> Bool {
        reinterpret(modifier, as: M.self).resolvesPurely
    }

    package func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        if TypeMemory.isRecording { TypeMemory.note(Modifier.self, as: .modifier) }  // Graph/TypeMemory.swift
        let content = self.content
        let resolveContent: @MainActor (inout [ViewNode], ResolveContext) -> Void = { nodes, context in
            SceneryCore.resolve(content, into: &nodes, context: context)
        }
        let isPrimitive = Modifier.Body.self == Never.self
        let conformances = ConformanceCache.shared
        if isPrimitive, let escaping = conformances.escapingModifier(Modifier.self) {
            Self.resolve(modifier, as: escaping, content: resolveContent, into: &nodes, context: context)
        } else if isPrimitive, let primitive = conformances.primitiveModifier(Modifier.self) {
            Self.resolve(modifier, as: primitive, content: resolveContent, into: &nodes, context: context)
        } else {
            var inner = context
            let outerContent = context.modifierContent
            inner.modifierContent = { nodes, context in
                var restored = context
                restored.modifierContent = outerContent
                resolveContent(&nodes, restored)
            }
            let modifier = context.animatedIfAnimatable(modifier)  // body runs per frame (R138)
            let body = context.evaluateForView { modifier.body(content: _ViewModifier_Content()) }
            SceneryCore.resolve(body, into: &nodes, context: inner)
        }
    }
}

extension ModifiedContent where Content: View, Modifier: ViewModifier {
    /// Resolves `content` with `modifier`, of the type `M` that keeps its content.
    @MainActor private static func resolve<M: EscapingContentModifier>(
        _ modifier: Modifier, as type: M.Type, content: @escaping @MainActor (inout [ViewNode], ResolveContext) -> Void,
        into nodes: inout [ViewNode], context: ResolveContext
    ) {
        reinterpret(modifier, as: M.self).resolve(escapingContent: content, into: &nodes, context: context)
    }

    /// Resolves `content` with `modifier`, of the primitive type `M`.
    @MainActor private static func resolve<M: PrimitiveModifier>(
        _ modifier: Modifier, as type: M.Type, content: @escaping @MainActor (inout [ViewNode], ResolveContext) -> Void,
        into nodes: inout [ViewNode], context: ResolveContext
    ) {
        reinterpret(modifier, as: M.self).resolve(content: content, into: &nodes, context: context)
    }
}

extension View {
    /// Applies a modifier to this view.
    nonisolated public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
