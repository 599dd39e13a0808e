import Foundation

/// Filling the store before layout: every image a body names, read once.
extension ImageStore {
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
}
