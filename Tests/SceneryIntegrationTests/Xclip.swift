#if canImport(Glibc)
import Glibc
#endif
import SceneryPlatform
import SceneryTesting
import Testing

/// xclip as the other X client of the selections: reads a selection's text, or owns one
/// with given bytes. Files go to `files`; the processes it starts are kept in `processes`
/// for the caller to stop (``stop()``).
@MainActor
final class Xclip {
    let display: String
    let files: TemporaryDirectory
    private(set) var processes: [LaunchedProcess] = []

    init(display: String, files: TemporaryDirectory) {
        self.display = display
        self.files = files
    }

    /// `xclip -o` of `selection` (as `target`): its exit status and the bytes it printed.
    func output(_ selection: String, target: String? = nil) throws -> (status: TerminationStatus?, bytes: [UInt8]) {
        let path = files.path + "/out-\(processes.count)"
        processes.append(try LaunchedProcess(
            path: "/usr/bin/xclip", arguments: ["-o", "-selection", selection] + (target.map { ["-t", $0] } ?? []),
            environment: ["DISPLAY": display], outputPath: path))
        let status = processes.last!.waitForExit(milliseconds: 20_000)
        return (status, Self.readBytes(path))
    }

    /// The text `xclip -o` reads from `selection`, or nil when it failed.
    func text(_ selection: String) throws -> String? {
        let (status, bytes) = try output(selection)
        return status == .exited(0) ? String(decoding: bytes, as: UTF8.self) : nil
    }

    /// Starts `xclip -i` owning `selection` with `bytes` (as `target`), in the foreground,
    /// and waits until it owns the selection.
    @discardableResult
    func owning(_ selection: String, bytes: [UInt8], target: String? = nil) throws -> LaunchedProcess {
        let input = files.path + "/in-\(processes.count)"
        let fd = open(input, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)
        // Hold the selection first: xclip taking it sends the holder a SelectionClear (its
        // "Waiting for selection request" lines come before it takes the selection).
        let holder = try #require(SelectionHolder(display: display, selection: selection.uppercased()))
        let xclip = try LaunchedProcess(
            path: "/usr/bin/xclip",
            arguments: ["-verbose", "-i", input, "-selection", selection] + (target.map { ["-t", $0] } ?? []),
            environment: ["DISPLAY": display], outputPath: files.path + "/xclip-\(processes.count).log")
        processes.append(xclip)
        if holder.waitUntilTaken(milliseconds: 10_000) { return xclip }
        Issue.record("xclip never took \(selection): \(xclip.output)")
        return xclip
    }

    static func readBytes(_ path: String) -> [UInt8] {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return [] }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            bytes += buffer[0..<count]
        }
        return bytes
    }

    /// Stops every xclip still running (continuing a stopped one first).
    func stop() {
        for process in processes {
            process.signal(SIGCONT)
            process.terminate()
        }
        processes.removeAll()
    }
}
