import Foundation
import Scenery
import GeometryViews

/// Foundation's geometry types with Scenery's API: a custom `Layout`, a `Path` mapped by a
/// `CGAffineTransform`, and a `GeometryReader` that reports `frame(in:)`, in a file that imports
/// Foundation beside Scenery.
@main
struct GeometryApp: App {
    var body: some Scene {
        WindowGroup("Geometry") {
            GeometryView()
        }
    }
}
