@testable import SceneryHost
import SceneryWire
import Testing

@Suite("The navigation line of a host event")
@MainActor
struct NavigationDetailTests {
    @Test("Each view is its kind, key and titles bottom first; a deep stack gives its count; kinds the host does not know pass as they are")
    func detailLine() {
        let detail = HostProcess.navigationDetail([
            NavigationViewState(kind: "stack", key: "view/view", depth: 2, titles: ["Parks", "Zion", "The Narrows"]),
            NavigationViewState(kind: "stack", key: "view/1", depth: 40, titles: ["", "Level 40"]),
            NavigationViewState(kind: "sidebar-2027", key: "view/2", selection: "\"inbox\""),
        ])
        #expect(detail == #"stack view/view: Parks > Zion > The Narrows; stack view/1: (untitled) > Level 40 (41 views); sidebar-2027 view/2: selection="inbox""#)
    }

    @Test("A detail longer than a host event may carry is cut within the bound")
    func detailBounded() {
        let views = (0..<16).map { _ in
            NavigationViewState(kind: "stack", key: String(repeating: "k", count: 1024), depth: 31,
                                titles: Array(repeating: String(repeating: "t", count: 256), count: 32))
        }
        let detail = HostProcess.navigationDetail(views)
        #expect(detail.utf8.count <= HostEvent.maximumDetailSize)
        #expect(detail.hasSuffix("..."))
        // The event carrying it round-trips.
        let event = WireMessage.hostEvent(HostEvent(kind: .navigation, windowID: 1, sceneID: "s", detail: detail))
        #expect((try? WireMessage(payload: event.encodePayload())) == event)
    }
}
