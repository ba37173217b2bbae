/// Values a child carries for its container rather than for its own layout: layout
/// priority, `LayoutValueKey` values, whether it is a spacer, and the spacing it prefers to
/// its neighbours. Single-child modifiers pass them through, so
/// `Text("a").layoutPriority(1).padding()` keeps priority 1.
package struct LayoutTraits {
    /// `layoutPriority`, 0 by default.
    package var priority: Double = 0
    /// Values set with `.layoutValue(key:value:)`, by key type.
    package var values: [ObjectIdentifier: Any] = [:]
    /// A `Spacer`: stacks serve it after the other children of its priority.
    package var isSpacer = false
    /// The spacing the view prefers to its neighbours in a stack: none (the default
    /// spacing) except for a `Spacer`, which prefers 0 along its stack. `padding` clears
    /// the edges it pads (SwiftUI's padding does the same).
    package var spacing = ViewSpacing()
    /// `.transition(_:)`: how the view enters and leaves in animated updates (Animation/).
    package var transition: AnyTransition?
    /// Content removed in an animated update, shown while its removal transition runs: it
    /// takes no space in its container and stays where it was (Animation/ContentSwitch.swift).
    package var isLeaving = false

    package init() {}

    /// Whether these traits hold no layout values, no transition and no leaving mark: what
    /// cannot be compared, or must not change, in a node changed in place.
    var isPlain: Bool { values.isEmpty && transition == nil && !isLeaving }
}
