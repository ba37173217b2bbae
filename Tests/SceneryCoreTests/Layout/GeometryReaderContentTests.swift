@testable import SceneryCore
import SceneryTesting
import Testing

/// SwiftUI's rule for a `GeometryReader`'s content: each view is proposed the reader's
/// size and put at the reader's top-leading corner (on top of one another, as in a
/// `ZStack(alignment: .topLeading)`); several views are not stacked.
@Suite("GeometryReader content (SwiftUI: every view at the top-leading corner)")
@MainActor
struct GeometryReaderContentTests {
    @Test("Several views in a GeometryReader are each at its top-leading corner, each proposed its size")
    func eachViewAtTopLeading() {
        let log = ProposalLog()
        let view = GeometryReader { _ in
            rigid(20, 10).accessibilityIdentifier("small")
            rigid(40, 30).accessibilityIdentifier("large")
            ProbeShape(log: log).accessibilityIdentifier("fill")
        }
        .frame(width: 300, height: 200)
        let snapshot = layout(view, 300, 200)
        #expect(snapshot.frame(of: "small") == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(snapshot.frame(of: "large") == CGRect(x: 0, y: 0, width: 40, height: 30))
        #expect(snapshot.frame(of: "fill") == CGRect(x: 0, y: 0, width: 300, height: 200))
        #expect(log.proposals.last == .of(300, 200))
    }

    @Test("A GeometryReader placed away from the origin puts its views at its own corner")
    func cornerOfAnOffsetReader() {
        let view = VStack(spacing: 0) {
            rigid(100, 50)
            GeometryReader { _ in
                rigid(20, 10).accessibilityIdentifier("a")
                rigid(30, 5).accessibilityIdentifier("b")
            }
            .frame(width: 100, height: 100)
        }
        let snapshot = layout(view, 100, 150)
        #expect(snapshot.frame(of: "a") == CGRect(x: 0, y: 50, width: 20, height: 10))
        #expect(snapshot.frame(of: "b") == CGRect(x: 0, y: 50, width: 30, height: 5))
    }

    @Test("A Spacer alone in a GeometryReader is not in a stack: it fills the reader both ways")
    func spacerInReader() {
        let snapshot = layout(GeometryReader { _ in Spacer().accessibilityIdentifier("s") }, 300, 200)
        #expect(snapshot.frame(of: "s") == CGRect(x: 0, y: 0, width: 300, height: 200))
    }
}
