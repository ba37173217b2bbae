#if canImport(Glibc)
import Glibc
#endif

/// Lists a directory with `opendir`/`readdir`, without Foundation (which the host and the
/// renderers keep off their launch paths).
public enum DirectoryListing {
    /// The names in `directory`, sorted, without `.` and `..`; nil when it cannot be read.
    public static func names(in directory: String) -> [String]? {
        guard let stream = opendir(directory) else { return nil }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(cString: raw.bindMemory(to: CChar.self).baseAddress!)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }
}
