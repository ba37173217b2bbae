import CSceneryPlatform
#if canImport(Glibc)
import Glibc
#endif

/// The result of one non-blocking read.
public enum ReadResult {
    /// Bytes arrived.
    case bytes([UInt8])
    /// Nothing to read now (EAGAIN).
    case wouldBlock
    /// The peer closed its end.
    case endOfFile
    /// The read failed.
    case failed(SystemError)
}

/// Thin wrappers over read(2), write(2) and close(2), each retrying on EINTR.
public enum FileDescriptorIO {
    /// Reads what is available from `fd`, up to `capacity` bytes (read(2)).
    public static func read(_ fd: Int32, capacity: Int = 65536) -> ReadResult {
        var buffer = [UInt8](repeating: 0, count: capacity)
        return read(fd, using: &buffer)
    }

    /// Reads what is available from `fd` into a caller-owned scratch buffer (read(2)), so a
    /// connection reading many times allocates its buffer once.
    public static func read(_ fd: Int32, using buffer: inout [UInt8]) -> ReadResult {
        let capacity = buffer.count
        while true {
            let n = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, capacity) }
            if n > 0 { return .bytes(Array(buffer[0..<n])) }
            if n == 0 { return .endOfFile }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK: return .wouldBlock
            default: return .failed(SystemError("read"))
            }
        }
    }

    /// Writes as much of `bytes` as the descriptor takes now (write(2)); returns the count
    /// written (0 when it would block).
    public static func write(_ fd: Int32, _ bytes: ArraySlice<UInt8>) throws(SystemError) -> Int {
        while true {
            let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if n >= 0 { return n }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK: return 0
            default: throw SystemError("write")
            }
        }
    }

    /// Sends as much of `bytes` as a socket takes now (send(2) with MSG_NOSIGNAL, so a
    /// closed peer is an EPIPE error, never a SIGPIPE); returns the count sent (0 when it
    /// would block).
    public static func send(_ fd: Int32, _ bytes: ArraySlice<UInt8>) throws(SystemError) -> Int {
        while true {
            let n = bytes.withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if n >= 0 { return n }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK: return 0
            default: throw SystemError("send")
            }
        }
    }

    /// Closes `fd` (close(2)); errors are ignored, as after close the descriptor is gone.
    public static func close(_ fd: Int32) {
        _ = Glibc.close(fd)
    }
}

/// The process's standard output stream.
public enum StandardOutput {
    /// Makes `print` output reach a pipe or log file line by line, as it does a terminal.
    public static func makeLineBuffered() { scenery_line_buffer_stdout() }
}
