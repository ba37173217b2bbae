@testable import SceneryHost
import Testing

@Suite("Pinging renderers and finding the hung ones")
struct HangMonitorTests {
    @Test("Every renderer is pinged once per half timeout, in one round")
    func roundsEveryHalfTimeout() {
        var monitor = HangMonitor(timeout: 4000)
        monitor.watch(10, now: 0)
        monitor.watch(11, now: 500)
        #expect(monitor.nextDeadline == 2000)
        #expect(monitor.tick(now: 1999).isEmpty)
        #expect(monitor.tick(now: 2000) == [.ping(pid: 10, sequence: 1), .ping(pid: 11, sequence: 2)])
        #expect(monitor.answered(10, sequence: 1) == false)
        #expect(monitor.answered(11, sequence: 2) == false)
        // Both answered: the only deadline is the next round, one interval on.
        #expect(monitor.nextDeadline == 4000)
        #expect(monitor.tick(now: 4000) == [.ping(pid: 10, sequence: 3), .ping(pid: 11, sequence: 4)])
    }

    @Test("A ping unanswered for the timeout makes the renderer not responding; as long again stops it")
    func notRespondingThenStopped() {
        var monitor = HangMonitor(timeout: 4000)
        monitor.watch(10, now: 0)
        #expect(monitor.tick(now: 2000) == [.ping(pid: 10, sequence: 1)])
        // The next round does not ping it again while a ping is outstanding.
        #expect(monitor.tick(now: 4000).isEmpty)
        #expect(monitor.nextDeadline == 6000)
        #expect(monitor.tick(now: 6000) == [.notResponding(pid: 10)])
        #expect(monitor.isNotResponding(10))
        #expect(monitor.stopTime(of: 10) == 10_000)
        #expect(monitor.tick(now: 9999).isEmpty)
        #expect(monitor.tick(now: 10_000) == [.stop(pid: 10)])
        // Decided once; a late answer changes nothing.
        #expect(monitor.tick(now: 20_000).isEmpty)
        #expect(monitor.answered(10, sequence: 1) == false)
    }

    @Test("An answer before the stop makes the renderer responding again")
    func recovers() {
        var monitor = HangMonitor(timeout: 4000)
        monitor.watch(10, now: 0)
        _ = monitor.tick(now: 2000)
        #expect(monitor.tick(now: 6000) == [.notResponding(pid: 10)])
        #expect(monitor.answered(10, sequence: 99) == false, "an answer to another ping proves nothing")
        #expect(monitor.answered(10, sequence: 1) == true)
        #expect(!monitor.isNotResponding(10))
        #expect(monitor.stopTime(of: 10) == nil)
        #expect(monitor.tick(now: 10_000) == [.ping(pid: 10, sequence: 2)])
    }

    @Test("An idle answer parks a renderer: no pings for it, and no deadline at all once every renderer is parked")
    func idleAnswersPark() {
        var monitor = HangMonitor(timeout: 4000)
        monitor.watch(10, now: 0)
        monitor.watch(11, now: 0)
        #expect(monitor.tick(now: 2000) == [.ping(pid: 10, sequence: 1), .ping(pid: 11, sequence: 2)])
        #expect(monitor.answered(10, sequence: 1, idle: true) == false)
        #expect(monitor.answered(11, sequence: 2, idle: false) == false)
        #expect(monitor.isParked(10))
        #expect(!monitor.isParked(11))
        #expect(monitor.nextDeadline == 4000)
        #expect(monitor.tick(now: 4000) == [.ping(pid: 11, sequence: 3)])
        _ = monitor.answered(11, sequence: 3, idle: true)
        // Everyone is parked: the host has nothing to wake up for.
        #expect(monitor.nextDeadline == nil)
        #expect(monitor.tick(now: 100_000).isEmpty)
    }

    @Test("A parked renderer that wakes (or is sent something) is pinged at once, and found not responding if it does not answer")
    func wakingPingsAtOnce() {
        var monitor = HangMonitor(timeout: 4000)
        monitor.watch(10, now: 0)
        _ = monitor.tick(now: 2000)
        _ = monitor.answered(10, sequence: 1, idle: true)
        #expect(monitor.wake(10, now: 50_000) == true)
        #expect(monitor.wake(10, now: 50_000) == false, "waking an awake renderer changes nothing")
        #expect(monitor.nextDeadline == 50_000)
        #expect(monitor.tick(now: 50_000) == [.ping(pid: 10, sequence: 2)])
        #expect(monitor.tick(now: 54_000) == [.notResponding(pid: 10)])
        // A busy answer keeps it watched: the next round pings it again.
        #expect(monitor.answered(10, sequence: 2, idle: false) == true)
        #expect(!monitor.isParked(10))
        #expect(monitor.nextDeadline == 56_000)
    }

    @Test("A renderer the kernel reports stopped is pinged at once, parked or not, and found not responding a timeout later")
    func stoppedRendererIsPingedAtOnce() {
        var monitor = HangMonitor(timeout: 4000)
        monitor.watch(10, now: 0)
        monitor.watch(11, now: 0)
        _ = monitor.tick(now: 2000)
        _ = monitor.answered(10, sequence: 1, idle: true)
        _ = monitor.answered(11, sequence: 2, idle: true)
        #expect(monitor.nextDeadline == nil)
        // Renderer 10 is stopped while parked: only it is pinged, the other stays parked.
        #expect(monitor.suspect(10, now: 70_000) == true)
        #expect(!monitor.isParked(10))
        #expect(monitor.isParked(11))
        #expect(monitor.nextDeadline == 70_000)
        #expect(monitor.tick(now: 70_000) == [.ping(pid: 10, sequence: 3)])
        #expect(monitor.suspect(10, now: 70_500) == false, "a ping is already outstanding")
        #expect(monitor.tick(now: 74_000) == [.notResponding(pid: 10)])
        #expect(monitor.tick(now: 78_000) == [.stop(pid: 10)])
        #expect(monitor.suspect(10, now: 78_100) == false, "a renderer being stopped is not pinged again")
        #expect(monitor.suspect(99, now: 78_100) == false, "an unwatched process is not pinged")
        #expect(monitor.isParked(11))
    }

    @Test("A renderer watched while the others are parked gets its first ping one interval on, not at once")
    func newRendererAfterParking() {
        var monitor = HangMonitor(timeout: 4000)
        monitor.watch(10, now: 0)
        _ = monitor.tick(now: 2000)
        _ = monitor.answered(10, sequence: 1, idle: true)
        monitor.watch(11, now: 30_000)
        #expect(monitor.nextDeadline == 32_000)
        #expect(monitor.tick(now: 32_000) == [.ping(pid: 11, sequence: 2)])
    }

    @Test("Nothing is due when nothing is watched: an app without renderers never wakes")
    func idleWithoutRenderers() {
        var monitor = HangMonitor(timeout: 4000)
        #expect(monitor.nextDeadline == nil)
        monitor.watch(10, now: 0)
        monitor.forget(10)
        #expect(monitor.nextDeadline == nil)
        #expect(monitor.tick(now: 100_000).isEmpty)
    }
}
