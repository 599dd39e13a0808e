import Foundation

// Foundation's Apple-only API that widget code calls, here because every widget file imports
// SwiftUI or WidgetKit (the formatters corelibs lacks have files of their own).
extension FileManager {
    /// The shared folder of an app group, where an app leaves files for its widgets. Here a
    /// folder per group under `$WIDGETRASTER_APP_GROUPS` (default: the temporary folder's
    /// `widgetraster-app-groups`), created on first use; nil where it cannot be created, as iOS
    /// answers for a group the extension is not entitled to.
    public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? {
        let root = ProcessInfo.processInfo.environment["WIDGETRASTER_APP_GROUPS"].map { URL(fileURLWithPath: $0) }
            ?? temporaryDirectory.appendingPathComponent("widgetraster-app-groups")
        let folder = root.appendingPathComponent(groupIdentifier, isDirectory: true)
        do {
            try createDirectory(at: folder, withIntermediateDirectories: true)
            return folder
        } catch {
            return nil
        }
    }
}

extension UserDefaults {
    /// Key-value coding's setter, which UserDefaults answers by storing the value (corelibs has no
    /// key-value coding).
    public func setValue(_ value: Any?, forKey key: String) { set(value, forKey: key) }
}

/// `ProcessInfo()`, which Apple's Foundation inherits from `NSObject` and swift-corelibs-foundation
/// keeps internal: the process's one `ProcessInfo.processInfo`, as every instance reads the same.
@_disfavoredOverload
public func ProcessInfo() -> Foundation.ProcessInfo { Foundation.ProcessInfo.processInfo }
