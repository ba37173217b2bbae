#if canImport(Glibc)
import Glibc
#endif
import CXCB

/// The size of the monitor a new window opens on, from the RandR extension: the primary
/// output, else the first connected output that shows something. Used only when the X
/// server has no `Xft.dpi` resource (``X11Backend/displayScale``). A monitor whose physical
/// size is unknown (Xvfb's, many projectors') reports 0 millimetres.
///
/// The requests are made with `xcb_send_request` from the protocol's encoding (RandR 1.3:
/// QueryVersion, GetOutputPrimary, GetScreenResourcesCurrent, GetOutputInfo,
/// GetCrtcInfo), so the backend needs no RandR library: the extension query, then three
/// round trips, each a batch of pipelined requests.
@MainActor
enum RandRMonitor {
    /// RandR's extension record; xcb keys its opcode cache by this address, so it lives as
    /// long as the process.
    static let extensionRecord: UnsafeMutablePointer<xcb_extension_t> = {
        let record = UnsafeMutablePointer<xcb_extension_t>.allocate(capacity: 1)
        record.initialize(to: xcb_extension_t(name: UnsafePointer(strdup("RANDR")), global_id: 0))
        return record
    }()

    /// A monitor: its size in pixels and in millimetres.
    struct Monitor: Equatable {
        var pixels: (width: Double, height: Double)
        var millimeters: (width: Double, height: Double)
        static func == (a: Monitor, b: Monitor) -> Bool {
            a.pixels == b.pixels && a.millimeters == b.millimeters
        }
    }

    /// The monitor new windows open on, or nil when the server has no RandR 1.3 or no
    /// connected output shows anything.
    static func primaryMonitor(connection: OpaquePointer, root: xcb_window_t) -> Monitor? {
        guard let present = xcb_get_extension_data(connection, extensionRecord), present.pointee.present != 0 else { return nil }
        // Batch 1: the version (1.3, for the "current" requests), the primary output and
        // every output.
        let version = send(connection, opcode: 0, words: [1, 3])
        let primary = send(connection, opcode: 31, words: [root])
        let resources = send(connection, opcode: 25, words: [root])
        guard let versionReply = reply(connection, version) else {
            _ = reply(connection, primary)
            _ = reply(connection, resources)
            return nil
        }
        let major = versionReply.word(at: 8), minor = versionReply.word(at: 12)
        let primaryOutput = reply(connection, primary)?.word(at: 8) ?? 0
        guard major > 1 || (major == 1 && minor >= 3), let resourcesReply = reply(connection, resources) else { return nil }
        let configTime = resourcesReply.word(at: 12)
        let crtcCount = Int(resourcesReply.half(at: 16)), outputCount = Int(resourcesReply.half(at: 18))
        var outputs = (0..<outputCount).map { resourcesReply.word(at: 32 + 4 * (crtcCount + $0)) }
        if primaryOutput != 0, let index = outputs.firstIndex(of: primaryOutput) {
            outputs.remove(at: index)
            outputs.insert(primaryOutput, at: 0)
        }
        // Batch 2: every output's state and physical size.
        let infoRequests = outputs.map { send(connection, opcode: 9, words: [$0, configTime]) }
        var chosen: (crtc: UInt32, millimeters: (Double, Double))?
        for request in infoRequests {
            guard let info = reply(connection, request) else { continue }
            let connected = info.byte(at: 24) == 0
            let crtc = info.word(at: 12)
            let millimeters = (Double(info.word(at: 16)), Double(info.word(at: 20)))
            if chosen == nil && connected && crtc != 0 {
                chosen = (crtc, millimeters)
            }
        }
        guard let chosen else { return nil }
        // Batch 3: the pixel size of the CRTC showing it.
        guard let crtcInfo = reply(connection, send(connection, opcode: 20, words: [chosen.crtc, configTime])) else { return nil }
        let pixels = (Double(crtcInfo.half(at: 16)), Double(crtcInfo.half(at: 18)))
        guard pixels.0 > 0, pixels.1 > 0 else { return nil }
        return Monitor(pixels: pixels, millimeters: chosen.millimeters)
    }

    /// Sends a RandR request whose body is `words` (CARD32s after the 4-byte header).
    static func send(_ connection: OpaquePointer, opcode: UInt8, words: [UInt32]) -> UInt32 {
        var body = words
        var request = xcb_protocol_request_t(count: 2, ext: extensionRecord, opcode: opcode, isvoid: 0)
        var header = [UInt32](repeating: 0, count: 1)  // filled in by xcb: opcodes and length
        return header.withUnsafeMutableBytes { headerBytes in
            body.withUnsafeMutableBytes { bodyBytes in
                // xcb needs two spare iovecs before the request's own.
                var vector = [iovec](repeating: iovec(), count: 4)
                vector[2] = iovec(iov_base: headerBytes.baseAddress, iov_len: headerBytes.count)
                vector[3] = iovec(iov_base: bodyBytes.baseAddress, iov_len: bodyBytes.count)
                return vector.withUnsafeMutableBufferPointer { parts in
                    UInt32(xcb_send_request(connection, Int32(XCB_REQUEST_CHECKED.rawValue), parts.baseAddress! + 2, &request))
                }
            }
        }
    }

    /// The reply to `sequence`, or nil for an error (which is consumed).
    static func reply(_ connection: OpaquePointer, _ sequence: UInt32) -> Reply? {
        var error: UnsafeMutablePointer<xcb_generic_error_t>?
        let raw = xcb_wait_for_reply(connection, sequence, &error)
        if let error { free(error) }
        guard let raw else { return nil }
        // A reply is 32 bytes plus 4 × its length field.
        let length = 32 + 4 * Int(raw.load(fromByteOffset: 4, as: UInt32.self))
        let bytes = Array(UnsafeRawBufferPointer(start: raw, count: length))
        free(raw)
        return Reply(bytes: bytes)
    }

    /// A reply's bytes, read in the server's byte order (xcb connections use the client's).
    struct Reply {
        let bytes: [UInt8]
        func byte(at offset: Int) -> UInt8 { offset < bytes.count ? bytes[offset] : 0 }
        func half(at offset: Int) -> UInt16 {
            guard offset + 2 <= bytes.count else { return 0 }
            return bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: UInt16.self) }
        }
        func word(at offset: Int) -> UInt32 {
            guard offset + 4 <= bytes.count else { return 0 }
            return bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: UInt32.self) }
        }
    }
}
