@testable import SceneryMacros
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// What `@Entry` expands to, and the errors it gives (swift-syntax's expansion harness).
@Suite("@Entry expansion")
struct EntryMacroExpansionTests {
    let macros: [String: MacroSpec] = ["Entry": MacroSpec(type: EntryMacro.self)]

    func expect(_ source: String, expandsTo expected: String, diagnostics: [DiagnosticSpec] = [], sourceLocation: SourceLocation = #_sourceLocation) {
        assertMacroExpansion(source, expandedSource: expected, diagnostics: diagnostics, macroSpecs: macros, indentationWidth: .spaces(4)) { failure in
            Issue.record(Comment(rawValue: failure.message), sourceLocation: sourceLocation)
        }
    }

    @Test("A typed property with a default becomes a computed property over a private EnvironmentKey")
    func expansion() {
        expect(
            """
            extension EnvironmentValues {
                @Entry var accent: Color = .blue
            }
            """,
            expandsTo: """
            extension EnvironmentValues {
                var accent: Color {
                    get {
                        self[__Key_accent.self]
                    }
                    set {
                        self[__Key_accent.self] = newValue
                    }
                }

                private struct __Key_accent: SceneryCore.EnvironmentKey {
                    typealias Value = Color
                    static var defaultValue: Value {
                        .blue
                    }
                }
            }
            """)
    }

    @Test("An optional without a default defaults to nil")
    func optionalDefault() {
        expect(
            """
            extension EnvironmentValues {
                @Entry var note: String?
            }
            """,
            expandsTo: """
            extension EnvironmentValues {
                var note: String? {
                    get {
                        self[__Key_note.self]
                    }
                    set {
                        self[__Key_note.self] = newValue
                    }
                }

                private struct __Key_note: SceneryCore.EnvironmentKey {
                    typealias Value = String?
                    static var defaultValue: Value {
                        nil
                    }
                }
            }
            """)
    }

    @Test("A missing type, a missing default and a foreign extension are errors that say what to write")
    func errors() {
        let missingType = "@Entry needs the property's type written out: `@Entry var count: Type = value`"
        expect(
            """
            extension EnvironmentValues {
                @Entry var count = 3
            }
            """,
            expandsTo: """
            extension EnvironmentValues {
                var count = 3
            }
            """,
            diagnostics: [
                DiagnosticSpec(message: missingType, line: 2, column: 5),
                DiagnosticSpec(message: missingType, line: 2, column: 5),
            ])
        let missingDefault = "@Entry needs a default value: `@Entry var count: Int = value`"
        expect(
            """
            extension EnvironmentValues {
                @Entry var count: Int
            }
            """,
            expandsTo: """
            extension EnvironmentValues {
                var count: Int
            }
            """,
            diagnostics: [
                DiagnosticSpec(message: missingDefault, line: 2, column: 5),
                DiagnosticSpec(message: missingDefault, line: 2, column: 5),
            ])
        expect(
            """
            extension Settings {
                @Entry var count: Int = 1
            }
            """,
            expandsTo: """
            extension Settings {
                var count: Int {
                    get {
                        self[__Key_count.self]
                    }
                    set {
                        self[__Key_count.self] = newValue
                    }
                }
            }
            """,
            diagnostics: [DiagnosticSpec(message: "@Entry works in extensions of EnvironmentValues, not of Settings", line: 2, column: 5)])
    }
}
