import WidgetRasterModel

/// How gauges, circular progress views and the accessory backdrop draw, written as views of the
/// scene model, so layout, paint, redaction and rendering modes treat their parts like any other
/// view. Proportions follow iOS 17's Lock Screen gauges at the 72-pt circular size.
package enum GaugeDesign {
    /// Ring line width of the accessory circular styles.
    package static let ringWidth = 6.0
    /// The ring's line centre sits this far inside the gauge's square.
    package static let ringInset = 6.0
    /// The open ring of `accessoryCircular` spans 270°, its gap centred at the bottom.
    static let openSpan = 0.75
    /// Half the gap cut around a marker, as a fraction of the outline.
    static let markerGap = 0.05
    /// Half the gap cut around a linear gauge's marker, as a fraction of the bar: on a Lock Screen
    /// bar (~110 pt) it clears the 4-pt dot and the track's round end by about 3 pt either side.
    static let barMarkerGap = 0.085
    /// Opacity of a capacity track drawn in the tint.
    static let trackOpacity = 0.3

    /// The size a circular gauge draws at outside the Lock Screen's circular widget: that widget's
    /// 72-pt side. These styles keep their size whatever space or frame they are given; apps scale
    /// them (Energy Stats' `scaleEffect(1.4)` beside a text in its medium widget).
    static let circularSide = 72.0

    /// The gauge drawn in `style`; `fillsWidget`: it is in the circular Lock Screen widget, whose whole canvas it takes.
    static func node(_ gauge: GaugeContent, style: GaugeStyle, tint: ShapeStyle?, fillsWidget: Bool = false) -> ViewNode {
        func capped(_ ring: ViewNode) -> ViewNode {
            fillsWidget ? ring : ring.modified(.frame(Frame(width: circularSide, height: circularSide)))
        }
        switch style {
        case .accessoryCircular: return capped(openRing(gauge, tint: tint ?? .primary))
        case .accessoryCircularCapacity: return capped(capacityRing(gauge, tint: tint ?? .primary))
        case .accessoryLinear: return markedBar(gauge, tint: tint ?? .primary)
        case .accessoryLinearCapacity:
            let color = tint ?? .primary
            return capacityBar(gauge, tint: color, track: color.opacity(trackOpacity), height: 6)
        case .automatic, .linearCapacity:
            return capacityBar(gauge, tint: tint ?? .tint, track: .color("tertiarySystemFill"), height: linearCapacityThickness)
        }
    }

    /// The Home Screen capacity bar's thickness: 16.6 pt, measured on iOS recordings of a widget's
    /// `.linearCapacity` gauge (the Lock Screen's accessory bar stays 6 pt).
    static let linearCapacityThickness = 16.6

    /// A `ProgressView(value:)` in the circular style: a ring filled clockwise from the top.
    static func circularProgress(fraction: Double, label: ViewNode?, tint: ShapeStyle?) -> ViewNode {
        let ring = ViewNode(.zStack(alignment: .center, children: [
            arc(0, 1, tint: .color("tertiarySystemFill"), width: 4),
            arc(0, fraction, tint: tint ?? .tint, width: 4, cap: .round).modified(.rotationEffect(degrees: -90, anchor: .center)),
        ])).modified(.padding(EdgeInsets(all: 2)))
        guard let label else { return ring }
        return ViewNode(.vStack(alignment: .center, spacing: 4, children: [ring, label]))
    }

    /// `AccessoryWidgetBackground()`: a translucent plate in the widget's own shape.
    static var accessoryBackground: ViewNode {
        ViewNode(.shape(.containerRelative, fill: .opacity(.color("white"), 0.18), stroke: nil))
    }

    // MARK: Rings

    /// A gradient tint runs along a ring from its minimum end to its maximum end, as iOS draws it:
    /// an angular gradient over `span` of the turn in the ring's own frame (its outline starts at 3 o'clock).
    static func alongRing(_ tint: ShapeStyle, span: Double) -> ShapeStyle {
        if let gradient = tint.gradient { return .angularGradient(gradient, center: .center, startAngle: 0, endAngle: 360 * span) }
        switch tint {
        case let .opacity(inner, value):
            return .opacity(alongRing(inner, span: span), value)
        default:
            return tint
        }
    }

    /// Size of the minimum and maximum labels in the open ring's gap.
    static let boundLabelSize = 11.0
    /// How far the bound labels sit from the gauge's sides (past the ring's end caps) and bottom,
    /// so they stay in the gap at the 72–76-pt sizes: the ends are at 45° below the centre.
    static let boundLabelInsets = EdgeInsets(top: 0, leading: 19, bottom: 9, trailing: 19)

    private static func openRing(_ gauge: GaugeContent, tint: ShapeStyle) -> ViewNode {
        let tint = alongRing(tint, span: openSpan)
        let at = gauge.fraction * openSpan
        var parts: [ViewNode] = []
        if at - markerGap > 0 { parts.append(arc(0, at - markerGap, tint: tint, width: ringWidth, cap: .round)) }
        if at + markerGap < openSpan { parts.append(arc(at + markerGap, openSpan, tint: tint, width: ringWidth, cap: .round)) }
        parts.append(arc(at, at + 0.0001, tint: tint, width: ringWidth + 1, cap: .round))
        let ring = ViewNode(.zStack(alignment: .center, children: parts))
            .modified(.rotationEffect(degrees: 135, anchor: .center))
        var layers = [ring.modified(.padding(EdgeInsets(all: ringInset)))]
        if let center = gauge.currentValueLabel ?? gauge.label { layers.append(centerLabel(center)) }
        // The gap holds the minimum and maximum at the arc's ends, or else the label between them.
        let hasEnds = gauge.minimumValueLabel != nil || gauge.maximumValueLabel != nil
        let bottom = hasEnds ? [gauge.minimumValueLabel, nil, gauge.maximumValueLabel]
            : [nil, gauge.currentValueLabel == nil ? nil : gauge.label, nil]
        if bottom.contains(where: { $0 != nil }) {
            var row: [ViewNode] = []
            for (i, view) in bottom.enumerated() {
                if i > 0 { row.append(ViewNode(.spacer(minLength: 0))) }
                if let view { row.append(view) }
            }
            let insets = hasEnds ? boundLabelInsets : EdgeInsets(top: 0, leading: 12, bottom: 8, trailing: 12)
            layers.append(ViewNode(.vStack(alignment: .center, spacing: 0, children: [
                ViewNode(.spacer(minLength: 0)),
                ViewNode(.hStack(alignment: .lastTextBaseline, spacing: 0, children: row))
                    .modified(.font(Font(size: hasEnds ? boundLabelSize : 11, weight: .semibold))).modified(.lineLimit(1))
                    .modified(.minimumScaleFactor(0.6)),
            ])).modified(.padding(insets)))
        }
        return ViewNode(.zStack(alignment: .center, children: layers))
    }

    private static func capacityRing(_ gauge: GaugeContent, tint: ShapeStyle) -> ViewNode {
        let tint = alongRing(tint, span: 1)
        var layers = [ViewNode(.zStack(alignment: .center, children: [
            arc(0, 1, tint: tint.opacity(trackOpacity), width: ringWidth),
            arc(0, gauge.fraction, tint: tint, width: ringWidth, cap: .round).modified(.rotationEffect(degrees: -90, anchor: .center)),
        ])).modified(.padding(EdgeInsets(all: ringInset)))]
        if let center = gauge.currentValueLabel ?? gauge.label { layers.append(centerLabel(center)) }
        return ViewNode(.zStack(alignment: .center, children: layers))
    }

    private static func centerLabel(_ view: ViewNode) -> ViewNode {
        view.modified(.font(Font(size: 20, weight: .semibold, design: .rounded))).modified(.lineLimit(1))
            .modified(.minimumScaleFactor(0.5)).modified(.padding(EdgeInsets(top: 0, leading: 12, bottom: 0, trailing: 12)))
    }

    /// A trimmed circle stroked along its outline (a circle's outline starts at 3 o'clock).
    private static func arc(_ from: Double, _ to: Double, tint: ShapeStyle, width: Double, cap: LineCap = .butt) -> ViewNode {
        ViewNode(.shape(.trimmed(.circle, from: from, to: to), fill: .color("clear"),
                        stroke: Stroke(style: tint, lineWidth: width, lineCap: cap)))
    }

    // MARK: Bars

    /// A horizontal line across the frame from `from` to `to` of its width: the first half of a
    /// zero-height rectangle's outline is its top edge, left to right.
    private static func line(_ from: Double, _ to: Double, tint: ShapeStyle, width: Double, cap: LineCap) -> ViewNode {
        ViewNode(.shape(.trimmed(.rectangle, from: from / 2, to: to / 2), fill: .color("clear"),
                        stroke: Stroke(style: tint, lineWidth: width, lineCap: cap)))
            .modified(.frame(Frame(height: 0)))
    }

    private static func markedBar(_ gauge: GaugeContent, tint: ShapeStyle) -> ViewNode {
        let f = gauge.fraction, gap = barMarkerGap
        var parts = [ViewNode(.color(.color("clear"))).modified(.frame(Frame(height: 8)))]
        if f - gap > 0 { parts.append(line(0, f - gap, tint: tint, width: 5, cap: .round)) }
        if f + gap < 1 { parts.append(line(f + gap, 1, tint: tint, width: 5, cap: .round)) }
        parts.append(line(f, f + 0.0001, tint: tint, width: 8, cap: .round))
        let bar = ViewNode(.zStack(alignment: .center, children: parts)).modified(.padding(EdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4)))
        return labelled(gauge, bar: bar)
    }

    private static func capacityBar(_ gauge: GaugeContent, tint: ShapeStyle, track: ShapeStyle, height: Double) -> ViewNode {
        var parts = [ViewNode(.shape(.capsule, fill: track, stroke: nil)).modified(.frame(Frame(height: height)))]
        if gauge.fraction > 0 {
            parts.append(line(0, gauge.fraction, tint: tint, width: height, cap: .round)
                .modified(.padding(EdgeInsets(top: 0, leading: height / 2, bottom: 0, trailing: height / 2))))
        }
        return labelled(gauge, bar: ViewNode(.zStack(alignment: .center, children: parts)))
    }

    /// Label above, minimum and maximum beside the bar, current value below.
    private static func labelled(_ gauge: GaugeContent, bar: ViewNode) -> ViewNode {
        let ends = [gauge.minimumValueLabel, bar, gauge.maximumValueLabel].compactMap { $0 }
        let row = ends.count == 1 ? bar : ViewNode(.hStack(alignment: .center, spacing: 6, children: ends))
        let rows = [gauge.label, row, gauge.currentValueLabel?.modified(.foregroundStyle(.secondary))].compactMap { $0 }
        guard rows.count > 1 else { return row }
        return ViewNode(.vStack(alignment: .leading, spacing: 4, children: rows))
    }
}
