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

/// Attributes that mark a declaration and add nothing here: SwiftData's `@Attribute`,
/// `@Relationship` and `@Transient` (how a property is stored, which an in-memory store has no
/// use for) and SwiftUI's `@Previewable` (a preview's own state, which its closure keeps).
public struct MarkerAttributeMacro: PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] { [] }
}
