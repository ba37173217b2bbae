/// Conforming types represent items that can be placed in various locations in a toolbar
/// (the header bar, docs/toolbars.md).
///
/// Compose them from ``ToolbarItem``, ``ToolbarItemGroup`` and ``ToolbarSpacer`` in a
/// ``ToolbarContentBuilder``:
///
/// ```swift
/// struct EditingTools: ToolbarContent {
///     var body: some ToolbarContent {
///         ToolbarItem(placement: .cancellationAction) { Button("Cancel") { } }
///         ToolbarItem(placement: .confirmationAction) { Button("Save") { } }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol ToolbarContent {
    /// The type of content of ``body``.
    associatedtype Body: ToolbarContent
    /// The composition of content that comprise the toolbar content.
    @ToolbarContentBuilder var body: Body { get }
}

/// Toolbar content whose items have identifiers (`ToolbarItem(id:)`), as
/// `toolbar(id:content:)` takes. Scenery's header bar cannot be customized by the person
/// using the app; the identifiers keep each item's identity.
@MainActor @preconcurrency
public protocol CustomizableToolbarContent: ToolbarContent where Body: CustomizableToolbarContent {}

extension Never: ToolbarContent, CustomizableToolbarContent {}

extension ToolbarContent where Body == Never {
    /// Toolbar content Scenery implements itself has no body; asking for it is a
    /// programming error.
    public var body: Never { fatalError("\(Self.self) is primitive toolbar content and has no body") }
}

/// Toolbar content Scenery implements itself: it appends header-bar entries.
@MainActor
protocol PrimitiveToolbarContent {
    /// Appends this content's entries; `key` identifies its place in the toolbar declaration.
    func appendEntries(to entries: inout [ToolbarEntry], key: String)
}

/// The entries of `content`, in declaration order.
@MainActor
func toolbarEntries<C: ToolbarContent>(of content: C, key: String, into entries: inout [ToolbarEntry]) {
    if let primitive = content as? any PrimitiveToolbarContent {
        primitive.appendEntries(to: &entries, key: key)
    } else if C.Body.self != Never.self {
        toolbarEntries(of: content.body, key: key, into: &entries)
    }
}

/// Constructs toolbar content from multi-expression closures.
@resultBuilder
nonisolated public struct ToolbarContentBuilder {
    /// No items.
    public static func buildBlock() -> EmptyToolbarContent { EmptyToolbarContent() }
    /// One piece of content.
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }
    /// Several pieces of content, in order.
    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content) -> TupleToolbarContent<repeat each Content> {
        TupleToolbarContent(repeat each content)
    }
    /// Content shown when a condition holds.
    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? { content }
    /// Content shown when a condition holds.
    public static func buildOptional<Content: ToolbarContent>(_ content: Content?) -> Content? { content }
    /// The first branch of an `if`/`else`.
    public static func buildEither<T: ToolbarContent, F: ToolbarContent>(first: T) -> ConditionalToolbarContent<T, F> {
        ConditionalToolbarContent(storage: .first(first))
    }
    /// The second branch of an `if`/`else`.
    public static func buildEither<T: ToolbarContent, F: ToolbarContent>(second: F) -> ConditionalToolbarContent<T, F> {
        ConditionalToolbarContent(storage: .second(second))
    }
    /// Content inside `if #available`.
    public static func buildLimitedAvailability<Content: ToolbarContent>(_ content: Content) -> Content { content }
}

/// No toolbar items.
nonisolated public struct EmptyToolbarContent: ToolbarContent, CustomizableToolbarContent, PrimitiveToolbarContent {
    public typealias Body = Never
    /// Creates empty toolbar content.
    nonisolated public init() {}
    @MainActor func appendEntries(to entries: inout [ToolbarEntry], key: String) {}
}

/// Several pieces of toolbar content, as a ``ToolbarContentBuilder`` makes them.
nonisolated public struct TupleToolbarContent<each Content: ToolbarContent>: ToolbarContent, PrimitiveToolbarContent {
    public typealias Body = Never
    private let content: MainActorBound<(repeat each Content)>

    init(_ content: repeat each Content) { self.content = MainActorBound((repeat each content)) }

    @MainActor func appendEntries(to entries: inout [ToolbarEntry], key: String) {
        var index = 0
        for element in repeat each content.value {
            toolbarEntries(of: element, key: "\(key).\(index)", into: &entries)
            index += 1
        }
    }
}

extension TupleToolbarContent: CustomizableToolbarContent where repeat each Content: CustomizableToolbarContent {}

/// One of two pieces of toolbar content, as `if`/`else` in a ``ToolbarContentBuilder``
/// makes it.
nonisolated public struct ConditionalToolbarContent<TrueContent: ToolbarContent, FalseContent: ToolbarContent>: ToolbarContent, PrimitiveToolbarContent {
    public typealias Body = Never
    enum Storage {
        case first(TrueContent)
        case second(FalseContent)
    }
    private let storage: MainActorBound<Storage>

    init(storage: Storage) { self.storage = MainActorBound(storage) }

    @MainActor func appendEntries(to entries: inout [ToolbarEntry], key: String) {
        switch storage.value {
        case .first(let content): toolbarEntries(of: content, key: key + ".t", into: &entries)
        case .second(let content): toolbarEntries(of: content, key: key + ".f", into: &entries)
        }
    }
}

extension ConditionalToolbarContent: CustomizableToolbarContent
where TrueContent: CustomizableToolbarContent, FalseContent: CustomizableToolbarContent {}

extension Optional: ToolbarContent where Wrapped: ToolbarContent {}

extension Optional: CustomizableToolbarContent where Wrapped: CustomizableToolbarContent {}

extension Optional: PrimitiveToolbarContent where Wrapped: ToolbarContent {
    @MainActor func appendEntries(to entries: inout [ToolbarEntry], key: String) {
        if let content = self { toolbarEntries(of: content, key: key + ".some", into: &entries) }
    }
}
