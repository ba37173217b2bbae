/// Runs `body` on the main actor from code that is not isolated to it but always runs on
/// the main thread: `Layout` methods and their proxies are nonisolated (as in SwiftUI),
/// while layout nodes live on the main actor. Unlike `MainActor.assumeIsolated` it places
/// no `Sendable` requirement on the result. Debug builds check the thread; release builds
/// do not, since every way into layout is a main-actor function of Scenery's own (the
/// renderer's frame, a test's layout call), and the check cost a fifth of the instructions
/// of a small incremental layout (it runs for every size a stack asks of a child).
package func onMainActor<T>(_ body: @MainActor () -> T) -> T {
    #if DEBUG
    MainActor.shared.preconditionIsolated("Scenery layout runs on the main actor")
    #endif
    return withoutActuallyEscaping(body) { escapable in
        unsafeBitCast(escapable, to: (() -> T).self)()
    }
}
