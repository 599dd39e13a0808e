import ArgumentParser
import Themes
import WidgetRaster

// The library's values as command-line arguments: each is read by its own name, and its accepted
// names are what help, errors and completion list.

extension WidgetFamily: ExpressibleByArgument {}
extension DynamicTypeSize: ExpressibleByArgument {
    /// Only the sizes widgets render at.
    public init?(argument: String) {
        guard let size = DynamicTypeSize(rawValue: argument), DynamicTypeSize.widgetSizes.contains(size) else { return nil }
        self = size
    }
    public static var allValueStrings: [String] { widgetSizes.map(\.rawValue) }
}
extension SystemLook: ExpressibleByArgument {}
extension LayoutDirection: ExpressibleByArgument {}
extension TapTargetStyle: ExpressibleByArgument {}
extension MockupPlace: ExpressibleByArgument {}
extension RenderPlan.RootModel: ExpressibleByArgument {}
extension PNGEncoder.Compression: ExpressibleByArgument {}

extension Variant: ExpressibleByArgument {
    public init?(argument: String) { self.init(name: argument) }
    public static var allValueStrings: [String] { (all + [.alwaysOn]).map(\.name) }
    public var defaultValueDescription: String { name }
}

extension RenderPlan.Shard: ExpressibleByArgument {
    public init?(argument: String) { self.init(argument) }
}

/// An opaque `#RRGGBB` (or `#RGB`) colour: the tint of the accented mode.
struct TintColor: ExpressibleByArgument {
    var color: RGBA

    init?(argument: String) {
        guard let color = RGBA(hex: argument), color.alpha == 1 else { return nil }
        self.color = color
    }
}

/// A rendering mode as `--rendering-mode` names it: WidgetKit's three, plus the two Home Screen
/// appearances of the accented mode, `tinted` (what `accented` draws) and `clear` (iOS 26).
struct RenderingModeArgument: ExpressibleByArgument, Equatable {
    var mode: WidgetRenderingMode
    var glass: Variant.Glass = .tinted

    init?(argument: String) {
        switch argument {
        case "clear": (mode, glass) = (.accented, .clear)
        case "tinted": mode = .accented
        default:
            guard let mode = WidgetRenderingMode(rawValue: argument) else { return nil }
            self.mode = mode
        }
    }

    static var allValueStrings: [String] { WidgetRenderingMode.allCases.map(\.rawValue) + ["tinted", "clear"] }
}
