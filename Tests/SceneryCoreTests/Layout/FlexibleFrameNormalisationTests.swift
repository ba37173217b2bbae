@testable import SceneryCore
import SceneryTesting
import Testing

/// SwiftUI's rule for contradictory flexible frames (`_FlexFrameLayout`): the bounds of an
/// axis must not decrease from minimum to ideal to maximum; when they do, it reports
/// "Contradictory frame constraints specified." and raises each later bound to the one
/// before it: an ideal below the minimum becomes the minimum, a maximum below the ideal
/// (or, without one, the minimum) becomes that.
@Suite("Flexible frame normalisation (SwiftUI's _FlexFrameLayout)")
@MainActor
struct FlexibleFrameNormalisationTests {
    static let message = "Contradictory frame constraints specified."

    /// The warnings reported while `body` runs (the once-per-process memory of the
    /// contradiction message is forgotten first, so it is reported again here).
    func warnings(_ body: () -> Void) -> [String] {
        var warnings: [String] = []
        let previous = RuntimeWarnings.report
        RuntimeWarnings.forget(Self.message)
        RuntimeWarnings.report = { warnings.append($0) }
        defer { RuntimeWarnings.report = previous }
        body()
        return warnings
    }

    @Test("An idealWidth below minWidth is raised to it: with no width proposed the child is proposed the minimum")
    func idealRaisedToMinimum() {
        let log = ProposalLog()
        let reported = warnings {
            let view = ProbeShape(log: log).accessibilityIdentifier("child")
                .frame(minWidth: 50, idealWidth: 20).fixedSize(horizontal: true, vertical: false)
            let snapshot = layout(view, 100, 10)
            #expect(snapshot.frame(of: "child")?.width == 50)
            #expect(snapshot.size.width == 50)
        }
        #expect(log.proposals.allSatisfy { $0.width == 50 })
        #expect(reported == [Self.message])
    }

    @Test("A maxWidth below idealWidth is raised to it: the frame's ideal width is the ideal, not the maximum")
    func maximumRaisedToIdeal() {
        let reported = warnings {
            let view = Color.red.frame(idealWidth: 80, maxWidth: 50)
            #expect(size(of: view, proposing: .unspecified).width == 80)
            // Proposed more, it still stops at the raised maximum.
            #expect(size(of: view, proposing: .of(200, 10)).width == 80)
        }
        #expect(reported == [Self.message])
    }

    @Test("A maxHeight below minHeight (no ideal) is raised to the minimum: the frame is exactly the minimum")
    func maximumRaisedToMinimum() {
        let reported = warnings {
            let view = Color.red.frame(minHeight: 60, maxHeight: 40)
            #expect(size(of: view, proposing: .of(10, 100)).height == 60)
            #expect(size(of: view, proposing: .of(10, 0)).height == 60)
        }
        #expect(reported == [Self.message])
    }

    @Test("Ordered bounds are kept as given and report nothing")
    func orderedBoundsAreKept() {
        let reported = warnings {
            let view = Color.red.frame(minWidth: 10, idealWidth: 20, maxWidth: 30, minHeight: 5, maxHeight: .infinity)
            #expect(size(of: view, proposing: .unspecified) == CGSize(width: 20, height: 10))
            #expect(size(of: view, proposing: .of(100, 100)) == CGSize(width: 30, height: 100))
            #expect(FlexibleFrameNode.Bounds(min: 10, ideal: 20, max: 30).isOrdered)
            #expect(FlexibleFrameNode.Bounds(min: nil, ideal: nil, max: 5).isOrdered)
            #expect(!FlexibleFrameNode.Bounds(min: 10, ideal: nil, max: 5).isOrdered)
        }
        #expect(reported.isEmpty)
    }
}
