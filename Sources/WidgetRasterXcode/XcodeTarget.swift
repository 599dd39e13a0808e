import Foundation

/// One target of an Xcode project, as a widget extension's build needs it: the Swift files it
/// compiles, the resources it copies into its bundle, its Info.plist, the build settings that
/// change how Swift reads its code, and the Swift packages it links.
package struct XcodeTarget: Equatable, Sendable {
    package var name: String
    /// Xcode's product type (`com.apple.product-type.app-extension` for a widget extension).
    package var productType: String
    package var sources: [URL]
    package var resources: [XcodeResource]
    package var infoPlist: URL?
    /// `SWIFT_ACTIVE_COMPILATION_CONDITIONS` of the Debug configuration, without `$(inherited)`.
    package var compilationConditions: [String]
    /// `SWIFT_DEFAULT_ACTOR_ISOLATION` (`MainActor` in projects Xcode 26 creates), or nil.
    package var defaultActorIsolation: String?
    package var packages: [XcodePackageProduct]

    package var isAppExtension: Bool { productType == "com.apple.product-type.app-extension" }

    /// Whether the target is a widget extension: an app extension whose Info.plist names WidgetKit's
    /// extension point, or, where the Info.plist is generated, whose code imports WidgetKit.
    package var isWidgetExtension: Bool {
        guard isAppExtension else { return false }
        if let infoPlist, let data = try? Data(contentsOf: infoPlist),
           let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
           let point = (plist["NSExtension"] as? [String: Any])?["NSExtensionPointIdentifier"] as? String {
            return point == "com.apple.widgetkit-extension"
        }
        return sources.contains { (try? String(contentsOf: $0, encoding: .utf8))?.contains("import WidgetKit") == true }
    }
}

/// A file or folder a target copies into its bundle, and where it goes there (`en.lproj/Localizable.strings`).
package struct XcodeResource: Equatable, Sendable {
    package var url: URL
    package var bundlePath: String
}

/// A Swift package product a target links, and where the package comes from.
package struct XcodePackageProduct: Equatable, Sendable {
    package var product: String
    package var source: Source

    package enum Source: Equatable, Sendable {
        /// A package from a repository, with the version rule the project sets.
        case remote(url: String, requirement: Requirement)
        /// A package folder inside (or beside) the project.
        case local(URL)
    }

    /// Xcode's version rules for a remote package (`XCRemoteSwiftPackageReference.requirement`).
    package enum Requirement: Equatable, Sendable {
        case upToNextMajor(String), upToNextMinor(String), exact(String), range(String, String), branch(String), revision(String)
    }
}
