#if canImport(Glibc)
import Glibc
#endif
package import SceneryCore
package import SceneryPlatform
import SceneryWire

/// Owns one window's view tree: resolves the scene's content, lays it out for the window's
/// size, and presents the display list through the backend.
@MainActor
package final class WindowController: BackendWindowDelegate {
    private var root: any LayoutNode
    private let content: AnyView
    private var context: ResolveContext
    /// The window's persistent view graph: state lives here, per view identity.
    package let graph = ViewGraph()
    /// Runs an update later in this event-loop turn (the renderer defers it, so every
    /// state change made while handling one batch of events is applied as one update).
    package var scheduleUpdate: (@MainActor (@escaping @MainActor () -> Void) -> Void)?
    private var window: (any BackendWindow)?
    /// The content size in points: the content's ideal size (rounded up to whole pixels)
    /// until the window is resized. Computed on first use, so a renderer resolves the views
    /// while its text stack is still loading.
    package private(set) lazy var size: Size = idealWindowSize(root, scale: displayScale)
    /// Pixels per point of the window's display (`EnvironmentValues.displayScale`): the
    /// root is placed on that pixel grid.
    package var displayScale: CGFloat { context.environment.displayScale }
    package private(set) var displayList = DisplayList()
    private var mapped = false
    /// Whether the window has been shown on screen.
    package var isMapped: Bool { mapped }
    /// Called once the window is on screen with its first frame.
    package var onMapped: (@MainActor (UInt32) -> Void)?
    /// Called when the window manager asks to close the window.
    package var onCloseRequested: (@MainActor () -> Void)?
    /// Called with the window's new size after the window manager or person resized it.
    package var onResized: (@MainActor (Size) -> Void)?
    /// Called when the window's state (mapped, iconic, focused) changes.
    package var onStateChanged: (@MainActor (WindowState) -> Void)?
    /// The window's phase and the app's, as the host last reported them.
    package private(set) var phases: (window: ScenePhase, app: ScenePhase) = (.background, .background)
    /// Called when the window's phase or the app's changes.
    package var onPhaseChanged: (@MainActor (_ window: ScenePhase, _ app: ScenePhase) -> Void)?
    /// Called when the backend fails.
    package var onFailure: (@MainActor (String) -> Void)?
    /// Called after every frame the window presents.
    package var onPresented: (@MainActor () -> Void)?
    /// The backend's window, once open.
    package var backendWindow: (any BackendWindow)? { window }
    /// How the window may be resized (`windowResizability`); the limits follow the
    /// content's layout after every update.
    package var resizability: WindowResizability = .contentMinSize
    /// Where the window opens on the screen (`defaultPosition`).
    package var position: UnitPoint?
    /// The title the window shows without a `navigationTitle` (the scene's or the app's).
    private var defaultTitle = ""
    /// The title the window shows now: its content's `navigationTitle`, else the default.
    package private(set) var title = ""
    /// Called after a frame whose `navigationTitle` changed the window's title.
    package var onTitleChanged: (@MainActor (String) -> Void)?
    /// What the window's navigation views report (stacks' titles, selections).
    package let navigationState: NavigationStateRegistry
    /// The navigation summaries at the last frame.
    package private(set) var navigationSummaries: [NavigationStateRegistry.Summary] = []
    /// Called after a frame whose navigation summaries changed (a push, a pop, a title).
    package var onNavigationChanged: (@MainActor ([NavigationStateRegistry.Summary]) -> Void)?
    /// What the window's views present (sheets, alerts, popovers), and the surfaces that
    /// draw them (WindowController+Presentations.swift).
    package let presentations: PresentationRegistry
    /// One surface per presentation that is up, oldest first.
    package internal(set) var surfaces: [PresentationSurface] = []
    /// The backend and app id the window was opened with (presentations open their
    /// windows there).
    var openedOn: (backend: any RenderBackend, appID: String)?
    /// The window's keyboard focus (WindowController+Keys.swift).
    package let focus = FocusController()
    /// What the pointer hovers (WindowController+Hover.swift).
    package let hover = HoverTracker()
    /// The animation clock, in seconds (monotonic; tests substitute their own).
    package var animationClock: @MainActor () -> Double = { MonotonicClock.milliseconds() / 1000 }
    /// The wall clock, in seconds since the reference date (`ProgressView(timerInterval:)`
    /// draws for it; tests substitute their own).
    package var dateClock: @MainActor () -> Double = { Date().timeIntervalSinceReferenceDate }
    /// Ticks animation frames at the display rate while an animation runs (the renderer's
    /// timerfd); without one (tests) call ``animationFrame()`` by hand.
    var frameTimer: FrameTimer?
    /// Wakes the window at the next date of its `TimelineView`s (a one-shot timer on the
    /// renderer's event loop); without one (tests) call ``timelineTimerFired()`` by hand.
    package var timelineTimer: DeadlineTimer?
    /// The date the timeline timer is armed for.
    var timelineDeadline: Date?
    /// Opens a hovered submenu item's submenu after a moment (the renderer sets its timer).
    package let submenuDelay = DelayedAction()
    /// Shows a help tag after the pointer rests on a view (WindowController+HelpTags.swift).
    package let helpTagDelay = DelayedAction()
    /// The help tag shown now, if any.
    var helpTag: HelpTagState?
    /// Whether the last input was a key (a menu opened by it highlights its first item).
    package var lastInputWasKeyboard = false
    /// The colour scheme the window has when its views prefer none (the environment's
    /// at creation: light unless the renderer says otherwise).
    package var systemColorScheme: ColorScheme

    /// Resolves `content` for a new window.
    package init(content: AnyView, environment: EnvironmentValues = EnvironmentValues(), textMeasurer: any TextMeasurer) {
        // Named colours come from the app's asset catalogs (read on first use).
        NamedColors.installIfAbsent { AssetCatalogColors() }
        // A window whose content declares toolbar items gets a header bar (WindowHeaderHost).
        self.content = AnyView(WindowHeaderHost(content: content))
        systemColorScheme = environment.colorScheme
        var environment = environment
        if environment.navigationState == nil { environment.navigationState = NavigationStateRegistry() }
        navigationState = environment.navigationState!
        if environment.presentations == nil { environment.presentations = PresentationRegistry() }
        if environment.editMode == nil { environment.editMode = WindowEditMode().binding }
        // The window's phase changes in place: only the views that read it update.
        if environment.windowScenePhase == nil { environment.windowScenePhase = WindowScenePhase(environment.scenePhase) }
        presentations = environment.presentations!
        context = ResolveContext(environment: environment, textMeasurer: textMeasurer)
        root = graph.update(self.content, context: context)
        // Weak: the graph outlives its controller when a pending action (a task, a
        // timer) still holds a node, and reports changes to nobody then.
        graph.onNeedsUpdate = { [weak self] in
            if let self, let scheduleUpdate = self.scheduleUpdate {
                scheduleUpdate { [weak self] in self?.updateViews() }
            }
        }
    }

    /// Re-resolves the views whose state changed, lays out and presents. Without a
    /// scheduler (tests), call it after changing state.
    package func updateViews() {
        guard graph.isUpdateScheduled else { return }
        graph.animations.time = animationClock()
        root = graph.update(content, context: context)
        // Actions that ran after the update (onChange, onAppear) may have changed state
        // again: with an event loop that is the next deferred update; without one, apply
        // it now (bounded, so an action that always changes state cannot spin).
        var rounds = 0
        while scheduleUpdate == nil && graph.isUpdateScheduled && rounds < 8 {
            root = graph.update(content, context: context)
            rounds += 1
        }
        render()
    }

    /// Creates the window, draws the first frame, then shows it. The views see the
    /// backend's display scale (a renderer sets it in the environment before resolving;
    /// otherwise the views that read it update here).
    package func open(on backend: any RenderBackend, appID: String, title: String) throws(RendererError) {
        if backend.displayScale != context.environment.displayScale {
            context.environment.displayScale = backend.displayScale
            graph.environmentChanged(at: \EnvironmentValues.displayScale)
            graph.environmentChanged(at: \EnvironmentValues.pixelLength)
            if graph.isUpdateScheduled { root = graph.update(content, context: context) }
        }
        defaultTitle = title
        self.title = title
        openedOn = (backend, appID)
        let window = try backend.makeWindow(BackendWindowSpec(appID: appID, title: title, size: size, position: position), delegate: self)
        self.window = window
        StartupTrace.mark("renderer", "window created")
        render()
        window.show()
    }

    /// Lays out for the current size (running `onPreferenceChange` actions, and updating
    /// the views they change before drawing), presents, and titles the window.
    package func render() {
        graph.animations.time = animationClock()
        layOut()
        applyPreferredColorScheme()
        // The focus follows the new tree; the `FocusState`s it writes update their
        // readers in this same frame (bounded).
        for _ in 0..<3 {
            guard let node = root as? ViewNode else { break }
            focus.update(root: node)
            retargetPressedButton()
            focusMoved()
            guard graph.isUpdateScheduled else { break }
            root = graph.update(content, context: context)
            layOut()
        }
        focus.needsDisplay = false
        hoverAfterLayout()
        drawList(time: graph.animations.time)
        presentFrame()
        updateSizeLimits()
        updateTitle()
        updateNavigationSummaries()
        updatePresentations()
        onPresented?()
        updateFrameTimer()
        updateTimelineTimer()
    }

    /// Tells the window manager the smallest (and, for `contentSize`, largest) size the
    /// content allows. After the frame is presented: the window manager applies the limits
    /// whenever it reads them, so they need not hold up the pixels, and measuring the
    /// content at a zero proposal lays its new texts out at zero width, the dearest
    /// measurement there is (about a sixth of a small window's update, callgrind,
    /// 2026-11-28). A window not yet shown gets them before it is mapped (``open(on:appID:title:)``
    /// renders before it shows the window).
    private func updateSizeLimits() {
        guard let window else { return }
        let limits = windowSizeLimits(root, resizability: resizability)
        window.setSizeLimits(minimum: limits.minimum, maximum: limits.maximum)
    }

    /// Places the tree for the current size, running `onPreferenceChange` actions.
    private func layOut() {
        if let node = root as? ViewNode {
            let frame = graph.layoutFrame(node, content: content, context: context, in: size)
            root = frame.root
            for key in frame.unsettled {
                writeStandardError("Bound preference \(key) tried to update multiple times per frame.\n")
            }
        } else {
            placeRoot(root, in: size, scale: displayScale)
        }
    }

    /// The root of the laid-out tree.
    package var rootNode: ViewNode? { root as? ViewNode }

    /// The window's colour scheme now (its views' `preferredColorScheme`, else the system's).
    package var colorScheme: ColorScheme { context.environment.colorScheme }

    /// The window's layout direction (menus mirror their Left and Right keys in it).
    package var layoutDirection: LayoutDirection { context.environment.layoutDirection }

    /// The window's background for its colour scheme.
    var windowBackground: Color { Color.windowBackground.resolve(in: context.environment) }

    /// `color` as the window's environment resolves it (its colour scheme).
    func resolvedColor(_ color: Color) -> Color { color.resolve(in: context.environment) }

    /// Makes the window's colour scheme the one its views prefer (or the system's): the
    /// views resolve again in it (their colours, and the bodies that read `colorScheme`)
    /// and are laid out before this frame is drawn.
    private func applyPreferredColorScheme() {
        guard let node = root as? ViewNode else { return }
        let wanted = preferredColorScheme(of: node) ?? systemColorScheme
        guard wanted != context.environment.colorScheme else { return }
        context.environment.colorScheme = wanted
        graph.environmentChanged(at: \EnvironmentValues.colorScheme)
        graph.setNeedsUpdate()
        root = graph.update(content, context: context)
        layOut()
    }

    /// Draws the tree into a new ``displayList`` for `time`, with room for as many items as
    /// the last one drew itself (the list grows without copying its items to larger
    /// storage; the drawings of subtrees drawn again are held by reference).
    private func drawList(time: Double) {
        var list = DisplayList(time: time, date: dateClock())
        list.background = windowBackground
        list.reserveCapacity(displayList.ownItemCount)
        root.draw(into: &list)
        UpdateCounts.current.itemsDrawn += list.count
        displayList = list
    }

    /// What was last presented, and at which size: the next frame repaints only what
    /// differs from it (``DisplayListDamage``).
    private var presented: (list: DisplayList, size: Size)?

    /// Presents ``displayList``, repainting only the region that changed.
    private func presentFrame() {
        guard let window else { return }
        let previous = presented.flatMap { $0.size == size ? $0.list : nil }
        let damage = DisplayListDamage.between(previous, displayList, size: size)
        window.present(displayList, size: size, damage: damage)
        presented = (displayList, size)
    }

    /// Shows the content's `navigationTitle` (or the default title) when it changed.
    private func updateTitle() {
        guard let window, let node = root as? ViewNode else { return }
        let wanted = navigationTitle(of: node) ?? defaultTitle
        guard wanted != title else { return }
        title = wanted
        window.setTitle(wanted)
        onTitleChanged?(wanted)
    }

    /// Tells ``onNavigationChanged`` when the navigation views report something new.
    private func updateNavigationSummaries() {
        let summaries = navigationState.summaries
        guard summaries != navigationSummaries else { return }
        navigationSummaries = summaries
        onNavigationChanged?(summaries)
    }

    /// Delivers a URL to the window's `onOpenURL` actions, in view order. Returns false
    /// when no view of the window handles URLs.
    package func openURL(_ text: String) -> Bool {
        guard case .success(let url) = parseExternalURL(text), let node = root as? ViewNode else { return false }
        let handlers = openURLHandlers(of: node)
        for handler in handlers { handler(url) }
        if graph.isUpdateScheduled && scheduleUpdate == nil { updateViews() }
        return !handlers.isEmpty
    }

    /// Destroys the window.
    package func close() {
        hideHelpTag()
        for surface in surfaces.reversed() { surface.close() }
        surfaces = []
        window?.close()
        window = nil
    }

    package func windowDidResize(to size: Size) {
        guard size != self.size else { return }
        self.size = size
        render()
        onResized?(size)
    }

    /// Opens at `size` instead of the content's ideal size (restoring a window).
    package func restore(size: Size) { self.size = size }

    /// Brings the window forward.
    package func activate() { window?.activate() }

    package func windowDidMap() {
        guard !mapped, let window else { return }
        mapped = true
        onMapped?(window.nativeID)
    }

    package func windowCloseRequested() { onCloseRequested?() }

    /// The target under the pointer since the button went down.
    package private(set) var pressedTarget: TapTargetNode?

    /// A click: the target under the press shows its pressed look while the pointer stays
    /// over it (``windowPointerMoved(to:)``); releasing over the same target runs its
    /// action (releasing elsewhere cancels), as desktop buttons do. The modifiers held at
    /// the release reach the target (a list row: Control toggles, Shift extends).
    package func windowPointer(pressed: Bool, at point: CGPoint, modifiers: EventModifiers) {
        windowPointer(pressed: pressed, at: point, modifiers: modifiers, clickCount: 1)
    }

    /// A press or release with its click count: a text field under a double click selects
    /// a word, under a triple click a line.
    package func windowPointer(pressed: Bool, at point: CGPoint, modifiers: EventModifiers, clickCount: Int) {
        guard let root = root as? ViewNode else { return }
        if pressed {
            lastInputWasKeyboard = false
            hideHelpTag()
        }
        if pressed && pointerPressDismissesOrBlocks() { return }
        if pressed {
            // A focusable view under the pointer takes the focus (views reading
            // `isFocused` update first, without an event loop).
            focus.pointerPressed(at: point, root: root)
            focusMoved()
            if graph.isUpdateScheduled && scheduleUpdate == nil { updateViews() }
            pressedTarget = rootNode.flatMap { HitTesting.target(at: point, in: $0) }
            pressedTarget?.pressBegan()
            pressedTarget?.dragBegan(at: point)
            pressedTarget?.pointerPressed(at: point, clickCount: clickCount, modifiers: modifiers)
            pressedTarget?.isPressed = true
            // A press on a scroll bar's trough moves the content there.
            if let bar = pressedTarget as? ScrollBarNode, bar.takeScrolled() { return renderForScrolling() }
            applyPointer()
        } else if let target = pressedTarget {
            pressedTarget = nil
            let inside = HitTesting.contains(point, in: target)
            target.isPressed = false
            if inside { target.activate(at: point, modifiers: modifiers) }
            target.pressEnded()
            // The pointer is still there: what it is over shows its hover look again — when
            // there is a pointer that hovers (one that moved here; a simulated click or a
            // touch has none).
            if hover.point != nil {
                hover.point = point
                if let root = rootNode { hover.update(root: root, moved: false) }
            }
            applyPointer()
        }
    }

    /// While the button is held: a target that follows the pointer (a split view's divider)
    /// is dragged; on others the pressed look goes when the pointer leaves the target and
    /// comes back with it.
    package func windowPointerMoved(to point: CGPoint) {
        hover.point = point
        guard let target = pressedTarget else { return }
        if target.dragged(to: point) {
            // A dragged scroll bar moved the content: lay out again, as the wheel does.
            if let bar = target as? ScrollBarNode { return bar.takeScrolled() ? renderForScrolling() : redraw() }
            return applyPointer()
        }
        let inside = HitTesting.contains(point, in: target)
        guard inside != target.isPressed else { return }
        target.isPressed = inside
        applyPointer()
    }

    /// After a pointer event: a state change (an action, or a ``ButtonStyle``'s pressed
    /// state) updates the views — at once when there is no event loop, as in tests,
    /// otherwise in the deferred update; a pressed look drawn by a node redraws.
    private func applyPointer() {
        if graph.isUpdateScheduled {
            if scheduleUpdate == nil { updateViews() }
        } else {
            redraw()
        }
    }

    /// After a layout that rebuilt the nodes: the pressed target is the new node of the same
    /// control (a button, a stepper's button), pressed as the old one was.
    private func retargetPressedButton() {
        guard let old = pressedTarget, let identity = old.targetIdentity, let root = rootNode,
              let new = HitTesting.target(identifiedBy: identity, in: root), new !== old else { return }
        new.isPressed = old.isPressed
        new.takeOverPress(from: old)
        pressedTarget = new
    }

    /// How far one wheel notch scrolls, in points (three lines of body text, as GTK and
    /// browsers scroll).
    package static let wheelStep: CGFloat = 40

    /// Whether a layout for scrolling is due at the end of this event-loop turn.
    private var scrollRenderScheduled = false

    /// A wheel turn scrolls the innermost scroll view under the pointer along the turned
    /// axis; the window lays out again (lazy content builds the rows that came into view)
    /// and draws — once for all the notches of one batch of events (at once without an
    /// event loop, as in tests).
    package func windowScroll(notches: CGSize, at point: CGPoint) {
        guard let root = root as? ViewNode, !isInputBlocked(in: nil) else { return }
        let delta = CGSize(width: notches.width * Self.wheelStep, height: notches.height * Self.wheelStep)
        guard let (scroll, applied) = ScrollTargeting.target(at: point, delta: delta, in: root),
              scroll.scroll(by: applied) else { return }
        renderForScrolling()
    }

    /// Lays out and draws after a scroll offset changed: once at the end of this event-loop
    /// turn for all the scrolling of one batch of events (at once without an event loop).
    private func renderForScrolling() {
        guard let scheduleUpdate else { return render() }
        guard !scrollRenderScheduled else { return }
        scrollRenderScheduled = true
        scheduleUpdate { [weak self] in
            guard let self else { return }
            self.scrollRenderScheduled = false
            self.render()
        }
    }

    /// Draws again without layout (a pressed look or the focus ring changed).
    func redraw() {
        focus.needsDisplay = false
        drawList(time: animationClock())
        presentFrame()
        onPresented?()
        updateFrameTimer()
    }

    /// What the window system last said about the window.
    package private(set) var windowState = WindowState()

    package func windowStateChanged(_ state: WindowState) {
        // The host hears first (the scene's and the app's phases); the focus ring and the
        // window's own phase follow.
        onStateChanged?(state)
        if windowState.focused && !state.focused { yieldToFocusedWindow() }
        phaseFromOwnState = true
        let wasShown = windowState.mapped && !windowState.iconic
        windowState = state
        // Content that moves by itself and timelines run only while the window is shown; a
        // window shown again catches up on the timeline dates it missed.
        if wasShown != (state.mapped && !state.iconic) {
            if wasShown {
                updateFrameTimer()
            } else {
                graph.timelines.fire(at: Date())
                if graph.isUpdateScheduled && scheduleUpdate == nil {
                    updateViews()
                } else if displayList.animatesContinuously {
                    redraw()
                }
                updateFrameTimer()
            }
            updateTimelineTimer()
        }
        if focus.setWindowFocused(state.focused) {
            focusMoved()
            applyInput()
        }
        if !state.focused { windowLostFocus() }
        setWindowPhase(state.phase)
    }

    /// A window that loses the focus lets the one that gains it run first: the X server
    /// sends both renderers their focus events at once, and on a busy machine (two cores,
    /// with the X server and the window manager awake too) whichever runs first makes the
    /// other wait for its whole update and frame. A yield costs a system call when nothing
    /// else is runnable, and changes nothing about the phases or their order in a window.
    private func yieldToFocusedWindow() {
        #if canImport(Glibc)
        sched_yield()
        #endif
    }

    /// Tells the views where the focus shows now (`@Environment(\.isFocused)`); the views
    /// that read it update.
    func focusMoved() {
        let shown = surfaces.last { $0.windowState.focused }?.focus.shownFocus ?? focus.shownFocus
        guard context.environment.shownFocus != shown else { return }
        context.environment.shownFocus = shown
        graph.environmentChanged(at: \EnvironmentValues.isFocused)
    }

    /// Records the phases the host computed for this window and the app; views that read
    /// `@Environment(\.scenePhase)` update (and their `onChange(of: scenePhase)` runs).
    ///
    /// A window on a display takes its own phase from its state as soon as that changes
    /// (``windowStateChanged(_:)``), without waiting for the host: the host computes the
    /// same phase from the same reports, so its window phase can only repeat the one
    /// applied already, or be older than it. Only a window with no state of its own (no
    /// backend: unit tests, previews) takes the window phase from here.
    package func updatePhases(window: ScenePhase, app: ScenePhase) {
        let window = phaseFromOwnState ? phases.window : window
        guard phases != (window, app) else { return }
        phases = (window, app)
        onPhaseChanged?(window, app)
        applyScenePhase(window)
    }

    /// Whether the window's phase comes from its own state (set once the backend reported
    /// it), not from the host.
    private var phaseFromOwnState = false

    /// The window's own phase changed with its state: its views see it at once.
    private func setWindowPhase(_ phase: ScenePhase) {
        guard phases.window != phase else { return }
        phases.window = phase
        onPhaseChanged?(phase, phases.app)
        applyScenePhase(phase)
    }

    private func applyScenePhase(_ phase: ScenePhase) {
        guard context.environment.scenePhase != phase else { return }
        context.environment.setWindowScenePhase(phase)
        graph.environmentChanged(at: \EnvironmentValues.scenePhase)
        // Applied at once, not deferred: two phase changes in one turn are two transitions,
        // and `onChange(of: scenePhase)` must see each of them.
        updateViews()
    }

    package func backendFailed(_ message: String) { onFailure?(message) }
}
