// MoeMemos' Models package: what a memo is, and the service the app reads its memos from.
import Foundation

public enum MemoVisibility: String, Codable, Sendable, CaseIterable {
    case `public`, local, `private`, direct, unlisted
}

/// What the app's lists and statistics read of a memo.
public protocol MemoPresentable {
    var content: String { get }
    var createdAt: Date { get }
}

/// A memo in the app's store: its persistent identifier (as a token), its Markdown and its dates.
public struct StoredMemo: MemoPresentable, Sendable, Identifiable {
    public let id: String
    public var content: String
    public var createdAt: Date
    public var visibility: MemoVisibility

    public init(id: String, content: String, createdAt: Date, visibility: MemoVisibility = .private) {
        self.id = id
        self.content = content
        self.createdAt = createdAt
        self.visibility = visibility
    }
}

/// Writes a stored memo's identifier as the string an App Intent entity keeps, and reads it back.
public enum PersistentIdentifierTokenCoder {
    public static func encode(_ id: StoredMemo.ID) -> String? { id.isEmpty ? nil : "memo:" + id }
    public static func decode(_ token: String) -> StoredMemo.ID? { token.hasPrefix("memo:") ? String(token.dropFirst(5)) : nil }
}

/// A Memos server account's memos, as the app's store holds them.
public protocol Service: Sendable {
    func listMemos() async throws -> [StoredMemo]
    func memo(id: StoredMemo.ID) -> StoredMemo?
}
