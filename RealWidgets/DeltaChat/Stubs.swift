// Delta Chat: the app's own helper its widget files use from DcCore that reads the app's
// resources (`String.localized`), here beside the executable's resource bundle, as the extension
// bundle holds the app's `Localizable.strings`.
import Foundation

extension String {
    private static let bundle = Bundle(url: Bundle.module.bundleURL.appendingPathComponent("Resources")) ?? .main

    static func localized(_ key: String) -> String {
        bundle.localizedString(forKey: key, value: nil, table: "Localizable")
    }
}
