// As on Apple platforms, importing SwiftUI brings Foundation (Date, URL, Calendar, format styles).
@_exported import Foundation
#if canImport(FoundationNetworking)
// On Linux URLRequest, URLSession and HTTPURLResponse live apart from Foundation; on iOS they are in it.
@_exported import FoundationNetworking
#endif
// As on Apple platforms, SwiftUI brings Combine (ObservableObject, @Published, publishers).
@_exported import Combine
// Foundation's `LocalizedStringResource` (iOS 16), which swift-corelibs-foundation lacks: ours
// lives in AppIntents, and comes with SwiftUI as Apple's comes with Foundation.
@_exported import struct AppIntents.LocalizedStringResource
// Core Graphics' colour space and bitmap types, which SwiftUI brings on iOS (drawing an image in code).
@_exported import CoreGraphicsTypes
