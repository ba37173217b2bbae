#if canImport(Glibc)
import Glibc
#endif
import CSceneryPlatform

/// This binary's identity, as the wire handshake carries it.
public enum BuildIdentity {
    /// The GNU build id of the running executable, or its file identity (device, inode,
    /// size, mtime) if it was linked without one.
    public static let current: String = {
        var buffer = [CChar](repeating: 0, count: 129)
        let count = Int(scenery_build_id(&buffer, Int32(buffer.count)))
        if count > 0 {
            return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
        var info = stat()
        if stat("/proc/self/exe", &info) == 0 {
            return "file-\(info.st_dev)-\(info.st_ino)-\(info.st_size)-\(info.st_mtim.tv_sec)"
        }
        return "unknown"
    }()

    /// Opens a descriptor on this exact executable (/proc/self/exe), so children can be
    /// started from the same binary even if the file on disk is replaced.
    public static func pinExecutable() throws(SystemError) -> Int32 {
        let fd = scenery_pin_executable()
        guard fd >= 0 else { throw SystemError("open", "/proc/self/exe") }
        return fd
    }

    /// The absolute path of the running executable (`/proc/self/exe`), nil if unreadable.
    public static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: 4097)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
