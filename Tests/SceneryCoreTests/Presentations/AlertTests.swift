@testable import SceneryCore
@testable import SceneryHeadless
@testable import SceneryRenderer
import Testing

@Suite("Alerts and confirmation dialogs")
@MainActor
struct AlertTests {
    struct Deleting: View {
        @State var showing = false
        @State var log = "nothing"

        var body: some View {
            VStack {
                Button("Delete…") { showing = true }
                Text("Did \(log)")
            }
            .alert("Delete the file?", isPresented: $showing) {
                Button("Delete", role: .destructive) { log = "delete" }
                Button("Keep") { log = "keep" }
                Button("Cancel", role: .cancel) { log = "cancel" }
            } message: {
                Text("It cannot be undone.")
            }
        }
    }

    @Test("An alert is a modal dialog with its title, message and buttons")
    func showsAlert() throws {
        let window = try PresentingWindow(Deleting())
        try window.click("Delete…")
        let dialog = try #require(window.secondary.first)
        #expect(dialog.role == .dialog(parent: window.window.nativeID, modal: true))
        for text in ["Delete the file?", "It cannot be undone.", "Delete", "Keep", "Cancel"] {
            #expect(window.presentedTexts.contains(text), "\(text)")
        }
        #expect(window.controller.isInputBlocked(in: nil))
    }

    @Test("The cancel button comes first (left), the others in the order declared, as GNOME lays them out")
    func buttonOrder() throws {
        let window = try PresentingWindow(Deleting())
        try window.click("Delete…")
        let list = try #require(window.surfaces.last).displayList
        let cancel = try #require(PresentingWindow.center(of: "Cancel", in: list))
        let delete = try #require(PresentingWindow.center(of: "Delete", in: list))
        let keep = try #require(PresentingWindow.center(of: "Keep", in: list))
        #expect(cancel.x < delete.x && delete.x < keep.x)
        #expect(abs(cancel.y - keep.y) < 1, "one row")
    }

    @Test("Any button runs its action and dismisses the alert")
    func buttonDismisses() throws {
        let window = try PresentingWindow(Deleting())
        try window.click("Delete…")
        try window.clickPresented("Delete")
        #expect(window.secondary.isEmpty)
        #expect(window.texts.contains("Did delete"))
    }

    @Test("Return presses the default button (the first without a role); Escape the cancel button")
    func keys() throws {
        let window = try PresentingWindow(Deleting())
        try window.click("Delete…")
        try #require(window.secondary.last).type(.return)
        #expect(window.texts.contains("Did keep"))
        #expect(window.secondary.isEmpty)
        try window.click("Delete…")
        try #require(window.secondary.last).type(.escape)
        #expect(window.texts.contains("Did cancel"))
        #expect(window.secondary.isEmpty)
    }

    struct Plain: View {
        @State var showing = false
        var body: some View {
            Button("Warn") { showing = true }
                .alert(Text("Something happened"), isPresented: $showing) {}
        }
    }

    @Test("An alert without actions has an OK button; Escape dismisses it too")
    func okButton() throws {
        let window = try PresentingWindow(Plain())
        try window.click("Warn")
        #expect(window.presentedTexts.contains("OK"))
        try window.clickPresented("OK")
        #expect(window.secondary.isEmpty)
        try window.click("Warn")
        try #require(window.secondary.last).type(.escape)
        #expect(window.secondary.isEmpty)
    }

    struct Failure: Identifiable { let id = 1; let reason: String }

    struct Presenting: View {
        @State var showing = false
        @State var failure: Failure?
        @State var retried = ""
        var body: some View {
            VStack {
                Button("Fail") { failure = Failure(reason: "disk full"); showing = true }
                Text("Retried \(retried)")
            }
            .alert("Saving failed", isPresented: $showing, presenting: failure) { failure in
                Button("Retry") { retried = failure.reason }
            } message: { failure in
                Text("Because: \(failure.reason)")
            }
        }
    }

    @Test("alert(presenting:) builds the buttons and message from the data")
    func presentingData() throws {
        let window = try PresentingWindow(Presenting())
        try window.click("Fail")
        #expect(window.presentedTexts.contains("Because: disk full"))
        try window.clickPresented("Retry")
        #expect(window.texts.contains("Retried disk full"))
    }

    struct Confirming: View {
        @State var showing = false
        @State var hidden = false
        @State var chosen = "none"
        var body: some View {
            VStack {
                Button("Ask") { showing = true }
                Text("Chose \(chosen)")
            }
            .confirmationDialog("Move to the bin?", isPresented: $showing, titleVisibility: hidden ? .hidden : .visible) {
                Button("Move") { chosen = "move" }
            }
        }
    }

    @Test("A confirmation dialog adds a Cancel button; Escape presses it")
    func confirmationDialog() throws {
        let window = try PresentingWindow(Confirming())
        try window.click("Ask")
        #expect(window.presentedTexts.contains("Move to the bin?"))
        #expect(window.presentedTexts.contains("Cancel"))
        try #require(window.secondary.last).type(.escape)
        #expect(window.secondary.isEmpty)
        #expect(window.texts.contains("Chose none"))
        try window.click("Ask")
        try #require(window.secondary.last).type(.return)
        #expect(window.texts.contains("Chose move"))
    }

    @Test("titleVisibility hidden leaves the title out")
    func hiddenTitle() throws {
        let window = try PresentingWindow(Confirming(hidden: true))
        try window.click("Ask")
        #expect(!window.presentedTexts.contains("Move to the bin?"))
        #expect(window.presentedTexts.contains("Move"))
    }
}

/// The older `Alert` value, behind a protocol so the suite does not use it directly.
@MainActor
protocol OldAlertBuilding {
    func makeAlert(onDelete: @escaping () -> Void) -> Alert
}

@Suite("The Alert value")
@MainActor
struct AlertValueTests {
    struct Builder: OldAlertBuilding {
        func makeAlert(onDelete: @escaping () -> Void) -> Alert {
            Alert(
                title: Text("Remove it?"), message: Text("For good."),
                primaryButton: .destructive(Text("Remove"), action: onDelete), secondaryButton: .cancel())
        }
    }

    struct Old: View {
        @State var showing = false
        @State var removed = false
        let builder: any OldAlertBuilding
        var body: some View {
            VStack {
                Button("Remove") { showing = true }
                Text(removed ? "gone" : "here")
            }
            .alert(isPresented: $showing) { builder.makeAlert { removed = true } }
        }
    }

    @Test("alert(isPresented:content:) shows an Alert value's title, message and buttons")
    func alertValue() throws {
        let window = try PresentingWindow(Old(builder: Builder()))
        try window.click("Remove")
        #expect(window.presentedTexts.contains("Remove it?"))
        #expect(window.presentedTexts.contains("For good."))
        #expect(window.presentedTexts.contains("Cancel"))
        try #require(window.secondary.last).type(.escape)
        #expect(window.texts.contains("here"))
        try window.click("Remove")
        try window.clickPresented("Remove")
        #expect(window.texts.contains("gone"))
        #expect(window.secondary.isEmpty)
    }
}
