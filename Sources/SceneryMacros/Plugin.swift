import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin that provides Scenery's macros.
@main
struct SceneryMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [EntryMacro.self, PreviewMacro.self, PreviewableMacro.self]
}
