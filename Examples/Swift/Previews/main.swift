// The render-widget command line over the Swift example widgets:
//   swift run widget-previews render --out out/swift
//   swift run widget-previews check --golden Goldens
// and over their #Previews and PreviewProviders (what `swift package render-previews` runs):
//   swift run widget-previews previews render --out out/previews
import RenderWidgetCommandSwiftUI
import SwiftExamples

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "previews" {
    RenderWidgetCommand.main(previewsIn: ["SwiftExamples"], arguments: Array(arguments.dropFirst()))
} else {
    RenderWidgetCommand.main(widgets: SwiftExamples.widgets, options: SwiftExamples.options(for:))
}
