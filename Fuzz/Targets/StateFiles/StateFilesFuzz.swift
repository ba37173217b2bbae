// fuzz-state-files: the state files the scene host reads at launch, `windows.json` (the
// windows to reopen, with their presented values and `@SceneStorage`) and
// `app-storage.json` (the `@AppStorage` values).
//
// Input: a file's contents, read as both files (StateFiles.decodeWindows and
// decodeAppStorage, for the app id "Fuzz"). A window that decodes is then checked as the
// host checks a window it restores: its presented value decoded and made canonical.
//
// Checked: nothing traps, and what decodes survives saving: encoded as the host saves it
// and decoded again, it is unchanged.
@testable import SceneryHost
import SceneryCore

private struct Note: Codable, Hashable {
    var id: Int
    var title: String?
}

// Also named as libFuzzer names it: its runtime keeps a `main` (unused here) that refers to it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStateFiles(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    if case .success(let windows) = StateFiles.decodeWindows(bytes, appID: "Fuzz") {
        for window in windows {
            if let value = window.value { _ = PresentedValueCoding.type(Note.self).canonicalize(value) }
        }
        do {
            let saved = try StateFiles.encodeWindows(windows, appID: "Fuzz")
            guard case .success(let again) = StateFiles.decodeWindows(saved, appID: "Fuzz") else {
                preconditionFailure("saved windows do not load: \(String(decoding: saved, as: UTF8.self))")
            }
            precondition(again == windows, "saving and loading the windows changed them")
        } catch {
            preconditionFailure("windows that loaded cannot be saved: \(error)")
        }
    }
    if case .success(let values) = StateFiles.decodeAppStorage(bytes, appID: "Fuzz") {
        do {
            let saved = try StateFiles.encodeAppStorage(values, appID: "Fuzz")
            guard case .success(let again) = StateFiles.decodeAppStorage(saved, appID: "Fuzz") else {
                preconditionFailure("saved app storage does not load: \(String(decoding: saved, as: UTF8.self))")
            }
            precondition(again == values, "saving and loading the app storage changed it")
        } catch {
            preconditionFailure("app storage that loaded cannot be saved: \(error)")
        }
    }
    return 0
}
