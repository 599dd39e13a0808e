//
//  AppIntent.swift
//  EmojiWidget
//
//  Xcode's widget-extension template (iOS 17, "Include Configuration App Intent"), unchanged.
//

import WidgetKit
import AppIntents

struct ConfigurationAppIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource { "Configuration" }
    static var description: IntentDescription { "This is an example widget." }

    // An example configurable parameter.
    @Parameter(title: "Favorite Emoji", default: "😃")
    var favoriteEmoji: String
}
