#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// Where an app's bundled files are on Linux: what Apple platforms call the app's bundle.
///
/// SwiftPM builds an executable into a folder (`.build/release/MyApp`) and puts the
/// resources of each target that has any (`resources: [.process("Resources")]`,
/// `.copy("Assets.xcassets")`) next to it, in a resource bundle named
/// `<Package>_<Target>.resources`. An installed app keeps that layout. So:
///
/// * the **main bundle** is the executable's directory (as Foundation's `Bundle.main`
///   on Linux);
/// * the **app's resource bundle** is the entry of that directory whose name ends in
///   `_<Target>.resources`, where the target is the module of the app's code (``appModule``,
///   which `App.main()` sets from the `App` type) or, failing that, the executable's name.
///   The package name is not known at run time, hence the suffix match;
/// * ``appBundles`` is both, the resource bundle first: where lookups without an explicit
///   bundle (`Color("aqua")`, `Text("key")`) look.
///
/// The executable's directory is read once, on first use.
public enum AppBundle {
    private struct Listing {
        var directory: String
        var executableName: String
        var entries: [String]
    }

    private struct State: ~Copyable {
        var module: String?
        var listing: Listing??
    }

    private static let state = Mutex(State())

    /// The module (target) of the app's code, used to find its resource bundle; nil until
    /// the app sets it.
    public static var appModule: String? {
        get { state.withLock { $0.module } }
        set { state.withLock { $0.module = newValue } }
    }

    /// The executable's directory: the main bundle. Nil when `/proc/self/exe` is unreadable.
    public static var mainDirectory: String? { listing()?.directory }

    /// Every SwiftPM resource bundle next to the executable (`*.resources`), by name.
    public static var resourceBundles: [String] {
        guard let listing = listing() else { return [] }
        return listing.entries.filter { $0.hasSuffix(".resources") }.map { join(listing.directory, $0) }
    }

    /// The resource bundles of the app's own target: `*_<appModule>.resources`, else
    /// `*_<executable name>.resources`.
    public static var appResourceBundles: [String] {
        guard let listing = listing() else { return [] }
        let names = [appModule, listing.executableName].compactMap { $0 }.filter { !$0.isEmpty }
        for name in names {
            let suffix = "_\(name).resources"
            let matches = listing.entries.filter { $0.hasSuffix(suffix) }
            if !matches.isEmpty { return matches.map { join(listing.directory, $0) } }
        }
        return []
    }

    /// The app's bundles, most specific first: its resource bundles, then the main bundle.
    public static var appBundles: [String] {
        appResourceBundles + (mainDirectory.map { [$0] } ?? [])
    }

    /// Whether `path` is a directory.
    public static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    private static func join(_ directory: String, _ name: String) -> String {
        directory == "/" ? "/" + name : directory + "/" + name
    }

    private static func listing() -> Listing? {
        state.withLock { state in
            if let known = state.listing { return known }
            var made: Listing?
            if let executable = BuildIdentity.executablePath(), let slash = executable.lastIndex(of: "/") {
                let directory = slash == executable.startIndex ? "/" : String(executable[..<slash])
                let name = String(executable[executable.index(after: slash)...])
                made = Listing(directory: directory, executableName: name, entries: DirectoryListing.names(in: directory) ?? [])
            }
            state.listing = .some(made)
            return made
        }
    }
}
