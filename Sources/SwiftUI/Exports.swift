// As on Apple platforms, importing SwiftUI brings Foundation (Date, URL, Calendar, format styles).
@_exported import Foundation
#if canImport(FoundationNetworking)
// On Linux URLRequest, URLSession and HTTPURLResponse live apart from Foundation; on iOS they are in it.
@_exported import FoundationNetworking
#endif
// As on Apple platforms, SwiftUI brings Combine (ObservableObject, @Published, publishers).
@_exported import Combine
