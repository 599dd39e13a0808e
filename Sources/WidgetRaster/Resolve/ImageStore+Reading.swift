import Foundation

/// Filling the store before layout: every image a body names, read once.
extension ImageStore {
    /// Reads every image `node` and the views inside it name: an image set of `catalog`, else a
    /// file inside `folder` (`read` reads one file, given with the name the scene wrote, so a
    /// caller may keep what it has read).
    /// The catalogue's symbol sets are drawn as symbols and read nothing here. With
    /// `missingDrawsNothing` (an app's code, not a scene file, which is checked whole), a name
    /// nothing has is drawn as nothing with a warning, as iOS draws it.
    package mutating func add(_ node: ViewNode, catalog: AssetCatalog?, folder: URL, missingDrawsNothing: Bool = false,
                             read: (URL, String) -> Result<ImageAsset, ImageAsset.Problem>) {
        if case let .image(file, _, _) = node.content, entries[file] == nil, catalog?.symbolSet(for: file) == nil {
            var entry = Self.entry(for: file, catalog: catalog, folder: folder, read: read)
            if missingDrawsNothing, case .problem(let message, isMissing: true) = entry {
                OnceWarnings.shared.warn("\(message): drawn as nothing, as iOS draws an image name it does not have")
                entry = .missing
            }
            entries[file] = entry
        }
        for (_, view) in node.nestedViews { add(view, catalog: catalog, folder: folder, missingDrawsNothing: missingDrawsNothing, read: read) }
    }

    private static func entry(for file: String, catalog: AssetCatalog?, folder: URL,
                              read: (URL, String) -> Result<ImageAsset, ImageAsset.Problem>) -> Entry {
        if let set = catalog?.imageSet(for: file) {
            // Both appearances: a layout is shared by a scene's light and dark images.
            func scaled(_ files: [(scale: Double, url: URL)]) -> Result<[ScaledImage], ImageAsset.Problem> {
                Result { try files.map { ScaledImage(scale: $0.scale, asset: try read($0.url, $0.url.lastPathComponent).get()) } }
                    .mapError { $0 as? ImageAsset.Problem ?? ImageAsset.Problem(message: "\($0)") }
            }
            switch (scaled(set), scaled(catalog?.darkImageSet(for: file) ?? [])) {
            case let (.success(images), .success(dark)): return .set(images, dark: dark)
            case let (.failure(problem), _), let (_, .failure(problem)): return .problem(problem.message, isMissing: false)
            }
        }
        switch ImageAsset.resolve(file, in: folder, read: read) {
        case .success(let asset): return .file(asset, scale: ImageAsset.scale(forFileName: file))
        case .failure(let problem): return .problem(problem.message, isMissing: problem.isMissing)
        }
    }
}
