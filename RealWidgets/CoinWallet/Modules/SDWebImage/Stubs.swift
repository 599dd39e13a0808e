// SDWebImage (the open-source image loader), as the widget files use it: the shared manager
// loading an image by URL, its caches and options. Here it loads through URLSession.shared (so
// the harness's recorded responses answer it) and keeps nothing on disk.
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@_exported import UIKit

public enum SDImageCacheType: Int, Sendable { case none, disk, memory, all }

public struct SDWebImageOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let retryFailed = SDWebImageOptions(rawValue: 1 << 0)
    public static let lowPriority = SDWebImageOptions(rawValue: 1 << 1)
    public static let refreshCached = SDWebImageOptions(rawValue: 1 << 3)
}

public struct SDWebImageContextOption: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let imageThumbnailPixelSize = SDWebImageContextOption(rawValue: "imageThumbnailPixelSize")
}

public final class SDWebImageCacheKeyFilter {
    let filter: (URL) -> String?
    public init(block: @escaping (URL) -> String?) { filter = block }
    public convenience init(_ block: @escaping (URL) -> String?) { self.init(block: block) }
}

public final class SDImageCache: @unchecked Sendable {
    public static let shared = SDImageCache()
    public func clearDisk(onCompletion completion: (() -> Void)? = nil) { completion?() }
    public func clearMemory() {}
}

public final class SDWebImageCombinedOperation {}

public final class SDWebImageManager: @unchecked Sendable {
    public static let shared = SDWebImageManager()
    public var cacheKeyFilter: SDWebImageCacheKeyFilter?

    /// Loads the image at `url` and calls `completed` with it (or the error), as a fresh download.
    @discardableResult
    public func loadImage(with url: URL?, options: SDWebImageOptions = [], context: [SDWebImageContextOption: Any]? = nil,
                          progress: ((Int, Int, URL?) -> Void)?,
                          completed: @escaping (UIImage?, Data?, Error?, SDImageCacheType, Bool, URL?) -> Void) -> SDWebImageCombinedOperation? {
        guard let url else {
            completed(nil, nil, URLError(.badURL), .none, true, nil)
            return nil
        }
        URLSession.shared.dataTask(with: url) { data, _, error in
            let image = data.flatMap { UIImage(data: $0) }
            completed(image, data, image == nil ? (error ?? URLError(.cannotDecodeContentData)) : nil, .none, true, url)
        }.resume()
        return SDWebImageCombinedOperation()
    }
}
