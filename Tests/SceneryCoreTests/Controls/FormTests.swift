import FoundationEssentials
@testable import SceneryCore
@testable import SceneryHeadless
@testable import SceneryRenderer
import SceneryTesting
import Testing

/// A settings form: a text value, a slider, a switch and a checkbox in two sections.
struct SettingsForm: View {
    @State var volume = 0.5
    @State var dark = false
    @State var sounds = true

    var body: some View {
        Form {
            Section("General") {
                LabeledContent("Version", value: "1.2")
                Slider(value: $volume) { Text("Volume") }
            }
            Section("Looks") {
                Toggle("Dark appearance", isOn: $dark).toggleStyle(.switch)
                Toggle("Play sounds", isOn: $sounds)
            }
        }
        .frame(width: 360)
        .padding(10)
    }
}

@Suite("Form, LabeledContent, GroupBox, ControlGroup, Gauge, Link")
@MainActor
struct FormTests {
    @Test("LabeledContent outside a form: the label, 8 points, the value in the secondary colour")
    func labeledContent() throws {
        let window = try HeadlessWindow(VStack { LabeledContent("Size", value: "12 KB") })
        let label = try #require(window.textFrame("Size"))
        let value = try #require(window.textFrame("12 KB"))
        #expect(value.minX == label.maxX + CGFloat(8))
        #expect(window.textColor("12 KB") == Color.secondary.light)
        let formatted = try HeadlessWindow(LabeledContent("Count", value: 42, format: .number))
        #expect(formatted.texts.contains("42"))
    }

    @Test("A columns form lines the labels up trailing-aligned in a column, the controls in a second column; checkboxes in the second column")
    func columns() throws {
        let window = try HeadlessWindow(SettingsForm())
        let version = try #require(window.textFrame("Version"))
        let volume = try #require(window.textFrame("Volume"))
        let dark = try #require(window.textFrame("Dark appearance"))
        #expect(version.maxX == dark.maxX && volume.maxX == dark.maxX, "labels trailing-aligned")
        let value = try #require(window.textFrame("1.2"))
        let track = try #require(window.filledShapes(Color.controlTrack.light).first)
        let switchTrack = try #require(window.filledShapes(Color.switchTrack.light).first)
        let controls = dark.maxX + CGFloat(8)
        #expect(value.minX == controls && track.minX == controls && switchTrack.minX == controls)
        let checkbox = try #require(window.filledShapes(Color.accentColor.light).first { $0.width == 16 })
        #expect(checkbox.minX == controls, "a checkbox sits in the control column")
        let general = try #require(window.textFrame("General"))
        let looks = try #require(window.textFrame("Looks"))
        #expect(general.minX == 10 && looks.minX == 10, "section headers at the leading edge")
        #expect(track.maxX == CGFloat(370), "the slider fills the control column")
        // Rows work in the form: the switch flips.
        window.window.click(at: CGPoint(x: switchTrack.midX, y: switchTrack.midY))
        #expect(window.filledShapes(Color.accentColor.light).contains(switchTrack))
    }

    /// A form of every control that has a label: each row's label in the label column.
    struct ControlsForm: View {
        @State var copies = 2
        @State var name = ""
        @State var city = ""
        @State var size = 0
        @State var date = Date(timeIntervalSinceReferenceDate: 815_961_600)
        @State var tint = Color(red: 1, green: 0, blue: 0)
        @State var volume = 0.5
        @State var dark = false

        var body: some View {
            Form {
                Stepper("Copies", value: $copies, in: 1...9)
                TextField("Name", text: $name, prompt: Text("Required"))
                TextField("City", text: $city)
                Picker("Size", selection: $size) {
                    Text("Small").tag(0)
                    Text("Large").tag(1)
                }
                DatePicker("Date of departure", selection: $date, displayedComponents: .date).datePickerStyle(.field)
                ColorPicker("Tint", selection: $tint, supportsOpacity: false)
                Slider(value: $volume) { Text("Volume") }
                Toggle("Dark", isOn: $dark).toggleStyle(.switch)
                LabeledContent("Version", value: "1.2")
            }
            .frame(width: 420)
            .padding(10)
        }
    }

