/// Whether the content of a view can be edited: rows deleted, moved or selected in bulk.
///
/// Read and change it through `@Environment(\.editMode)`, a binding each window provides;
/// `EditButton` toggles it.
public enum EditMode: Hashable, Sendable {
    /// The content cannot be edited.
    case inactive
    /// Editing for a moment (a person's gesture on a row), as SwiftUI has it.
    case transient
    /// The content can be edited.
    case active

    /// Whether editing is on (`.active` or `.transient`).
    public var isEditing: Bool { self != .inactive }
}

/// A window's edit mode: what the `editMode` binding of every view of the window reads and
/// writes. It is observable, so the views that read it update when it changes.
@MainActor @Observable
package final class WindowEditMode {
    package var mode: EditMode = .inactive

    package init() {}

    /// A binding to ``mode``.
    package var binding: Binding<EditMode> {
        Binding(get: { self.mode }, set: { self.mode = $0 })
    }
}

private struct EditModeKey: EnvironmentKey {
    static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
    /// The edit mode of the views: a binding a window provides (nil outside a window, in
    /// views resolved without one), which `EditButton` and your own views can change.
    ///
    /// On the desktop a list selects with a click in either mode, as on macOS; the mode is
    /// there for the views that offer editing.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}
