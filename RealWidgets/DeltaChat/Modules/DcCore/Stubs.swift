// DcCore, Delta Chat's own module, as the widget files use it: the accounts, their messages and
// chats, and the app group's defaults. The real module wraps the Rust core's database; here the
// selected account holds what a phone with a few webxdc apps and chats holds.
import Foundation
import SwiftUI

public let DC_CONTACT_ID_SELF: Int32 = 1
public let DC_CONTACT_ID_DEVICE: Int32 = 5

public final class DcAccounts {
    public static let shared = DcAccounts()
    private let account = DcContext(id: 1)

    public func openDatabase(writeable: Bool) {}
    public func closeDatabase() {}
    public func get(id: Int) -> DcContext { id == account.id ? account : DcContext(id: id) }
    public func getSelected() -> DcContext { account }
}

public final class DcContext {
    public let id: Int

    init(id: Int) { self.id = id }

    /// The webxdc apps shared in the account's chats: message id, app name, the icon the app ships.
    private static let apps: [Int: (name: String, icon: String)] = [
        10: ("Checklist", "checklist"), 11: ("Hello", "hello"), 12: ("Pixel", "pixel"), 13: ("Packabunchas", "packabunchas"),
    ]

    /// The account's chats: id, name, avatar (nil: initials on the chat's colour), colour.
    private static let chats: [Int: (name: String, avatar: String?, color: UIColor)] = [
        20: ("Saved Messages", "saved-messages", .systemBlue), 21: ("Anna Schmidt", nil, .systemPink),
        22: ("Book Club", nil, .systemGreen), 23: ("Announcements", "broadcast", .systemOrange),
    ]

    public func getMessage(id: Int) -> DcMsg {
        guard id > 0, self.id == 1, let app = Self.apps[id] else { return DcMsg(id: id, chatId: 0, app: nil) }
        return DcMsg(id: id, chatId: 20, app: app)
    }

    public func getChat(chatId: Int) -> DcChat {
        guard self.id == 1, let chat = Self.chats[chatId] else { return DcChat(id: chatId, chat: nil) }
        return DcChat(id: chatId, chat: chat)
    }

    public func getChatIdByContactId(_ contactId: Int) -> Int { contactId == Int(DC_CONTACT_ID_SELF) ? 20 : 23 }
}

public final class DcMsg {
    public let id: Int
    public let chatId: Int
    private let app: (name: String, icon: String)?

    init(id: Int, chatId: Int, app: (name: String, icon: String)?) {
        (self.id, self.chatId, self.app) = (id, chatId, app)
    }

    public var isValid: Bool { app != nil }
    public func getWebxdcAppName() -> String { app?.name ?? "" }
    public func getWebxdcPreviewImage() -> UIImage? { app.flatMap { UIImage(named: $0.icon) } }
}

public final class DcChat {
    public let id: Int
    private let chat: (name: String, avatar: String?, color: UIColor)?

    init(id: Int, chat: (name: String, avatar: String?, color: UIColor)?) {
        (self.id, self.chat) = (id, chat)
    }

    public var isValid: Bool { chat != nil }
    public var name: String { chat?.name ?? "" }
    public var profileImage: UIImage? { chat?.avatar.flatMap { UIImage(named: $0) } }
    public var color: UIColor { chat?.color ?? .gray }
}

public enum DcUtils {
    /// The first letters of a name's first two words, as the app's avatars show them.
    public static func getInitials(inputName: String) -> String {
        inputName.split(separator: " ").prefix(2).compactMap(\.first).map(String.init).joined().uppercased()
    }
}

extension UserDefaults {
    /// The app group the app and its widget share.
    public static var shared: UserDefaults? { UserDefaults(suiteName: "group.chat.delta.ios") }
}
