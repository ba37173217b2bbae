import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Entry var name: Type = default` inside `extension EnvironmentValues`: makes the property a computed one over a private key type whose
/// default value is the initialiser, as SwiftUI's macro does.
///
/// ```swift
/// extension EnvironmentValues {
///     @Entry var accent: Color = .blue
/// }
/// // becomes
/// extension EnvironmentValues {
///     var accent: Color {
///         get { self[__Key_accent.self] }
///         set { self[__Key_accent.self] = newValue }
///     }
///     private struct __Key_accent: SceneryCore.EnvironmentKey {
///         typealias Value = Color
///         static var defaultValue: Value { .blue }
///     }
/// }
/// ```
struct EntryMacro: AccessorMacro, PeerMacro {
    static func expansion(
        of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        let entry = try Entry(declaration)
        return [
            "get { self[\(raw: entry.keyName).self] }",
            "set { self[\(raw: entry.keyName).self] = newValue }",
        ]
    }

    static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let entry = try Entry(declaration)
        let keyProtocol = try keyProtocol(in: context)
        return [
            """
            private struct \(raw: entry.keyName): \(raw: keyProtocol) {
                typealias Value = \(entry.type)
                static var defaultValue: Value { \(entry.defaultValue) }
            }
            """,
        ]
    }

    /// The key protocol for the type the extension extends.
    private static func keyProtocol(in context: some MacroExpansionContext) throws -> String {
        for lexical in context.lexicalContext {
            guard let extensionDecl = lexical.as(ExtensionDeclSyntax.self) else { continue }
            let extended = extensionDecl.extendedType.trimmedDescription
            switch extended.split(separator: ".").last.map(String.init) {
            case "EnvironmentValues": return "SceneryCore.EnvironmentKey"
            default: throw EntryError("@Entry works in extensions of EnvironmentValues, not of \(extended)")
            }
        }
        throw EntryError("@Entry belongs on a property in an extension of EnvironmentValues")
    }
}

/// What the macro reads off the property.
private struct Entry {
    let name: String
    let type: TypeSyntax
    let defaultValue: ExprSyntax

    var keyName: String { "__Key_\(name)" }

    init(_ declaration: some DeclSyntaxProtocol) throws {
        guard let variable = declaration.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.var),
              variable.bindings.count == 1, let binding = variable.bindings.first,
              let identifier = binding.pattern.as(IdentifierPatternSyntax.self)
        else { throw EntryError("@Entry applies to a single `var` property") }
        guard binding.accessorBlock == nil else { throw EntryError("@Entry makes the accessors itself; remove the property's own") }
        guard let type = binding.typeAnnotation?.type else {
            throw EntryError("@Entry needs the property's type written out: `@Entry var \(identifier.identifier.text): Type = value`")
        }
        name = identifier.identifier.text
        self.type = type.trimmed
        if let initializer = binding.initializer {
            defaultValue = initializer.value.trimmed
        } else if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            defaultValue = "nil"
        } else {
            throw EntryError("@Entry needs a default value: `@Entry var \(name): \(type.trimmedDescription) = value`")
        }
    }
}

/// A macro error, shown by the compiler at the attribute.
struct EntryError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
