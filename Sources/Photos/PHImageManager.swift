import Foundation
import SwiftUI

/// A request's number, which cancels it.
public typealias PHImageRequestID = Int32
/// The number of no request.
public let PHInvalidImageRequestID: PHImageRequestID = 0
/// The target size that asks for an asset's full size.
public let PHImageManagerMaximumSize = CGSize(width: -1, height: -1)

/// The keys of an image result's information.
public let PHImageResultIsInCloudKey = "PHImageResultIsInCloudKey"
public let PHImageResultIsDegradedKey = "PHImageResultIsDegradedKey"
public let PHImageResultRequestIDKey = "PHImageResultRequestIDKey"
public let PHImageCancelledKey = "PHImageCancelledKey"
public let PHImageErrorKey = "PHImageErrorKey"

/// Loads the images of assets. A rendering's library is empty, so there is no asset to ask
/// for; were one asked for, the result would be no image, with access denied as the error.
open class PHImageManager: @unchecked Sendable {
    private static let shared = PHImageManager()
    private var lastRequest: PHImageRequestID = PHInvalidImageRequestID

    public init() {}

    /// The shared manager.
    open class func `default`() -> PHImageManager { shared }

    /// Answers at once with no image and an error of `PHPhotosErrorDomain`, code 3311 (the person
    /// denied access): a rendering has no photo library access.
    @discardableResult
    open func requestImage(for asset: PHAsset, targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?,
                           resultHandler: @escaping (UIImage?, [AnyHashable: Any]?) -> Void) -> PHImageRequestID {
        lastRequest += 1
        let error = NSError(domain: PHPhotosErrorDomain, code: 3311,
                            userInfo: [NSLocalizedDescriptionKey: "PHImageManager: a rendering has no photo library access"])
        resultHandler(nil, [PHImageErrorKey: error, PHImageResultRequestIDKey: lastRequest, PHImageResultIsDegradedKey: false])
        return lastRequest
    }

    /// Nothing to cancel: every request has already answered.
    open func cancelImageRequest(_ requestID: PHImageRequestID) {}
}

/// An image manager that prepares images ahead of time. A rendering has none to prepare.
open class PHCachingImageManager: PHImageManager, @unchecked Sendable {
    open var allowsCachingHighQualityImages = true

    public override init() { super.init() }

    open func startCachingImages(for assets: [PHAsset], targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?) {}
    open func stopCachingImages(for assets: [PHAsset], targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?) {}
    open func stopCachingImagesForAllAssets() {}
}
