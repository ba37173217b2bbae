import Foundation

/// A tab view without a selection binding keeps its selected tab in the window's scene
/// storage, under `scenery.navigation.tab <identity path>`, so a restarted renderer or a
/// relaunched app shows the same tab. The value is JSON text: the string form of the
/// tab's structural identity. It is read once, when the tab view first resolves; a value
/// that names no tab is ignored with one warning.
@MainActor
struct TabSelectionStorage {
    let store: StoredValueStore
    let key: String

    init?(environment: EnvironmentValues, path: IdentityPath) {
        guard let store = environment.sceneStorageStore else { return nil }
        self.store = store
        key = "scenery.navigation.tab \(path)"
    }

    /// The identity of the stored tab among `tabs`, nil when nothing is stored.
    func restore(from tabs: [TabEntry]) -> AnyHashable? {
        guard let text = store.value(for: key) else { return nil }
        guard let name = try? JSONDecoder().decode(String.self, from: Data(text.utf8)),
              let tab = tabs.first(where: { Self.name(of: $0.key) == name })
        else {
            RuntimeWarnings.warnOnce("The tab stored under '\(key)' (\(text)) is not one of the tab view's tabs; it is ignored")
            return nil
        }
        return tab.key
    }

    /// Stores the tab with identity `tabKey`.
    func save(_ tabKey: AnyHashable) {
        guard let data = try? JSONEncoder().encode(Self.name(of: tabKey)) else { return }
        store.write(String(decoding: data, as: UTF8.self), for: key)
    }

    private static func name(of key: AnyHashable) -> String { String(describing: key) }
}
