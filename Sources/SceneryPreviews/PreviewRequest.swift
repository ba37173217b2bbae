/// What the command line asks of previews: `--previews DIR` (every preview into PNG files)
/// or `--preview NAME` (one preview in a window). Either also as `--previews=DIR`,
/// `--preview=NAME`.
package enum PreviewRequest: Equatable {
    case writeAll(directory: String)
    case open(name: String)
    /// The preview options are used wrongly; the message says how.
    case invalid(String)

    /// The request in `arguments` (argv, with the executable first), nil when they ask
    /// for no preview.
    package static func parse(_ arguments: [String]) -> PreviewRequest? {
        var requests: [PreviewRequest] = []
        var rest = arguments.dropFirst()[...]
        while let argument = rest.popFirst() {
            for (option, make) in [("--previews", { PreviewRequest.writeAll(directory: $0) }), ("--preview", { PreviewRequest.open(name: $0) })] {
                if argument == option {
                    guard let value = rest.popFirst(), !value.isEmpty else {
                        return .invalid("\(option) needs a value: \(usage)")
                    }
                    requests.append(make(value))
                } else if argument.hasPrefix(option + "=") {
                    let value = String(argument.dropFirst(option.count + 1))
                    guard !value.isEmpty else { return .invalid("\(option) needs a value: \(usage)") }
                    requests.append(make(value))
                }
            }
        }
        guard requests.count <= 1 else { return .invalid("give --previews or --preview once: \(usage)") }
        return requests.first
    }

    /// How the options are used.
    package static let usage = "--previews DIR draws every preview into DIR/<name>.png; --preview NAME opens one preview in a window"
}
