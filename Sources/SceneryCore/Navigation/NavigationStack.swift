/// A view that displays a root view and enables you to present additional views over it.
///
/// Views are pushed with a `NavigationLink` (a value, looked up in the
/// `navigationDestination(for:destination:)` declarations inside the stack, or a
/// destination view) or by changing a bound path; the stack shows the top one, under a
/// header with its title and a back button. docs/navigation.md describes the design.
///
/// ```swift
/// NavigationStack(path: $path) {
///     List(parks) { park in NavigationLink(park.name, value: park) }
///         .navigationDestination(for: Park.self) { ParkDetails(park: $0) }
/// }
/// ```
nonisolated public struct NavigationStack<Data, Root: View>: View {
    @State private var ownPath = NavigationPath()
    @State private var viewEntries: [NavigationViewEntry] = []
    @State private var model = NavigationStackModel()
    @State private var presentationRevision = 0
    @Environment(\.layoutDirection) private var layoutDirection
    private let access: (Binding<NavigationPath>) -> NavigationPathAccess
    private let root: Root

    /// Creates a navigation stack that manages its own navigation state.
    nonisolated public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        access = { own in NavigationPathAccess.path(own) }
    }

    /// Creates a navigation stack whose path is the given `NavigationPath`: pushes append
    /// to it, pops remove from it, and assigning it changes the stack.
    nonisolated public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        nonisolated(unsafe) let path = path
        access = { _ in NavigationPathAccess.path(path) }
    }

    /// Creates a navigation stack whose path is a homogeneous collection of values.
    nonisolated public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
        self.root = root()
        nonisolated(unsafe) let path = path
        access = { _ in NavigationPathAccess.collection(path) }
    }

    @MainActor public var body: some View {
        let model = self.model
        model.path = access($ownPath)
        model.viewEntries = $viewEntries
        let revision = $presentationRevision
        model.presentationsChanged = { revision.wrappedValue &+= 1 }
        // Reading the path here makes the stack run again when it changes.
        let count = model.path.elements().count + viewEntries.count
        return NavigationStackContent(model: model, root: root, revision: count &+ presentationRevision << 32)
            .onKeyPress(keys: [.leftArrow, .rightArrow, .escape], phases: .down) { [layoutDirection] press in
                // Alt+Left (Alt+Right right to left, where the back arrow points right), or
                // Escape when no view inside took it, goes back. Arrow keys carry
                // `.function` (as on macOS); Caps Lock is no modifier here.
                let backArrow: KeyEquivalent = layoutDirection == .rightToLeft ? .rightArrow : .leftArrow
                guard press.key == .escape || press.key == backArrow else { return .ignored }
                let modifiers = press.modifiers.subtracting([.function, .numericPad, .capsLock])
                let isBack = press.key == .escape ? modifiers.isEmpty : modifiers == .option
                guard isBack, model.depth > 0 else { return .ignored }
                model.pop(toDepth: model.depth - 1)
                return .handled
            }
    }
}
