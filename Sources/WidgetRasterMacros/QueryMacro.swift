import SwiftSyntax
import SwiftSyntaxMacros

/// SwiftData's `@Query(…) var items: [Item]`: the property reads `_items`, a `Query<Item, [Item]>`
/// made with the attribute's arguments and stored beside it. The element type is the property's,
/// so `@Query var items: [Item]` needs no other (a property wrapper could not infer it), and an
/// initialiser may still assign `_items = Query(filter: …)`.
public struct QueryMacro: AccessorMacro, PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [AccessorDeclSyntax] {
        let property = try QueriedProperty(declaration)
        return ["get { _\(raw: property.name).wrappedValue }"]
    }

    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        let property = try QueriedProperty(declaration)
        let arguments = node.arguments.flatMap { $0.as(LabeledExprListSyntax.self) }.map { "\($0.trimmed)" } ?? ""
        let access = property.access.map { "\($0) " } ?? ""
        return ["\(raw: access)var _\(raw: property.name): SwiftData.Query<\(raw: property.element), \(raw: property.type)> = .init(\(raw: arguments))"]
    }
}

/// The property `@Query` is attached to: its name, its type (an array of models) and the element
/// type, and its access when that is private or fileprivate (which its storage keeps).
private struct QueriedProperty {
    let name: String
    let type: String
    let element: String
    let access: String?

    init(_ declaration: some DeclSyntaxProtocol) throws {
        guard let variable = declaration.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.var),
              variable.bindings.count == 1, let binding = variable.bindings.first,
              let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else {
            throw MacroExpansionErrorMessage("@Query applies to one `var`, as in `@Query var items: [Item]`")
        }
        guard let annotation = binding.typeAnnotation?.type, binding.initializer == nil, binding.accessorBlock == nil else {
            throw MacroExpansionErrorMessage("@Query needs the property's type and no value, as in `@Query var items: [Item]`")
        }
        name = identifier.identifier.trimmedDescription
        type = annotation.trimmedDescription
        if let array = annotation.as(ArrayTypeSyntax.self) {
            element = array.element.trimmedDescription
        } else if let named = annotation.as(IdentifierTypeSyntax.self), named.name.text == "Array",
                  let argument = named.genericArgumentClause?.arguments.first {
            element = argument.argument.trimmedDescription
        } else {
            element = "\(type).Element"
        }
        access = variable.modifiers.map(\.name.text).first { $0 == "private" || $0 == "fileprivate" }
    }
}
