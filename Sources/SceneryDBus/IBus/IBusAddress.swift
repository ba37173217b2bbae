#if canImport(Glibc)
import Glibc
#endif
public import SceneryPlatform

/// Where IBus's own bus (the one `ibus-daemon` runs) listens: `IBUS_ADDRESS`, else the
/// address file `ibus-daemon` writes, `IBUS_ADDRESS_FILE` or
/// `$XDG_CONFIG_HOME/ibus/bus/<machine-id>-<host>-<display number>` (`~/.config` when
/// `XDG_CONFIG_HOME` is unset; host "unix" for a local display), whose `IBUS_ADDRESS=` line
/// holds it.
public enum IBusAddress {
    /// The address, or nil when neither the variable nor the file gives one.
    public static func resolve(environment: (String) -> String? = { RuntimePaths.environment($0) },
                               readFile: (String) -> String? = { ProcessWatch.readSmallFile($0) }) -> String? {
        if let address = environment("IBUS_ADDRESS"), !address.isEmpty { return address }
        guard let path = addressFile(environment: environment, readFile: readFile), let text = readFile(path) else { return nil }
        return address(inFile: text)
    }

    /// The address file's path, or nil without a display or a machine id.
    public static func addressFile(environment: (String) -> String?, readFile: (String) -> String?) -> String? {
        if let file = environment("IBUS_ADDRESS_FILE"), !file.isEmpty { return file }
        guard let display = environment("DISPLAY"), let (host, number) = displayParts(display) else { return nil }
        guard let machineID = (readFile("/etc/machine-id") ?? readFile("/var/lib/dbus/machine-id"))?
            .trimmedWhitespace, !machineID.isEmpty else { return nil }
        let configuration: String
        if let config = environment("XDG_CONFIG_HOME"), config.hasPrefix("/") {
            configuration = config
        } else if let home = environment("HOME"), !home.isEmpty {
            configuration = home + "/.config"
        } else {
            return nil
        }
        return "\(configuration)/ibus/bus/\(machineID)-\(host)-\(number)"
    }

    /// The host ("unix" when empty) and display number of a `DISPLAY` value
    /// (`host:number.screen`).
    public static func displayParts(_ display: String) -> (host: String, number: String)? {
        guard let colon = display.lastIndex(of: ":") else { return nil }
        let host = display[..<colon]
        let rest = display[display.index(after: colon)...]
        let number = rest.prefix { $0 != "." }
        guard !number.isEmpty, number.allSatisfy(\.isNumber) else { return nil }
        return (host.isEmpty ? "unix" : String(host), String(number))
    }

    /// The value of the `IBUS_ADDRESS=` line of an address file.
    public static func address(inFile text: String) -> String? {
        for line in text.split(whereSeparator: \.isNewline) where line.hasPrefix("IBUS_ADDRESS=") {
            let value = line.dropFirst("IBUS_ADDRESS=".count)
            if !value.isEmpty { return String(value) }
        }
        return nil
    }
}

extension String {
    /// The string without white space or line breaks at either end.
    fileprivate var trimmedWhitespace: String {
        var characters = Substring(self)
        while let last = characters.last, last.isWhitespace { characters = characters.dropLast() }
        while let first = characters.first, first.isWhitespace { characters = characters.dropFirst() }
        return String(characters)
    }
}
