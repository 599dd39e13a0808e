/// `#Preview { MyView() }`: compiles as in Xcode; previews are not rendered by this macro
/// (render views with `renderWidget` or `assertWidgetSnapshot`).
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait..., body: @escaping () -> any View) =
    #externalMacro(module: "WidgetRasterMacros", type: "PreviewMacro")

/// How a preview is laid out (accepted for `#Preview(traits:)`).
public struct PreviewTrait: Sendable {
    let name: String
    public static let sizeThatFitsLayout = PreviewTrait(name: "sizeThatFitsLayout")
    public static let portrait = PreviewTrait(name: "portrait")
    public static let landscapeLeft = PreviewTrait(name: "landscapeLeft")
    public static let landscapeRight = PreviewTrait(name: "landscapeRight")
    public static func fixedLayout(width: Double, height: Double) -> PreviewTrait { PreviewTrait(name: "fixedLayout") }
}
