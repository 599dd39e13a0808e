import Themes
import WidgetRasterLayout
import WidgetRasterModel

/// A Home Screen wallpaper that glass shows through: a vertical gradient with soft colour
/// fields, drawn by us in a notional 400 × 870 pt screen so it needs no file and is the same on
/// every machine — or the team's own picture (`--wallpaper FILE`), filling that screen and blurred
/// as glass blurs what is behind it. A widget sits centred, a fifth of the way down; a wider one
/// widens the screen.
package struct Wallpaper: Hashable, Sendable {
    /// A soft round field of colour, in fractions of the screen's width (centre x, radius) and height (centre y).
    package struct Field: Hashable, Sendable {
        package var x: Double
        package var y: Double
        package var radius: Double
        package var color: RGBA
    }

    /// What the wallpaper is drawn from.
    enum Source: Hashable, Sendable {
        /// A vertical gradient from `top` to `bottom` under soft fields of colour (ours).
        case gradient(top: RGBA, bottom: RGBA, fields: [Field])
        /// A picture that fills the screen (cropped to its aspect) under a blur (the team's).
        case image(ImageAsset)
    }

    var name: String
    var source: Source

    /// How far glass blurs a picture behind it, in points.
    static let glassBlur = 20.0

    init(name: String, top: RGBA, bottom: RGBA, fields: [Field]) {
        self.name = name
        source = .gradient(top: top, bottom: bottom, fields: fields)
    }

    /// The team's own wallpaper: a PNG that fills the screen behind the glass.
    package init(image: ImageAsset) {
        name = image.url.lastPathComponent
        source = .image(image)
    }

    /// What the wallpaper is, for fingerprints: its name, or the picture's content hash.
    package var identity: String {
        if case .image(let image) = source { return "image:" + image.contents.digest }
        return name
    }

    static let screen = Size(width: 400, height: 870)
    static let sideMargin = 24.0

    /// Cornflower to coral under violet, teal and apricot, at the middle brightness of Apple's
    /// own wallpapers: the wallpaper of light-scheme images.
    static let daybreak = Wallpaper(name: "daybreak", top: RGBA(104, 148, 214), bottom: RGBA(229, 150, 136), fields: [
        Field(x: 0.15, y: 0.22, radius: 0.6, color: RGBA(128, 104, 206, 0.9)),
        Field(x: 0.92, y: 0.5, radius: 0.55, color: RGBA(62, 160, 156, 0.8)),
        Field(x: 0.4, y: 0.88, radius: 0.5, color: RGBA(240, 158, 118, 0.85)),
    ])

    /// Deep blue to plum under indigo, violet and teal: a dark wallpaper for dark-scheme images.
    static let nightfall = Wallpaper(name: "nightfall", top: RGBA(21, 27, 59), bottom: RGBA(42, 21, 51), fields: [
        Field(x: 0.18, y: 0.25, radius: 0.6, color: RGBA(59, 79, 168, 0.85)),
        Field(x: 0.88, y: 0.48, radius: 0.55, color: RGBA(107, 47, 122, 0.75)),
        Field(x: 0.45, y: 0.9, radius: 0.5, color: RGBA(31, 111, 122, 0.65)),
    ])

    /// The wallpaper a widget of this scheme is shown on when none is chosen.
    package static func standard(for scheme: ColorScheme) -> Wallpaper { scheme == .light ? .daybreak : .nightfall }

    /// Ours, as colours: a vertical gradient and the soft fields over it (nil for the team's picture).
    package var gradient: (top: RGBA, bottom: RGBA, fields: [Field])? {
        if case let .gradient(top, bottom, fields) = source { return (top, bottom, fields) }
        return nil
    }

    /// Where a widget of `size` sits on the screen, and the screen's size.
    static func placement(of size: Size) -> (origin: Point, screen: Size) {
        let k = max(1, (size.width + 2 * sideMargin) / screen.width)
        let screen = Size(width: screen.width * k, height: screen.height * k)
        return (Point(x: (screen.width - size.width) / 2, y: screen.height * 0.2), screen)
    }

    /// The wallpaper behind a widget of `size`, in the widget's coordinates: the whole screen as
    /// one backdrop, placed so the widget shows the part under it.
    func ops(behind size: Size) -> [DisplayList.Op] {
        let (origin, screen) = Self.placement(of: size)
        return [.backdrop(backdrop, Rect(origin: Point(x: -origin.x, y: -origin.y), size: screen))]
    }

    /// The whole screen at its own size (`screen`), drawn once and shared by every widget on it.
    var backdrop: DisplayList.Backdrop {
        let screen = Self.screen
        let bounds = Outline(rect: Rect(origin: .zero, size: screen), kind: .rectangle)
        switch source {
        case .image(let image):
            // Aspect fill: the picture covers the screen, centred, its overflow cropped, then blurred as glass blurs it.
            guard case .success(let own) = image.intrinsicSize(scale: 1), own.width > 0, own.height > 0 else {
                return DisplayList.Backdrop(size: screen, ops: [.fill(bounds, .solid(.black))])
            }
            let k = max(screen.width / own.width, screen.height / own.height)
            let drawn = Rect(x: (screen.width - own.width * k) / 2, y: (screen.height - own.height * k) / 2,
                             width: own.width * k, height: own.height * k)
            return DisplayList.Backdrop(size: screen, ops: [.fill(bounds, .solid(.black)), .beginBlur(radius: Self.glassBlur, extendsEdges: true),
                                                            .image(image, drawn, .original), .endBlur])
        case let .gradient(top, bottom, fields):
            var ops: [DisplayList.Op] = [.fill(bounds, .linear([.init(color: top, location: 0), .init(color: bottom, location: 1)],
                                                              start: .zero, end: Point(x: 0, y: screen.height)))]
            for field in fields {
                let center = Point(x: field.x * screen.width, y: field.y * screen.height)
                let stops: [Paint.GradientStop] = [.init(color: field.color, location: 0),
                                                   .init(color: field.color.multiplyingOpacity(by: 0.5), location: 0.45),
                                                   .init(color: field.color.multiplyingOpacity(by: 0), location: 1)]
                ops.append(.fill(bounds, .radial(stops, center: center, startRadius: 0, endRadius: field.radius * screen.width)))
            }
            return DisplayList.Backdrop(size: screen, ops: ops)
        }
    }
}
