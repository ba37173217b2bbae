/// Builds a view from the statements of a closure: several views become a ``TupleView``,
/// `if` becomes an optional, `if`/`else` a conditional.
@resultBuilder
public enum ViewBuilder {
    /// An empty closure builds an ``EmptyView``.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// One view is itself.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// Several views become a ``TupleView``; containers see them as a flat list.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView(repeat each content)
    }

    /// Each expression is a view.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// `if` without `else`.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// `if` without `else`.
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

    /// The true branch of `if`/`else`.
    public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The false branch of `if`/`else`.
    public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// `if #available` erases the view's type.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}
