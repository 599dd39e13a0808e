import Foundation
import WidgetRaster

/// UIKit's name for the text size a person chose (`traitCollection.preferredContentSizeCategory`),
/// one for each Dynamic Type size, ordered smallest to largest; `unspecified` sorts below them all.
public struct UIContentSizeCategory: Hashable, Sendable, RawRepresentable, Comparable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// Posted when the person changes the text size: a rendering never posts it.
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
    /// The `userInfo` key of the new category in `didChangeNotification`.
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"

    /// The categories, smallest to largest, one for each Dynamic Type size.
    static let ordered: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge, .accessibilityMedium,
        .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
    ]

    /// One of the five accessibility sizes (AX1–AX5).
    public var isAccessibilityCategory: Bool { rawValue.hasPrefix("UICTContentSizeCategoryAccessibility") }

    /// The category of a Dynamic Type size (iOS 15).
    public init(_ dynamicTypeSize: DynamicTypeSize) {
        self = Self.ordered[DynamicTypeSize.allCases.firstIndex(of: dynamicTypeSize)!]
    }

    /// The Dynamic Type size this category names; nil for `unspecified` and unknown names.
    var dynamicTypeSize: DynamicTypeSize? { Self.ordered.firstIndex(of: self).map { DynamicTypeSize.allCases[$0] } }

    /// Position in the order: `unspecified` (and unknown names) first.
    private var rank: Int { Self.ordered.firstIndex(of: self) ?? -1 }

    /// The Dynamic Type size UIKit measures with for `traits`: theirs, else the image's (the render's text size).
    static func dynamicTypeSize(of traits: UITraitCollection?) -> DynamicTypeSize {
        traits?.preferredContentSizeCategory.dynamicTypeSize ?? EnvironmentValues.current.dynamicTypeSize
    }

    public static func < (left: UIContentSizeCategory, right: UIContentSizeCategory) -> Bool { left.rank < right.rank }
}

extension DynamicTypeSize {
    /// The Dynamic Type size of a UIKit content size category; nil for `unspecified`.
    public init?(_ uiSizeCategory: UIContentSizeCategory) {
        guard let size = uiSizeCategory.dynamicTypeSize else { return nil }
        self = size
    }
}

extension ContentSizeCategory {
    /// The SwiftUI category of a UIKit one; nil for `unspecified`.
    public init?(_ uiSizeCategory: UIContentSizeCategory) {
        guard let size = uiSizeCategory.dynamicTypeSize else { return nil }
        self.init(size)
    }
}

extension UIContentSizeCategory {
    /// The UIKit category of a SwiftUI one.
    @_disfavoredOverload
    public init(_ sizeCategory: ContentSizeCategory) { self.init(sizeCategory.dynamicTypeSize) }
}
