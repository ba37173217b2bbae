/// A piece of user interface: a type that describes its content in `body`.
///
/// Compose views from other views; Scenery evaluates `body` when it builds the window's
/// view tree and lays the result out as "Thinking in SwiftUI" describes.
@MainActor @preconcurrency
public protocol View {
    /// The type of view this view's body is.
    associatedtype Body: View
    /// The content of this view.
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    /// Primitive views have no body; asking for it is a programming error.
    public var body: Never { fatalError("Never has no body") }
}

/// A view Scenery implements itself: it resolves to layout nodes instead of a body.
/// Its `Body` is `Never`, which lets ``resolve(_:into:context:)`` tell a custom view without
/// asking the Swift runtime whether the type conforms to this protocol (a scan of every
/// conformance record the first time each type is asked about).
@MainActor
package protocol PrimitiveView: View where Body == Never {
    /// Appends this view's layout nodes (none, one, or several for a flattened list).
    func resolve(into nodes: inout [ViewNode], context: ResolveContext)
    /// Whether resolving this view does nothing but build layout nodes from its content and
    /// the context (no registration with the window's graph: no appearance or change
    /// actions, tasks, focus, timelines, containers that remember state). A `ForEach`
    /// whose rows hold only such views (and custom views) can reuse its rows
    /// (Graph/RowMemo.swift). False unless a view says otherwise.
    var resolvesPurely: Bool { get }
}

extension PrimitiveView {
    package var resolvesPurely: Bool { false }
}

extension View where Body == Never {
    /// Views Scenery draws itself have no body; asking for it is a programming error.
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}
