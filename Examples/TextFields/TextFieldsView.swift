import Scenery

/// The fields: Return in the first counts a submit.
struct TextFieldsView: View {
    @State var name = ""
    @State var city = ""
    @State var password = ""
    @State var notes = "Notes wrap here when a line is longer than the editor is wide."
    @State var submits = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            TextField("Name", text: $name)
                .onSubmit { submits += 1 }
            TextField("City", text: $city)
                .textFieldStyle(.roundedBorder)
            SecureField("Password", text: $password)
            TextEditor(text: $notes)
                .frame(height: 80)
                .border(.secondary)
        }
        .padding(20)
        .frame(width: 320)
        .navigationTitle("\(name)|\(city)|\(submits)")
    }
}

#Preview("Text fields") {
    TextFieldsView()
}
