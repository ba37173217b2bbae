// `import Scenery` gives apps the SwiftUI-shaped API.
@_exported import SceneryCore
