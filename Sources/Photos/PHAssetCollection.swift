import Foundation

/// What albums and folders share: a title.
open class PHCollection: PHObject, @unchecked Sendable {
    public let localizedTitle: String?

    init(localIdentifier: String, localizedTitle: String?) {
        self.localizedTitle = localizedTitle
        super.init(localIdentifier: localIdentifier)
    }
}

/// An album or smart album. A rendering's library has none: fetches find none.
open class PHAssetCollection: PHCollection, @unchecked Sendable {
    public let assetCollectionType: PHAssetCollectionType
    public let assetCollectionSubtype: PHAssetCollectionSubtype
    public let estimatedAssetCount: Int
    public let startDate: Date?
    public let endDate: Date?

    init(localIdentifier: String, localizedTitle: String?, type: PHAssetCollectionType, subtype: PHAssetCollectionSubtype) {
        (assetCollectionType, assetCollectionSubtype, estimatedAssetCount, startDate, endDate) = (type, subtype, 0, nil, nil)
        super.init(localIdentifier: localIdentifier, localizedTitle: localizedTitle)
    }

    /// No albums: a rendering has no photo library access.
    open class func fetchAssetCollections(with type: PHAssetCollectionType, subtype: PHAssetCollectionSubtype,
                                          options: PHFetchOptions?) -> PHFetchResult<PHAssetCollection> { PHFetchResult() }

    /// No albums: a rendering has no photo library access, so no identifier is found.
    open class func fetchAssetCollections(withLocalIdentifiers identifiers: [String], options: PHFetchOptions?) -> PHFetchResult<PHAssetCollection> {
        PHFetchResult()
    }
}

/// Whether a collection is an album the person made, a smart album or a moment.
public enum PHAssetCollectionType: Int, Sendable {
    case album = 1, smartAlbum = 2, moment = 3
}

/// Which album or smart album a collection is.
public enum PHAssetCollectionSubtype: Int, Sendable {
    case albumRegular = 2
    case albumSyncedEvent = 3
    case albumSyncedFaces = 4
    case albumSyncedAlbum = 5
    case albumImported = 6
    case albumMyPhotoStream = 100
    case albumCloudShared = 101
    case smartAlbumGeneric = 200
    case smartAlbumPanoramas = 201
    case smartAlbumVideos = 202
    case smartAlbumFavorites = 203
    case smartAlbumTimelapses = 204
    case smartAlbumAllHidden = 205
    case smartAlbumRecentlyAdded = 206
    case smartAlbumBursts = 207
    case smartAlbumSlomoVideos = 208
    case smartAlbumUserLibrary = 209
    case smartAlbumSelfPortraits = 210
    case smartAlbumScreenshots = 211
    case smartAlbumDepthEffect = 212
    case smartAlbumLivePhotos = 213
    case smartAlbumAnimated = 214
    case smartAlbumLongExposures = 215
    case any = 9_223_372_036_854_775_807
}
