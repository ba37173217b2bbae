@testable import SceneryCore
@testable import SceneryHeadless
@testable import SceneryRenderer
import SceneryTesting
import Testing

@Suite("LazyVGrid and LazyHGrid (R94, R95)", .probes)
@MainActor
struct LazyGridTests {
    @Test("R94 as SwiftUI: [.flexible(min: 60), .flexible(min: 120)], spacing 10, in a 200-wide frame: the second column keeps its minimum 120, the first gets the other 70; the grid fits the frame")
    func bookExample() {
        // SwiftUI's rule: a flexible column whose minimum exceeds an equal share (190 / 2 = 95)
        // keeps its minimum, and the other flexible columns share what is left. (The book's
        // in-order algorithm gives 95 and 120, a 225-wide grid overflowing its frame.)
        let grid = LazyVGrid(columns: [GridItem(.flexible(minimum: 60), spacing: 10), GridItem(.flexible(minimum: 120))], spacing: 10) {
            ForEach(0..<4) { _ in Color.red.frame(height: 20).accessibilityIdentifier("cell") }
        }
        #expect(size(of: grid, proposing: .of(200, nil)) == CGSize(width: 200, height: 50))
        let snapshot = layout(grid.accessibilityIdentifier("grid").frame(width: 200).accessibilityIdentifier("frame"), 320, 480)
        let frame = try! #require(snapshot.frame(of: "frame"))
        #expect(frame == CGRect(x: 60, y: 215, width: 200, height: 50))
        #expect(snapshot.frame(of: "grid") == frame)
        #expect(snapshot.frames(of: "cell") == [
            CGRect(x: 60, y: 215, width: 70, height: 20), CGRect(x: 140, y: 215, width: 120, height: 20),
            CGRect(x: 60, y: 245, width: 70, height: 20), CGRect(x: 140, y: 245, width: 120, height: 20),
        ])
    }

    @Test("R94 as SwiftUI: flexible columns take one length clamped to each column's bounds, adding up to what the fixed columns and spacing leave")
    func flexibleColumnsShareAfterClamping() {
        // 300 − 16 spacing = 284; the middle column's minimum 150 exceeds the equal share
        // (94.7): it keeps 150 and the others share 134.
        #expect(gridTracks([GridItem(), GridItem(.flexible(minimum: 150)), GridItem()], length: 300).map(\.length) == [67, 150, 67])
        // A maximum below the share: that column keeps its maximum, the others share the rest.
        #expect(gridTracks([GridItem(.flexible(maximum: 40)), GridItem(), GridItem()], length: 316).map(\.length) == [40, 130, 130])
        // Minimums that do not fit: every column at its minimum (the grid overflows).
        #expect(gridTracks([GridItem(.flexible(minimum: 200)), GridItem(.flexible(minimum: 200))], length: 300).map(\.length) == [200, 200])
        // Maximums that do not fill it: every column at its maximum.
        #expect(gridTracks([GridItem(.flexible(maximum: 50)), GridItem(.flexible(maximum: 60))], length: 300).map(\.length) == [50, 60])
        // A fixed column is taken out first, wherever it is.
        #expect(gridTracks([GridItem(.flexible(minimum: 100)), GridItem(.fixed(50)), GridItem()], length: 216).map(\.length) == [100, 50, 50])
    }

    @Test("R95: cells are proposed columnWidth × nil; the grid is as high as its rows plus spacing")
    func cellProposals() {
        let log = ProposalLog()
        let grid = LazyVGrid(columns: [GridItem(.fixed(50), spacing: 4), GridItem(.fixed(70))], spacing: 6) {
            ProbeShape(log: log) { CGSize(width: $0.width ?? 10, height: 10) }
            rigid(10, 30)
            rigid(10, 5)
        }
        #expect(size(of: grid, proposing: .of(300, nil)) == CGSize(width: 124, height: 30 + 6 + 5))
        #expect(log.proposals.allSatisfy { $0 == .of(50, nil) })
        #expect(!log.proposals.isEmpty)
    }

    @Test("R94: flexible items clamp to their maximum; fixed ones keep their length; cells align in their column")
    func flexibleAndFixed() {
        let tracks = gridTracks([GridItem(.fixed(40)), GridItem(.flexible(maximum: 50)), GridItem(.flexible())], length: 300)
        // 300 − 40 − 16 spacing = 244: 122 each, the first flexible clamped to 50, the last 194.
        #expect(tracks.map(\.length) == [40, 50, 194])
        let grid = LazyVGrid(columns: [GridItem(.fixed(40), alignment: .leading), GridItem(.fixed(40), alignment: .bottomTrailing)]) {
            rigid(10, 10).accessibilityIdentifier("leading")
            rigid(10, 10).accessibilityIdentifier("bottomTrailing")
            rigid(10, 30)
        }
        let snapshot = layout(grid, 88, 48)
        // The first row is 10 high (rows align within a row's height), at (0, 0).
        #expect(snapshot.frame(of: "leading") == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(snapshot.frame(of: "bottomTrailing") == CGRect(x: 78, y: 0, width: 10, height: 10))
    }

    @Test("R94: an adaptive item fits as many columns of its minimum as its share holds, stretched to fill it")
    func adaptive() {
        // 250 wide, minimum 50, spacing 10: ⌊260 / 60⌋ = 4 columns of (250 − 30) / 4 = 55.
        let tracks = gridTracks([GridItem(.adaptive(minimum: 50), spacing: 10)], length: 250)
        #expect(tracks.map(\.length) == [55, 55, 55, 55])
        let grid = LazyVGrid(columns: [GridItem(.adaptive(minimum: 50), spacing: 10)], spacing: 0) {
            ForEach(0..<10) { _ in Color.red.frame(height: 20).accessibilityIdentifier("cell") }
        }
        let snapshot = layout(grid, 250, 60)
        let frames = snapshot.frames(of: "cell")
        #expect(frames.count == 10)
        #expect(frames.prefix(5).map(\.minX) == [0, 65, 130, 195, 0])
        #expect(frames.last == CGRect(x: 65, y: 40, width: 55, height: 20))
        #expect(size(of: grid, proposing: .of(250, nil)) == CGSize(width: 250, height: 60))
    }

    @Test("A LazyHGrid's rows set the cell heights; cells fill columns top to bottom")
    func horizontalGrid() {
        let grid = LazyHGrid(rows: [GridItem(.fixed(20), spacing: 0), GridItem(.fixed(30))], spacing: 5) {
            ForEach(0..<3) { i in rigid(10 + CGFloat(i) * 10, 10).accessibilityIdentifier("cell") }
        }
        #expect(size(of: grid, proposing: .of(nil, 100)) == CGSize(width: 20 + 5 + 30, height: 50))
        let snapshot = layout(grid, 55, 50)
        #expect(snapshot.frames(of: "cell") == [
            // The first column is 20 wide (its widest cell); the 10-wide cell centres in it.
            CGRect(x: 5, y: 5, width: 10, height: 10), CGRect(x: 0, y: 30, width: 20, height: 10),
            CGRect(x: 25, y: 5, width: 30, height: 10),
        ])
    }

    @Test("A LazyVGrid of 100,000 cells in a ScrollView builds only the rows in view")
    func lazyInScrollView() throws {
        let probe = Probe()
        let window = try HeadlessWindow(ScrollView {
            LazyVGrid(columns: [GridItem(), GridItem(), GridItem()], spacing: 0) {
                ForEach(0..<100_000) { i in LoggedRow(probe: probe, index: i).frame(height: 40) }
            }
        }.frame(width: 300, height: 800))
        #expect(probe.log.count < 100, "\(probe.log.count) bodies ran")
        window.window.scroll(at: CGPoint(x: 150, y: 400), notches: CGSize(width: 0, height: 40))
        #expect(window.texts.contains("Row 150: 0"))
        #expect(probe.log.count < 250, "\(probe.log.count) bodies ran")
    }
}
