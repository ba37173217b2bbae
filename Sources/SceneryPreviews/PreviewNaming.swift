/// How previews are named: the name a `#Preview` or `previewDisplayName(_:)` gives, else
/// one derived from where the preview is declared; every name made safe as a file name
/// and unique within the app.
package enum PreviewNaming {
    /// The name of an unnamed `#Preview`: its file's name without `.swift`, then its place
    /// (from 1) among that file's unnamed previews: `ContentView-1`.
    package static func unnamedMacroPreview(fileID: String, index: Int) -> String {
        let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
        let stem = file.hasSuffix(".swift") ? String(file.dropLast(".swift".count)) : file
        return "\(stem)-\(index)"
    }

    /// The name of a `PreviewProvider`'s preview: its type's name without `_Previews`, and
    /// when `previews` lists several views, the view's place (from 1): `Badge-2`.
    package static func providerPreview(typeName: String, part: Int, of parts: Int) -> String {
        var base = typeName
        if base.hasSuffix("_Previews"), base.count > "_Previews".count { base.removeLast("_Previews".count) }
        return parts > 1 ? "\(base)-\(part)" : base
    }

    /// `name` as a file name: letters, digits, `-`, `_` and `.` stay; every run of other
    /// characters (spaces, `/`, punctuation, control characters) becomes one `-`; no leading
    /// or trailing `-` and no leading `.`; at most 200 bytes; never empty (`Preview`).
    package static func fileName(_ name: String) -> String {
        var result = ""
        var pendingDash = false
        for character in name {
            let kept = character.isLetter || character.isNumber || character == "-" || character == "_" || character == "."
            guard kept else {
                pendingDash = true
                continue
            }
            if pendingDash && !result.isEmpty { result.append("-") }
            pendingDash = false
            if result.isEmpty && character == "." { continue }
            result.append(character)
        }
        while result.hasSuffix("-") { result.removeLast() }
        while result.utf8.count > 200 { result.removeLast() }
        return result.isEmpty ? "Preview" : result
    }

    /// Makes `names` unique, in order: the first keeps its name, a later duplicate gets the
    /// first free suffix from `-2` on (`Card`, `Card-2`). Names are compared as file names,
    /// so two names that differ only in characters a file name cannot hold are duplicates.
    /// Returns each name with its file name.
    package static func uniqued(_ names: [String]) -> [(name: String, fileName: String)] {
        var taken: Set<String> = []
        var result: [(name: String, fileName: String)] = []
        for name in names {
            var candidate = (name: name, fileName: fileName(name))
            var suffix = 2
            while taken.contains(candidate.fileName) {
                candidate = (name: "\(name)-\(suffix)", fileName: "\(fileName(name))-\(suffix)")
                suffix += 1
            }
            taken.insert(candidate.fileName)
            result.append(candidate)
        }
        return result
    }
}