    @Test("Columns: Stepper, TextField (title as label, prompt as placeholder), Picker, DatePicker, ColorPicker, Slider, switch and LabeledContent put their label in one trailing-aligned column and their control 8 points after it")
    func everyControlInColumns() throws {
        let window = try HeadlessWindow(ControlsForm())
        let labels = ["Copies", "Name", "City", "Size", "Date of departure", "Tint", "Volume", "Dark", "Version"]
        let frames = try labels.map { try #require(window.textFrame($0), "no label \($0): \(window.texts)") }
        let column = try #require(window.textFrame("Date of departure")).maxX
        for (label, frame) in zip(labels, frames) {
            #expect(frame.maxX == column, "\(label) ends at \(frame.maxX), not at the column's edge \(column)")
        }
        #expect(window.textFrame("Date of departure")?.minX == 10, "the widest label starts at the form's edge")
        let controls = column + CGFloat(8)
        let stepper = try #require(window.filledShapes(Color(white: 0.88)).first)
        #expect(stepper.minX == controls, "stepper buttons at \(stepper.minX)")
        // The two text fields' white faces (the date field, slider knob and switch knob are white too).
        let fields = window.filledShapes(Color.textFieldBackground)
            .filter { face in [frames[1], frames[2]].contains { abs($0.midY - face.midY) <= 1 } }
        #expect(fields.count == 2 && fields.allSatisfy { $0.minX == controls }, "text fields at \(fields)")
        #expect(fields.allSatisfy { $0.maxX == CGFloat(430) }, "text fields fill the control column: \(fields)")
        // The prompt is the placeholder; a title without a prompt is the label only.
        let prompt = try #require(window.textFrame("Required"))
        #expect(prompt.minX > controls && prompt.minX < controls + 12)
        #expect(window.texts.filter { $0 == "City" }.count == 1, "City is drawn once, as the label")
        let small = try #require(window.textFrame("Small"), "the picker's menu button shows the selection")
        #expect(small.minX > controls && small.minX < controls + 16)
        // The swatch's colour is inset 3 points in its button.
        let swatch = try #require(window.filledShapes(Color(red: 1, green: 0, blue: 0)).first)
        #expect(swatch.minX == controls + CGFloat(3))
        let value = try #require(window.textFrame("1.2"))
        #expect(value.minX == controls)
        // Each control is centred on its label's row (the text field's text on its label's baseline).
        let copies = frames[0]
        #expect(abs(stepper.midY - copies.midY) <= 0.5)
        let name = frames[1]
        #expect(prompt.minY == name.minY, "the prompt on the label's line")
    }

    @Test("Outside a form a text field shows no label, and labelsHidden() hides the label of a stepper or picker")
    func labelsOutsideForms() throws {
        struct Plain: View {
            @State var name = ""
            @State var copies = 1
            @State var size = 0
            var body: some View {
                VStack {
                    TextField("Name", text: $name)
                    Stepper("Copies", value: $copies)
                    Picker("Size", selection: $size) { Text("Small").tag(0) }.labelsHidden()
                }
            }
        }
        let window = try HeadlessWindow(Plain())
        #expect(window.texts.filter { $0 == "Name" }.count == 1, "the title is the placeholder only")
        #expect(window.texts.contains("Copies"))
        #expect(!window.texts.contains("Size"))
        #expect(window.texts.contains("Small"))
    }

    @Test(".formStyle(.grouped): each section a rounded box, labels leading and controls trailing")
    func grouped() throws {
        let window = try HeadlessWindow(SettingsForm().formStyle(.grouped))
        let boxes = window.filledShapes(Color.groupBoxFill.light)
        #expect(boxes.count == 2, "\(window.items)")
        let version = try #require(window.textFrame("Version"))
        let value = try #require(window.textFrame("1.2"))
        let box = try #require(boxes.first)
        #expect(version.minX == box.minX + CGFloat(12))
        #expect(value.maxX == box.maxX - CGFloat(12))
        let general = try #require(window.textFrame("General"))
        #expect(general.maxY <= box.minY, "the header above its box")
    }

    @Test("GroupBox: the label above, the content padded 10 on a rounded box; without a label just the box")
    func groupBox() throws {
        let window = try HeadlessWindow(GroupBox("Account") { Text("Signed in") }.frame(width: 200))
        let box = try #require(window.filledShapes(Color.groupBoxFill.light).first)
        let title = try #require(window.textFrame("Account"))
        let content = try #require(window.textFrame("Signed in"))
        #expect(title.maxY + CGFloat(6) == box.minY)
        #expect(content.minX == box.minX + CGFloat(10) && content.minY == box.minY + CGFloat(10))
        #expect(box.width == 200)
        let plain = try HeadlessWindow(GroupBox { Text("Alone") })
        #expect(plain.filledShapes(Color.groupBoxFill.light).count == 1)
    }

    @Test("ControlGroup: its buttons side by side, 1 point apart, each acting")
    func controlGroup() throws {
        let tally = Tally()
        let window = try HeadlessWindow(ControlGroup {
            Button("Back") { tally.entries.append("back") }
            Button("Forward") { tally.entries.append("forward") }
        })
        let faces = window.filledShapes(Color.controlFill.light).sorted { $0.minX < $1.minX }
        #expect(faces.count == 2)
        #expect(faces[1].minX == faces[0].maxX + 1)
        window.window.click(at: try #require(window.center(of: "Forward")))
        #expect(tally.entries == ["forward"])
    }

    @Test("Gauge: a bar filled to the value in the tint, labels around it; .accessoryCircular draws a ring")
    func gauge() throws {
        let window = try HeadlessWindow(
            Gauge(value: 30, in: 0...120) { Text("Speed") } currentValueLabel: { Text("30") }
                minimumValueLabel: { Text("0") } maximumValueLabel: { Text("120") }
                .frame(width: 200))
        #expect(["Speed", "30", "0", "120"].allSatisfy(window.texts.contains))
        let fill = try #require(window.filledShapes(Color.accentColor.light).first)
        let track = try #require(window.filledShapes(Color(white: 0, opacity: 0.12)).first)
        #expect(abs(fill.width - track.width / 4) < 0.5)
        let ring = try HeadlessWindow(Gauge(value: 0.5) { Text("Level") }.gaugeStyle(.accessoryCircular))
        let arcs = ring.items.filter { if case .shape(_, .stroke, let c, _) = $0, c == Color.accentColor.light { true } else { false } }
        #expect(arcs.count == 1)
    }

    @Test("Link: the title in the tint; a click opens the destination with openURL")
    func link() throws {
        let window = try HeadlessWindow(VStack {
            Link("Scenery", destination: URL(string: "https://example.org/scenery")!)
            Button("Plain") {}.buttonStyle(.link)
        })
        #expect(window.textColor("Scenery") == Color.accentColor.light)
        #expect(window.textColor("Plain") == Color.accentColor.light)
    }

    @Test("Hover: a bordered button is lighter under the pointer; onHover and onContinuousHover hear the pointer come, move and go")
    func hover() throws {
        let tally = Tally()
        let window = try HeadlessWindow(VStack(spacing: 20) {
            Button("Save") {}
            Color.blue.frame(width: 50, height: 50)
                .onHover { tally.entries.append("hover \($0)") }
                .onContinuousHover { phase in
                    switch phase {
                    case .active(let point): tally.entries.append("at \(Int(point.x)),\(Int(point.y))")
                    case .ended: tally.entries.append("ended")
                    }
                }
        }.padding(10))
        let save = try #require(window.center(of: "Save"))
        let veil = Color.controlHoverVeil.light
        window.window.hover(at: save)
        #expect(window.filledShapes(veil).count == 1, "lighter under the pointer")
        let square = try #require(window.filledShapes(Color.blue.light).first)
        window.window.hover(at: CGPoint(x: square.minX + 5, y: square.minY + 6))
        #expect(window.filledShapes(veil).isEmpty)
        window.window.hover(at: CGPoint(x: square.minX + 7, y: square.minY + 6))
        window.window.hover(at: nil)
        #expect(tally.entries == ["at 5,6", "hover true", "at 7,6", "ended", "hover false"], "\(tally.entries)")
    }
}
