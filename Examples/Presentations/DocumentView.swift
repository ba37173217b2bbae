import Scenery

/// A document with a name, a click counter and four presentations.
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
            Button("Rename…") { renaming = true }
            Button("Delete…") { deleting = true }
            Button("Share…") { sharing = true }
            Button("Info") { showingInfo = true }
                .popover(isPresented: $showingInfo) {
                    InfoView()
                }
            Text(log)
        }
        .padding(24)
        .frame(width: 320, height: 340)
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
