import SwiftCompilerPlugin
import SwiftSyntaxMacros

@main
struct WidgetRasterMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [PreviewMacro.self, ModelMacro.self, MarkerAttributeMacro.self, QueryMacro.self,
                                         ModelActorMacro.self]
}
