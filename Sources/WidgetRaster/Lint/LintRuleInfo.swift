/// A guideline check's identity: the id used in reports and in `lintIgnore`, its default
/// severity, a title and the guideline it comes from.
package struct LintRuleInfo: Hashable, Sendable {
    package var id: String
    package var severity: LintSeverity
    package var title: String
    package var guideline: String

    package static let textTruncated = LintRuleInfo(
        id: "text-truncated", severity: .error, title: "Text is truncated or clipped",
        guideline: "HIG Widgets: text must be legible in full; design for the longest expected content")
    package static let contentOverflow = LintRuleInfo(
        id: "content-overflow", severity: .error, title: "Content overflows the widget",
        guideline: "HIG Widgets: keep all content inside the widget's bounds")
    package static let cornerClip = LintRuleInfo(
        id: "corner-clip", severity: .warning, title: "Content overlaps the corner curve",
        guideline: "HIG Widgets: keep content clear of the widget's rounded corners")
    package static let containerBackground = LintRuleInfo(
        id: "container-background", severity: .error, title: "No container background",
        guideline: "WidgetKit: a widget built with the iOS 17 SDK sets its background with containerBackground(_:for: .widget)")
    package static let margin = LintRuleInfo(
        id: "margin", severity: .warning, title: "Content closer to the edge than the standard margin",
        guideline: "HIG Widgets: use standard margins — 16 pt for text and content, 11 pt around graphical shapes and background groupings")
    package static let concentricCorners = LintRuleInfo(
        id: "concentric-corners", severity: .warning, title: "Corner not concentric with the widget's",
        guideline: "HIG Widgets: make the corners of shapes near the edge concentric with the widget's corners (ContainerRelativeShape)")
    package static let tapTargets = LintRuleInfo(
        id: "tap-targets", severity: .error, title: "Tap targets the family does not support",
        guideline: "HIG Widgets: a small widget is a single tap target (widgetURL); links work only in medium and larger widgets")
    package static let tapTargetSize = LintRuleInfo(
        id: "tap-target-size", severity: .warning, title: "Tap target smaller than 44 × 44 pt",
        guideline: "HIG Layout: give tappable elements a hit region of at least 44 × 44 pt")
    package static let informationDensity = LintRuleInfo(
        id: "information-density", severity: .warning, title: "Too much information for a small widget",
        guideline: "HIG Widgets: a small widget shows one idea; keep to about four pieces of information")
    package static let minTextSize = LintRuleInfo(
        id: "min-text-size", severity: .warning, title: "Text smaller than 11 pt",
        guideline: "HIG Typography: text in widgets is at least 11 pt")
    package static let dynamicTypeFit = LintRuleInfo(
        id: "dynamic-type-fit", severity: .warning, title: "Text does not fit at a larger Dynamic Type size",
        guideline: "HIG Widgets: widgets support Dynamic Type from Large to AX5; text should still fit at xxxLarge (a warning) "
            + "and at the accessibility sizes, or the widget sets a ceiling with dynamicTypeSize (a note)")
    package static let localeFit = LintRuleInfo(
        id: "locale-fit", severity: .warning, title: "Text does not fit in a language the widget is drawn in",
        guideline: "HIG Right to left and Localization: leave room for text that grows in translation (often 30–100 % longer "
            + "than English); check with Xcode's pseudolanguages and the app's languages (`--locales`)")
    package static let contrast = LintRuleInfo(
        id: "contrast", severity: .warning, title: "Text contrast below 4.5:1 (3:1 for large text)",
        guideline: "HIG Accessibility: text needs a contrast ratio of at least 4.5:1 (3:1 at 18 pt, or 14 pt bold) in light and dark")
    package static let vanishingContent = LintRuleInfo(
        id: "vanishing-content", severity: .error, title: "Content vanishes in the tinted, clear or vibrant look",
        guideline: "HIG Widgets: in the accented and vibrant rendering modes the system removes the background and recolours "
            + "the content (tinted white over glass on iOS 26); every text and symbol must stay visible in them")
    package static let sensorHousing = LintRuleInfo(
        id: "sensor-housing", severity: .error, title: "Content under the Dynamic Island's sensor housing",
        guideline: "HIG Live Activities: the compact leading and trailing views sit either side of the TrueDepth camera, and the "
            + "expanded presentation's content wraps around it; nothing can be seen where the camera is")
    package static let wording = LintRuleInfo(
        id: "wording", severity: .warning, title: "Wording the guidelines advise against",
        guideline: "HIG Widgets: no \"last updated\" times, no app or widget name, no instructions like \"tap to…\"")
    package static let placeholderShift = LintRuleInfo(
        id: "placeholder-shift", severity: .warning, title: "Placeholder shifts the layout",
        guideline: "HIG Widgets: the placeholder keeps the layout of the widget with data, so nothing jumps when data arrives")
    package static let galleryDescription = LintRuleInfo(
        id: "gallery-description", severity: .warning, title: "Gallery description style",
        guideline: "HIG Widgets: describe what the widget does in sentence case, without \"This widget shows…\" or \"Add this widget…\"")

    /// Every rule, in the order reports list them.
    package static let all: [LintRuleInfo] = [
        textTruncated, contentOverflow, cornerClip, containerBackground, margin, concentricCorners, tapTargets, tapTargetSize,
        informationDensity, minTextSize, dynamicTypeFit, localeFit, contrast, vanishingContent, sensorHousing, wording, placeholderShift, galleryDescription,
    ]
}
