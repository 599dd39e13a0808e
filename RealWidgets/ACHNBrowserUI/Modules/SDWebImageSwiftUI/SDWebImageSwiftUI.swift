// SDWebImageSwiftUI (a third-party image loader the app depends on): the downloader the widget
// calls. With no network here, every download fails, as offline.
import Foundation
import UIKit

public final class SDWebImageDownloadToken {}

public final class SDWebImageDownloader: @unchecked Sendable {
    public static let shared = SDWebImageDownloader()

    @discardableResult
    public func downloadImage(with url: URL?,
                              completed: ((UIImage?, Data?, Error?, Bool) -> Void)?) -> SDWebImageDownloadToken? {
        DispatchQueue.global().async { completed?(nil, nil, URLError(.notConnectedToInternet), true) }
        return SDWebImageDownloadToken()
    }
}
