import Foundation
@testable import SceneryHost
import SceneryPlatform
import Testing

@Suite("State files that cannot be used are kept, never overwritten")
struct StateFilesTests {
    private func withDirectory(_ body: (String) throws -> Void) throws {
        let directory = FileManager.default.temporaryDirectory.path + "/scenery-state-test-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try body(directory)
    }

    @Test("A windows file too large to read is set aside, so the next save cannot replace the windows it lists")
    func unreadableIsSetAside() throws {
        try withDirectory { directory in
            let files = StateFiles(directory: directory, appID: "Demo")
            let big = [UInt8](repeating: UInt8(ascii: " "), count: AtomicFile.maximumSize + 1)
            try AtomicFile.write(big, to: files.windowsPath)
            let (windows, warning) = files.loadWindows()
            #expect(windows.isEmpty)
            let message = try #require(warning)
            #expect(message.contains("cannot read \(files.windowsPath)") && message.contains("kept as \(files.windowsPath).corrupt"), "\(message)")
            #expect(try AtomicFile.read(files.windowsPath) == nil, "the unreadable file is no longer where saves go")
            let kept = try #require(FileManager.default.attributesOfItem(atPath: files.windowsPath + ".corrupt")[.size] as? Int)
            #expect(kept == big.count)
            try files.saveWindows([.init(scene: "main")])
            #expect(try FileManager.default.attributesOfItem(atPath: files.windowsPath + ".corrupt")[.size] as? Int == big.count)
        }
    }

    @Test("A second corrupt file is kept beside the first (.corrupt.1), which stays as it was")
    func everyCorruptFileIsKept() throws {
        try withDirectory { directory in
            let files = StateFiles(directory: directory, appID: "Demo")
            try AtomicFile.write(Array("{ first".utf8), to: files.appStoragePath)
            #expect(files.loadAppStorage().warning?.contains("kept as \(files.appStoragePath).corrupt)") == true)
            try AtomicFile.write(Array("{ second".utf8), to: files.appStoragePath)
            let warning = try #require(files.loadAppStorage().warning)
            #expect(warning.contains("kept as \(files.appStoragePath).corrupt.1)"), "\(warning)")
            #expect(try AtomicFile.read(files.appStoragePath + ".corrupt") == Array("{ first".utf8))
            #expect(try AtomicFile.read(files.appStoragePath + ".corrupt.1") == Array("{ second".utf8))
        }
    }
}
