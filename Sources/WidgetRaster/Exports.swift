// The stages under the renderer, modules of their own that import nothing above them: the scene
// model (`WidgetRasterModel`), text and symbols (`WidgetRasterText`), layout over a job's resolved
// inputs (`WidgetRasterLayout`), and bitmaps, PNG and the image comparison (`WidgetRasterImage`).
// Users of WidgetRaster see them as part of it.
@_exported import WidgetRasterModel
@_exported import WidgetRasterText
@_exported import WidgetRasterLayout
@_exported import WidgetRasterImage
