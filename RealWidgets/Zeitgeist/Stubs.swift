// Zeitgeist's own types the widget files use: its Vercel models, account storage and network
// layer (not in the corpus), and the classes Xcode generates from ZeitgeistWidgets.intentdefinition.
import Foundation
import Intents
import SwiftUI

// MARK: Generated from ZeitgeistWidgets.intentdefinition

class WidgetAccount: INObject, @unchecked Sendable {}
class WidgetProject: INObject, @unchecked Sendable {}

class SelectAccountIntent: INIntent, @unchecked Sendable {
    var account: WidgetAccount?
    var project: WidgetProject?
    var productionOnly: NSNumber?
}

// MARK: The app's models

extension String {
    /// Vercel team ids start with `team_`.
    var isTeam: Bool { hasPrefix("team_") }
}

struct VercelAccount: Identifiable, Hashable {
    var id: String
    var name: String
}

struct VercelDeployment: Identifiable, Hashable {
    enum State: String, CaseIterable, Hashable {
        case ready, queued, building, error, cancelled, offline

        var description: LocalizedStringKey {
            switch self {
            case .ready: "Deployed"
            case .queued: "Queued"
            case .building: "Building"
            case .error: "Error building"
            case .cancelled: "Cancelled"
            case .offline: "Offline"
            }
        }

        var imageName: String {
            switch self {
            case .ready: "checkmark.circle"
            case .queued: "clock"
            case .building: "timer"
            case .error: "exclamationmark.triangle"
            case .cancelled: "xmark.circle"
            case .offline: "wifi.slash"
            }
        }

        var color: Color {
            switch self {
            case .ready: .green
            case .queued, .cancelled, .offline: .gray
            case .building: .purple
            case .error: .red
            }
        }
    }

    enum Target: String, Hashable { case production, staging }

    struct Cause: Hashable, CustomStringConvertible {
        var description: String
    }

    var id: String
    var project: String
    var projectId: String?
    var state: State
    var target: Target?
    var created: Date
    var deploymentCause: Cause
}

struct VercelProject {
    struct Targets { var production: VercelDeployment? }
    var name: String
    var targets: Targets?

    static let exampleData = VercelProject(name: "example-project", targets: Targets(production: VercelDeployment(
        id: "dpl_1", project: "example-project", projectId: "prj_1", state: .ready, target: .production,
        created: Date(timeIntervalSince1970: 1_780_900_000), deploymentCause: VercelDeployment.Cause(description: "Update README.md"))))
}

// MARK: The app's storage and network layer

protocol AccountStorage {
    func loadAccounts() -> [VercelAccount]
}

/// No account signed in: the widgets draw what they show before a person adds one.
struct UserDefaultsAccountStorage: AccountStorage {
    func loadAccounts() -> [VercelAccount] { [] }
}

final class WidgetNetworkManager: Sendable {
    static let shared = WidgetNetworkManager()
    func fetchDeployments(account: VercelAccount, projectId: String?, productionOnly: Bool) async -> [VercelDeployment]? { nil }
}

struct SignOutButton: View {
    var body: some View { Button("Sign Out") {} }
}
