// `import SwiftUI` on Linux: the same API as `import Scenery`, so code written for SwiftUI
// compiles without changing its imports. There is no other SwiftUI on Linux to clash with.
@_exported import Scenery
