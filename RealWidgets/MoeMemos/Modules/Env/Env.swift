// MoeMemos' Env package: the app's shared SwiftData store.
import Foundation
import SwiftData

public struct AppInfo {
    public let modelContext: ModelContext

    public init() {
        // The app group's store, empty here: the signed-in account's memos come from Account's service.
        modelContext = ModelContext(try! ModelContainer(for: Schema([]), configurations: [ModelConfiguration(isStoredInMemoryOnly: true)]))
    }
}
