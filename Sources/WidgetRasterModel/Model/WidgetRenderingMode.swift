/// How the system shows a widget (WidgetKit `WidgetRenderingMode`).
public enum WidgetRenderingMode: String, CaseIterable, Sendable, Codable {
    /// Home Screen in light or dark: colours as designed.
    case fullColor
    /// Tinted Home Screen (iOS 18): two colour groups, background removed.
    case accented
    /// Lock Screen and StandBy at night: monochrome by luminance, background removed.
    case vibrant
}

/// How an image is drawn in the accented mode (`widgetAccentedRenderingMode(_:)`).
public enum AccentedImageMode: String, CaseIterable, Sendable, Codable {
    /// Joins the accent group: its colour replaced by the accent colour, alpha kept.
    case accented
    /// Luminance becomes alpha, in the accent colour.
    case accentedDesaturated
    /// Luminance becomes alpha, in the default group's colour (the default for images).
    case desaturated
    /// Drawn as is.
    case fullColor
}

/// Reading order (`environment(\.layoutDirection, …)`).
public enum LayoutDirection: String, CaseIterable, Sendable, Codable {
    case leftToRight, rightToLeft
}
