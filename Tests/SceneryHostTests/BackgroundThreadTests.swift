#if canImport(Glibc)
import Glibc
#endif
import SceneryPlatform
import Testing

@Suite("BackgroundThread")
struct BackgroundThreadTests {
    @Test("start runs the work on a thread other than the caller's, and returns true")
    func runsOnAnotherThread() throws {
        var fds: [Int32] = [-1, -1]
        #expect(pipe(&fds) == 0)
        defer { close(fds[0]); close(fds[1]) }
        let writeEnd = fds[1]
        let caller = pthread_self()
        let started = BackgroundThread.start {
            // 1 when the work runs on another thread, 0 when on the caller's.
            var byte: UInt8 = pthread_equal(pthread_self(), caller) == 0 ? 1 : 0
            _ = write(writeEnd, &byte, 1)
        }
        #expect(started)
        var pfd = pollfd(fd: fds[0], events: Int16(POLLIN), revents: 0)
        #expect(poll(&pfd, 1, 5000) == 1, "the work did not run within 5 s")
        var byte: UInt8 = 9
        #expect(read(fds[0], &byte, 1) == 1)
        #expect(byte == 1)
    }
}
