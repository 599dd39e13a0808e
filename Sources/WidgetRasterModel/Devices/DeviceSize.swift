/// One row of the size table: a screen size, its scale, the widget corner radius and the
/// point size of each family it supports.
public struct DeviceSize: Hashable, Sendable {
    public enum Platform: String, Sendable, Codable { case iPhone, iPad }

    /// Stable id used on the command line and in file names, e.g. `iphone-430x932`.
    public var id: String
    public var platform: Platform
    public var screen: Size
    /// The device's UIKit scale (@2x or @3x); every device still renders at @1x, @2x and @3x.
    public var nativeScale: Int
    public var models: [String]
    public var families: [WidgetFamily: FamilySize]
    /// Widget corner radius in Home Screen points. Apple publishes none: this is an estimate.
    public var cornerRadius: Double
    /// The Home Screen content margin in points: 16, and in proportion on the larger iPhones.
    public var contentMargin: Double
    /// True when the widget sizes themselves are not published (estimated from a neighbouring row).
    public var sizesEstimated: Bool
    public var note: String?

    public init(id: String, platform: Platform, screen: Size, nativeScale: Int, models: [String],
                families: [WidgetFamily: FamilySize], cornerRadius: Double, contentMargin: Double = 16, sizesEstimated: Bool = false,
                note: String? = nil) {
        self.contentMargin = contentMargin
        self.id = id
        self.platform = platform
        self.screen = screen
        self.nativeScale = nativeScale
        self.models = models
        self.families = families
        self.cornerRadius = cornerRadius
        self.sizesEstimated = sizesEstimated
        self.note = note
    }
}

/// A family's size on a device: the canvas it is laid out on, and the size it is shown at.
/// They differ on iPad, where widgets are drawn large and scaled down (HIG).
public struct FamilySize: Hashable, Sendable {
    public var canvas: Size
    public var device: Size

    public init(canvas: Size, device: Size) {
        self.canvas = canvas
        self.device = device
    }

    public init(_ size: Size) {
        self.init(canvas: size, device: size)
    }

    /// Device points per canvas point (1 on iPhone).
    public var displayScale: Double { device.width / canvas.width }
}
