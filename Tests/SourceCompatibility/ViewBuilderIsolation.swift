// Views built outside the main actor, as SwiftUI allows: `View` is `@MainActor`, but the
// result builder, the built-in views' initializers and the modifiers are nonisolated, so a
// nonisolated protocol can have a `@ViewBuilder` requirement and a plain function can build a
// view. Compiled in Swift 5 and Swift 6 mode with warnings as errors.
import SwiftUI
import Foundation

protocol BadgeStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(_ label: AnyView) -> Body
}

struct DefaultBadge: BadgeStyle {
    func makeBody(_ label: AnyView) -> some View {
        HStack(spacing: 4) {
            label
            Text("!").font(.caption).bold().padding(4).background(Color.red, in: Capsule())
            if Bool.random() { Image(systemName: "star") } else { Spacer() }
            ForEach(0..<3, id: \.self) { Text("\($0)") }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .overlay(alignment: .top) { Divider() }
        .opacity(0.5)
    }
}

func makeRow(_ name: String) -> some View {
    HStack { Text(name); Spacer(); Button("Go") {} }
        .frame(maxWidth: .infinity)
        .onTapGesture { print("tap") }
        .animation(.default, value: name)
        .transition(.opacity.combined(with: .scale))
}

func erased(_ view: some View) -> AnyView { AnyView(view) }

struct Holder {
    @ViewBuilder var content: some View {
        ZStack { Color.blue; Rectangle().fill(.green).frame(width: 10, height: 10) }
        GeometryReader { proxy in Text("\(proxy.size.width)") }
        ScrollView { LazyVStack { ForEach(["a", "b"], id: \.self) { Text($0) } } }
        Group { Text("a"); Text("b") }.padding()
    }
}

struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.midX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.closeSubpath()
        }
    }
}

struct Highlight: ViewModifier {
    func body(content: Content) -> some View { content.padding().border(Color.yellow) }
}

let fade = AnyTransition.modifier(active: Highlight(), identity: Highlight())
let slideAndFade = AnyTransition.slide.combined(with: .opacity)
let curve = Animation.easeInOut(duration: 1).delay(0.5)
let accent = Color.accentColor
let caption = Text("Caption")

struct CountKey: EnvironmentKey { static let defaultValue = 0 }

struct SumKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value += nextValue() }
}

extension EnvironmentValues {
    var count: Int {
        get { self[CountKey.self] }
        set { self[CountKey.self] = newValue }
    }
}

func defaultSize() -> CGSize {
    ProposedViewSize(width: 10, height: nil).replacingUnspecifiedDimensions()
}

struct Overlapping: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: .unspecified) }
    }
}

func overlapping() -> some View {
    Overlapping { Text("a"); Text("b") }
}

struct Shake: ViewModifier, Animatable {
    var animatableData: CGFloat

    func body(content: Content) -> some View {
        content.offset(x: 10 * sin(animatableData * .pi * 2))
    }
}

struct ContentView: View {
    @State private var flag = false
    @Environment(\.count) private var count

    var body: some View {
        VStack {
            DefaultBadge().makeBody(AnyView(Text("Inbox")))
            caption
            makeRow("row")
            Triangle().stroke(lineWidth: 2)
            overlapping()
            Text("shake").modifier(Shake(animatableData: flag ? 1 : 0))
        }
        .modifier(Highlight())
        .environment(\.count, 3)
    }
}

// A helper modifier that passes its own closure parameter on: `onChange`'s actions are plain
// closures in SwiftUI, so a closure that is not `Sendable` can be handed over in Swift 6.
extension View {
    func onAppearOrChange<Value: Equatable>(of value: Value, perform: @escaping (Value) -> Void) -> some View {
        onAppear { perform(value) }
            .onChange(of: value) { _, newValue in perform(newValue) }
    }

    func whenChanged<Value: Equatable>(_ value: Value, run action: @escaping () -> Void) -> some View {
        onChange(of: value, action)
    }

    // The same for the other plain-closure actions.
    func lifecycle(appear: @escaping () -> Void, disappear: (() -> Void)? = nil, tap: @escaping () -> Void) -> some View {
        onAppear(perform: appear).onDisappear(perform: disappear).onTapGesture(perform: tap)
    }

    func opening(_ handle: @escaping (URL) -> Void) -> some View {
        onOpenURL(perform: handle)
    }
}
