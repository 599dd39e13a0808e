import WidgetRasterDisplayList
import WidgetRasterModel

/// The last backdrop a rasteriser drew (iOS 26's glass: a wallpaper of full-canvas gradients,
/// more than half of an accented image's time), by its ops and the canvas's size: the next image
/// with the same backdrop copies the pixels instead of drawing them again. A batch draws the
/// images that share a backdrop one after another (`BatchRenderer`). Keyed by content, so an
/// image is the same whether its backdrop was drawn or copied.
final class BackdropCache {
    struct Key: Hashable {
        var ops: [DisplayList.Op]
        var size: Size
        var pixelWidth: Int
        var pixelHeight: Int
    }

    private var last: (key: Key, pixels: [UInt8])?

    func pixels(for key: Key) -> [UInt8]? {
        last?.key == key ? last?.pixels : nil
    }

    func keep(_ pixels: [UInt8], for key: Key) {
        last = (key, pixels)
    }
}
