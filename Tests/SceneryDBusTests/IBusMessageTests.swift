import SceneryDBus
import Testing

@Suite("IBus's serialized types: IBusText and the bus address")
struct IBusMessageTests {
    @Test("An IBusText is a variant of (sa{sv}sv) whose last field is a variant IBusAttrList of IBusAttributes")
    func textShape() throws {
        let text = IBusText("你好", attributes: [.init(type: 1, value: 1, start: 0, end: 2)])
        let value = text.dbusValue
        #expect(value.signature == "v")
        let inner = value.unwrappingVariant
        #expect(inner.signature == "(sa{sv}sv)")
        let fields = try #require(inner.structureFields)
        #expect(fields[0] == .string("IBusText"))
        #expect(fields[2] == .string("你好"))
        #expect(fields[3].unwrappingVariant.signature == "(sa{sv}av)")
        let attribute = try #require(fields[3].unwrappingVariant.structureFields?[2].arrayElements?.first)
        #expect(attribute.unwrappingVariant.signature == "(sa{sv}uuuu)")
    }

    @Test("An IBusText survives a CommitText signal's encoding and decoding, attributes included")
    func textInSignal() throws {
        let text = IBusText("ni", attributes: [.init(type: 1, value: 1, start: 0, end: 2), .init(type: 3, value: 0xBEBEBE, start: 1, end: 2)])
        let signal = DBusMessage.signal(
            path: "/org/freedesktop/IBus/InputContext_1", interface: "org.freedesktop.IBus.InputContext",
            member: "UpdatePreeditText", body: [text.dbusValue, .uint32(2), .boolean(true)])
        let decoded = try DBusMessage(decoding: try signal.encoded(serial: 3))
        #expect(decoded.signature == "vub")
        #expect(try IBusText(decoded.body[0]) == text)
    }

    @Test("Something that is not an IBusText is refused, naming its type")
    func notText() {
        #expect(throws: DBusError.self) { try IBusText(.variant(.string("ni"))) }
        #expect(throws: DBusError.self) { try IBusText(.variant(.structure([.string("IBusFoo"), .int32(1), .string("x")]))) }
    }

    @Test("IBus positions count characters: the cursor after 你 is UTF-8 offset 3")
    func characterOffsets() {
        let text = IBusText("你a")
        #expect(text.utf8Offset(ofCharacter: 0) == 0)
        #expect(text.utf8Offset(ofCharacter: 1) == 3)
        #expect(text.utf8Offset(ofCharacter: 2) == 4)
        #expect(text.utf8Offset(ofCharacter: 9) == 4)
    }

    @Test("IBus's own bus: IBUS_ADDRESS, else the address file named after the machine id, host and display number")
    func ibusAddress() {
        let files = [
            "/etc/machine-id": "abc123\n",
            "/home/u/.config/ibus/bus/abc123-unix-7": "# comment\nIBUS_ADDRESS=unix:abstract=/tmp/ibus-x,guid=1\nIBUS_DAEMON_PID=42\n",
        ]
        let environment = ["DISPLAY": ":7.0", "HOME": "/home/u"]
        #expect(IBusAddress.resolve(environment: { environment[$0] }, readFile: { files[$0] }) == "unix:abstract=/tmp/ibus-x,guid=1")
        #expect(IBusAddress.resolve(environment: { ($0 == "IBUS_ADDRESS" ? "unix:path=/p" : environment[$0]) }, readFile: { files[$0] }) == "unix:path=/p")
        #expect(IBusAddress.displayParts("remote:12.1")! == ("remote", "12"))
        #expect(IBusAddress.displayParts("nonsense") == nil)
        #expect(IBusAddress.addressFile(environment: { ["DISPLAY": ":0", "XDG_CONFIG_HOME": "/c"][$0] }, readFile: { files[$0] }) == "/c/ibus/bus/abc123-unix-0")
    }
}
