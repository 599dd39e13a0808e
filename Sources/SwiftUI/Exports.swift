// As on Apple platforms, importing SwiftUI brings Foundation (Date, URL, Calendar, format styles).
@_exported import Foundation
