#if canImport(Glibc)
import Glibc
#endif
import SceneryPlatform

/// Where tests put files meant for a person to look at (screenshots):
/// `$SCENERY_TEST_ARTIFACTS`, default `.build/test-artifacts` under the working directory.
public enum TestArtifacts {
    /// The artifacts directory, created if needed.
    public static var directory: String {
        let path = RuntimePaths.environment("SCENERY_TEST_ARTIFACTS") ?? ".build/test-artifacts"
        _ = mkdir(".build", 0o755)
        _ = mkdir(path, 0o755)
        return path
    }

    /// The path for an artifact named `name`.
    public static func path(_ name: String) -> String { directory + "/" + name }
}

/// Finds executables built next to the running test binary (`.build/<config>/`).
public enum BuiltProducts {
    /// The path of the product `name` built beside this test bundle.
    public static func path(_ name: String) -> String {
        if let override = RuntimePaths.environment("SCENERY_PRODUCTS_DIR") { return override + "/" + name }
        let exe = ProcessWatch.executable(of: getpid()) ?? ""
        var dir = String(exe[..<(exe.lastIndex(of: "/") ?? exe.endIndex)])
        // The test runner may sit inside an .xctest bundle directory.
        while dir.contains(".xctest") { dir = String(dir[..<(dir.lastIndex(of: "/") ?? dir.endIndex)]) }
        return dir + "/" + name
    }
}
