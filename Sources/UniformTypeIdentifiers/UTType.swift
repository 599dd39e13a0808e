import Foundation

/// A uniform type identifier (`UTType.png`, `UTType(exportedAs: "com.example.donut")`): app code
/// names file and drag types with them; a widget image never depends on one.
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    public let identifier: String
    public let preferredFilenameExtension: String?

    public init?(_ identifier: String) { self.init(identifier: identifier, extension: nil) }
    public init(exportedAs identifier: String, conformingTo parent: UTType? = nil) { self.init(identifier: identifier, extension: nil) }
    public init(importedAs identifier: String, conformingTo parent: UTType? = nil) { self.init(identifier: identifier, extension: nil) }
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        guard let known = UTType.byExtension[filenameExtension.lowercased()] else { return nil }
        self = known
    }

    init(identifier: String, extension: String?) {
        self.identifier = identifier
        preferredFilenameExtension = `extension`
    }

    public var description: String { identifier }
    public func conforms(to type: UTType) -> Bool { type == self || type == .data || type == .item }

    public static let item = UTType(identifier: "public.item", extension: nil)
    public static let data = UTType(identifier: "public.data", extension: nil)
    public static let content = UTType(identifier: "public.content", extension: nil)
    public static let text = UTType(identifier: "public.text", extension: nil)
    public static let plainText = UTType(identifier: "public.plain-text", extension: "txt")
    public static let utf8PlainText = UTType(identifier: "public.utf8-plain-text", extension: "txt")
    public static let json = UTType(identifier: "public.json", extension: "json")
    public static let url = UTType(identifier: "public.url", extension: nil)
    public static let image = UTType(identifier: "public.image", extension: nil)
    public static let png = UTType(identifier: "public.png", extension: "png")
    public static let jpeg = UTType(identifier: "public.jpeg", extension: "jpeg")
    public static let pdf = UTType(identifier: "com.adobe.pdf", extension: "pdf")
    public static let svg = UTType(identifier: "public.svg-image", extension: "svg")
    public static let audio = UTType(identifier: "public.audio", extension: nil)
    public static let movie = UTType(identifier: "public.movie", extension: nil)

    private static let byExtension: [String: UTType] = [
        "txt": .plainText, "json": .json, "png": .png, "jpg": .jpeg, "jpeg": .jpeg, "pdf": .pdf, "svg": .svg,
    ]
}
