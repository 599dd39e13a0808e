import Foundation
import CoreLocation

/// What the photo library's objects share: an identifier stable across launches.
open class PHObject: NSObject, @unchecked Sendable {
    public let localIdentifier: String

    init(localIdentifier: String) {
        self.localIdentifier = localIdentifier
        super.init()
    }
}

/// A photo, video or Live Photo of the library. A rendering's library is empty: fetches find
/// none, so no asset is ever made.
open class PHAsset: PHObject, @unchecked Sendable {
    public let mediaType: PHAssetMediaType
    public let mediaSubtypes: PHAssetMediaSubtype
    public let pixelWidth: Int
    public let pixelHeight: Int
    public let creationDate: Date?
    public let modificationDate: Date?
    public let location: CLLocation?
    public let duration: TimeInterval
    public let isFavorite: Bool
    public let isHidden: Bool
    public let sourceType: PHAssetSourceType
    public let burstIdentifier: String?

    init(localIdentifier: String, mediaType: PHAssetMediaType) {
        self.mediaType = mediaType
        (mediaSubtypes, pixelWidth, pixelHeight, creationDate, modificationDate, location) = ([], 0, 0, nil, nil, nil)
        (duration, isFavorite, isHidden, sourceType, burstIdentifier) = (0, false, false, .typeUserLibrary, nil)
        super.init(localIdentifier: localIdentifier)
    }

    /// No assets: a rendering has no photo library access.
    open class func fetchAssets(with mediaType: PHAssetMediaType, options: PHFetchOptions?) -> PHFetchResult<PHAsset> { PHFetchResult() }
    /// No assets: a rendering has no photo library access.
    open class func fetchAssets(with options: PHFetchOptions?) -> PHFetchResult<PHAsset> { PHFetchResult() }
    /// No assets: a rendering has no photo library access, so no identifier is found.
    open class func fetchAssets(withLocalIdentifiers identifiers: [String], options: PHFetchOptions?) -> PHFetchResult<PHAsset> { PHFetchResult() }
    /// No assets: a rendering has no photo library access.
    open class func fetchAssets(in assetCollection: PHAssetCollection, options: PHFetchOptions?) -> PHFetchResult<PHAsset> { PHFetchResult() }
}

/// Whether an asset is a photo, a video or a sound.
public enum PHAssetMediaType: Int, Sendable {
    case unknown = 0, image = 1, video = 2, audio = 3
}

/// What kind of photo or video an asset is within its media type.
public struct PHAssetMediaSubtype: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let photoPanorama = PHAssetMediaSubtype(rawValue: 1 << 0)
    public static let photoHDR = PHAssetMediaSubtype(rawValue: 1 << 1)
    public static let photoScreenshot = PHAssetMediaSubtype(rawValue: 1 << 2)
    public static let photoLive = PHAssetMediaSubtype(rawValue: 1 << 3)
    public static let photoDepthEffect = PHAssetMediaSubtype(rawValue: 1 << 4)
    public static let videoStreamed = PHAssetMediaSubtype(rawValue: 1 << 16)
    public static let videoHighFrameRate = PHAssetMediaSubtype(rawValue: 1 << 17)
    public static let videoTimelapse = PHAssetMediaSubtype(rawValue: 1 << 18)
}

/// Where an asset came from.
public struct PHAssetSourceType: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let typeUserLibrary = PHAssetSourceType(rawValue: 1 << 0)
    public static let typeCloudShared = PHAssetSourceType(rawValue: 1 << 1)
    public static let typeiTunesSynced = PHAssetSourceType(rawValue: 1 << 2)
}
