import Foundation

/// How an image request is served: its quality, resizing and whether it may use the network.
open class PHImageRequestOptions: @unchecked Sendable {
    open var deliveryMode = PHImageRequestOptionsDeliveryMode.opportunistic
    open var resizeMode = PHImageRequestOptionsResizeMode.fast
    open var version = PHImageRequestOptionsVersion.current
    open var isNetworkAccessAllowed = false
    open var isSynchronous = false
    open var normalizedCropRect = CGRect.zero
    open var allowSecondaryDegradedImage = false
    open var progressHandler: PHAssetImageProgressHandler?

    public init() {}
}

/// Reports an image download's progress.
public typealias PHAssetImageProgressHandler = (Double, (any Error)?, UnsafeMutablePointer<ObjCBool>, [AnyHashable: Any]?) -> Void

/// Which qualities of an image a request delivers.
public enum PHImageRequestOptionsDeliveryMode: Int, Sendable {
    case opportunistic = 0, highQualityFormat = 1, fastFormat = 2
}

/// How an image is resized to the target size.
public enum PHImageRequestOptionsResizeMode: Int, Sendable {
    case none = 0, fast = 1, exact = 2
}

/// Which version of an edited asset an image shows.
public enum PHImageRequestOptionsVersion: Int, Sendable {
    case current = 0, unadjusted = 1, original = 2
}

/// How an image fits the target size's aspect ratio.
public enum PHImageContentMode: Int, Sendable {
    case aspectFit = 0, aspectFill = 1

    public static let `default` = PHImageContentMode.aspectFit
}
