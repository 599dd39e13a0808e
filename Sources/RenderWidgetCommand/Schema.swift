import ArgumentParser
import WidgetRaster

struct Schema: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Print the JSON Schema of scene files.")

    func run() throws {
        print(String(decoding: try SceneSchema.json(), as: UTF8.self))
    }
}
