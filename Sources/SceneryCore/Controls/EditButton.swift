/// A button that turns the edit mode of the environment on and off: labelled "Edit" while
/// it is off and "Done" while it is on.
///
/// It changes `@Environment(\.editMode)`, which each window provides; with no edit mode in
/// the environment it is drawn disabled.
nonisolated public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    /// An edit button.
    public init() {}

    @MainActor public var body: some View {
        let binding = editMode
        let isEditing = binding?.wrappedValue.isEditing ?? false
        if isEditing {
            Button("Done") { binding?.wrappedValue = .inactive }
        } else {
            Button("Edit") { binding?.wrappedValue = .active }
                .disabled(binding == nil)
        }
    }
}
