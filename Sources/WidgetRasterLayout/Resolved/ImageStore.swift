import Foundation

/// The images a body names, read before layout: for each name as the views write it, the file it
/// names or every scale of its catalogue image set, or why it cannot be drawn. Layout picks from
/// here and opens no file; a name that fails is reported at the view that names it.
package struct ImageStore: Sendable {
    package enum Entry: Sendable {
        case file(ImageAsset, scale: Double)
        /// An image set's files for any appearance, and for the dark one (empty when it has none).
        case set([ScaledImage], dark: [ScaledImage])
        /// Why it cannot be drawn; `isMissing` when no such file exists.
        case problem(String, isMissing: Bool)
        /// A name an app's code gave that neither its catalogue nor its folder has: drawn as
        /// nothing, of no size, as iOS draws it.
        case missing
    }

    /// One file of an image set, at the scale it is drawn for.
    package struct ScaledImage: Sendable {
        package var scale: Double
        package var asset: ImageAsset

        package init(scale: Double, asset: ImageAsset) {
            self.scale = scale
            self.asset = asset
        }
    }

    package var entries: [String: Entry] = [:]

    package init() {}

    /// What a name draws at a scale: the image, the scale it is drawn at, and the image set's
    /// dark-appearance file when it has one.
    package struct Picked {
        /// Nil for a missing image, which draws nothing.
        package var asset: ImageAsset?
        package var scale: Double
        package var dark: ImageAsset?
    }

    /// The image a name gives at `scale` pixels per point: an image set's file for that scale
    /// (else the next larger, else the largest), or the named file. Nil for a name this store did not read.
    package func image(named name: String, scale: Double) -> Result<Picked, ImageAsset.Problem>? {
        switch entries[name] {
        case nil: return nil
        case .file(let asset, let fileScale): return .success(Picked(asset: asset, scale: fileScale))
        case .problem(let message, _): return .failure(ImageAsset.Problem(message: message))
        case .missing: return .success(Picked(asset: nil, scale: 1))
        case .set(let images, let dark):
            guard let picked = AssetCatalog.pick(images, scale: scale, by: \.scale) else {
                return .failure(ImageAsset.Problem(message: "image set '\(name)' has no files"))
            }
            return .success(Picked(asset: picked.asset, scale: picked.scale, dark: AssetCatalog.pick(dark, scale: scale, by: \.scale)?.asset))
        }
    }
}
