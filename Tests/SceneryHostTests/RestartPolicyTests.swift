@testable import SceneryHost
import Testing

@Suite("Restarting crashed renderers")
struct RestartPolicyTests {
    @Test("Up to three restarts of a window within 30 s, then it stays closed")
    func burstLimit() {
        var policy = RestartPolicy()
        #expect(policy.shouldRestart(window: 1, now: 0) == (true, 1))
        #expect(policy.shouldRestart(window: 1, now: 1000) == (true, 2))
        #expect(policy.shouldRestart(window: 1, now: 2000) == (true, 3))
        #expect(policy.shouldRestart(window: 1, now: 3000).restart == false)
        // Another window has its own budget.
        #expect(policy.shouldRestart(window: 2, now: 3000) == (true, 1))
    }

    @Test("Crashes older than the interval no longer count")
    func intervalSlides() {
        var policy = RestartPolicy()
        for t in [0.0, 1000, 2000] { _ = policy.shouldRestart(window: 1, now: t) }
        #expect(policy.shouldRestart(window: 1, now: 30_500) == (true, 3))
        policy.forget(window: 1)
        #expect(policy.shouldRestart(window: 1, now: 30_600) == (true, 1))
    }
}
