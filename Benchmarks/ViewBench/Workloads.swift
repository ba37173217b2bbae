import Observation
import SceneryCore

// The views the in-process benchmarks lay out. Two of them are workloads other Swift UI
// frameworks publish figures for, built exactly as they describe them.

/// Counts `body` evaluations of the benchmark's own views.
@MainActor
enum BodyCount {
    static var value = 0
}

// MARK: - Flat lists of 1,000 and 10,000 views

/// `count` rows, each a `Text` beside a small `Color` in an `HStack`: 3 views a row.
struct FlatList: View {
    let count: Int
    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            ForEach(0..<count, id: \.self) { index in
                HStack(spacing: 4) {
                    Color.blue.frame(width: 8, height: 8)
                    Text("Row \(index)")
                }
            }
        }
    }
}

// MARK: - One change in a tree of 10,000 custom views

/// One observable value per cell, so a change invalidates exactly one view.
@Observable
final class CellModel {
    var value = 0
}

/// A cell: a custom view whose `body` reads its model.
struct CellView: View {
    let model: CellModel
    var body: some View {
        BodyCount.value += 1
        return Text("\(model.value)")
    }
}

/// 100 rows of 100 cells.
struct CellTree: View {
    let cells: [CellModel]
    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<100, id: \.self) { row in
                HStack(spacing: 0) {
                    ForEach(0..<100, id: \.self) { column in
                        CellView(model: cells[row * 100 + column])
                    }
                }
            }
        }
    }
}

// MARK: - "grid": 512 leaves in nested stacks, at 800×800

/// A column: a 5-pt-wide orange `Color` and a line of text.
struct GridColumn: View {
    var body: some View {
        HStack {
            Color.orange.frame(width: 5)
            Text("Lorem ipsum dolor sit amet.")
        }
    }
}

/// A double column: two columns side by side.
struct DoubleColumn: View {
    var body: some View { HStack { GridColumn(); GridColumn() } }
}

/// A row: two `HStack`s of four double columns.
struct GridRowOfColumns: View {
    var body: some View {
        HStack {
            HStack { DoubleColumn(); DoubleColumn(); DoubleColumn(); DoubleColumn() }
            HStack { DoubleColumn(); DoubleColumn(); DoubleColumn(); DoubleColumn() }
        }
    }
}

/// A double row: two rows.
struct DoubleRow: View {
    var body: some View { VStack { GridRowOfColumns(); GridRowOfColumns() } }
}

/// The grid: a `VStack` of two `VStack`s of four double rows (2 × 4 × 2 × 2 × 4 × 2 × 2 =
/// 512 columns, each an orange bar and a text).
struct GridWorkload: View {
    var body: some View {
        VStack {
            VStack { DoubleRow(); DoubleRow(); DoubleRow(); DoubleRow() }
            VStack { DoubleRow(); DoubleRow(); DoubleRow(); DoubleRow() }
        }
    }
}

// MARK: - "message list": 1,000 messages in a scroll view, at 800×800

struct Message: Identifiable {
    let id: Int
    let author: String
    let time: String
    let text: String
    let color: Color

    /// Deterministic sample messages of one to three lines at 800 points.
    static func samples(_ count: Int) -> [Message] {
        let authors = ["Ada Lovelace", "Grace Hopper", "Alan Turing", "Barbara Liskov", "Edsger Dijkstra"]
        let colors: [Color] = [.red, .green, .blue, .orange, .purple]
        let sentence = "The quick brown fox jumps over the lazy dog while the scene host routes another window. "
        return (0..<count).map { index in
            let lines = index % 3 + 1
            let text = String(repeating: sentence, count: lines * 2).prefix(lines * 110 - 20)
            return Message(
                id: index, author: authors[index % authors.count],
                time: "\(9 + index / 60 % 12):\(index % 60 < 10 ? "0" : "")\(index % 60)",
                text: String(text), color: colors[index % colors.count])
        }
    }
}

struct MessageRow: View {
    let message: Message
    var body: some View {
        HStack(alignment: .top) {
            Circle().fill(message.color).frame(width: 40, height: 40)
            VStack(alignment: .leading) {
                HStack {
                    Text(message.author).bold()
                    Text(message.time).foregroundStyle(.secondary)
                }
                Text(message.text)
            }
        }
    }
}

struct MessageListWorkload: View {
    let messages: [Message]
    var body: some View {
        ScrollView {
            VStack(alignment: .leading) {
                ForEach(messages) { message in MessageRow(message: message) }
            }
            .frame(maxWidth: .infinity)
            .padding(20)
        }
    }
}

/// The message list with its rows in a `LazyVStack`: only the rows in view are built.
struct LazyMessageListWorkload: View {
    let messages: [Message]
    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading) {
                ForEach(messages) { message in MessageRow(message: message) }
            }
            .padding(20)
        }
    }
}

// MARK: - Selection in a 10,000-row List

/// A list of 10,000 rows over a single selection.
struct SelectableListWorkload: View {
    @State var selection: Int?
    var body: some View {
        List(0..<10_000, selection: $selection) { index in
            Text("Item \(index)")
        }
    }
}

// MARK: - "counter": a small window of a dozen buttons whose body runs again

/// A window like the Windows example's counter window: two texts and ten buttons in
/// stacks, with padding. A click on "Increment" runs its body again; the window is
/// resolved, laid out and drawn again around it. The `shared` workload changes its
/// `@AppStorage` value instead, as each of the 50 windows of the scene benchmark's
/// `@AppStorage` figure sees a write made in another window.
struct SmallCounterWindow: View {
    @State private var count = 0
    @AppStorage("shared") private var shared = 0

    var body: some View {
        VStack(spacing: 10) {
            Text("Count: \(count)")
                .font(.title)
            Text("Shared: \(shared)   Marks: 0   Tally: 0")
            HStack {
                Button("Increment") { count += 1 }
                Button("Share") { shared += 1 }
                Button("Mark") {}
                Button("Tally") {}
                Button("New Window") {}
            }
            HStack {
                Button("Inspector") {}
                Button("Item 1") {}
                Button("Item 2") {}
            }
            HStack {
                Button("Settings…") {}
                Button("Close") {}
            }
        }
        .padding()
        .navigationTitle("Counter")
    }
}

// MARK: - "phase": the Phases example's window as its scene phase changes

/// The Phases example's view: it reads the window's scene phase and appends each change
/// its `onChange(of: scenePhase)` sees to a history it shows. A focus change runs its body
/// again and then the handler; the scene benchmark times that path through X.
struct PhaseWindow: View {
    @Environment(\.scenePhase) private var scenePhase
    @State private var history: [String] = []

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Phase: \(scenePhase)").font(.title)
            Text(history.isEmpty ? "No changes yet" : history.joined(separator: "\n"))
        }
        .frame(width: 260, height: 220, alignment: .topLeading)
        .padding()
        .onChange(of: scenePhase) { old, new in
            history.append("\(old) → \(new)")
        }
    }
}
