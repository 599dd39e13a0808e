import WidgetRaster

/// The command line as a library: a previews executable of your own runs every `render-widget`
/// subcommand over your scenes — `RenderWidgetCommand.main(scenes:)`, or on Linux
/// `RenderWidgetCommand.main(widgets: [MyWidget()])` (module `RenderWidgetCommandSwiftUI`) for widgets written in SwiftUI — so
/// `swift run my-previews render --out out/` writes the same images, manifest and gallery as
/// scene files give. Scene files named on the command line are rendered beside them.
public enum RenderWidgetCommand {
    /// Runs the `render-widget` command line over the files it is given (the executable's entry point).
    public static func main() {
        main(scenes: [])
    }

    /// Scenes every subcommand renders besides the files it is given.
    nonisolated(unsafe) static var scenes: [SceneLoader.Loaded] = []

    /// Parses the process's arguments (or `arguments`) and runs the subcommand over `scenes`.
    public static func main(scenes: [SceneLoader.Loaded], arguments: [String]? = nil) {
        self.scenes = scenes
        ProcessMemory.keepImageBuffers()
        NativeLog.install()
        RenderWidget.main(arguments)
    }
}
