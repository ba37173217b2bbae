// The values the public API and the wire both name are defined once, in SceneryShared;
// every client of the wire sees them through this module.
@_exported public import SceneryShared

extension WireWriter {
    /// Writes a scene phase: one byte, 0 background, 1 inactive, 2 active.
    public mutating func write(_ phase: ScenePhase) {
        switch phase {
        case .background: write(UInt8(0))
        case .inactive: write(UInt8(1))
        case .active: write(UInt8(2))
        }
    }
}

extension WireReader {
    /// Reads a scene phase written by `WireWriter.write(_:)`; any other
    /// byte is invalid.
    public mutating func readPhase(_ field: String) throws(WireError) -> ScenePhase {
        switch try readUInt8(field) {
        case 0: .background
        case 1: .inactive
        case 2: .active
        case let raw: throw WireError(.invalidValue, "\(field): unknown value \(raw)")
        }
    }
}
