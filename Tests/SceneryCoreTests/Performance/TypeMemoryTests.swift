#if canImport(Glibc)
import Glibc
#endif
@testable import SceneryCore
import SceneryPlatform
@testable import SceneryRenderer
import SceneryTesting
import Testing

// Internal, not private: the runtime cannot look a private type up by its mangled name
// (a warm-up skips those).
struct RememberedSample: View {
    @State private var count = 0
    let title: String
    /// A view stored in a view: its type is met as a field and, when resolved, as a view.
    var footer = Text("Footer")

    var body: some View {
        VStack {
            Text(title).padding()
            footer
            Button("Count \(count)") { count += 1 }
        }
    }
}

@Suite("Remembered types: what a window's first frame met, warmed in a spare", .serialized)
@MainActor
struct TypeMemoryTests {
    @Test("A window's first frame notes each view, modifier and stored-property type once per role, by a mangled name the runtime finds again")
    func recordsAndFindsAgain() throws {
        TypeMemory.startRecording()
        let controller = WindowController(content: AnyView(RememberedSample(title: "Hello")), textMeasurer: FixedTextMeasurer())
        controller.render()
        let met = TypeMemory.stopRecording()
        #expect(!TypeMemory.isRecording)
        let view = try #require(_mangledTypeName(RememberedSample.self))
        let state = try #require(_mangledTypeName(State<Int>.self))
        #expect(met.contains { $0.role == .view && $0.name == view }, "\(met.map(\.name))")
        #expect(met.contains { $0.role == .field && $0.name == state }, "\(met.map(\.name))")
        #expect(met.contains { $0.role == .view && $0.name == _mangledTypeName(Text.self) })
        // Met in both roles, remembered in both, so that the warm-up makes both kinds of casts.
        #expect(met.contains { $0.role == .field && $0.name == _mangledTypeName(Text.self) }, "\(met.map(\.name))")
        // The modifiers applied (`padding` here), for the warm-up's modifier casts.
        #expect(met.contains { $0.role == .modifier }, "\(met.map(\.name))")
        #expect(Set(met.map { "\($0.role.rawValue)\($0.name)" }).count == met.count, "each type once per role")
        // Every name is found again by the runtime, which is what the warm-up needs.
        let lost = met.filter { _typeByName($0.name) == nil }.map(\.name)
        #expect(TypeMemory.warm(met) == met.count, "not found again: \(lost)")
        // Nothing is noted while not recording.
        _ = WindowController(content: AnyView(Text("later")), textMeasurer: FixedTextMeasurer())
        #expect(TypeMemory.stopRecording().isEmpty)
    }

    @Test("Names this build does not know are skipped")
    func unknownNames() {
        #expect(TypeMemory.warm([(.view, "not a mangled name"), (.field, "Si"), (.view, "")]) == 1)
    }

    @Test("The types file keeps what windows met, is rewritten only when a window adds a type, and ignores another build's file")
    func typesFile() throws {
        let directory = TemporaryDirectory(prefix: "scenery-types")
        defer { directory.remove() }
        let path = directory.path + "/types-Sample.list"
        #expect(RememberedTypes.load(from: path).isEmpty, "no file: nothing")
        let first: [(role: TypeMemory.Role, name: String)] = [(.view, "Si"), (.field, "SS")]
        #expect(RememberedTypes.merge(first, into: [], path: path) == nil)
        let loaded = RememberedTypes.load(from: path)
        #expect(loaded.map(\.name) == ["Si", "SS"])
        #expect(loaded.map(\.role) == [.view, .field])

        // The same types again: the file is not written (same inode, no temporary left).
        var before = stat()
        #expect(stat(path, &before) == 0)
        #expect(RememberedTypes.merge([(.field, "SS")], into: loaded, path: path) == nil)
        var after = stat()
        #expect(stat(path, &after) == 0)
        #expect(after.st_ino == before.st_ino)

        // A new type is added after the known ones.
        #expect(RememberedTypes.merge([(.view, "Sd")], into: loaded, path: path) == nil)
        #expect(RememberedTypes.load(from: path).map(\.name) == ["Si", "SS", "Sd"])

        // A known type met in another role is added as well.
        #expect(RememberedTypes.merge([(.field, "Si")], into: RememberedTypes.load(from: path), path: path) == nil)
        #expect(RememberedTypes.load(from: path).map { "\($0.role.rawValue) \($0.name)" } == ["v Si", "f SS", "v Sd", "f Si"])

        // Another build's file (or anything else) is ignored.
        try AtomicFile.write(Array("scenery-types 1 another-build\nv Si\n".utf8), to: path)
        #expect(RememberedTypes.load(from: path).isEmpty)
        try AtomicFile.write(Array("garbage".utf8), to: path)
        #expect(RememberedTypes.load(from: path).isEmpty)
    }
}
