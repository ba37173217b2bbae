/// A type that produces previews of views: the form before the `#Preview` macro.
///
/// ```swift
/// struct CircleImage_Previews: PreviewProvider {
///     static var previews: some View {
///         CircleImage()
///         CircleImage().environment(\.colorScheme, .dark)
///     }
/// }
/// ```
///
/// Every view at the top level of ``previews`` is a preview of its own (a `Group`'s views
/// too, each with the modifiers on the group), named after the type without its
/// `_Previews` suffix — `CircleImage`, or `CircleImage-1`, `CircleImage-2` when there are
/// several — unless ``View/previewDisplayName(_:)`` names it. The app finds providers at
/// run time, without registration (docs/previews.md).
@MainActor @preconcurrency
public protocol PreviewProvider: _PreviewProvider {
    /// The type of the views to preview.
    associatedtype Previews: View
    /// The views to preview: each top-level view is one preview.
    @ViewBuilder @MainActor @preconcurrency static var previews: Previews { get }
    /// The platform to run the previews on: ignored (Scenery previews on the desktop it runs
    /// on). Nil unless the provider says otherwise.
    @MainActor @preconcurrency static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    /// No particular platform.
    public static var platform: PreviewPlatform? { nil }
}

/// The protocol ``PreviewProvider`` refines, as in SwiftUI; it asks for nothing.
public protocol _PreviewProvider {}

/// The platforms a ``PreviewProvider`` may ask for. Accepted and ignored.
public enum PreviewPlatform: Sendable, Hashable {
    /// iOS.
    case iOS
    /// macOS.
    case macOS
    /// tvOS.
    case tvOS
    /// watchOS.
    case watchOS
    /// visionOS.
    case visionOS
}
