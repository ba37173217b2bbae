#if canImport(Glibc)
import Glibc
#endif
import CSceneryGraphics
import SceneryPlatform

/// What the system's font configuration depends on, reduced to one number: when any input
/// changes, a compact configuration written earlier no longer describes the system.
///
/// The inputs are fontconfig's version, the locale (it orders fallback fonts), the
/// configuration files (`/etc/fonts/fonts.conf`, every entry of `/etc/fonts/conf.d`, the
/// user's `fontconfig` directory and the legacy `~/.fonts.conf*`), and the cache
/// directories, which `fc-cache` rewrites whenever fonts are installed or removed. Each
/// file counts with its path, size and modification time. Reading them is a few dozen
/// `stat` calls: tens of microseconds.
package enum FontConfigurationStamp {
    /// The stamp for this process's environment, or nil when the environment points
    /// fontconfig somewhere unusual (`FONTCONFIG_FILE`, `FONTCONFIG_PATH`,
    /// `FONTCONFIG_SYSROOT`): then only the full configuration is used.
    package static func current(environment: (String) -> String? = processEnvironment) -> String? {
        if ["FONTCONFIG_FILE", "FONTCONFIG_PATH", "FONTCONFIG_SYSROOT"].contains(where: { environment($0) != nil }) {
            return nil
        }
        var hash = FNV1a()
        hash.add("fontconfig \(FcGetVersion())")
        for name in ["LANG", "LC_ALL", "LC_CTYPE", "LC_MESSAGES", "LANGUAGE"] {
            hash.add("\(name)=\(environment(name) ?? "")")
        }
        let home = environment("HOME") ?? ""
        let configHome = environment("XDG_CONFIG_HOME") ?? home + "/.config"
        let cacheHome = environment("XDG_CACHE_HOME") ?? home + "/.cache"
        for file in ["/etc/fonts/fonts.conf", configHome + "/fontconfig/fonts.conf", home + "/.fonts.conf"] {
            hash.add(describe(file))
        }
        for directory in ["/etc/fonts/conf.d", configHome + "/fontconfig/conf.d", home + "/.fonts.conf.d"] {
            hash.add(describe(directory))
            for entry in DirectoryListing.names(in: directory) ?? [] { hash.add(describe(directory + "/" + entry)) }
        }
        for directory in ["/var/cache/fontconfig", cacheHome + "/fontconfig", home + "/.fontconfig"] {
            hash.add(describe(directory))
        }
        return String(hash.value, radix: 16)
    }

    /// This process's environment variable `name`.
    package static func processEnvironment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// Path, size and modification time (nanoseconds), or the path alone when it is missing.
    private static func describe(_ path: String) -> String {
        guard let file = RememberedTextLayouts.FileStamp.of(path) else { return path + " -" }
        return "\(path) \(file.size) \(file.modified / 1_000_000_000).\(file.modified % 1_000_000_000)"
    }
}

/// 64-bit FNV-1a over strings, each followed by a separator byte.
struct FNV1a {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ string: String) {
        for byte in string.utf8 { mix(byte) }
        mix(0)
    }

    mutating func mix(_ byte: UInt8) {
        value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
}
