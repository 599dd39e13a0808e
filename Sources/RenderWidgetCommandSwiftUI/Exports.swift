// `RenderWidgetCommand.main(widgets:)` and `main(previewsIn:)` live in WidgetKit (a widget's `@main`
// runs them); this module keeps `import RenderWidgetCommandSwiftUI` working.
@_exported import RenderWidgetCommand
@_exported import WidgetKit
