import SceneryDBus
import Testing

@Suite("D-Bus wire format: values, messages and addresses")
struct DBusMarshalTests {
    private func encoded(_ value: DBusValue) throws -> [UInt8] {
        var writer = DBusWriter()
        try writer.write(value)
        return writer.bytes
    }

    @Test("Basic values are little-endian and aligned to their size; strings are length, bytes, NUL")
    func basicValues() throws {
        #expect(try encoded(.structure([.byte(7), .uint32(0x0102_0304)])) == [7, 0, 0, 0, 4, 3, 2, 1])
        #expect(try encoded(.structure([.byte(1), .int64(-2)])) == [1, 0, 0, 0, 0, 0, 0, 0] + [0xFE] + Array(repeating: 0xFF, count: 7))
        #expect(try encoded(.string("ab")) == [2, 0, 0, 0, 0x61, 0x62, 0])
        #expect(try encoded(.signature("as")) == [2, 0x61, 0x73, 0])
        #expect(try encoded(.boolean(true)) == [1, 0, 0, 0])
        #expect(try encoded(.variant(.uint16(5))) == [1, 0x71, 0, 0, 5, 0])
    }

    @Test("An array's length counts its elements' bytes, not the padding before the first")
    func arrayLength() throws {
        // a(t): length 16, then padding to 8, then two 8-byte elements.
        let bytes = try encoded(.array(element: "t", [.uint64(1), .uint64(2)]))
        #expect(bytes.count == 4 + 4 + 16)
        #expect(Array(bytes.prefix(4)) == [16, 0, 0, 0])
        var reader = DBusReader(bytes)
        #expect(try reader.read(DBusType.parseSingle("at")) == .array(element: "t", [.uint64(1), .uint64(2)]))
        #expect(reader.isAtEnd)
        // An empty array of structs still pads to the element boundary.
        #expect(try encoded(.array(element: "(ii)", [])) == [0, 0, 0, 0, 0, 0, 0, 0])
    }

    @Test("Every value reads back as written, nested containers and variants included")
    func roundTrip() throws {
        let value = DBusValue.structure([
            .string("héllo"), .stringVariantDictionary([("a", .int32(-5)), ("b", .objectPath("/x/y"))]),
            .array(element: "v", [.variant(.double(1.5)), .variant(.array(element: "y", [.byte(1), .byte(2)]))]),
            .int16(-3), .uint64(UInt64.max), .boolean(false), .signature("a{sv}"),
        ])
        var reader = DBusReader(try encoded(value))
        #expect(try reader.read(DBusType.parseSingle(value.signature)) == value)
        #expect(reader.isAtEnd)
    }

    @Test("A method call message reads back with its header fields and body; its length is known from 16 bytes")
    func messageRoundTrip() throws {
        var message = DBusMessage.call(
            destination: "org.freedesktop.portal.IBus", path: "/org/freedesktop/IBus", interface: "org.freedesktop.IBus.Portal",
            member: "CreateInputContext", body: [.string("Scenery")])
        message.flags = 0
        let bytes = try message.encoded(serial: 9)
        #expect(bytes[0] == UInt8(ascii: "l") && bytes[1] == 1 && bytes[3] == 1)
        #expect(try DBusMessage.length(ofMessageStarting: bytes.prefix(15)) == nil)
        #expect(try DBusMessage.length(ofMessageStarting: bytes[...]) == bytes.count)
        var decoded = try DBusMessage(decoding: bytes)
        #expect(decoded.serial == 9)
        decoded.serial = 0
        #expect(decoded == message)
    }

    @Test("Malformed bytes throw errors that say what is wrong")
    func malformed() throws {
        var reader = DBusReader([2, 0, 0, 0])
        #expect(throws: DBusError.self) { try reader.read(.basic("b")) }
        var short = DBusReader([9, 0, 0, 0, 0x61])
        #expect(throws: DBusError.self) { try short.read(.basic("s")) }
        var pastEnd = DBusReader([0xFF, 0, 0, 0])
        #expect(throws: DBusError.self) { try pastEnd.read(DBusType.parseSingle("ay")) }
        #expect(throws: DBusError.self) { try DBusType.parseSequence("a{vs}") }
        #expect(throws: DBusError.self) { try DBusType.parseSequence("(i") }
        #expect(throws: DBusError.self) { try DBusMessage(decoding: Array("hello world, not D-Bus".utf8)) }
        #expect(throws: DBusError.self) { try DBusWriter().writing(.array(element: "s", [.int32(1)])) }
    }

    @Test("Addresses: unix path and abstract entries, %-escapes; other transports are refused with a reason")
    func addresses() throws {
        #expect(try DBusAddress.parse("unix:path=/tmp/a%20b,guid=0123;unix:abstract=/tmp/dbus-x") == [.path("/tmp/a b"), .abstract("/tmp/dbus-x")])
        #expect(try DBusAddress.parse("tcp:host=localhost,port=1;unix:path=/run/bus") == [.path("/run/bus")])
        #expect(throws: DBusError.self) { try DBusAddress.parse("tcp:host=localhost,port=1") }
        #expect(DBusAddress.sessionBus(environment: { $0 == "DBUS_SESSION_BUS_ADDRESS" ? "unix:path=/x" : nil }) == "unix:path=/x")
    }
}

extension DBusWriter {
    fileprivate func writing(_ value: DBusValue) throws(DBusError) -> [UInt8] {
        var copy = self
        try copy.write(value)
        return copy.bytes
    }
}
