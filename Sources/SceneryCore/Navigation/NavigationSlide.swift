/// A push or pop in motion, as AdwNavigationView shows it: a push slides the new view in
/// from the trailing edge over the old one, a pop slides the old view out towards the
/// trailing edge, uncovering the one below. The sliding view gets the window's background
/// so the one under it does not show through; the header stays in place.
///
/// The motion is one animatable attribute of the stack (a counter that goes up by one at
/// each push or pop, animated with ``animation``), so it runs on the window's animation
/// clock and frames like any other attribute: a new push or pop during a slide starts
/// from its beginning.
struct NavigationSlide {
    enum Kind { case push, pop }

    /// How the slide moves: 220 ms, ease-out (libadwaita uses about 200–250 ms).
    static let animation = Animation.easeOut(duration: 0.22)

    /// The view that stays (the old top on a push, the new top on a pop).
    let under: ViewNode
    /// The view that moves.
    let over: ViewNode
    /// Where `over` is, as a fraction of the stack's width from its resting place
    /// (positive towards the right; negative right to left).
    let offset: CGFloat
    let background: Color
}
