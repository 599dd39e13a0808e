// A widget file's own UIKit extension, as apps write it: `import UIKit`, and a convenience
// initialiser calling UIColor's designated one. (Kept apart from files that import Swift Testing,
// whose UIKit overlay exists only on Apple platforms.)
import UIKit

extension UIColor {
    convenience init(rgb: Int) {
        self.init(red: CGFloat((rgb >> 16) & 0xFF) / 255, green: CGFloat((rgb >> 8) & 0xFF) / 255, blue: CGFloat(rgb & 0xFF) / 255, alpha: 1)
    }
}
