import Foundation

/// The images a body names, read before layout: for each name as the views write it, the file it
/// names or every scale of its catalogue image set, or why it cannot be drawn. Layout picks from
/// here and opens no file; a name that fails is reported at the view that names it.
package struct ImageStore: Sendable {
    enum Entry: Sendable {
        case file(ImageAsset, scale: Double)
        case set([ScaledImage])
        case problem(String)
    }

    /// One file of an image set, at the scale it is drawn for.
    struct ScaledImage: Sendable {
        var scale: Double
        var asset: ImageAsset
    }

    private var entries: [String: Entry] = [:]

    package init() {}

    /// Reads every image `node` and the views inside it name: an image set of `catalog`, else a
    /// file inside `folder` (`read` reads one file, given with the name the scene wrote, so a
    /// caller may keep what it has read).
    /// The catalogue's symbol sets are drawn as symbols and read nothing here.
    package mutating func add(_ node: ViewNode, catalog: AssetCatalog?, folder: URL,
                             read: (URL, String) -> Result<ImageAsset, ImageAsset.Problem>) {
        if case let .image(file, _, _) = node.content, entries[file] == nil, catalog?.symbolSet(for: file) == nil {
            entries[file] = Self.entry(for: file, catalog: catalog, folder: folder, read: read)
        }
        for (_, view) in node.nestedViews { add(view, catalog: catalog, folder: folder, read: read) }
    }

    private static func entry(for file: String, catalog: AssetCatalog?, folder: URL,
                              read: (URL, String) -> Result<ImageAsset, ImageAsset.Problem>) -> Entry {
        if let set = catalog?.imageSet(for: file) {
            var images: [ScaledImage] = []
            for (scale, url) in set {
                switch read(url, url.lastPathComponent) {
                case .success(let asset): images.append(ScaledImage(scale: scale, asset: asset))
                case .failure(let problem): return .problem(problem.message)
                }
            }
            return .set(images)
        }
        switch ImageAsset.resolve(file, in: folder, read: read) {
        case .success(let asset): return .file(asset, scale: ImageAsset.scale(forFileName: file))
        case .failure(let problem): return .problem(problem.message)
        }
    }

    /// The image a name gives at `scale` pixels per point, with the scale it is drawn at: an image
    /// set's file for that scale (else the next larger, else the largest), or the named file. Nil
    /// for a name this store did not read.
    package func image(named name: String, scale: Double) -> Result<(asset: ImageAsset, scale: Double), ImageAsset.Problem>? {
        switch entries[name] {
        case nil: return nil
        case .file(let asset, let fileScale): return .success((asset, fileScale))
        case .problem(let message): return .failure(ImageAsset.Problem(message: message))
        case .set(let images):
            guard let picked = AssetCatalog.pick(images, scale: scale, by: \.scale) else {
                return .failure(ImageAsset.Problem(message: "image set '\(name)' has no files"))
            }
            return .success((picked.asset, picked.scale))
        }
    }
}
