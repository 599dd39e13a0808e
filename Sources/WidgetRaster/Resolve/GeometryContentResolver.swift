import Foundation
import WidgetRasterLayout

/// Resolves a Swift body's `GeometryReader` content when layout has made it, as `JobResolver`
/// resolved the body: colour names checked (reported at the line that wrote them), unknown
/// symbols warned about, the images it names read from the scene's folder and catalogue.
struct GeometryContentResolver: ContentResolving {
    let validator: SceneValidator
    let catalog: AssetCatalog?
    let symbols: SymbolLibrary
    let folder: URL
    let colorSite: @Sendable (String) -> SourceLocation?
    let symbolSite: @Sendable (String) -> SourceLocation?

    func resolve(_ node: ViewNode, path: String) throws -> ResolvedContent {
        try validator.validateColours(node, path: path, site: colorSite)
        JobResolver.warnAboutUnknownSymbols(in: node, symbols: symbols, site: symbolSite)
        var images = ImageStore()
        images.add(node, catalog: catalog, folder: folder, missingDrawsNothing: true) { [folder] url, name in
            ImageAsset.read(url, as: name, folder: folder)
        }
        return ResolvedContent(node: node, images: images)
    }
}
