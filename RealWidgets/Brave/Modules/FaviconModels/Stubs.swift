// Brave's FaviconModels: a site's icon as the app saves it for the widgets (PNG bytes, whether
// it is a letter monogram, and the colour behind it).
import Foundation
import UIKit

public final class Favicon: Codable, @unchecked Sendable {
    public let image: UIImage?
    public let isMonogramImage: Bool
    public let backgroundColor: UIColor

    public init(image: UIImage? = nil, isMonogramImage: Bool, backgroundColor: UIColor) {
        self.image = image
        self.isMonogramImage = isMonogramImage
        self.backgroundColor = backgroundColor
    }

    enum CodingKeys: String, CodingKey { case image, isMonogramImage, backgroundColor }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        image = try c.decodeIfPresent(Data.self, forKey: .image).flatMap(UIImage.init(data:))
        isMonogramImage = try c.decode(Bool.self, forKey: .isMonogramImage)
        let rgba = try c.decodeIfPresent([CGFloat].self, forKey: .backgroundColor) ?? [1, 1, 1, 1]
        backgroundColor = UIColor(red: rgba[0], green: rgba[1], blue: rgba[2], alpha: rgba.count > 3 ? rgba[3] : 1)
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(isMonogramImage, forKey: .isMonogramImage)
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        backgroundColor.getRed(&r, green: &g, blue: &b, alpha: &a)
        try c.encode([r, g, b, a], forKey: .backgroundColor)
    }
}
