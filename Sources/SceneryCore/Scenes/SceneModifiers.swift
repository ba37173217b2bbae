/// How a scene's windows may be resized, applied as X11 size hints (`WM_NORMAL_HINTS`)
/// from the content's layout.
public struct WindowResizability: Hashable, Sendable {
    package enum Kind: Hashable, Sendable { case automatic, contentSize, contentMinSize }
    package let kind: Kind

    /// `.contentSize` for `Settings`, `.contentMinSize` for every other scene.
    public static let automatic = WindowResizability(kind: .automatic)
    /// The window's minimum and maximum sizes are those of its content.
    public static let contentSize = WindowResizability(kind: .contentSize)
    /// The window cannot be made smaller than its content; larger is fine.
    public static let contentMinSize = WindowResizability(kind: .contentMinSize)
}

/// Whether a scene opens a window when the app launches.
public struct SceneLaunchBehavior: Hashable, Sendable {
    package enum Kind: Hashable, Sendable { case automatic, presented, suppressed }
    package let kind: Kind

    /// The first `WindowGroup` or `Window` opens; other scenes do not.
    public static let automatic = SceneLaunchBehavior(kind: .automatic)
    /// The scene opens a window at launch.
    public static let presented = SceneLaunchBehavior(kind: .presented)
    /// The scene never opens a window at launch (nor on restoration).
    public static let suppressed = SceneLaunchBehavior(kind: .suppressed)
}

/// Whether a scene's windows are reopened on the next launch.
public struct SceneRestorationBehavior: Hashable, Sendable {
    package enum Kind: Hashable, Sendable { case automatic, disabled }
    package let kind: Kind

    /// Windows that were open when the app quit reopen, with their state.
    public static let automatic = SceneRestorationBehavior(kind: .automatic)
    /// The scene's windows are not restored.
    public static let disabled = SceneRestorationBehavior(kind: .disabled)
}

/// A scene with a change applied to every scene declaration inside it.
public struct _ModifiedScene<Content: Scene>: Scene, PrimitiveScene {
    public typealias Body = Never
    let content: Content
    let change: @MainActor (inout SceneDeclaration) -> Void

    package func collect(into declarations: inout [SceneDeclaration]) {
        let start = declarations.count
        SceneryCore.collect(content, into: &declarations)
        for index in declarations.indices[start...] { change(&declarations[index]) }
    }
}

extension Scene {
    private func changing(_ change: @escaping @MainActor (inout SceneDeclaration) -> Void) -> _ModifiedScene<Self> {
        _ModifiedScene(content: self, change: change)
    }

    /// The size new windows of this scene open at (instead of their content's ideal size).
    public func defaultSize(_ size: CGSize) -> some Scene {
        changing { $0.defaultSize = size }
    }

    /// The size new windows of this scene open at.
    public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene {
        defaultSize(CGSize(width: width, height: height))
    }

    /// How this scene's windows may be resized.
    public func windowResizability(_ resizability: WindowResizability) -> some Scene {
        changing { $0.resizability = resizability }
    }

    /// Where on the screen new windows of this scene are placed (`.center`, `.topLeading`…).
    public func defaultPosition(_ position: UnitPoint) -> some Scene {
        changing { $0.defaultPosition = position }
    }

    /// Whether this scene opens a window at launch.
    public func defaultLaunchBehavior(_ behavior: SceneLaunchBehavior) -> some Scene {
        changing { $0.launchBehavior = behavior }
    }

    /// Whether this scene's windows are reopened on the next launch.
    public func restorationBehavior(_ behavior: SceneRestorationBehavior) -> some Scene {
        changing { $0.restorationBehavior = behavior }
    }

    /// The URLs this scene handles: a URL goes to the first scene with a condition that is
    /// a prefix of it (`"*"` matches every URL).
    public func handlesExternalEvents(matching conditions: Set<String>) -> some Scene {
        changing { $0.externalEventMatching = conditions }
    }

    /// Sets an environment value for every view in every window of this scene.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene {
        nonisolated(unsafe) let keyPath = keyPath
        nonisolated(unsafe) let value = value
        return changing { $0.environment.append { $0[keyPath: keyPath] = value } }
    }
}

/// A scene that watches a value: `App.body` is evaluated again when the app's environment
/// changes (its `scenePhase`), and the action runs when the value differs from the last
/// evaluation's.
public struct _SceneChangeModifier<Content: Scene, Value: Equatable>: Scene, PrimitiveScene {
    public typealias Body = Never
    let content: Content
    let value: Value
    let initial: Bool
    let action: @MainActor (Value, Value) -> Void

    package func collect(into declarations: inout [SceneDeclaration]) {
        let start = declarations.count
        SceneryCore.collect(content, into: &declarations)
        guard start < declarations.count else { return }
        let (value, initial, action) = (self.value, self.initial, self.action)
        declarations[start].changeObservations.append(SceneChangeObservation(value: value, initial: initial) { older in
            if let older = older as? Value {
                if older != value { action(older, value) }
            } else if older == nil && initial {
                action(value, value)
            }
        })
    }
}

extension Scene {
    /// Runs `action` with the old and new value when `value` changes between evaluations of
    /// the app's scenes — `onChange(of: scenePhase)` in the `App` sees the app's aggregate
    /// phase change once per transition. The action runs in the scene host process.
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping @MainActor (_ oldValue: V, _ newValue: V) -> Void
    ) -> some Scene {
        _SceneChangeModifier(content: self, value: value, initial: initial, action: action)
    }

    /// Runs `action` when `value` changes between evaluations of the app's scenes.
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping @MainActor () -> Void
    ) -> some Scene {
        _SceneChangeModifier(content: self, value: value, initial: initial) { _, _ in action() }
    }
}
