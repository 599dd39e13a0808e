import Foundation

/// `manifest.json`: every image written, in job order, with its render parameters.
public struct Manifest: Codable, Equatable, Sendable {
    public struct Entry: Codable, Equatable, Sendable {
        public var widget: String
        public var family: String
        /// Ids of every device that shares this size.
        public var device: [String]
        public var scale: Int
        public var variant: String
        public var dynamicType: String
        public var renderingMode: String
        public var layoutDirection: String
        public var width: Int
        public var height: Int
        public var file: String
        /// `widgetURL` / `link` regions in the widget's points (on iPad, canvas points).
        public var tapTargets: [TapTarget]?
        /// Hash of the PNG file's bytes.
        public var hash: String?
        /// Hash of everything the image depends on; an unchanged value lets a re-run skip it.
        public var inputs: String?
    }

    public var generator: String
    public var sizeTable: String
    public var images: [Entry]

    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }
}
