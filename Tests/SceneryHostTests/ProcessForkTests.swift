#if canImport(Glibc)
import Glibc
#endif
import SceneryPlatform
import Testing

@Suite("ProcessSpawner.fork")
struct ProcessForkTests {
    @Test("fork refuses (EDEADLK) in a process with more than one thread, where the child could inherit a held lock")
    func refusesWithSeveralThreads() throws {
        // A second thread, blocked until the check is done.
        var thread = pthread_t()
        var gate: [Int32] = [-1, -1]
        #expect(pipe(&gate) == 0)
        defer { close(gate[0]); close(gate[1]) }
        let readEnd = gate[0]
        let box = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
        box.pointee = readEnd
        defer { box.deallocate() }
        #expect(pthread_create(&thread, nil, { argument in
            var byte: UInt8 = 0
            _ = read(argument!.assumingMemoryBound(to: Int32.self).pointee, &byte, 1)
            return nil
        }, box) == 0)
        defer {
            var byte: UInt8 = 1
            _ = write(gate[1], &byte, 1)
            pthread_join(thread, nil)
        }
        do {
            let pid = try ProcessSpawner.fork()
            // It should not have forked; if it did, the child leaves at once.
            if pid == 0 { _exit(0) }
            var status: Int32 = 0
            waitpid(pid, &status, 0)
            Issue.record("fork went ahead with two threads")
        } catch {
            #expect(error.errno == EDEADLK)
            #expect(error.call == "fork")
        }
    }
}
