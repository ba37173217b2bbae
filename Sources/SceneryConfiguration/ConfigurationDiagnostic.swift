/// A problem found in a configuration file: where it is and what was done about it.
package struct ConfigurationDiagnostic: Equatable, Sendable, CustomStringConvertible {
    /// How serious the problem is.
    package enum Severity: String, Sendable {
        /// A value was not used (the default, or the file's earlier value, stands).
        case error
        /// Something was ignored that did not change any value (an unknown key).
        case warning
    }

    package var severity: Severity
    /// The file's path.
    package var path: String
    /// The 1-based line, when known.
    package var line: Int?
    /// The key concerned, when there is one.
    package var key: String?
    /// What is wrong and what happens instead.
    package var message: String

    package init(_ severity: Severity, path: String, line: Int?, key: String?, message: String) {
        self.severity = severity
        self.path = path
        self.line = line
        self.key = key
        self.message = message
    }

    /// `PATH:LINE: error: key 'hang-timeout': …`, as compilers print diagnostics.
    package var description: String {
        var text = path
        if let line { text += ":\(line)" }
        text += ": \(severity.rawValue): "
        if let key { text += "key '\(key)': " }
        return text + message
    }
}
