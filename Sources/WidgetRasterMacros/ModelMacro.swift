import SwiftSyntax
import SwiftSyntaxMacros

/// SwiftData's `@Model`: the class becomes a `PersistentModel`, which the in-memory store keeps by
/// identity. Its stored properties stay ordinary properties (no store sits behind them here).
public struct ModelMacro: ExtensionMacro {
    public static func expansion(of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
                                 providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
                                 in context: some MacroExpansionContext) throws -> [ExtensionDeclSyntax] {
        guard declaration.is(ClassDeclSyntax.self) else {
            throw MacroExpansionErrorMessage("@Model applies to a class")
        }
        return [try ExtensionDeclSyntax("extension \(type.trimmed): SwiftData.PersistentModel {}")]
    }
}

/// SwiftData's `@Attribute`, `@Relationship` and `@Transient`: how a property is stored, which an
/// in-memory store has no use for; they add nothing.
public struct PersistenceAttributeMacro: PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] { [] }
}
