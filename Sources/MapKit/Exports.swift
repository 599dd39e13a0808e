// As on Apple platforms, `import MapKit` brings Foundation and Core Location, and of UIKit what a
// snapshot hands back: its image and traits (UIKit's whole module would bring Core Image along).
@_exported import Foundation
@_exported import CoreLocation
@_exported import class SwiftUI.UIImage
@_exported import struct SwiftUI.UITraitCollection
@_exported import enum SwiftUI.UIUserInterfaceStyle
