import WidgetRasterModel

/// How buttons, toggles and labels draw, written as views of the scene model (as gauges are in
/// `GaugeDesign`), following iOS 17's controls at the regular control size.
enum ControlDesign {
    /// Padding between a bordered button's label and its outline: 3 pt less height than an app's
    /// regular button, as iOS draws buttons in widgets (1.6–4.9 pt less, measured on a 430-pt iPhone).
    static let buttonInsets = EdgeInsets(top: 5.5, leading: 12, bottom: 5.5, trailing: 12)
    /// Corner radius of `.roundedRectangle` without a radius.
    static let buttonCornerRadius = 8.0
    /// Opacity of the accent in a bordered button's fill: rgb(226, 239, 254) on white for system blue, measured on iOS.
    static let borderedFillOpacity = 0.12
    /// The iOS switch: track and thumb.
    static let switchSize = Size(width: 51, height: 31)
    static let thumbDiameter = 27.0

    static func button(_ button: ButtonContent, style: ButtonStyle, shape: ButtonBorderShape, tint: ShapeStyle?) -> ViewNode {
        let destructive = button.role == .destructive
        let accent = destructive ? ShapeStyle.color("systemRed") : tint ?? .tint
        switch style {
        case .plain:
            return button.label
        case .borderless:
            return button.label.modified(.foregroundStyle(accent))
        case .automatic, .bordered:
            // In a widget, iOS fills a bordered button with its accent, faintly, not with grey.
            return bordered(button.label, foreground: accent, fill: accent.opacity(borderedFillOpacity), shape: shape)
        case .borderedProminent:
            // The label joins the accent group, so the accented mode (which whitens the default
            // group, fill included) still shows it, tinted, on the fill.
            return bordered(button.label.modified(.widgetAccentable(true)), foreground: .color("white"), fill: accent, shape: shape)
        }
    }

    /// `.switch` (iOS's default): the label leading, the switch at the trailing edge; `.button`: a
    /// bordered button, prominent while on.
    static func toggle(_ toggle: ToggleContent, style: ToggleStyle, shape: ButtonBorderShape, tint: ShapeStyle?) -> ViewNode {
        switch style {
        case .button:
            let label = toggle.label ?? ViewNode(.zStack(alignment: .center, children: []))
            return button(ButtonContent(label: label), style: toggle.isOn ? .borderedProminent : .bordered, shape: shape, tint: tint)
        case .automatic, .switch:
            let control = switchControl(isOn: toggle.isOn, tint: tint)
            guard let label = toggle.label else { return control }
            return ViewNode(.hStack(alignment: .center, spacing: nil, children: [label, ViewNode(.spacer(minLength: nil)), control]))
        }
    }

    /// `Label`: the icon then the title, or one of them.
    static func label(title: ViewNode, icon: ViewNode, style: LabelStyle) -> ViewNode {
        switch style {
        case .titleOnly: return title
        case .iconOnly: return icon
        case .automatic, .titleAndIcon: return ViewNode(.hStack(alignment: .center, spacing: nil, children: [icon, title]))
        }
    }

    private static func bordered(_ label: ViewNode, foreground: ShapeStyle, fill: ShapeStyle, shape: ButtonBorderShape) -> ViewNode {
        let outline: ShapeKind
        var insets = buttonInsets
        switch shape {
        case .automatic, .capsule: outline = .capsule  // widgets' automatic shape is the capsule
        case .roundedRectangle(nil): outline = .roundedRectangle(cornerRadius: buttonCornerRadius, continuous: true)
        case .roundedRectangle(let radius?): outline = .roundedRectangle(cornerRadius: radius, continuous: true)
        case .circle:
            outline = .circle
            insets = EdgeInsets(all: 9)
        }
        return label.modified(.foregroundStyle(foreground)).modified(.padding(insets))
            .modified(.background(ViewNode(.shape(outline, fill: fill, stroke: nil)), alignment: .center))
    }

    private static func switchControl(isOn: Bool, tint: ShapeStyle?) -> ViewNode {
        var track = ViewNode(.shape(.capsule, fill: isOn ? tint ?? .color("systemGreen") : .color("secondarySystemFill"), stroke: nil))
        if isOn {
            // In the accented mode an on track takes the accent group's tint and half its opacity:
            // where both groups are white (iOS 26's light tinted and clear looks) the white thumb
            // would otherwise vanish into it.
            let accented = track.modified(.widgetAccentable(true))
            track = ViewNode(.conditional(ConditionalContent(condition: Condition(renderingMode: .accented),
                                                             then: accented.modified(.opacity(0.5)), otherwise: accented)))
        }
        let inset = (switchSize.height - thumbDiameter) / 2
        let thumb = ViewNode(.shape(.circle, fill: .color("#FFFFFF"), stroke: nil))
            .modified(.frame(Frame(width: thumbDiameter, height: thumbDiameter)))
            .modified(.shadow(Shadow(color: .color("#00000026"), radius: 4, y: 2)))
            .modified(.padding(EdgeInsets(all: inset)))
        return ViewNode(.zStack(alignment: isOn ? .trailing : .leading, children: [track, thumb]))
            .modified(.frame(Frame(width: switchSize.width, height: switchSize.height)))
    }
}
