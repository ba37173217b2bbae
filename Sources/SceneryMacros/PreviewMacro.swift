import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview("Name", traits: …) { body }`: declares a uniquely named class conforming to
/// `PreviewRegistry`, which carries the preview's place in the source and makes the
/// `Preview`. The app finds the class at run time among the runtime's conformance records.
///
/// A class, not a struct: nothing refers to the type, and an optimised whole-module build
/// drops the conformance records of unreferenced internal structs and enums, but keeps
/// those of classes.
///
/// ```swift
/// #Preview("Card") {
///     Card()
/// }
/// // becomes
/// final class $s…Preview…fMu_: SceneryCore.PreviewRegistry {
///     static let fileID: String = "App/Card.swift"
///     static let line: Int = 12
///     static let column: Int = 1
///     @MainActor static func makePreview() throws -> SceneryCore.Preview {
///         SceneryCore.Preview("Card") { $s…Preview…fMu_.makeContent() }
///     }
///     @MainActor @SceneryCore.ViewBuilder static func makeContent() -> some SceneryCore.View {
///         Card()
///     }
/// }
/// ```
///
/// The body's statements keep their view-builder meaning in `makeContent()`. Variables
/// marked `@Previewable` move into a view type generated beside the registry: they become
/// its stored properties (its `@State`), and the other statements its `body`.
struct PreviewMacro: DeclarationMacro {
    static func expansion(of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        let arguments = try PreviewArguments(node)
        guard let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID) else {
            throw PreviewMacroError("#Preview cannot tell where it is in the source")
        }
        let registry = context.makeUniqueName("Preview")
        var previewArguments: [String] = []
        if let name = arguments.name { previewArguments.append(name.trimmedDescription) }
        if let first = arguments.traits.first {
            previewArguments.append("traits: " + first.trimmedDescription)
            previewArguments += arguments.traits.dropFirst().map(\.trimmedDescription)
        }
        let call = previewArguments.isEmpty ? "SceneryCore.Preview" : "SceneryCore.Preview(\(previewArguments.joined(separator: ", ")))"

        let (previewables, statements) = split(arguments.body.statements)
        var declarations: [DeclSyntax] = []
        let makeView: String
        let contentFunction: String
        if previewables.isEmpty {
            makeView = "\(registry.text).makeContent()"
            contentFunction = """

                @MainActor @SceneryCore.ViewBuilder static func makeContent() -> some SceneryCore.View {
                \(statements)
                }
            """
        } else {
            let content = context.makeUniqueName("PreviewContent")
            makeView = "\(content.text)()"
            contentFunction = ""
            declarations.append("""
                struct \(content): SceneryCore.View {
                \(raw: previewables.map { $0.trimmedDescription }.joined(separator: "\n"))
                @SceneryCore.ViewBuilder var body: some SceneryCore.View {
                \(statements)
                }
                }
                """)
        }
        declarations.insert("""
            final class \(registry): SceneryCore.PreviewRegistry {
                static let fileID: String = \(location.file)
                static let line: Int = \(location.line)
                static let column: Int = \(location.column)
                @MainActor static func makePreview() throws -> SceneryCore.Preview {
                    \(raw: call) { \(raw: makeView) }
                }\(raw: contentFunction)
            }
            """, at: 0)
        return declarations
    }

    /// The body's `@Previewable` variables (without the attribute) and its other statements.
    private static func split(_ statements: CodeBlockItemListSyntax) -> (previewables: [VariableDeclSyntax], rest: CodeBlockItemListSyntax) {
        var previewables: [VariableDeclSyntax] = []
        var rest: [CodeBlockItemSyntax] = []
        for statement in statements {
            guard let variable = statement.item.as(VariableDeclSyntax.self), let index = previewableIndex(in: variable.attributes) else {
                rest.append(statement)
                continue
            }
            var stripped = variable
            var attributes = Array(variable.attributes)
            attributes.remove(at: index)
            stripped.attributes = AttributeListSyntax(attributes)
            previewables.append(stripped)
        }
        return (previewables, CodeBlockItemListSyntax(rest))
    }

    private static func previewableIndex(in attributes: AttributeListSyntax) -> Int? {
        attributes.firstIndex { element in
            guard let attribute = element.as(AttributeSyntax.self) else { return false }
            let name = attribute.attributeName.trimmedDescription
            return name == "Previewable" || name.hasSuffix(".Previewable")
        }.map { attributes.distance(from: attributes.startIndex, to: $0) }
    }
}

/// What `#Preview` was given: an optional name, traits, and the body closure.
private struct PreviewArguments {
    var name: ExprSyntax?
    var traits: [ExprSyntax] = []
    var body: ClosureExprSyntax

    init(_ node: some FreestandingMacroExpansionSyntax) throws {
        var body: ClosureExprSyntax? = node.trailingClosure
        var seenTraits = false
        for (position, argument) in node.arguments.enumerated() {
            switch argument.label?.text {
            case "traits":
                seenTraits = true
                traits.append(argument.expression)
            case "body":
                guard let closure = argument.expression.as(ClosureExprSyntax.self) else {
                    throw PreviewMacroError("#Preview's body must be a closure written in place")
                }
                body = closure
            case nil where seenTraits:
                traits.append(argument.expression)
            case nil where position == 0:
                if !argument.expression.is(NilLiteralExprSyntax.self) { name = argument.expression }
            case let label:
                throw PreviewMacroError("#Preview takes a name, traits: and a body, not \(label.map { "\($0):" } ?? "this argument")")
            }
        }
        guard let body else { throw PreviewMacroError("#Preview needs a body: #Preview { ContentView() }") }
        if node.additionalTrailingClosures.count > 0 {
            throw PreviewMacroError("#Preview takes one closure, its body")
        }
        self.body = body
    }
}

/// `@Previewable`: a marker the `#Preview` macro reads; it adds nothing itself.
struct PreviewableMacro: PeerMacro {
    static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}

/// A macro error, shown by the compiler at the macro.
struct PreviewMacroError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
