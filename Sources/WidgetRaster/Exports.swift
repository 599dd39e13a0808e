// The layer under the renderer: bitmaps, PNG and the image comparison, a module of its own that
// imports nothing of WidgetRaster's. Users of WidgetRaster see it as part of it.
@_exported import WidgetRasterImage
