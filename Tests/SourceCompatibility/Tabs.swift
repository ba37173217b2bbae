// Tab views written as people write them for SwiftUI: value-typed selection with an enum,
// a search tab, sections with ForEach, badges, customization persisted in @AppStorage, the
// older tabItem/tag API and the page style. Compiled in Swift 5 and Swift 6 mode with
// warnings as errors.
import SwiftUI

enum LibraryTab: Hashable {
    case home, reports, search
    case collection(String)
}

struct LibraryTabs: View {
    @State private var selection = LibraryTab.home
    @AppStorage("sidebarCustomizations") var customization: TabViewCustomization
    let collections = ["Forest", "Sea"]

    var body: some View {
        TabView(selection: $selection) {
            Tab("Home", systemImage: "house", value: .home) {
                Text("Home")
            }
            .badge(2)
            .customizationID("home")
            .customizationBehavior(.disabled, for: .sidebar, .tabBar)

            Tab("Reports", systemImage: "chart.bar", value: LibraryTab.reports) {
                Text("Reports")
            }
            .badge("!")

            Tab(value: .search, role: .search) {
                Text("Search")
            }

            TabSection {
                ForEach(collections, id: \.self) { name in
                    Tab(name, systemImage: "folder", value: LibraryTab.collection(name)) {
                        Text(name)
                    }
                    .customizationID("collection.\(name)")
                }
            } header: {
                Label("Collections", systemImage: "folder")
            }
            .customizationID("collections")
            .defaultVisibility(.hidden, for: .tabBar)
        }
        .tabViewStyle(.sidebarAdaptable)
        .tabViewCustomization($customization)
        .tabViewSidebarHeader { Text("Welcome") }
        .tabViewSidebarFooter { Text("Footer") }
        .tabViewSidebarBottomBar { Text("Bottom") }
    }
}

struct PlainTabs: View {
    @Environment(\.tabBarPlacement) private var placement
    @Environment(\.isTabBarShowingSections) private var showsSections

    var body: some View {
        TabView {
            Tab("Requests", systemImage: "paperplane") { Text("Requests") }
            TabSection("Messages") {
                Tab("Received", systemImage: "tray.and.arrow.down.fill") { Text("Received") }
                Tab("Drafts", systemImage: "pencil") { Text("Drafts") }
            }
            if showsSections {
                Tab("Extra", image: "extra") { Text("Extra") }.hidden(placement == .sidebar)
            }
        }
        .tabViewStyle(.tabBarOnly)
    }
}

struct OlderTabs: View {
    @State private var selection = 0

    var body: some View {
        VStack {
            TabView(selection: $selection) {
                Text("Menu").tabItem { Label("Menu", systemImage: "list.dash") }.tag(0)
                Text("Order").tabItem { Label("Order", systemImage: "square.and.pencil") }.tag(1).badge(3)
            }
            TabView {
                ForEach(0..<3) { page in Text("Page \(page)") }
            }
            .tabViewStyle(.page(indexDisplayMode: .always))
            TabView {
                Text("One")
                Text("Two")
            }
            .tabViewStyle(PageTabViewStyle())
        }
    }
}

struct ErasedTabs: View {
    var body: some View {
        TabView {
            AnyTabContent(Tab("Erased", systemImage: "square") { Text("Erased") })
            Group {
                Tab("In a group", systemImage: "circle") { Text("Group") }
                Tab(content: { Text("Custom") }, label: { Label("Custom", systemImage: "star") })
            }
            .badge(1)
        }
        .tabViewStyle(.automatic)
        .tabViewBottomAccessory { Text("Now playing") }
    }
}
