// `import Scenery` gives apps the SwiftUI-shaped API.
@_exported import SceneryCore
// Foundation: its geometry types (CGFloat, CGSize…) are the API's, and URL, Date, Data…
// are what SwiftUI apps get from it. Nothing of ICU runs before a first frame.
@_exported import Foundation
// Apple's Foundation API that corelibs lacks: AttributedString(markdown:),
// InlinePresentationIntent, URL.documentsDirectory and the other user directories,
// PersonNameComponents.FormatStyle.
@_exported import SceneryFoundation
// String(localized:) and LocalizedStringResource, answered from the app's string tables.
@_exported import SceneryLocalization
