// `import Scenery` gives apps the SwiftUI-shaped API.
@_exported import SceneryCore
// URL (onOpenURL), Locale, Data, JSONEncoder…: what SwiftUI apps get from Foundation, from
// FoundationEssentials (no ICU, no full Foundation on a renderer's start path).
@_exported import FoundationEssentials
// Apple's Foundation API that corelibs lacks: AttributedString(markdown:),
// InlinePresentationIntent, URL.documentsDirectory and the other user directories.
@_exported import SceneryFoundationEssentials
