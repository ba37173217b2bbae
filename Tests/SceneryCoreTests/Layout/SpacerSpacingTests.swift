@testable import SceneryCore
import SceneryTesting
import Testing

/// SwiftUI's spacing rule for spacers: spacing is per pair of neighbours (`ViewSpacing`);
/// a `Spacer` prefers no spacing on the edges along its stack, so a stack without an
/// explicit `spacing` puts none beside it and the spacer's minimum length (8 by default) is
/// the only gap. An explicit `spacing` is put between every pair, spacers included.
@Suite("Spacing next to spacers and dividers (SwiftUI's per-pair ViewSpacing)")
@MainActor
struct SpacerSpacingTests {
    @Test("HStack { A; Spacer(minLength: 0); B } in a frame exactly as wide as A and B fits: no spacing beside the spacer")
    func zeroLengthSpacerFits() {
        let view = HStack {
            rigid(30, 10).accessibilityIdentifier("a")
            Spacer(minLength: 0).accessibilityIdentifier("spacer")
            rigid(20, 10).accessibilityIdentifier("b")
        }
        .accessibilityIdentifier("stack")
        .frame(width: 50)
        let snapshot = layout(view, 50, 10)
        #expect(snapshot.frame(of: "stack") == CGRect(x: 0, y: 0, width: 50, height: 10))
        #expect(snapshot.frame(of: "a") == CGRect(x: 0, y: 0, width: 30, height: 10))
        #expect(snapshot.frame(of: "spacer")?.width == 0)
        #expect(snapshot.frame(of: "b") == CGRect(x: 30, y: 0, width: 20, height: 10))
    }

    @Test("HStack { A; Spacer(); B } is ideally A + 8 + B: the spacer's default minimum length is the only gap")
    func defaultSpacerIsTheOnlyGap() {
        let view = HStack { rigid(30, 10); Spacer(); rigid(20, 10) }
        #expect(size(of: view, proposing: .unspecified) == CGSize(width: 58, height: 10))
        // Two views without a spacer between them are the default 8 apart.
        #expect(size(of: HStack { rigid(30, 10); rigid(20, 10) }, proposing: .unspecified).width == CGFloat(58))
    }

    @Test("VStack { Spacer(); Spacer() } in a 20-high frame: each spacer 10 high, one after the other")
    func spacersShareASmallFrame() {
        let view = VStack {
            Spacer().accessibilityIdentifier("first")
            Spacer().accessibilityIdentifier("second")
        }
        .frame(width: 10, height: 20)
        let snapshot = layout(view, 10, 20)
        #expect(snapshot.frame(of: "first") == CGRect(x: 5, y: 0, width: 0, height: 10))
        #expect(snapshot.frame(of: "second") == CGRect(x: 5, y: 10, width: 0, height: 10))
    }

    @Test("VStack { A; Spacer(); B } in a frame: B ends at the bottom and the spacer starts right below A")
    func spacerBetweenViews() {
        let view = VStack {
            rigid(10, 10).accessibilityIdentifier("a")
            Spacer().accessibilityIdentifier("spacer")
            rigid(10, 10).accessibilityIdentifier("b")
        }
        .frame(height: 100)
        let snapshot = layout(view, 10, 100)
        #expect(snapshot.frame(of: "spacer") == CGRect(x: 5, y: 10, width: 0, height: 80))
        #expect(snapshot.frame(of: "b")?.minY == 90)
    }

    @Test("An explicit spacing is put between every pair, spacers included: HStack(spacing: 20) { A; Spacer(); B } is A + 20 + 8 + 20 + B")
    func explicitSpacingAppliesToSpacers() {
        let view = HStack(spacing: 20) { rigid(30, 10); Spacer(); rigid(20, 10) }
        #expect(size(of: view, proposing: .unspecified).width == CGFloat(30 + 20 + 8 + 20 + 20))
        let zero = HStack(spacing: 0) { rigid(30, 10); Spacer(); rigid(20, 10) }
        #expect(size(of: zero, proposing: .unspecified).width == CGFloat(30 + 8 + 20))
    }

    @Test("A Divider keeps the default spacing: VStack { A; Divider(); B } is A, 8, 1, 8, B")
    func dividerKeepsDefaultSpacing() {
        let view = VStack {
            rigid(10, 10)
            Divider().accessibilityIdentifier("divider")
            rigid(10, 10)
        }
        let snapshot = layout(view, 10, 37)
        #expect(snapshot.size.height == CGFloat(10 + 8 + 1 + 8 + 10))
        #expect(snapshot.frame(of: "divider")?.minY == 18)
    }

    @Test("Padding on a spacer's edges brings the default spacing back there; a frame keeps the spacer's")
    func paddingAndFrameOnASpacer() {
        // The padded spacer is 4 + 8 + 4 long and 8 from each neighbour (SwiftUI's padding
        // resets the spacing of the edges it pads).
        let padded = HStack { rigid(30, 10); Spacer().padding(.horizontal, 4); rigid(20, 10) }
        #expect(size(of: padded, proposing: .unspecified).width == CGFloat(30 + 8 + 16 + 8 + 20))
        // Padding only across the stack leaves the spacer's edges along it without spacing.
        let across = HStack { rigid(30, 10); Spacer().padding(.vertical, 4); rigid(20, 10) }
        #expect(size(of: across, proposing: .unspecified).width == CGFloat(30 + 8 + 20))
        let framed = HStack { rigid(30, 10); Spacer().frame(width: 10); rigid(20, 10) }
        #expect(size(of: framed, proposing: .unspecified).width == CGFloat(30 + 10 + 20))
    }

    @Test("ViewSpacing: no preference meets no preference at 8; a stated preference wins, the larger of two")
    func viewSpacingDistance() {
        let plain = ViewSpacing()
        #expect(plain.distance(to: plain, along: .horizontal) == 8)
        #expect(plain.distance(to: .zero, along: .horizontal) == 0)
        #expect(ViewSpacing.zero.distance(to: plain, along: .vertical) == 0)
        let spacer = ViewSpacing.spacer(along: .horizontal)
        #expect(plain.distance(to: spacer, along: .horizontal) == 0)
        // Across a horizontal spacer it states nothing.
        #expect(plain.distance(to: spacer, along: .vertical) == 8)
        var wide = ViewSpacing.zero
        wide.formUnion(ViewSpacing(top: 12, leading: 12, bottom: 12, trailing: 12), edges: .leading)
        #expect(ViewSpacing.zero.distance(to: wide, along: .horizontal) == 12)
        #expect(wide.distance(to: .zero, along: .horizontal) == 0)
    }

    @Test("A custom Layout reads each subview's preferences: 0 next to a spacer, 8 between other views")
    func customLayoutSeesSpacerSpacing() {
        final class Seen: @unchecked Sendable {
            // @unchecked: layout runs on the main actor only; the test reads it there too.
            var distances: [CGFloat] = []
        }
        struct Distances: Layout {
            let seen: Seen
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                seen.distances = subviews.indices.dropLast().map {
                    subviews[$0].spacing.distance(to: subviews[$0 + 1].spacing, along: .horizontal)
                }
                return .zero
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        let seen = Seen()
        _ = size(of: Distances(seen: seen) { rigid(1, 1); rigid(1, 1); Spacer(); rigid(1, 1) }, proposing: .unspecified)
        // Directly in a custom layout a spacer has no stack orientation: 0 on every edge.
        #expect(seen.distances == [8, 0, 0])
    }
}
