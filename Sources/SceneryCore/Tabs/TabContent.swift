/// The content of a `TabView` built with `Tab`s: tabs, sections of tabs (`TabSection`),
/// a `ForEach` or `Group` of them, and custom types whose `body` is tab content.
///
/// `TabValue` is the type of the tabs' selection values; a `TabView(selection:)` requires
/// all of its tabs to have the same one (its `TabContentBuilder` checks it).
@MainActor @preconcurrency
public protocol TabContent<TabValue> {
    /// The type used to drive selection for the containing tab view.
    associatedtype TabValue: Hashable
    /// The type of tab content this content's body is.
    associatedtype Body: TabContent
    /// The tab content of this content.
    @TabContentBuilder<TabValue> var body: Body { get }
}

extension Never: TabContent {
    /// Never has no tabs.
    public typealias TabValue = Never
}

extension TabContent where Body == Never {
    /// Tab content Scenery implements itself has no body; asking for it is a programming error.
    public var body: Never { return fatalError("\(Self.self) is primitive tab content and has no body") }
}

/// Tab content Scenery implements itself: it adds tabs and sections to a collection
/// instead of having a body.
@MainActor
package protocol PrimitiveTabContent {
    /// Appends this content's tabs (and sections) to `tabs`.
    func collectTabs(into tabs: inout TabCollection, context: TabCollectContext)
}

/// Where tab content is collected: the structural position (which becomes the identity
/// of a tab's content view), the enclosing section, and the environment of the tab view.
@MainActor
package struct TabCollectContext {
    /// The structural position below the tab view: builder indices and `ForEach` ids.
    package var position: [AnyHashable] = []
    /// The index of the enclosing `TabSection` in the collection, nil at the top level.
    package var section: Int?
    /// The tab view's environment (labels are resolved in it).
    package var environment: EnvironmentValues

    /// This context one step further down.
    package func child(_ component: AnyHashable) -> TabCollectContext {
        var copy = self
        copy.position.append(component)
        return copy
    }
}

/// Collects any tab content: primitives add themselves, custom content through `body`.
@MainActor
package func collectTabs<T: TabContent>(_ content: T, into tabs: inout TabCollection, context: TabCollectContext) {
    if T.Body.self == Never.self, let primitive = content as? any PrimitiveTabContent {
        primitive.collectTabs(into: &tabs, context: context)
    } else {
        collectTabs(content.body, into: &tabs, context: context.child("body"))
    }
}
