// The render-widget command line over the Swift example widgets:
//   swift run widget-previews render --out out/swift
//   swift run widget-previews check --golden Goldens
import RenderWidgetCommandSwiftUI
import SwiftExamples

RenderWidgetCommand.main(widgets: SwiftExamples.widgets, options: SwiftExamples.options(for:))
