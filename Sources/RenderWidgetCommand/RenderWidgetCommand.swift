import ArgumentParser
import Foundation
import WidgetRaster

/// The command line as a library: a previews executable of your own runs every `render-widget`
/// subcommand over your scenes — `RenderWidgetCommand.main(scenes:)`, or on Linux
/// `RenderWidgetCommand.main(widgets: [MyWidget()])` (module `RenderWidgetCommandSwiftUI`) for widgets written in SwiftUI — so
/// `swift run my-previews render --out out/` writes the same images, manifest and gallery as
/// scene files give. Scene files named on the command line are rendered beside them.
public enum RenderWidgetCommand {
    /// Runs the `render-widget` tool over the files it is given (the executable's entry point): the
    /// command line with `xcode`, which builds an Xcode project's extension into a program of its own.
    public static func main() {
        main(RenderWidgetTool.self, scenes: [], arguments: nil)
    }

    /// Parses the process's arguments (or `arguments`) and runs the subcommand over `scenes` and the files named.
    /// Bad options exit with status 2, as every other bad input does.
    public static func main(scenes: [SceneLoader.Loaded], arguments: [String]? = nil) {
        main(RenderWidget.self, scenes: scenes, arguments: arguments)
    }

    private static func main(_ root: any ParsableCommand.Type, scenes: [SceneLoader.Loaded], arguments: [String]?) {
        ProcessMemory.keepImageBuffers()
        NativeLog.install()
        do {
            var command = try root.parseAsRoot(arguments)
            if let sceneCommand = command as? any SceneCommand {
                try sceneCommand.run(adding: scenes)
            } else {
                try command.run()
            }
        } catch {
            guard RenderWidget.exitCode(for: error) == .validationFailure else { RenderWidget.exit(withError: error) }
            FileHandle.standardError.write(Data((RenderWidget.fullMessage(for: error) + "\n").utf8))
            Foundation.exit(Exit.badInput.rawValue)
        }
    }
}
