@_exported import RenderWidgetCommand
import Foundation
import WidgetKit

extension RenderWidgetCommand {
    /// Runs the command line over widgets written in SwiftUI, each body evaluated per image, with
    /// the resources, translations, locale and time zone `options` gives each.
    public static func main(widgets: [any Widget], options: (any Widget) -> WidgetRenderOptions = { _ in WidgetRenderOptions() },
                            arguments: [String]? = nil) {
        main(scenes: widgets.map { $0.widgetScene(options: options($0)) }, arguments: arguments)
    }

    /// Runs the command line over every `#Preview` and `PreviewProvider` compiled into this
    /// process from `modules` (all modules when nil): each preview is a widget named by its
    /// preview name, drawn in its family (its timeline's every entry) — what
    /// `swift package render-previews` runs. `options` gives each preview its resources (the
    /// plugin gives each module's folder and asset catalogue).
    public static func main(previewsIn modules: Set<String>?,
                            options: (DeclaredPreview) -> WidgetRenderOptions = { _ in WidgetRenderOptions() },
                            arguments: [String]? = nil) {
        let previews = DeclaredPreview.all(in: modules)
        guard !previews.isEmpty else {
            let place = modules.map { "in " + $0.sorted().joined(separator: ", ") } ?? "in this executable"
            FileHandle.standardError.write(Data("error: no #Preview or PreviewProvider found \(place)\n".utf8))
            exit(1)
        }
        main(scenes: previews.map { $0.scene(options: options($0)) }, arguments: arguments)
    }
}
