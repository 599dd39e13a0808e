// The stages under the pipeline, modules of their own that import nothing above them, in the
// order a job goes through them: the scene model (`WidgetRasterModel`), text and symbols
// (`WidgetRasterText`), layout over a job's resolved inputs (`WidgetRasterLayout`), the display
// list (`WidgetRasterDisplayList`), Cairo's raster (`WidgetRasterCairo`), and bitmaps, PNG and the
// image comparison (`WidgetRasterImage`). Users of WidgetRaster see them as part of it.
@_exported import WidgetRasterModel
@_exported import WidgetRasterText
@_exported import WidgetRasterLayout
@_exported import WidgetRasterDisplayList
@_exported import WidgetRasterCairo
@_exported import WidgetRasterImage
