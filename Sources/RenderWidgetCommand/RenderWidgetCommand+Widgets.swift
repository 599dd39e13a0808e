#if WIDGETRASTER_SWIFTUI
import WidgetKit

extension RenderWidgetCommand {
    /// Runs the command line over widgets written in SwiftUI, each body evaluated per image.
    public static func main(widgets: [any Widget], arguments: [String]? = nil) {
        main(scenes: widgets.map { $0.widgetScene() }, arguments: arguments)
    }
}
#endif
