import ArgumentParser
import WidgetRaster

struct Validate: SceneCommand {
    static let configuration = CommandConfiguration(abstract: "Check scene files without rendering.")

    @Argument(help: "Scene files or folders.")
    var scenes: [String] = []

    @OptionGroup var symbols: SymbolsOption

    func run(adding built: [SceneLoader.Loaded]) throws {
        let loaded = try loadScenes(scenes, adding: built, symbols: symbols.library)
        for scene in loaded {
            print("ok  \(scene.file.path)  \(scene.scene.kind): " + scene.scene.families.map(\.rawValue).joined(separator: ", "))
        }
    }
}
