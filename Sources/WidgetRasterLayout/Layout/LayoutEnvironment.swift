import Themes
import WidgetRasterModel
import WidgetRasterText
/// The environment values that flow down the tree while it is built: text settings,
/// foreground, Dynamic Type, direction, redaction.
package struct LayoutEnvironment: Hashable, Sendable {
    package var font: Font = .body
    package var fontWeight: Font.Weight?
    package var bold = false
    package var italic = false
    package var monospacedDigit = false
    /// Fonts inside take their fixed-width variant (`monospaced`).
    package var monospaced = false
    /// Stretches of the text in styles of their own (`inlineStyles`).
    package var inlineStyles: [InlineStyle] = []
    package var lineLimit: Int?
    /// Lines a text keeps room for though it takes fewer.
    package var reservedLines = 0
    package var textAlignment: TextAlignment = .leading
    package var truncation: TruncationMode = .tail
    package var minimumScaleFactor = 1.0
    package var lineSpacing = 0.0
    package var tracking = 0.0
    package var baselineOffset = 0.0
    package var textCase: TextCase?
    package var decorations = TextDecorations()
    /// The design of fonts that name none (`fontDesign`).
    package var fontDesign = Font.Design.default
    /// Whether gauges, toggles and progress views inside drop their labels.
    package var labelsHidden = false
    package var foreground = Foreground()
    /// `imageRenderingMode` set outside (nil: each image as its image set says).
    package var imageRenderingMode: ImageRenderingMode?
    package var gaugeStyle = GaugeStyle.automatic
    package var progressViewStyle = ProgressViewStyle.automatic
    package var buttonStyle = ButtonStyle.automatic
    package var buttonBorderShape = ButtonBorderShape.automatic
    package var toggleStyle = ToggleStyle.automatic
    package var labelStyle = LabelStyle.automatic
    package var symbolRenderingMode = SymbolRenderingMode.monochrome
    package var symbolVariant = SymbolVariant.none
    package var imageScale = ImageScale.medium
    /// The tint of gauges, progress views and controls; nil: their default.
    package var tint: ShapeStyle?
    package var dynamicType: DynamicTypeSize = .large
    package var rightToLeft = false
    package var redaction = LayoutNode.Redaction()
    /// The pixel grid text sizes and baselines round to.
    package var pixelGrid = PixelGrid.none
    /// Values for `{{name}}` placeholders.
    package var data: [String: String] = [:]
    /// How a scene file's texts are localised (its translations, a pseudolanguage); nil: as written.
    package var localization: TextLocalization?
    /// The family being drawn (what a file's `If family:` tests).
    package var family: WidgetFamily?
    /// The colour scheme being drawn (what a file's `If colorScheme:` tests); a scene that tests
    /// it is laid out once per scheme.
    package var colorScheme = ColorScheme.light
    /// The rendering mode being drawn (what a file's `If renderingMode:` tests); a scene that tests
    /// it is laid out once per variant.
    package var renderingMode = WidgetRenderingMode.fullColor
    /// The Always-On display (`isLuminanceReduced`), which a scene file's `If` can test.
    package var luminanceReduced = false
    /// The app's own fonts (`Font.custom`) by PostScript and family name.
    package var appFonts: [String: TextEngine.AppFont] = [:]
    /// How date texts are formatted, and the moment they are shown at.
    package var dates = DateTextFormatter(locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "UTC")!,
                                  now: RenderNow.reference)

    package init(dynamicType: DynamicTypeSize = .large, rightToLeft: Bool = false, data: [String: String] = [:]) {
        self.dynamicType = dynamicType
        self.rightToLeft = rightToLeft
        self.data = data
    }

    /// The text attributes for the current font settings.
    package var textAttributes: TextAttributes {
        var font = self.font
        if font.design == .default, font.custom == nil { font.design = fontDesign }
        // A fixed-width variant replaces any face, as SwiftUI's default fixed-width font does where a family has none.
        if monospaced {
            font.design = .monospaced
            font.custom = nil
        }
        let size = font.pointSize(at: dynamicType)
        // The face: an app font keeps its own unless a weight is asked for, and has no SF tracking.
        let family: String, weight: Int, faceItalic: Bool, systemTracking: Double
        if let name = font.custom {
            let face = appFonts[name]
            let asked = fontWeight ?? font.weight ?? (bold ? .bold : nil)
            (family, weight, faceItalic, systemTracking) = (face?.family ?? name, asked?.value ?? face?.weight ?? 400, face?.italic == true, 0)
        } else {
            var resolved = fontWeight ?? font.resolvedWeight
            if bold { resolved = max(resolved, font.style.map { Self.emphasized($0) } ?? .bold) }
            (family, weight, faceItalic) = (FontCatalog.family(for: font.design, size: size), resolved.value, false)
            systemTracking = font.design == .default ? FontCatalog.tracking(forSize: size) : 0
        }
        var attributes = TextAttributes(family: family, size: size, weight: weight, italic: italic || font.isItalic || faceItalic,
                              tabularDigits: monospacedDigit || font.monospacedDigits, tracking: systemTracking + tracking,
                              lineSpacing: lineSpacing + font.leading.lineSpacingDelta, lineLimit: lineLimit, reservedLines: reservedLines,
                              baselineOffset: baselineOffset, alignment: textAlignment, truncation: truncation,
                              minimumScaleFactor: minimumScaleFactor, rightToLeft: rightToLeft, smallCaps: font.smallCapitals)
        attributes.inlineStyles = inlineStyles
        return attributes
    }

    /// HIG emphasized weights: bold for the title styles, semibold for the rest.
    static func emphasized(_ style: Font.TextStyle) -> Font.Weight {
        [.largeTitle, .title, .title2].contains(style) ? .bold : .semibold
    }

    /// Applies an environment modifier; false when the modifier is not one.
    mutating func apply(_ modifier: Modifier) -> Bool {
        switch modifier {
        case .font(let f): font = f
        case .fontWeight(let w): fontWeight = w
        case .bold: bold = true
        case .italic: italic = true
        case .monospacedDigit: monospacedDigit = true
        case let .lineLimit(limit, reserved):
            lineLimit = limit
            reservedLines = reserved
        case .monospaced(let on): monospaced = on
        case .inlineStyles(let styles): inlineStyles = styles
        case .multilineTextAlignment(let a): textAlignment = a
        case .truncationMode(let m): truncation = m
        case .minimumScaleFactor(let f): minimumScaleFactor = f
        // UIKit's paragraph line spacing is never negative: `.lineSpacing(-15)` spaces lines as 0 does.
        case .lineSpacing(let s): lineSpacing = max(0, s)
        case .tracking(let t): tracking = t
        case .baselineOffset(let offset): baselineOffset = offset
        case .strikethrough(let line): decorations.strikethrough = line
        case .underline(let line): decorations.underline = line
        case .textCase(let c): textCase = c
        case .fontDesign(let d): fontDesign = d
        case let .dynamicTypeSize(minimum, maximum):
            if let minimum { dynamicType = max(dynamicType, minimum) }
            if let maximum { dynamicType = min(dynamicType, maximum) }
        case .labelsHidden: labelsHidden = true
        case .foregroundStyle(let s): foreground = foreground.applying(s)
        case .imageRenderingMode(let mode): imageRenderingMode = mode
        case .privacySensitive: redaction.privacySensitive = true
        case .redacted(let reason):
            if reason == .placeholder { redaction.placeholder = true; redaction.unredacted = false }
        case .unredacted: redaction = LayoutNode.Redaction(unredacted: true)
        case .gaugeStyle(let style): gaugeStyle = style
        case .progressViewStyle(let style): progressViewStyle = style
        case .tint(let style): tint = style
        case .buttonStyle(let style): buttonStyle = style
        case .buttonBorderShape(let shape): buttonBorderShape = shape
        case .toggleStyle(let style): toggleStyle = style
        case .labelStyle(let style): labelStyle = style
        case .symbolRenderingMode(let mode): symbolRenderingMode = mode
        case .symbolVariant(let variant): symbolVariant = variant
        case .imageScale(let scale): imageScale = scale
        // zIndex orders a ZStack's children (LayoutBuilder), which read it from the child itself.
        case .lintIgnore, .compositingGroup, .zIndex: break
        default: return false
        }
        return true
    }

    /// Text as shown: localised, `{{name}}` filled in, then upper- or lowercased as `textCase` says (in the image's locale).
    func displayed(_ text: String) -> String { cased(substitute(localization?.localize(text) ?? text)) }

    /// An accessibility modifier's words as VoiceOver says them: localised, `{{name}}` filled in.
    func spoken(_ attribute: AccessibilityAttribute) -> AccessibilityAttribute {
        func said(_ text: String) -> String { substitute(localization?.localize(text) ?? text) }
        switch attribute {
        case .label(let s): return .label(said(s))
        case .value(let s): return .value(said(s))
        case .hint(let s): return .hint(said(s))
        case .hidden, .element, .traits, .sortPriority: return attribute
        }
    }

    /// Text upper- or lowercased as `textCase` says, in the image's locale.
    func cased(_ text: String) -> String {
        switch textCase {
        case .uppercase: return text.uppercased(with: dates.locale)
        case .lowercase: return text.lowercased(with: dates.locale)
        case nil: return text
        }
    }

    /// Text with `{{name}}` replaced by sample data (unknown names stay as written). One pass over
    /// the text, looking each name up: the cost does not grow with the data (lists flatten to many
    /// names), and a value that itself holds `{{…}}` is not filled in again.
    package func substitute(_ text: String) -> String {
        guard !data.isEmpty, var open = text.range(of: "{{") else { return text }
        var out = ""
        var rest = text[...]
        while true {
            guard let close = rest[open.upperBound...].range(of: "}}") else { break }
            // The innermost `{{` before the `}}`: `{{{city}}}` fills `city` inside braces.
            let start = rest[open.lowerBound..<close.lowerBound].range(of: "{{", options: .backwards) ?? open
            out += rest[..<start.lowerBound]
            out += data[String(rest[start.upperBound..<close.lowerBound])] ?? String(rest[start.lowerBound..<close.upperBound])
            rest = rest[close.upperBound...]
            guard let next = rest.range(of: "{{") else { break }
            open = next
        }
        return out + rest
    }
}

import Foundation
