import SceneryCore
import SceneryTesting
import Testing

@Suite("LayoutSnapshot")
@MainActor
struct LayoutSnapshotTests {
    @Test("The root is proposed the window size and centred; size, frame(of:) and the display list follow")
    func basics() {
        let view = VStack(spacing: 10) {
            Text("Hi").accessibilityIdentifier("title")
            RoundedRectangle(cornerRadius: 4).fill(.red).frame(width: 40, height: 20).accessibilityIdentifier("box")
        }
        let snapshot = LayoutSnapshot(of: view, in: CGSize(width: 320, height: 480))
        // Fixed metrics: "Hi" at 13 pt is 13×16.
        #expect(snapshot.size == CGSize(width: 40, height: 46))
        #expect(snapshot.rootFrame == CGRect(x: 140, y: 217, width: 40, height: 46))
        #expect(snapshot.frame(of: "title") == CGRect(x: 153.5, y: 217, width: 13, height: 16))
        #expect(snapshot.frame(of: "box") == CGRect(x: 140, y: 243, width: 40, height: 20))
        #expect(snapshot.frame(of: "missing") == nil)
        #expect(snapshot.displayList == """
            text "Hi" (153.5, 217, 13, 16) size 13 weight 400 rgba(0, 0, 0, 0.85)
            fill roundedRect(4) (140, 243, 40, 20) rgba(1, 0.23, 0.19, 1)
            """)
    }

    @Test("The example in docs/testing.md holds: the avatar sits 20 points in from the padded row's corner")
    func documentedExample() {
        let view = HStack(alignment: .top) {
            Circle().frame(width: 40, height: 40).accessibilityIdentifier("avatar")
            Text("Hello").frame(maxWidth: .infinity, alignment: .leading)
        }.padding(20)
        let snapshot = LayoutSnapshot(of: view, in: CGSize(width: 320, height: 480))
        #expect(snapshot.size == CGSize(width: 320, height: 80))
        #expect(snapshot.frame(of: "avatar")?.origin == CGPoint(x: 20, y: 220))
    }

    @Test("The default window is the book's 320×480")
    func defaultWindow() {
        #expect(LayoutSnapshot(of: Color.red).size == CGSize(width: 320, height: 480))
    }
}
