/// A preview of a view, as a `#Preview` declares it: an optional name, traits, and the
/// view to show.
///
/// `#Preview` expands into a type conforming to ``PreviewRegistry`` whose
/// ``PreviewRegistry/makePreview()`` calls this initialiser; write the macro, not the
/// initialiser. An app run with `--previews DIR` draws every preview into `DIR/<name>.png`;
/// `--preview NAME` opens one in a window (docs/previews.md).
public struct Preview {
    /// The kind of traits that apply to previews of views (`PreviewTrait<Preview.ViewTraits>`).
    public struct ViewTraits: Sendable {}

    /// The name given to the preview, nil when the preview was not named.
    package let name: String?
    /// The traits, in the order they were written.
    package let traits: [PreviewTrait<ViewTraits>]
    /// Builds the view the preview shows (each call runs the preview's body again).
    package let makeView: @MainActor () -> AnyView

    /// Creates a preview of the view `body` returns. Preview macros expand into a call of
    /// this initialiser.
    @MainActor
    public init(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>..., body: @escaping @MainActor () -> any View) {
        self.name = name
        self.traits = traits
        makeView = { AnyView(body()) }
    }
}

/// A type that registers one preview with the runtime: `#Preview` expands into a uniquely
/// named class conforming to it, which is how an app finds its previews without any
/// registration call (the conformance records the Swift runtime keeps in the binary).
/// Conforming types are classes: an optimised build keeps a class's conformance records
/// even when nothing refers to the class.
public protocol PreviewRegistry: AnyObject {
    /// The file the preview is declared in, as `#fileID` gives it (`Module/File.swift`).
    static var fileID: String { get }
    /// The line of the preview macro.
    static var line: Int { get }
    /// The column of the preview macro.
    static var column: Int { get }
    /// Makes the preview: its name, traits and the view it shows.
    @MainActor static func makePreview() throws -> Preview
}

/// Creates a preview of a view: the app's `--previews DIR` draws it into a PNG file, and
/// `--preview NAME` opens it in a window.
///
/// ```swift
/// #Preview {
///     ContentView()
/// }
///
/// #Preview("Dark") {
///     ContentView().environment(\.colorScheme, .dark)
/// }
/// ```
///
/// Without a name, the preview is named after its file and its place among the file's
/// unnamed previews: the first in `ContentView.swift` is `ContentView-1`. The body is a
/// view builder; variables marked `@Previewable` (such as `@Previewable @State var on =
/// true`) become the state of the preview's content.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "SceneryMacros", type: "PreviewMacro")

/// Creates a preview of a view with traits: `.sizeThatFitsLayout` (the default on the
/// desktop: the content's ideal size) or `.fixedLayout(width:height:)`. Orientation
/// traits are accepted and have no effect on the desktop.
///
/// ```swift
/// #Preview("Badge", traits: .fixedLayout(width: 200, height: 100)) {
///     Badge(count: 3)
/// }
/// ```
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>, _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "SceneryMacros", type: "PreviewMacro")

/// Marks a dynamic property declared inline in a `#Preview` body, so the preview's content
/// owns it:
///
/// ```swift
/// #Preview {
///     @Previewable @State var count = 1
///     Button("Count: \(count)") { count += 1 }
/// }
/// ```
///
/// The `#Preview` macro moves the variable into a view type it generates around the body;
/// the attribute itself adds nothing.
@attached(peer)
public macro Previewable() = #externalMacro(module: "SceneryMacros", type: "PreviewableMacro")
