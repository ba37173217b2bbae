import Scenery

/// A document with a name, a click counter, four presentations, a menu with a submenu, a
/// menu of 80 items, a context menu, a menu picker and a help tag.
struct DocumentView: View {
    @State var name = "Untitled"
    @State var clicks = 0
    @State var renaming = false
    @State var deleting = false
    @State var sharing = false
    @State var showingInfo = false
    @State var log = "Nothing yet"

    var body: some View {
        VStack(spacing: 12) {
            Text("Clicks: \(clicks)")
            Button("Count") { clicks += 1 }
                .contextMenu {
                    Button("Add Ten") { clicks += 10 }
                    Button("Reset Count") { clicks = 0 }
                }
            Button("Rename…") { renaming = true }
            Button("Delete…") { deleting = true }
            Button("Share…") { sharing = true }
            Button("Info") { showingInfo = true }
                .popover(isPresented: $showingInfo) {
                    InfoView()
                }
            HStack {
                Menu("Edit") {
                    Button("Clear Log") { log = "Nothing yet" }
                    Divider()
                    Menu("Transform") {
                        Button("Uppercase") { name = name.uppercased() }
                        Button("Lowercase") { name = name.lowercased() }
                    }
                }
                .fixedSize()
                Picker("Name", selection: $name) {
                    Text("Untitled").tag("Untitled")
                    Text("Draft").tag("Draft")
                    Text("Final").tag("Final")
                }
                .help("The document's name")
            }
            // Taller than a small screen: it scrolls.
            Menu("Numbers") {
                ForEach(1...80, id: \.self) { number in
                    Button("Number \(number)") { name = "Number \(number)" }
                }
            }
            .fixedSize()
            Text(log)
        }
        .padding(24)
        .frame(width: 320, height: 400)
        // The title shows the clicks too, so tests see that clicks reach the window.
        .navigationTitle(clicks == 0 ? name : "\(name) (\(clicks))")
        .sheet(isPresented: $renaming, onDismiss: { log = "Renamed to \(name)" }) {
            RenameSheet(name: $name)
        }
        .alert("Delete \(name)?", isPresented: $deleting) {
            Button("Delete", role: .destructive) { log = "Deleted" }
            Button("Archive") { name = "Archived" }
            Button("Cancel", role: .cancel) { log = "Kept" }
        } message: {
            Text("This cannot be undone.")
        }
        .confirmationDialog("Share \(name)", isPresented: $sharing) {
            Button("Send by Mail") { log = "Mailed" }
            Button("Copy Link") { log = "Copied" }
        }
    }
}

/// The rename sheet: picks a new name for the document (the presenter's state).
struct RenameSheet: View {
    @Binding var name: String
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 12) {
            Text("Rename \(name)").font(.headline)
            Button("Call it Alpha") { name = "Alpha" }
            Button("Call it Beta") { name = "Beta" }
            Button("Done") { dismiss() }
        }
        .frame(width: 320, height: 200)
    }
}

/// The popover's content.
struct InfoView: View {
    var body: some View {
        VStack(spacing: 6) {
            Text("About this document").font(.headline)
            Text("Made with Scenery")
        }
        .padding(12)
    }
}

#Preview("Presentations") {
    DocumentView()
}
