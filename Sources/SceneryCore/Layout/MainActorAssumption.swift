/// Runs `body` on the main actor from code that is not isolated to it but always runs on
/// the main thread: `Layout` methods and their proxies are nonisolated (as in SwiftUI),
/// while layout nodes live on the main actor. Unlike `MainActor.assumeIsolated` it places
/// no `Sendable` requirement on the result; it checks the thread all the same.
package func onMainActor<T>(_ body: @MainActor () -> T) -> T {
    MainActor.shared.preconditionIsolated("Scenery layout runs on the main actor")
    return withoutActuallyEscaping(body) { escapable in
        unsafeBitCast(escapable, to: (() -> T).self)()
    }
}
