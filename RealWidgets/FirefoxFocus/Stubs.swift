// FirefoxFocus's own types the widget files use.
enum AppInfo {
    static let shortProductName = "Focus"
}
