@testable import SceneryCore
@testable import SceneryRenderer
import Testing

/// A button counting its own taps.
private struct TapCounter: View {
    @State private var taps = 0
    var body: some View {
        Button("Taps \(taps)") { taps += 1 }
    }
}

/// Views inside a `GeometryReader`'s content are built when the reader is placed, after
/// the update: they keep their state across updates all the same.
@Suite("State inside a GeometryReader's content")
@MainActor
struct GeometryReaderStateTests {
    @Test("A view in a GeometryReader keeps its @State across the updates its own changes cause")
    func stateSurvivesUpdates() throws {
        let window = try HeadlessWindow(GeometryReader { _ in TapCounter() })
        for expected in 1...3 {
            let button = try #require(window.center(of: "Taps \(expected - 1)"), "\(window.texts)")
            window.window.click(at: button)
            #expect(window.texts.contains("Taps \(expected)"), "\(window.texts)")
        }
    }
}
