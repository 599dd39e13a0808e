import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview`: becomes a type of `SwiftUI._PreviewRegistration` holding the preview's arguments
/// as written, with its `#fileID`, line and file path, so the preview is found at run time without
/// being registered anywhere (as Xcode finds its previews), and lint findings point at its source.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        // The magic literals, not `context.location`: in an expansion they name the `#Preview`
        // itself, as the file's `#sourceLocation` presents it (a mirrored file names its original).
        var arguments = LabeledExprListSyntax()
        arguments.append(LabeledExprSyntax(label: "fileID", expression: ExprSyntax("#fileID")))
        arguments.append(LabeledExprSyntax(label: "line", expression: ExprSyntax("#line")))
        arguments.append(contentsOf: node.arguments)
        for index in arguments.indices {
            arguments[index].trailingComma = index == arguments.index(before: arguments.endIndex) ? nil : .commaToken()
        }
        let call = FunctionCallExprSyntax(
            calledExpression: ExprSyntax("SwiftUI._PreviewDeclaration"), leftParen: .leftParenToken(), arguments: arguments,
            rightParen: .rightParenToken(), trailingClosure: node.trailingClosure,
            additionalTrailingClosures: node.additionalTrailingClosures)
        let name = context.makeUniqueName("Preview")
        return ["""
            struct \(name): SwiftUI._PreviewRegistration {
                static var _preview: SwiftUI._PreviewDeclaration {
                    \(call)
                }
                static var _filePath: String { #filePath }
            }
            """]
    }
}
