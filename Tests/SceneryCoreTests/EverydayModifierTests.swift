@testable import SceneryCore
import SceneryHeadless
import SceneryRenderer
import SceneryTesting
import Testing

@Suite("Everyday names: onChange(of:perform:), defaultScrollAnchor, ContainerRelativeShape, Transition members, navigationTitle(Binding)", .probes)
@MainActor
struct EverydayModifierTests {
    struct Changing: View {
        let probe: Probe
        @State var value = 0
        var body: some View {
            let _ = { probe.actions["bump"] = { value += 1 } }()
            Text("\(value)").onChange(of: value) { newValue in probe.log.append("changed to \(newValue)") }
        }
    }

    @Test("The one-value onChange(of:perform:) runs with the new value after the update, not at first appearance")
    func onChangeOneValue() {
        let probe = Probe()
        let harness = GraphHarness(Changing(probe: probe))
        #expect(probe.log.isEmpty)
        probe.run("bump")
        harness.render()
        probe.run("bump")
        harness.render()
        #expect(probe.log == ["changed to 1", "changed to 2"])
    }

    @Test("V38 (partly): defaultScrollAnchor(.bottom) starts a scroll view at the end of its content; .center in the middle")
    func defaultScrollAnchor() {
        let rows = VStack(spacing: 0) { ForEach(0..<20) { Color.red.frame(width: 50, height: 10).accessibilityIdentifier("row\($0)") } }
        let top = LayoutSnapshot(of: ScrollView { rows }.frame(width: 50, height: 50), in: CGSize(width: 50, height: 50))
        #expect(top.frame(of: "row0")?.minY == 0)
        let bottom = LayoutSnapshot(of: ScrollView { rows }.defaultScrollAnchor(.bottom).frame(width: 50, height: 50), in: CGSize(width: 50, height: 50))
        #expect(bottom.frame(of: "row19")?.maxY == 50, "the last row at the bottom edge")
        #expect(bottom.frame(of: "row0")?.minY == -150)
        let centre = LayoutSnapshot(of: ScrollView { rows }.defaultScrollAnchor(.center).frame(width: 50, height: 50), in: CGSize(width: 50, height: 50))
        #expect(centre.frame(of: "row0")?.minY == -75)
    }

    @Test("V56: ContainerRelativeShape takes the container's shape, inset by a stroke border; a rectangle without one")
    func containerRelativeShape() {
        let plain = HeadlessSnapshot(of: ContainerRelativeShape().fill(Color.red).frame(width: 40, height: 20), width: 40, height: 20)
        #expect(plain.shape("fill rect") != nil, "\(plain.displayList)")
        let capsule = HeadlessSnapshot(
            of: ContainerRelativeShape().fill(Color.red).frame(width: 40, height: 20).containerShape(Capsule()), width: 40, height: 20)
        #expect(capsule.shape("fill rect") == nil, "\(capsule.displayList)")
        #expect(capsule.image.rgb(x: 1, y: 1).green > 200, "a capsule leaves the corners empty")
        #expect(capsule.image.rgb(x: 20, y: 10).green < 90)
        let bordered = HeadlessSnapshot(
            of: ContainerRelativeShape().strokeBorder(Color.red, lineWidth: 4).frame(width: 40, height: 20).containerShape(Capsule()),
            width: 40, height: 20)
        #expect(bordered.image.rgb(x: 20, y: 2).green < 90, "the border lies inside the frame")
        #expect(bordered.image.rgb(x: 20, y: 10).green > 200, "and leaves the middle empty")
    }

    @Test("Transition's static members: .slide, .scale, .opacity, .move, .offset, .identity, .push, .blurReplace")
    func transitionMembers() {
        func accepts<T: Transition>(_ transition: T) -> T { transition }
        let _: SlideTransition = accepts(.slide)  // each member has its concrete type
        #expect(accepts(.scale).scale == 0)
        #expect(accepts(.scale(0.5, anchor: .top)).anchor == .top)
        let _: OpacityTransition = accepts(.opacity)
        #expect(accepts(.move(edge: .leading)).edge == .leading)
        #expect(accepts(.offset(x: 3, y: 4)).offset == CGSize(width: 3, height: 4))
        let _: IdentityTransition = accepts(.identity)
        #expect(accepts(.push(from: .trailing)).edge == .trailing)
        #expect(accepts(.blurReplace).configuration == .downUp)
        let combined = AsymmetricTransition(insertion: .slide, removal: .scale).combined(with: .opacity)
        _ = Text("x").transition(combined)
        _ = Text("x").transition(.slide)
        _ = Text("x").transition(.blurReplace(.upUp))
    }

    struct Pushed: View {
        let probe: Probe
        @State var show = false
        var body: some View {
            let _ = { probe.actions["show"] = { show = true } }()
            ZStack {
                if show {
                    Color.red.frame(width: 100, height: 20).accessibilityIdentifier("box").transition(.push(from: .trailing))
                }
            }
            .frame(width: 100, height: 20)
        }
    }

    @Test("push(from: .trailing) brings the view in from the trailing side, fading in")
    func push() throws {
        let probe = Probe()
        let harness = AnimationHarness(Pushed(probe: probe), size: CGSize(width: 100, height: 20))
        withAnimation(.linear(duration: 1)) { probe.run("show") }
        harness.update(at: 0)
        harness.frame(at: 0.5)
        let list = harness.displayList.description
        #expect(list.contains("opacity 0.5"), "\(list)")
        let box = try #require(harness.displayList.items.compactMap { item -> CGRect? in
            if case .beginOpacity(_, let frame) = item { return frame }
            return nil
        }.first)
        let fill = try #require(harness.displayList.items.compactMap { item -> CGRect? in
            if case .shape(_, _, _, let frame) = item { return frame }
            return nil
        }.first)
        #expect(fill.minX - box.minX == 50, "half-way in from the trailing edge: \(list)")
    }

    struct Titled: View {
        @State var title = "Draft"
        var body: some View { Text("x").navigationTitle($title) }
    }

    @Test("navigationTitle(_: Binding<String>) titles the window with the binding's value")
    func bindingTitle() throws {
        let backend = HeadlessBackend()
        let controller = WindowController(content: AnyView(Titled()), textMeasurer: backend.textMeasurer)
        try controller.open(on: backend, appID: "title", title: "App")
        #expect(controller.title == "Draft")
        controller.close()
    }
}
