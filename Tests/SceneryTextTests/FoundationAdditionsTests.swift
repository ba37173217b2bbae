import Foundation
import Greetings
@testable import SceneryFoundation
@testable import SceneryLocalization
import SceneryTesting
import Testing

@Suite("Apple's Foundation API that corelibs lacks")
struct FoundationAdditionsTests {
    @Test("XDG user directories: user-dirs.dirs with $HOME and absolute paths, the environment, then ~/Name")
    func userDirectories() {
        let file = """
        # This file is written by xdg-user-dirs-update
        XDG_DOCUMENTS_DIR="$HOME/Dokumente"
        XDG_MUSIC_DIR="/srv/music"
        XDG_DESKTOP_DIR="$HOME"
        XDG_PICTURES_DIR="relative/not/allowed"
        """
        let directories = XDGDirectories(
            environment: ["HOME": "/home/ada", "XDG_CONFIG_HOME": "/cfg", "XDG_DOWNLOAD_DIR": "/tmp/dl"],
            readFile: { $0 == "/cfg/user-dirs.dirs" ? file : nil })
        #expect(directories.userDirectory("DOCUMENTS", fallback: "Documents") == "/home/ada/Dokumente")
        #expect(directories.userDirectory("MUSIC", fallback: "Music") == "/srv/music")
        #expect(directories.userDirectory("DESKTOP", fallback: "Desktop") == "/home/ada")
        #expect(directories.userDirectory("PICTURES", fallback: "Pictures") == "/home/ada/Pictures")
        #expect(directories.userDirectory("DOWNLOAD", fallback: "Downloads") == "/tmp/dl")
        #expect(directories.userDirectory("VIDEOS", fallback: "Videos") == "/home/ada/Videos")
        #expect(XDGDirectories.parseUserDirs("# comment\nXDG_A_DIR=\"$HOME/x\\\"y\"\n\nXDG_B_DIR=/plain") == [
            "XDG_A_DIR": "$HOME/x\"y", "XDG_B_DIR": "/plain",
        ])
    }

    @Test("Base directories: XDG_CACHE_HOME and XDG_DATA_HOME when absolute, else under the home directory")
    func baseDirectories() {
        let set = XDGDirectories(environment: ["HOME": "/home/ada", "XDG_CACHE_HOME": "/c", "XDG_DATA_HOME": "/d"], readFile: { _ in nil })
        #expect(set.cacheHome == "/c")
        #expect(set.dataHome == "/d")
        let unset = XDGDirectories(environment: ["HOME": "/home/ada/", "XDG_CACHE_HOME": "relative"], readFile: { _ in nil })
        #expect(unset.cacheHome == "/home/ada/.cache")
        #expect(unset.dataHome == "/home/ada/.local/share")
        #expect(unset.configHome == "/home/ada/.config")
    }

    @Test("URL.documentsDirectory and its siblings are directories of this user")
    func urlDirectories() {
        let home = XDGDirectories.current.home
        for url in [URL.documentsDirectory, .downloadsDirectory, .desktopDirectory, .picturesDirectory, .musicDirectory,
                    .moviesDirectory, .cachesDirectory, .applicationSupportDirectory, .trashDirectory, .sharedPublicDirectory] {
            #expect(url.isFileURL)
            #expect(url.hasDirectoryPath)
            #expect(url.path.hasPrefix("/"))
            _ = home
        }
        #expect(URL.trashDirectory.path.hasSuffix("/Trash"))
    }

    func name() -> PersonNameComponents {
        var name = PersonNameComponents()
        name.namePrefix = "Dr."
        name.givenName = "John"
        name.middleName = "Maria"
        name.familyName = "Appleseed"
        name.nameSuffix = "Jr."
        name.nickname = "Johnny"
        return name
    }

    @Test("Person names in each style, as Apple writes Western names")
    func personNameStyles() {
        let name = name()
        #expect(name.formatted() == "John Appleseed")
        #expect(name.formatted(.name(style: .short)) == "Johnny")
        #expect(name.formatted(.name(style: .medium)) == "John Appleseed")
        #expect(name.formatted(.name(style: .long)) == "Dr. John Maria Appleseed Jr.")
        #expect(name.formatted(.name(style: .abbreviated)) == "JA")
        var given = PersonNameComponents()
        given.givenName = "Ada"
        #expect(given.formatted(.name(style: .short)) == "Ada")
        #expect(given.formatted(.name(style: .long)) == "Ada")
        var eastern = PersonNameComponents()
        eastern.givenName = "太郎"
        eastern.familyName = "山田"
        #expect(eastern.formatted() == "山田太郎")
        #expect(PersonNameComponents().formatted() == "")
    }

    @Test("Names are read back: prefix, given, middle, family, suffix; 'Family, Given'; empty text fails")
    func personNameParsing() throws {
        let strategy = PersonNameComponents.FormatStyle(style: .medium).parseStrategy
        let full = try strategy.parse("Dr. John Maria Appleseed Jr.")
        #expect(full == name().withoutNickname)
        let one = try strategy.parse("  Ada ")
        #expect(one.givenName == "Ada" && one.familyName == nil)
        let two = try strategy.parse("Ada Lovelace")
        #expect(two.givenName == "Ada" && two.familyName == "Lovelace" && two.middleName == nil)
        let comma = try strategy.parse("Lovelace, Ada Augusta")
        #expect(comma.familyName == "Lovelace" && comma.givenName == "Ada" && comma.middleName == "Augusta")
        #expect(throws: PersonNameComponents.ParseStrategy.ParseError.self) { try strategy.parse("   ") }
        let roundTrip = try PersonNameComponents.FormatStyle(style: .long).parseStrategy.parse(name().formatted(.name(style: .long)))
        #expect(roundTrip.formatted(.name(style: .long)) == "Dr. John Maria Appleseed Jr.")
    }

    @Test("String(localized:) looks the format key up like Text and formats it as plain text")
    func stringLocalized() {
        let count = 2
        #expect(String(localized: "Plain key") == "Plain key")
        #expect(String(localized: "\(count) of \("three")") == "2 of three")
        #expect(String(localized: "farewell", bundle: greetingsBundle, locale: Locale(identifier: "de")) == "Auf Wiedersehen!")
        #expect(String(localized: "farewell", bundle: greetingsBundle, locale: Locale(identifier: "fr_FR")) == "Au revoir !")
        #expect(String(localized: "farewell", bundle: greetingsBundle, locale: Locale(identifier: "ja")) == "Goodbye!", "Base")
    }
}

