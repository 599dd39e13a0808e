// The layers under the renderer, modules of their own that import nothing of WidgetRaster's:
// the scene model (`WidgetRasterModel`) and bitmaps, PNG and the image comparison
// (`WidgetRasterImage`). Users of WidgetRaster see them as part of it.
@_exported import WidgetRasterModel
@_exported import WidgetRasterImage
