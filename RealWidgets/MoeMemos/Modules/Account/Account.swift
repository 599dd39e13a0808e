// MoeMemos' Account package: the signed-in account and its service. The account here has 46 memos
// written over the last eight weeks, as a person who notes a few things most days has.
import Foundation
import Models
import SwiftData

/// The app's shared SwiftData store (the app group's, empty here: the account's memos come from its service).
public struct AppInfo {
    public let modelContext: ModelContext

    public init() {
        modelContext = ModelContext(try! ModelContainer(for: Schema([]), configurations: [ModelConfiguration(isStoredInMemoryOnly: true)]))
    }
}

public final class AccountManager: Sendable {
    public init(modelContext: ModelContext) {}

    public var currentService: (any Service)? { SignedInService() }
}

struct SignedInService: Service {
    static let notes = [
        "**Groceries**: oat milk, lemons, basil",
        "Read *The Pragmatic Programmer*, chapter 3 — tracer bullets.",
        "Idea: a widget that shows one old memo a day.",
        "Call the dentist before Friday.",
        "Bike ride along the river, 24 km. Windy!",
        "Meeting notes: ship the beta on the 12th.",
    ]

    func listMemos() async throws -> [StoredMemo] { Self.memos }

    func memo(id: StoredMemo.ID) -> StoredMemo? { Self.memos.first { $0.id == id } }

    /// Memos on most days of the last eight weeks, newest first, from the render's "now".
    static var memos: [StoredMemo] {
        let now = Date()
        return (0..<46).map { index in
            let daysAgo = index * 56 / 46 + index % 3
            return StoredMemo(id: "\(index + 1)", content: notes[index % notes.count],
                              createdAt: now.addingTimeInterval(-Double(daysAgo) * 86_400 - Double(index % 5) * 3_600))
        }
    }
}
