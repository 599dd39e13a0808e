import Foundation

/// The device the widget is drawn for, as widget code asks about it: an iPhone running iOS 26,
/// held upright (a widget's image has no orientation of its own).
open class UIDevice: @unchecked Sendable {
    public static var current: UIDevice { UIDevice() }

    public init() {}

    public var name: String { "iPhone" }
    public var model: String { "iPhone" }
    public var localizedModel: String { "iPhone" }
    public var systemName: String { "iOS" }
    public var systemVersion: String { "26.0" }
    public var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    /// Portrait: a rendering is not turned.
    public var orientation: UIDeviceOrientation { .portrait }
    public var isBatteryMonitoringEnabled = false
    public var identifierForVendor: UUID? { nil }

    /// Posted when the device turns; a rendering never turns, so never posts it.
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")

    public func beginGeneratingDeviceOrientationNotifications() {}
    public func endGeneratingDeviceOrientationNotifications() {}
}

/// How the device is held.
public enum UIDeviceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

/// The kind of device an interface is for.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone, pad, tv, carPlay, mac, vision
}
