import Foundation

/// Timed audiovisual media, the base of the assets players play.
open class AVAsset: @unchecked Sendable {
    init() {}
}

/// Media at a URL. Its bytes are never loaded in a rendering.
open class AVURLAsset: AVAsset, @unchecked Sendable {
    public let url: URL

    public init(url URL: URL, options: [String: Any]? = nil) {
        url = URL
        super.init()
    }
}
