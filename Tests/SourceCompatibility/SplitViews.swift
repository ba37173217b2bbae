// Navigation split views written as people write them for SwiftUI: every initializer,
// bindings kept in @State, styles and widths, a custom style, the environment, built in a
// nonisolated function. Compiled in Swift 5 and Swift 6 mode with warnings as errors.
import SwiftUI

struct Department: Hashable, Identifiable {
    var id: String { name }
    var name: String
}

struct SplitViewsByHand: View {
    @State private var visibility = NavigationSplitViewVisibility.detailOnly
    @State private var compact = NavigationSplitViewColumn.detail
    @State private var department: Department?
    @Environment(\.sidebarRowSize) private var rowSize

    var body: some View {
        NavigationSplitView(columnVisibility: $visibility, preferredCompactColumn: $compact) {
            VStack {
                NavigationLink("Sales", value: Department(name: "Sales"))
                Button("Clear") { department = nil }
            }
            .navigationSplitViewColumnWidth(min: 180, ideal: 220, max: 360)
            .navigationDestination(for: Department.self) { Text($0.name) }
            .toolbar(removing: .sidebarToggle)
        } content: {
            Text(department?.name ?? "Select a department")
                .navigationSplitViewColumnWidth(260)
        } detail: {
            NavigationStack { Text("Details") }
        }
        .navigationSplitViewStyle(.prominentDetail)
        .onChange(of: visibility) { _, newValue in
            if newValue == .all { compact = .sidebar }
        }
    }
}

struct PlainSplitStyle: NavigationSplitViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        Text("Columns")
    }
}

nonisolated func twoColumns() -> some View {
    NavigationSplitView {
        Text("Sidebar")
    } detail: {
        Text("Detail")
    }
    .navigationSplitViewStyle(.balanced)
    .environment(\.sidebarRowSize, .large)
}

@MainActor func styledSplit() -> some View {
    NavigationSplitView(preferredCompactColumn: .constant(.sidebar)) {
        Text("Sidebar")
    } content: {
        Text("Content")
    } detail: {
        Text("Detail")
    }
    .navigationSplitViewStyle(PlainSplitStyle())
}

func visibilityRoundTrip() throws -> Bool {
    let data = try JSONEncoder().encode(NavigationSplitViewVisibility.doubleColumn)
    return try JSONDecoder().decode(NavigationSplitViewVisibility.self, from: data) == .doubleColumn
}