extension PersonNameComponents {
    var withoutNickname: PersonNameComponents {
        var copy = self
        copy.nickname = nil
        return copy
    }
}

@Suite("LocalizedStringResource")
struct LocalizedStringResourceTests {
    @Test("A resource is looked up by its key in its bundle and locale, else shows its default value with its values")
    func resources() {
        let bundle = LocalizedStringResource.BundleDescription.atURL(URL(fileURLWithPath: greetingsBundle.bundlePath))
        #expect(String(localized: LocalizedStringResource("farewell", locale: Locale(identifier: "de"), bundle: bundle)) == "Auf Wiedersehen!")
        #expect(String(localized: LocalizedStringResource("farewell", locale: Locale(identifier: "it"), bundle: bundle)) == "Goodbye!")
        let count = 4
        let missing = LocalizedStringResource("missing.key", defaultValue: "\(count) left", bundle: bundle)
        #expect(missing.key == "missing.key")
        #expect(String(localized: missing) == "4 left")
        #expect(String(localized: "missing.key", defaultValue: "\(count) left") == "4 left")
        // A key no table has (another test may have made the process's lookup the
        // Greetings example's, in French).
        let literal: LocalizedStringResource = "Hi there, \("Ada")!"
        #expect(literal.key == "Hi there, %@!")
        #expect(literal.description == "Hi there, Ada!")
    }
}
