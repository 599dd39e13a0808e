// `import UIKit` in a widget file: UIColor and UIImage, which live in this package's SwiftUI (as
// on iOS, where importing SwiftUI brings them), and Core Image, which UIKit brings on iOS. The
// module does not re-export the other way, so a test that imports Swift Testing and SwiftUI does
// not ask for Swift Testing's UIKit overlay.
@_exported import CoreImage
@_exported import SwiftUI
