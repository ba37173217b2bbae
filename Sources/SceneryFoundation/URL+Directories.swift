public import Foundation

/// The directories Apple's Foundation names on `URL` that swift-corelibs-foundation lacks,
/// mapped to the XDG directories of the user (see ``XDGDirectories`` for where each comes
/// from). `URL.homeDirectory`, `URL.temporaryDirectory` and `URL.currentDirectory()` are
/// Foundation's own.
extension URL {
    /// The user's documents: `XDG_DOCUMENTS_DIR` from `user-dirs.dirs`, else `~/Documents`.
    public static var documentsDirectory: URL { directory(XDGDirectories.current.userDirectory("DOCUMENTS", fallback: "Documents")) }
    /// The user's downloads: `XDG_DOWNLOAD_DIR`, else `~/Downloads`.
    public static var downloadsDirectory: URL { directory(XDGDirectories.current.userDirectory("DOWNLOAD", fallback: "Downloads")) }
    /// The user's desktop: `XDG_DESKTOP_DIR`, else `~/Desktop`.
    public static var desktopDirectory: URL { directory(XDGDirectories.current.userDirectory("DESKTOP", fallback: "Desktop")) }
    /// The user's pictures: `XDG_PICTURES_DIR`, else `~/Pictures`.
    public static var picturesDirectory: URL { directory(XDGDirectories.current.userDirectory("PICTURES", fallback: "Pictures")) }
    /// The user's music: `XDG_MUSIC_DIR`, else `~/Music`.
    public static var musicDirectory: URL { directory(XDGDirectories.current.userDirectory("MUSIC", fallback: "Music")) }
    /// The user's movies: `XDG_VIDEOS_DIR`, else `~/Videos`.
    public static var moviesDirectory: URL { directory(XDGDirectories.current.userDirectory("VIDEOS", fallback: "Videos")) }
    /// The user's shared public folder: `XDG_PUBLICSHARE_DIR`, else `~/Public`.
    public static var sharedPublicDirectory: URL { directory(XDGDirectories.current.userDirectory("PUBLICSHARE", fallback: "Public")) }
    /// Caches: `$XDG_CACHE_HOME`, else `~/.cache`.
    public static var cachesDirectory: URL { directory(XDGDirectories.current.cacheHome) }
    /// Application support files: `$XDG_DATA_HOME`, else `~/.local/share` (append the
    /// app's own folder name, as on macOS).
    public static var applicationSupportDirectory: URL { directory(XDGDirectories.current.dataHome) }
    /// The user's trash: `$XDG_DATA_HOME/Trash`, as the freedesktop.org trash specification
    /// places it.
    public static var trashDirectory: URL { directory(XDGDirectories.current.dataHome + "/Trash") }

    private static func directory(_ path: String) -> URL {
        URL(fileURLWithPath: path, isDirectory: true)
    }
}
