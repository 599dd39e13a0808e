// Brave's BraveShields, as the statistics widgets read it: the strings naming each count and the
// counts the app keeps in its app group's defaults (RealWidgets/Brave/Preferences).
import Foundation
import Strings

extension Strings {
    public struct Shields {
        public static let shieldsAdAndTrackerStats = NSLocalizedString("AdsrAndTrackers", value: "Trackers & ads blocked",
                                                                       comment: "Shields statistic: ads and trackers blocked")
        public static let dataSavedStat = NSLocalizedString("DataSavedStat", value: "Est. Data Saved", comment: "Shields statistic")
        public static let shieldsTimeStats = NSLocalizedString("ShieldsTimeStats", value: "Est. Time Saved", comment: "Shields statistic")
    }
}

public final class BraveGlobalShieldStats: @unchecked Sendable {
    public static let shared = BraveGlobalShieldStats()
    let defaults = UserDefaults(suiteName: "group.com.brave.ios.browser") ?? .standard

    public var adblock: Int { defaults.integer(forKey: "adblock") }
    public var trackingProtection: Int { defaults.integer(forKey: "tracking_protection") }

    /// About 30 KB an ad or tracker blocked.
    public var dataSaved: String {
        let bytes = Int64((adblock + trackingProtection) * 30_000)
        return ByteCountFormatter.string(fromByteCount: bytes, countStyle: .file)
    }

    /// About 50 ms an ad or tracker blocked.
    public var timeSaved: String {
        let seconds = Double(adblock + trackingProtection) * 0.05
        switch seconds {
        case ..<60: return "\(Int(seconds))s"
        case ..<3600: return "\(Int(seconds / 60))min"
        case ..<86_400: return "\(Int(seconds / 3600))h"
        default: return "\(Int(seconds / 86_400))d"
        }
    }
}
