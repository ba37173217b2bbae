import Scenery

/// The example's tabs.
enum MailTab: Hashable {
    case received, sent, account, search
}

/// Three mailboxes with badges and a search tab pinned at the trailing edge.
struct MailTabsView: View {
    @State var selection = MailTab.received

    var body: some View {
        TabView(selection: $selection) {
            Tab("Received", systemImage: "envelope", value: MailTab.received) {
                Mailbox(name: "Received")
            }
            .badge(2)
            Tab("Sent", systemImage: "paperplane", value: MailTab.sent) {
                Mailbox(name: "Sent")
            }
            Tab("Account", systemImage: "person", value: MailTab.account) {
                Mailbox(name: "Account")
            }
            .badge("!")
            Tab(value: MailTab.search, role: .search) {
                Mailbox(name: "Search")
            }
        }
        .frame(minWidth: 520, minHeight: 320)
    }
}

/// A mailbox page with a counter that lives in its `@State`.
struct Mailbox: View {
    let name: String
    @State private var opened = 0

    var body: some View {
        VStack(spacing: 12) {
            Text("\(name): opened \(opened) times")
            Button("Open a message") { opened += 1 }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .navigationTitle(name)
    }
}
