// BraveWidgetsModels' generated intent classes (BraveWidgets.intentdefinition is a member of this
// package), and the favourites the app saves for the widgets live in the corpus's FavoritesWidgetData.swift.
import Foundation
import Intents

// MARK: Generated from BraveWidgets.intentdefinition
// Parameters start at the definition's default values, as a newly added widget's intent has them.

public enum StatKind: Int {
    case unknown = 0, adsBlocked = 1, dataSaved = 2, timeSaved = 3
}

public enum WidgetShortcut: Int {
    case unknown = 0, newTab = 1, newPrivateTab = 2, bookmarks = 3, history = 4, downloads = 5, playlist = 6, search = 7
    case wallet = 8, scanQRCode = 9, braveNews = 10
}

public class FavoriteEntry: INObject, @unchecked Sendable {
    public var url: URL?
}

public class StatsConfigurationIntent: INIntent, @unchecked Sendable {
    public var statKind: StatKind = .adsBlocked
}

public class ShortcutsConfigurationIntent: INIntent, @unchecked Sendable {
    public var slot1: WidgetShortcut = .newTab
    public var slot2: WidgetShortcut = .newPrivateTab
    public var slot3: WidgetShortcut = .bookmarks
}

public class LockScreenFavoriteConfigurationIntent: INIntent, @unchecked Sendable {
    public var favorite: FavoriteEntry?
}

public class LockScreenShortcutConfigurationIntent: INIntent, @unchecked Sendable {
    public var shortcut: WidgetShortcut = .newTab
}
