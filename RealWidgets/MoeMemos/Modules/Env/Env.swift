// MoeMemos' Env package: where the app navigates (its intents open sheets through it).
import Foundation

public final class AppPath: @unchecked Sendable {
    /// A sheet the app shows over its memo list.
    public enum Sheet: Hashable, Sendable {
        case newMemo, settings
    }

    public var presentedSheet: Sheet?

    public init() {}
}
