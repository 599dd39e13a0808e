import Foundation

/// The traits UIKit code is asked with or asks for (`UIColor(dynamicProvider:)`,
/// `UITraitCollection.current`): the image's appearance, scale and Dynamic Type size, an iPhone's compact width.
public struct UITraitCollection: Sendable {
    public var userInterfaceStyle: UIUserInterfaceStyle = .unspecified
    public var displayScale: CGFloat = 0
    public var horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified
    public var verticalSizeClass: UIUserInterfaceSizeClass = .unspecified
    public var userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified
    public var legibilityWeight: UILegibilityWeight = .unspecified
    public var accessibilityContrast: UIAccessibilityContrast = .unspecified
    public var layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified
    public var preferredContentSizeCategory: UIContentSizeCategory = .unspecified

    public init() {}
    public init(userInterfaceStyle: UIUserInterfaceStyle) { self.userInterfaceStyle = userInterfaceStyle }
    public init(displayScale: CGFloat) { self.displayScale = displayScale }
    public init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.horizontalSizeClass = horizontalSizeClass }
    public init(userInterfaceIdiom: UIUserInterfaceIdiom) { self.userInterfaceIdiom = userInterfaceIdiom }
    public init(legibilityWeight: UILegibilityWeight) { self.legibilityWeight = legibilityWeight }
    public init(preferredContentSizeCategory: UIContentSizeCategory) { self.preferredContentSizeCategory = preferredContentSizeCategory }

    /// The traits each collection specifies, the later ones' over the earlier.
    public init(traitsFrom collections: [UITraitCollection]) {
        self.init()
        for traits in collections { self.apply(traits) }
    }

    /// Traits set by a closure (iOS 17).
    public init(mutations: (inout any UIMutableTraits) -> Void) {
        var traits: any UIMutableTraits = UITraitCollection()
        mutations(&traits)
        self = traits as? UITraitCollection ?? UITraitCollection()
    }

    /// These traits with those a closure changes (iOS 17).
    public func modifyingTraits(_ mutations: (inout any UIMutableTraits) -> Void) -> UITraitCollection {
        var traits: any UIMutableTraits = self
        mutations(&traits)
        return traits as? UITraitCollection ?? self
    }

    /// The traits of the image being drawn: its colour scheme and scale, on an upright iPhone
    /// (compact width, regular height), with the contrast and bold-text setting iOS starts with.
    public static var current: UITraitCollection {
        let environment = EnvironmentValues.current
        var traits = UITraitCollection(userInterfaceStyle: environment.colorScheme == .dark ? .dark : .light)
        traits.displayScale = environment.displayScale
        traits.horizontalSizeClass = .compact
        traits.verticalSizeClass = .regular
        traits.userInterfaceIdiom = .phone
        traits.legibilityWeight = .regular
        traits.accessibilityContrast = .normal
        traits.layoutDirection = environment.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        traits.preferredContentSizeCategory = UIContentSizeCategory(environment.dynamicTypeSize)
        return traits
    }

    /// Runs `actions` with these traits as the current ones: here the image's traits stay current.
    public func performAsCurrent(_ actions: () throws -> Void) rethrows { try actions() }

    private mutating func apply(_ other: UITraitCollection) {
        if other.userInterfaceStyle != .unspecified { userInterfaceStyle = other.userInterfaceStyle }
        if other.displayScale != 0 { displayScale = other.displayScale }
        if other.horizontalSizeClass != .unspecified { horizontalSizeClass = other.horizontalSizeClass }
        if other.verticalSizeClass != .unspecified { verticalSizeClass = other.verticalSizeClass }
        if other.userInterfaceIdiom != .unspecified { userInterfaceIdiom = other.userInterfaceIdiom }
        if other.legibilityWeight != .unspecified { legibilityWeight = other.legibilityWeight }
        if other.accessibilityContrast != .unspecified { accessibilityContrast = other.accessibilityContrast }
        if other.layoutDirection != .unspecified { layoutDirection = other.layoutDirection }
        if other.preferredContentSizeCategory != .unspecified { preferredContentSizeCategory = other.preferredContentSizeCategory }
    }
}

/// The traits a `UITraitCollection(mutations:)` closure sets (iOS 17).
public protocol UIMutableTraits {
    var userInterfaceStyle: UIUserInterfaceStyle { get set }
    var displayScale: CGFloat { get set }
    var horizontalSizeClass: UIUserInterfaceSizeClass { get set }
    var verticalSizeClass: UIUserInterfaceSizeClass { get set }
    var userInterfaceIdiom: UIUserInterfaceIdiom { get set }
    var legibilityWeight: UILegibilityWeight { get set }
    var accessibilityContrast: UIAccessibilityContrast { get set }
    var layoutDirection: UITraitEnvironmentLayoutDirection { get set }
    var preferredContentSizeCategory: UIContentSizeCategory { get set }
}

extension UITraitCollection: UIMutableTraits {}

public enum UIUserInterfaceStyle: Int, Sendable { case unspecified, light, dark }
/// How much room there is across or down: compact (an iPhone's width) or regular.
public enum UIUserInterfaceSizeClass: Int, Sendable { case unspecified, compact, regular }
/// Whether the person asked for bold text.
public enum UILegibilityWeight: Int, Sendable { case unspecified = -1, regular, bold }
/// Whether the person asked for more contrast.
public enum UIAccessibilityContrast: Int, Sendable { case unspecified = -1, normal, high }
/// Which way text runs.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable { case unspecified = -1, leftToRight, rightToLeft }
