/// The work the view system did since the counts were last reset, counted so that tests
/// can state what one change costs in work rather than in time: bodies run, custom views
/// reached, rows reused, sizes computed, nodes placed, display-list items built, compared
/// and painted.
///
/// The counters are plain integer increments on the main actor (cheap enough to stay
/// compiled in); nothing reads them but tests and benchmarks.
package struct UpdateCounts: Equatable, CustomStringConvertible, Sendable {
    /// Custom views whose `body` ran.
    package var bodies = 0
    /// Custom views the resolution reached: their `body` ran, their last body's output was
    /// resolved again, or their layout nodes were reused after comparing their value.
    package var customViewsResolved = 0
    /// Custom views whose new output was put into their layout nodes on screen, without
    /// re-traversing the views around them (Graph/InPlaceUpdate.swift).
    package var viewsUpdatedInPlace = 0
    /// Of their nodes, those that answered their container as before, so that nothing
    /// around them was laid out again.
    package var layoutsKeptAroundChange = 0
    /// Custom views kept although their parent's traversal did not reach them (a tab or a
    /// navigation entry not shown, a lazy row not built). Views inside a reused row or a
    /// reused custom view are kept without being counted, or visited.
    package var customViewsKept = 0
    /// Primitive views (stacks, texts, modifiers…) resolved into layout nodes.
    package var primitivesResolved = 0
    /// Rows of `ForEach`es reused from the last resolution without running their content
    /// closure (``RowMemo``).
    package var rowsReused = 0
    /// Rows of `ForEach`es looked up one by one in their memo (an id made, hashed and
    /// found, the element compared), whether reused or not.
    package var rowsLookedUp = 0
    /// `ForEach`es whose whole last output was reused, in one step, for the same data.
    package var forEachesReused = 0
    /// Layout containers reused because all their children were (``ContainerMemo``).
    package var containersReused = 0
    /// Buttons whose nodes were reused with a new action (``ButtonMemo``).
    package var buttonsReused = 0
    /// Sizes computed (asked of a node and not answered from its memo).
    package var sizesComputed = 0
    /// Nodes resolved anew that took the sizes and guides of the node they replaced, which
    /// answers as they do (Layout/MeasurementInheritance.swift).
    package var answersInherited = 0
    /// Explicit alignment guides a container computed (not answered from its memo).
    package var alignmentsComputed = 0
    /// Nodes placed (their children placed again).
    package var nodesPlaced = 0
    /// Placements skipped: a node placed where it was, with the proposal it had, and
    /// nothing inside it changed.
    package var placementsSkipped = 0
    /// Nodes visited by the walks that look for what the tree declares, after layout: the
    /// preference pass and preference reads (title, toolbar, header), the focus order and
    /// keyboard shortcuts. A subtree of plain layout is skipped (``ViewNode/holdsOnlyLayout``).
    package var nodesSearched = 0
    /// Display-list items built by drawing a window.
    package var itemsDrawn = 0
    /// Of those, items a container copied from its last drawing instead of walking its
    /// children (a subtree that places purely and was not placed again).
    package var itemsReused = 0
    /// Display-list items compared with the last frame's to find the damage
    /// (``DisplayListDamage``); runs both frames hold as the same drawing are not compared.
    package var itemsCompared = 0
    /// Items the painter looked at (drew, or skipped one by one outside the region it
    /// repaints); a run it steps over whole is not looked at.
    package var itemsVisited = 0
    /// Items the painter drew (texts, shapes, images, fills).
    package var itemsPainted = 0

    /// The counts accumulated since the last ``reset()``.
    @MainActor @exclusivity(unchecked) package static var current = UpdateCounts()

    /// Sets every count to zero.
    @MainActor package static func reset() { current = UpdateCounts() }

    package var description: String {
        "bodies \(bodies), custom views resolved \(customViewsResolved), in place \(viewsUpdatedInPlace) (layout kept \(layoutsKeptAroundChange)), kept \(customViewsKept), "
            + "primitives \(primitivesResolved), rows reused \(rowsReused), looked up \(rowsLookedUp), ForEach reused \(forEachesReused), containers reused \(containersReused), buttons reused \(buttonsReused), sizes \(sizesComputed), inherited \(answersInherited), guides \(alignmentsComputed), "
            + "placed \(nodesPlaced), skipped \(placementsSkipped), searched \(nodesSearched), items drawn \(itemsDrawn), reused \(itemsReused), "
            + "compared \(itemsCompared), visited \(itemsVisited), painted \(itemsPainted)"
    }
}
