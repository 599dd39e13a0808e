// Slide for Reddit's widget files need only the classes Xcode generates from
// TimelineSubreddit.intentdefinition; its posts come from reddit.com, served here from HTTP/
// (the harness passes --http-fixtures), and USR_DOMAIN from its Info.plist (MainBundle/).
import Foundation
import Intents

// MARK: Generated from TimelineSubreddit.intentdefinition

class TimelineSubredditINO: INObject, @unchecked Sendable {}
class SingleSubredditINO: INObject, @unchecked Sendable {}

class TimelineSubredditIntent: INIntent, @unchecked Sendable {
    var widgetconfig: TimelineSubredditINO?
}

class SingleSubredditIntent: INIntent, @unchecked Sendable {
    var subreddit: SingleSubredditINO?
    var colorful: NSNumber?
}

protocol TimelineSubredditIntentHandling: AnyObject {
    func provideWidgetconfigOptionsCollection(for intent: TimelineSubredditIntent,
                                              with completion: @escaping (INObjectCollection<TimelineSubredditINO>?, Error?) -> Void)
}

protocol SingleSubredditIntentHandling: AnyObject {
    func provideSubredditOptionsCollection(for intent: SingleSubredditIntent,
                                           with completion: @escaping (INObjectCollection<SingleSubredditINO>?, Error?) -> Void)
}
