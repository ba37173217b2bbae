import Scenery

/// The text input views in each style: an empty field with its prompt, a filled one, a
/// secure field, a vertical field, a disabled field and a text editor with 3 points
/// between its lines.
struct TextInputPage: View {
    @State private var empty = ""
    @State private var name = "Ada Lovelace"
    @State private var password = "secret"
    @State private var notes = "A vertical field grows\nline by line"
    @State private var amount = 42
    @State private var essay = "A text editor wraps its lines and scrolls when the text is taller than its frame."

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            TextField("Prompt (automatic style)", text: $empty)
            TextField("Name", text: $name)
                .textFieldStyle(.roundedBorder)
            TextField("Plain", text: $name)
                .textFieldStyle(.plain)
            SecureField("Password", text: $password)
            TextField("Notes", text: $notes, axis: .vertical)
                .lineLimit(2...4)
            TextField("Disabled", text: $name)
                .disabled(true)
            TextEditor(text: $essay)
                .lineSpacing(3)
                .frame(height: 70)
                .border(.secondary)
        }
        .padding()
        .frame(width: 300)
    }
}

#Preview("Text input", traits: .sizeThatFitsLayout) {
    TextInputPage()
}
