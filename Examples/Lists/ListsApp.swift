import Scenery

/// A list of fruits with a set selection: click a row, Control-click to add or remove one,
/// Shift-click for a range, arrows (with Shift) from the keyboard. The window's title names
/// the selected fruits.
@main
struct ListsApp: App {
    var body: some Scene {
        WindowGroup("Lists") {
            FruitsView()
        }
    }
}
