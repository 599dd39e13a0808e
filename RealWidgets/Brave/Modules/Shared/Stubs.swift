// Brave's Shared package, as the widget files use it: the app group, the module's logger,
// colours by hex, and a safe subscript.
import Foundation
import OSLog
import UIKit

public enum AppInfo {
    public static let sharedContainerIdentifier = "group.com.brave.ios.browser"
}

extension Logger {
    public static let module = Logger(subsystem: "com.brave.ios", category: "BraveWidgets")
}

extension UIColor {
    public convenience init(rgb: Int, alpha: CGFloat = 1) {
        self.init(red: CGFloat((rgb >> 16) & 0xFF) / 255, green: CGFloat((rgb >> 8) & 0xFF) / 255, blue: CGFloat(rgb & 0xFF) / 255,
                  alpha: alpha)
    }
}

extension Collection {
    public subscript(safe index: Index) -> Element? { indices.contains(index) ? self[index] : nil }
}

extension Int {
    /// 1,234 → "1.2K", 2,500,000 → "2.5M", as the app shows its counters.
    public var kFormattedNumber: String {
        switch self {
        case 1_000_000...: return String(format: "%.1fM", Double(self) / 1_000_000).replacingOccurrences(of: ".0M", with: "M")
        case 1_000...: return String(format: "%.1fK", Double(self) / 1_000).replacingOccurrences(of: ".0K", with: "K")
        default: return "\(self)"
        }
    }
}

@_exported import Strings

extension Int {
    /// This many minutes, in seconds.
    public var minutes: TimeInterval { TimeInterval(self) * 60 }
}

extension Array {
    /// The elements in runs of `size` (the last may be shorter).
    public func splitEvery(_ size: Int) -> [[Element]] {
        guard size > 0 else { return [self] }
        return stride(from: 0, to: count, by: size).map { Array(self[$0..<Swift.min($0 + size, count)]) }
    }
}

extension URL {
    /// The registrable domain ("brave.com" for https://search.brave.com/…, "bbc.co.uk"): the
    /// labels under the public suffix (the app's full public-suffix list is not here: common
    /// two-label suffixes are).
    public var baseDomain: String? {
        guard let host = host?.lowercased() else { return nil }
        let labels = host.split(separator: ".").map(String.init)
        let twoLabelSuffixes: Set<String> = ["co.uk", "org.uk", "ac.uk", "com.au", "net.au", "co.jp", "ne.jp", "co.nz", "com.br", "co.in"]
        let keep = labels.count > 2 && twoLabelSuffixes.contains(labels.suffix(2).joined(separator: ".")) ? 3 : 2
        return labels.count <= keep ? host : labels.suffix(keep).joined(separator: ".")
    }
}
