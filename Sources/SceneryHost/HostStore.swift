import Logging
import SceneryCore
import SceneryPlatform
import SceneryWire

/// The values the host keeps for every window and between launches: the `@AppStorage`
/// values (the host is their only writer, and every renderer holds a replica), the shared
/// scene models, and the saved windows (``StateFiles``). Writes are saved once per
/// event-loop turn, however many a turn made.
@MainActor
final class HostStore {
    /// The `@AppStorage` values.
    private(set) var appStorage: [String: String] = [:]
    private var sequence: UInt64 = 0
    /// Shared scene models (JSON by type), as the last window that changed one sent it.
    private var sharedObjects: [String: String] = [:]
    /// Where state is persisted; nil when it is not kept (a preview window).
    private(set) var files: StateFiles?
    /// Windows that ended without the person or the app closing them (the display was
    /// lost, or the renderer crashed past the restart limit), by window id: still saved.
    private var retainedWindows: [UInt64: StateFiles.SavedWindow] = [:]
    private enum PendingSave: Hashable { case appStorage, windows }
    /// State files to write at the end of this event-loop turn.
    private var pendingSaves: Set<PendingSave> = []
    private let loop: EventLoop
    var logger: Logger
    /// The windows open now, as the saved list keeps them (by window id); set by the host.
    var openWindows: @MainActor () -> [UInt64: StateFiles.SavedWindow] = { [:] }

    /// The largest stored value the host keeps (JSON text), and the longest key.
    static let maximumValueSize = StoredValueStore.maximumValueSize
    static let maximumKeySize = StoredValueStore.maximumKeySize

    init(loop: EventLoop, logger: Logger) {
        self.loop = loop
        self.logger = logger
    }

    /// Opens the app's state files and reads `@AppStorage`; returns the saved windows.
    func load(appID: String) -> [StateFiles.SavedWindow] {
        let files = StateFiles(directory: RuntimePaths.stateDirectory(appID: appID), appID: appID)
        self.files = files
        let storage = files.loadAppStorage()
        if let warning = storage.warning { logger.warning("\(warning)") }
        appStorage = storage.values
        let (windows, warning) = files.loadWindows()
        if let warning { logger.warning("\(warning)") }
        return windows
    }

    // MARK: Shared values

    /// Sends every `@AppStorage` value to a renderer, in messages well under the frame limit.
    func sendAll(to renderer: RendererHost) {
        var batch: [StoredEntry] = []
        var size = 0
        for (key, value) in appStorage.sorted(by: { $0.key < $1.key }) {
            if size + key.utf8.count + value.utf8.count > 256 << 10 && !batch.isEmpty {
                renderer.channel.send(.sharedValues(SharedValues(sequence: sequence, entries: batch)))
                batch = []
                size = 0
            }
            batch.append(StoredEntry(key: key, value: value))
            size += key.utf8.count + value.utf8.count + 16
        }
        if !batch.isEmpty { renderer.channel.send(.sharedValues(SharedValues(sequence: sequence, entries: batch))) }
        for (key, value) in sharedObjects.sorted(by: { $0.key < $1.key }) {
            renderer.channel.send(.sharedValues(SharedValues(scope: .sharedObject, sequence: sequence, entries: [StoredEntry(key: key, value: value)])))
        }
    }

    /// A view wrote `@AppStorage` (sent to every renderer in `recipients`, in the order the
    /// host received the writes) or its window's `@SceneStorage`, or changed a shared model
    /// (sent to the others).
    func store(_ write: StoredValueWrite, from renderer: RendererHost, recipients: [RendererHost]) {
        let entry = write.entry
        guard entry.key.utf8.count <= Self.maximumKeySize, (entry.value?.utf8.count ?? 0) <= Self.maximumValueSize else {
            logger.warning("window \(renderer.windowID): ignoring a stored value for '\(entry.key.prefix(64))': keys are at most \(Self.maximumKeySize) bytes and values \(Self.maximumValueSize >> 10) KiB")
            return
        }
        switch write.scope {
        case .app:
            appStorage[entry.key] = entry.value
            sequence += 1
            let update = WireMessage.sharedValues(SharedValues(sequence: sequence, entries: [entry]))
            for other in recipients { other.channel.send(update) }
            scheduleSave(.appStorage)
        case .scene:
            renderer.sceneStorage[entry.key] = entry.value
            scheduleWindowsSave()
        case .sharedObject:
            sharedObjects[entry.key] = entry.value
            sequence += 1
            let update = WireMessage.sharedValues(SharedValues(scope: .sharedObject, sequence: sequence, entries: [entry]))
            for other in recipients where other !== renderer { other.channel.send(update) }
        }
    }

    // MARK: Saved windows

    /// Keeps a window that ended without being closed in the saved list.
    func retain(_ window: StateFiles.SavedWindow, id: UInt64) { retainedWindows[id] = window }

    /// The windows to reopen on the next launch, oldest first: the open ones, and those
    /// that ended without being closed.
    var savedWindows: [StateFiles.SavedWindow] {
        retainedWindows.merging(openWindows()) { $1 }.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The saved windows as the state file holds them now (pending saves written first),
    /// for a launch handed over while no window is open. The retained ones are forgotten:
    /// they reopen under new window ids.
    func reloadSavedWindows() -> [StateFiles.SavedWindow] {
        flush()
        guard let files else { return [] }
        retainedWindows.removeAll()
        let (windows, warning) = files.loadWindows()
        if let warning { logger.warning("\(warning)") }
        return windows
    }

    /// Saves the windows list at the end of this turn.
    func scheduleWindowsSave() { scheduleSave(.windows) }

    /// Saves state files once at the end of this event-loop turn, however many changes it made.
    private func scheduleSave(_ save: PendingSave) {
        guard files != nil else { return }
        let first = pendingSaves.isEmpty
        pendingSaves.insert(save)
        if first { loop.defer { [weak self] in self?.flush() } }
    }

    /// Writes what changed now (also at exit).
    func flush() {
        guard let files, !pendingSaves.isEmpty else { return }
        let saves = pendingSaves
        pendingSaves = []
        do throws(StateFileError) {
            if saves.contains(.appStorage) { try files.saveAppStorage(appStorage) }
        } catch {
            logger.error("\(error.message)")
        }
        do throws(StateFileError) {
            if saves.contains(.windows) { try files.saveWindows(savedWindows) }
        } catch {
            logger.error("\(error.message)")
        }
    }
}
