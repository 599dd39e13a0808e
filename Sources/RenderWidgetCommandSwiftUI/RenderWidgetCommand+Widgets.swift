@_exported import RenderWidgetCommand
import WidgetKit

extension RenderWidgetCommand {
    /// Runs the command line over widgets written in SwiftUI, each body evaluated per image, with
    /// the resources, translations, locale and time zone `options` gives each.
    public static func main(widgets: [any Widget], options: (any Widget) -> WidgetRenderOptions = { _ in WidgetRenderOptions() },
                            arguments: [String]? = nil) {
        main(scenes: widgets.map { $0.widgetScene(options: options($0)) }, arguments: arguments)
    }
}
