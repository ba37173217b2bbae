#if canImport(Glibc)
import Glibc
#endif
import SceneryPlatform

/// A private directory (mode 0700) removed with everything in it by ``remove()``.
public final class TemporaryDirectory: @unchecked Sendable {
    // @unchecked: `path` is immutable; remove() is idempotent and called by one owner.
    /// The directory's path.
    public let path: String

    /// Creates a new directory under `$SCENERY_TEST_TMPDIR`, else `$TMPDIR`, else /tmp.
    /// (`make test` gives SwiftPM a TMPDIR inside `.build` and the tests the caller's.)
    public init(prefix: String = "scenery-test") {
        let names: [String] = ["SCENERY_TEST_TMPDIR", "TMPDIR"]
        let base = names.compactMap { name -> String? in getenv(name).map { String(cString: $0) } }
            .first { !$0.isEmpty } ?? "/tmp"
        var template = Array("\(base)/\(prefix)-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        precondition(made != nil, "mkdtemp failed in \(base)")
        path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Deletes the directory tree.
    public func remove() {
        removeTree(path)
    }

    private func removeTree(_ path: String) {
        for name in DirectoryListing.names(in: path) ?? [] {
            let child = path + "/" + name
            var info = stat()
            if lstat(child, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR {
                removeTree(child)
            } else {
                unlink(child)
            }
        }
        rmdir(path)
    }
}
