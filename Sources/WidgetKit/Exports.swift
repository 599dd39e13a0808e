// As on Apple platforms, `import WidgetKit` alone brings Foundation, networking (URLRequest,
// URLSession) included.
@_exported import Foundation
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
// WidgetKit brings SwiftUI, where Apple declares `Widget`, `WidgetBundle` and `WidgetConfiguration`.
@_exported import SwiftUI
