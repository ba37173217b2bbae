@testable import SceneryCore
import Testing

// How a custom view's new value is compared with its last one (R35), counted: a field
// stored as the same bytes is equal without reflecting over it, so comparing a view whose
// one field changed costs that field, not the view's whole contents.

/// A field that counts how often it is reflected over (`Mirror(reflecting:)` asks it).
private struct ReflectionProbe: CustomReflectable {
    nonisolated(unsafe) static var mirrors = 0
    let rows: [String]
    var customMirror: Mirror {
        Self.mirrors += 1
        return Mirror(self, children: ["rows": rows], displayStyle: .struct)
    }
}

private struct ProbedView: View {
    let probe: ReflectionProbe
    let flag: Bool
    let count: Int
    var body: some View { Text("\(count)") }
}

@Suite("View comparison: unchanged fields cost no reflection", .serialized)
struct ViewEqualityCostTests {
    @Test("R35: a view whose one field changed is unequal, and its unchanged fields are not reflected over")
    func unchangedFieldsAreNotReflected() {
        let probe = ReflectionProbe(rows: (0..<100).map { "row \($0)" })
        ReflectionProbe.mirrors = 0
        #expect(!ViewEquality.equal(ProbedView(probe: probe, flag: true, count: 1), ProbedView(probe: probe, flag: true, count: 2)))
        #expect(ViewEquality.equal(ProbedView(probe: probe, flag: true, count: 1), ProbedView(probe: probe, flag: true, count: 1)))
        #expect(ReflectionProbe.mirrors == 0, "the probe's bytes did not change: \(ReflectionProbe.mirrors) reflections")
    }

    @Test("R35: a field with other bytes but equal contents is still compared by its contents")
    func equalContentsInOtherStorage() {
        let first = ReflectionProbe(rows: (0..<3).map { "row \($0)" })
        let second = ReflectionProbe(rows: (0..<3).map { "row \($0)" })
        ReflectionProbe.mirrors = 0
        #expect(ViewEquality.equal(ProbedView(probe: first, flag: false, count: 1), ProbedView(probe: second, flag: false, count: 1)))
        #expect(ReflectionProbe.mirrors == 2, "compared through its mirror, once per side")
        #expect(!ViewEquality.equal(
            ProbedView(probe: first, flag: false, count: 1),
            ProbedView(probe: ReflectionProbe(rows: ["other"]), flag: false, count: 1)))
    }
}
