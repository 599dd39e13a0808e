/// How an image takes colour (SwiftUI's `Image.TemplateRenderingMode`): its own colours, or its
/// shape filled with the foreground style, as symbols are.
public enum ImageRenderingMode: String, Hashable, Sendable, CaseIterable, Codable {
    case original, template
}
