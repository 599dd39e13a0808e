import SwiftUI
import WidgetRaster

/// How the system shows a widget: in full colour, accented (the tinted Home Screen) or vibrant
/// (the Lock Screen, StandBy at night). A structure, as WidgetKit declares it, so a `switch` over
/// it ends with `default` as it must on iOS.
public struct WidgetRenderingMode: Hashable, Sendable {
    let mode: WidgetRaster.WidgetRenderingMode

    init(_ mode: WidgetRaster.WidgetRenderingMode) { self.mode = mode }

    public static let fullColor = WidgetRenderingMode(.fullColor)
    public static let accented = WidgetRenderingMode(.accented)
    public static let vibrant = WidgetRenderingMode(.vibrant)
}

struct WidgetFamilyKey: EnvironmentKey { static let defaultValue = WidgetFamily.systemSmall }
struct RenderFamilyKey: EnvironmentKey { static let defaultValue = RenderFamily.systemSmall }
struct WidgetRenderingModeKey: EnvironmentKey { static let defaultValue = WidgetRenderingMode.fullColor }
struct ShowsContainerBackgroundKey: EnvironmentKey { static let defaultValue = true }
struct ContentMarginsKey: EnvironmentKey { static let defaultValue = EdgeInsets(all: 16) }
struct ShowsWidgetLabelKey: EnvironmentKey { static let defaultValue = false }
struct LevelOfDetailKey: EnvironmentKey { static let defaultValue = LevelOfDetail.default }

extension EnvironmentValues {
    /// The family being rendered: bodies that `switch` on it draw each family's design.
    public var widgetFamily: WidgetFamily {
        get { self[WidgetFamilyKey.self] }
        set { self[WidgetFamilyKey.self] = newValue }
    }
    /// What the image is of: a family, a Live Activity presentation or a control size (the
    /// activity's and control's views are chosen by it).
    package var renderFamily: RenderFamily {
        get { self[RenderFamilyKey.self] }
        set { self[RenderFamilyKey.self] = newValue }
    }
    public var widgetRenderingMode: WidgetRenderingMode {
        get { self[WidgetRenderingModeKey.self] }
        set { self[WidgetRenderingModeKey.self] = newValue }
    }
    /// False where the system removes the container background (accented, vibrant).
    public var showsWidgetContainerBackground: Bool {
        get { self[ShowsContainerBackgroundKey.self] }
        set { self[ShowsContainerBackgroundKey.self] = newValue }
    }
    public var widgetContentMargins: EdgeInsets {
        get { self[ContentMarginsKey.self] }
        set { self[ContentMarginsKey.self] = newValue }
    }
    /// How much detail the widget shows (iOS 26): `.default`; `.simplified` is for widgets seen from afar (visionOS).
    public var levelOfDetail: LevelOfDetail {
        get { self[LevelOfDetailKey.self] }
        set { self[LevelOfDetailKey.self] = newValue }
    }
    /// Whether a watch face shows the widget's label: never on iOS, as here.
    public var showsWidgetLabel: Bool {
        get { self[ShowsWidgetLabelKey.self] }
        set { self[ShowsWidgetLabelKey.self] = newValue }
    }
}

extension WidgetRenderingMode: CustomStringConvertible {
    /// The mode's name, as WidgetKit prints it (`fullColor`, `accented`, `vibrant`).
    public var description: String { mode.rawValue }
}

extension ContainerBackgroundPlacement {
    /// The widget's background (`containerBackground(_:for: .widget)`).
    public static let widget = ContainerBackgroundPlacement(_name: "widget")
}
