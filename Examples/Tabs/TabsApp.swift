import Scenery

/// A tab view of three mailboxes and a search tab: click a tab, or switch with Ctrl+Tab,
/// Ctrl+Shift+Tab, Ctrl+Page Down/Up and Alt+1 … Alt+4. The window's title follows the
/// selected tab's `navigationTitle`; each tab keeps its counter while another shows.
@main
struct TabsApp: App {
    var body: some Scene {
        WindowGroup("Tabs") {
            MailTabsView()
        }
    }
}
