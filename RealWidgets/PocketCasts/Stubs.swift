// Pocket Casts' own code the widget files use and the corpus leaves out: the strings SwiftGen
// generates from Localizable.strings (L10n), the app-group keys of its shared constants, and the
// playback call its play intent makes.
import Foundation

/// SwiftGen's `L10n`: each key of the app's Localizable.strings, read from the app's bundle.
enum L10n {
    static var nowPlaying: String { tr("now_playing") }
    static var upNext: String { tr("up_next") }
    static var upNextEmptyTitle: String { tr("up_next_empty_title") }
    static var widgetsAppIconName: String { tr("widgets_app_icon_name") }
    static var widgetsAppIconDescription: String { tr("widgets_app_icon_description") }
    static var widgetsDiscoverPromptTitle: String { tr("widgets_discover_prompt_title") }
    static var widgetsDiscoverPromptMsg: String { tr("widgets_discover_prompt_msg") }
    static var widgetsNothingPlaying: String { tr("widgets_nothing_playing") }
    static var widgetsNowPlayingDesc: String { tr("widgets_now_playing_desc") }
    static var widgetsNowPlayingTapDiscover: String { tr("widgets_now_playing_tap_discover") }
    static var widgetsUpNextDescription: String { tr("widgets_up_next_description") }
    static func podcastTimeLeft(_ p1: Any) -> String { tr("podcast_time_left", String(describing: p1)) }

    /// The app's resources, as the extension's bundle holds them (here: this executable's
    /// resource bundle, which keeps the corpus's Resources folder).
    private static let bundle = Bundle(url: Bundle.module.bundleURL.appendingPathComponent("Resources")) ?? .main

    private static func tr(_ key: String, _ args: CVarArg...) -> String {
        let format = bundle.localizedString(forKey: key, value: nil, table: "Localizable")
        return String(format: format, locale: Locale.current, arguments: args)
    }
}

/// The keys the app writes its state under in the app group's defaults.
enum SharedConstants {
    enum GroupUserDefaults {
        static let groupContainerId = "group.au.com.shiftyjelly.pocketcasts"
        static let appIcon = "au.com.pocketcasts.AppIcon"
        static let upNextItems = "au.com.pocketcasts.UpNextItems"
        static let upNextItemsCount = "au.com.pocketcasts.UpNextItemsCount"
        static let topFilterItems = "au.com.pocketcasts.TopFilterItems"
        static let topFilterName = "au.com.pocketcasts.TopFilterName"
        static let isPlaying = "au.com.pocketcasts.IsPlaying"
    }
}

/// Starts or pauses an episode in the app (the widget's play button); a rendering never runs it.
func intentPlayback(_ episodeUuid: String) {}
