// St Jude's own types the widget files use, from the app's shared sources (not in the corpus): the
// classes Xcode generates from Tiltify_St_Jude_Widget.intentdefinition, the Tiltify API's models
// and the widget data made from them, the API client (answered with the 2025 fundraiser as the
// app would fetch it: a rendering has no network), the app's database (empty: nothing saved yet),
// its loggers, defaults and colour helpers.
import Foundation
import Intents
import OSLog
import SwiftUI
import UIKit

// MARK: Generated from Tiltify_St_Jude_Widget.intentdefinition

/// The `WidgetAppearance` enum of the intent definition.
@objc enum WidgetAppearance: Int, Sendable {
    case unknown = 0, relay, stjude, relaytrueblack, stjudetrueblack, yellow, stephen, myke, brad, kathy, jason, casey
}

/// The custom type of a `campaign` parameter (identifier: the campaign's UUID).
class WidgetCampaign: INObject, @unchecked Sendable {
    var vanity: String?
    var slug: String?
}

/// The custom type of a `headToHead` parameter.
class WidgetHeadToHead: INObject, @unchecked Sendable {
    var campaign1: WidgetCampaign?
    var campaign2: WidgetCampaign?
}

class ConfigurationIntent: INIntent, @unchecked Sendable {
    var campaign: WidgetCampaign?
    var showMilestones: NSNumber?
    var showMilestonePercentage: NSNumber?
    var preferFutureMilestones: NSNumber?
    var showFullCurrencySymbol: NSNumber?
    var showGoalPercentage: NSNumber?
    var disablePixelTheme: NSNumber?
    var appearance: WidgetAppearance = .unknown
    var disableCombos: NSNumber?
}

class FundraisingEventConfigurationIntent: INIntent, @unchecked Sendable {
    var showMilestones: NSNumber?
    var showMilestonePercentage: NSNumber?
    var preferFutureMilestones: NSNumber?
    var showFullCurrencySymbol: NSNumber?
    var showGoalPercentage: NSNumber?
    var disablePixelTheme: NSNumber?
    var appearance: WidgetAppearance = .unknown
    var openFundraiserOnTap: NSNumber?
}

class FundraisingEventLockScreenConfigurationIntent: INIntent, @unchecked Sendable {
    var showFullCurrencySymbol: NSNumber?
    var showGoalPercentage: NSNumber?
}

class CampaignLockScreenConfigurationIntent: INIntent, @unchecked Sendable {
    var campaign: WidgetCampaign?
    var showFullCurrencySymbol: NSNumber?
    var showGoalPercentage: NSNumber?
    var disableCombos: NSNumber?
}

class HeadToHeadConfigurationIntent: INIntent, @unchecked Sendable {
    var headToHead: WidgetHeadToHead?
    var showFullCurrencySymbol: NSNumber?
    var disablePixelTheme: NSNumber?
    var openToHeadToHead: NSNumber?
}

// MARK: Loggers (Shared/Loggers.swift)

let dataLogger = Logger(subsystem: "com.relay.stjude", category: "Data")

// MARK: Defaults (Extensions/UserDefaults.swift)

extension UserDefaults {
    nonisolated(unsafe) static let shared = UserDefaults(suiteName: "group.dev.snailedit.stjude")!
    static let debugGlowOpacityKey = "debugGlowOpacityKey"
    static let debugEdgeHighlightOpacityKey = "debugEdgeHighlightOpacityKey"
    var disablePixelFont: Bool { bool(forKey: "disablePixelFont") }
    var disableCombos: Bool { bool(forKey: "disableCombos") }
}

// MARK: Colours (Extensions/Color.swift)

extension Color {
    static func rgb(_ red: Int, _ green: Int, _ blue: Int) -> Color {
        Color(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255)
    }
    static let secondarySystemBackground = Color(UIColor.secondarySystemBackground)
    static let label = Color(UIColor.label)

    /// The colour with each channel moved by `percentage` points of 100, as the app adjusts its tints.
    func lighter(by percentage: CGFloat = 30) -> Color { adjusted(by: abs(percentage)) }
    func darker(by percentage: CGFloat = 30) -> Color { adjusted(by: -abs(percentage)) }

    private func adjusted(by percentage: CGFloat) -> Color {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        guard UIColor(self).getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return .red }
        func move(_ channel: CGFloat) -> Double { Double(min(max(channel + percentage / 100, 0), 1)) }
        return Color(red: move(red), green: move(green), blue: move(blue), opacity: Double(alpha))
    }
}

// MARK: The Tiltify API's models (Shared/Networking/Model.swift, TiltifyAPIClientModels.swift)

/// An amount as the API gives it: a currency code and the value as text.
struct TiltifyAmount: Codable, Sendable {
    let currency: String
    let value: String?
    var numericalValue: Double { value.flatMap(Double.init) ?? 0 }
}

/// An amount as the app keeps it.
struct ResolvedTiltifyAmount: Codable, Hashable, Sendable {
    let currency: String
    let value: Double
}

struct TiltifyUser: Codable, Hashable, Sendable {
    let username: String
    let slug: String
    let avatar: String?
}

struct TiltifyMilestone: Codable, Sendable {
    let amount: TiltifyAmount
    let name: String
    let publicId: UUID
}

struct TiltifyCampaign: Codable, Sendable {
    let publicId: UUID
    let avatar: String?
    let goal: TiltifyAmount
    let milestones: [TiltifyMilestone]
    let slug: String
    let status: String
    let team: String?
    let user: TiltifyUser
    let description: String
    let totalAmountRaised: TiltifyAmount
    let name: String
    let originalGoal: TiltifyAmount
    let rewards: [String]
}

struct TiltifyAPICampaign: Sendable {
    let id: UUID
    let name: String
    let user: TiltifyUser
    let description: String
    let goal: TiltifyAmount
    let totalAmountRaised: TiltifyAmount
}

struct TIltifyCampaignWithMilestones: Sendable {
    let campaign: TiltifyAPICampaign
    let milestones: [TiltifyMilestone]
}

struct TiltifyFundraisingEvent: Sendable {
    let id: UUID
    let name: String
    let description: String
    let goal: TiltifyAmount
    let totalAmountRaised: TiltifyAmount
}

struct ScoreItem: Codable, Sendable {
    let score: Double
    static let zero = ScoreItem(score: 0)
}

/// The hosts' head-to-head score.
struct Score: Codable, Sendable {
    let myke: ScoreItem
    let stephen: ScoreItem
}

/// The fundraiser the app follows (Relay's own, on Tiltify).
let TEAM_EVENT_ID = UUID(uuidString: "8A17EE82-B90A-4ABA-A22F-E8CC7E8CF410")!

// MARK: The app's database (Shared/Model/DB): nothing saved in a fresh install

struct Milestone: Codable, Hashable, Identifiable, Sendable {
    var id: UUID { publicId }
    let publicId: UUID
    let name: String
    let amount: ResolvedTiltifyAmount
}

struct Campaign: Sendable {
    let id: UUID
}

struct TeamEvent: Sendable {
    let id: UUID
}

struct HeadToHead: Sendable {
    let id: UUID
}

actor AppDatabase {
    static let shared = AppDatabase()
    func fetchCampaign(with id: UUID) async throws -> Campaign? { nil }
    func fetchTeamEvent() async throws -> TeamEvent? { nil }
    func fetchHeadToHead(with id: UUID) async throws -> HeadToHead? { nil }
}

// MARK: The API client (Shared/Networking/TiltifyAPIClient.swift)

/// Answers as Tiltify answered for the 2025 fundraiser on its last day: the event, its
/// milestones, and a campaign with the same milestones; the hosts' score.
final class TiltifyAPIClient: Sendable {
    static let shared = TiltifyAPIClient()

    private let milestones = [
        TiltifyMilestone(amount: TiltifyAmount(currency: "USD", value: "500000"), name: "Myke eats a ghost pepper", publicId: UUID(uuidString: "0B6D2B0E-8E51-4A3B-9E0B-4D8C5E3F1A01")!),
        TiltifyMilestone(amount: TiltifyAmount(currency: "USD", value: "1000000"), name: "Stephen builds a Lego castle live", publicId: UUID(uuidString: "0B6D2B0E-8E51-4A3B-9E0B-4D8C5E3F1A02")!),
        TiltifyMilestone(amount: TiltifyAmount(currency: "USD", value: "1500000"), name: "The podcast marathon", publicId: UUID(uuidString: "0B6D2B0E-8E51-4A3B-9E0B-4D8C5E3F1A03")!),
    ]

    func getFundraisingEvent() async -> TiltifyFundraisingEvent? {
        TiltifyFundraisingEvent(id: TEAM_EVENT_ID, name: "Relay for St. Jude 2025", description: "Help Relay raise money for St. Jude Children's Research Hospital.",
                                goal: TiltifyAmount(currency: "USD", value: "1000000.00"),
                                totalAmountRaised: TiltifyAmount(currency: "USD", value: "1234567.89"))
    }

    func getCampaignMilestones(forId id: UUID) async -> [TiltifyMilestone] { milestones }

    func getCampaignWithMilestones(forId id: UUID) async -> TIltifyCampaignWithMilestones? {
        let user = TiltifyUser(username: "Relay", slug: "relay-fm", avatar: nil)
        return TIltifyCampaignWithMilestones(
            campaign: TiltifyAPICampaign(id: id, name: "Relay for St. Jude 2025", user: user, description: "Relay's own fundraiser.",
                                         goal: TiltifyAmount(currency: "USD", value: "1000000.00"),
                                         totalAmountRaised: TiltifyAmount(currency: "USD", value: "1234567.89")),
            milestones: milestones)
    }

    func fetchScore() async -> Score? { Score(myke: ScoreItem(score: 233), stephen: ScoreItem(score: 231)) }
}

// MARK: The widget's data (Shared/Model/TiltifyWidgetData.swift, Shared/Helpers/CampaignHelpers.swift)

/// A fundraiser as the widgets show it: its totals, goal and milestones, with the app's formatting.
struct TiltifyWidgetData: Codable, Equatable, Sendable {
    let id: UUID
    let name: String
    let username: String?
    let description: String
    let totalRaisedRaw: String
    let goalRaw: String
    let currencyCode: String
    let milestones: [Milestone]
    var avatarImageData: Data? { nil }

    var totalRaised: Double? { Double(totalRaisedRaw) }
    var totalRaisedNumerical: Double { totalRaised ?? 0 }
    var goal: Double? { Double(goalRaw) }
    var previousMilestone: Milestone? { milestones.last { $0.amount.value < totalRaisedNumerical } }
    var nextMilestone: Milestone? { milestones.first { $0.amount.value >= totalRaisedNumerical } }
    var futureMilestones: [Milestone] { milestones.filter { $0.amount.value >= totalRaisedNumerical } }
    var multiplier: Int { totalRaisedNumerical.multiplierToTwoDecimalPlaces(of: goal ?? 1) }
    var widgetURL: String { "relay-fm-for-st-jude://campaign?id=\(id)" }

    private init(id: UUID, name: String, username: String?, description: String, total: TiltifyAmount, goal: TiltifyAmount, milestones: [TiltifyMilestone]) {
        self.id = id
        self.name = name
        self.username = username
        self.description = description
        self.totalRaisedRaw = total.value ?? "0"
        self.goalRaw = goal.value ?? "0"
        self.currencyCode = total.currency
        self.milestones = milestones.sorted { $0.amount.numericalValue < $1.amount.numericalValue }.map {
            Milestone(publicId: $0.publicId, name: $0.name, amount: ResolvedTiltifyAmount(currency: $0.amount.currency, value: $0.amount.numericalValue))
        }
    }

    init(from campaign: TiltifyCampaign) {
        self.init(id: campaign.publicId, name: campaign.name, username: campaign.user.username, description: campaign.description,
                  total: campaign.totalAmountRaised, goal: campaign.goal, milestones: campaign.milestones)
    }

    init(from data: TIltifyCampaignWithMilestones) {
        self.init(id: data.campaign.id, name: data.campaign.name, username: data.campaign.user.username, description: data.campaign.description,
                  total: data.campaign.totalAmountRaised, goal: data.campaign.goal, milestones: data.milestones)
    }

    init(from event: TiltifyFundraisingEvent, milestones: [TiltifyMilestone]) {
        self.init(id: event.id, name: event.name, username: nil, description: event.description,
                  total: event.totalAmountRaised, goal: event.goal, milestones: milestones)
    }

    init(from campaign: Campaign) async throws { throw CocoaError(.fileNoSuchFile) }
    init(from teamEvent: TeamEvent) async { self.init(from: TiltifyCampaign.empty) }

    private func currency(_ value: Double, fullSymbol: Bool, fractionDigits: Int? = nil) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.currencyCode = "USD"
        formatter.currencySymbol = fullSymbol ? "USD" : "$"
        if let fractionDigits { formatter.maximumFractionDigits = fractionDigits }
        return formatter.string(from: value as NSNumber) ?? "\(value)"
    }

    private func percent(_ value: Double, fractionDigits: Int) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .percent
        formatter.roundingMode = .down
        formatter.minimumFractionDigits = fractionDigits
        formatter.maximumFractionDigits = fractionDigits
        return formatter.string(from: value as NSNumber) ?? "\(value)"
    }

    func totalRaisedDescription(showFullCurrencySymbol: Bool) -> String {
        totalRaised.map { currency($0, fullSymbol: showFullCurrencySymbol) } ?? totalRaisedRaw
    }

    func goalDescription(showFullCurrencySymbol: Bool, trimDecimalPlaces: Bool = false) -> String {
        guard let goal else { return goalRaw }
        let text = currency(goal, fullSymbol: showFullCurrencySymbol)
        return trimDecimalPlaces && text.hasSuffix("00") ? String(text.dropLast(3)) : text
    }

    func totalRaisedAccessibilityDescription(showFullCurrencySymbol: Bool) -> String {
        let total = totalRaisedDescription(showFullCurrencySymbol: showFullCurrencySymbol)
        let goal = goalDescription(showFullCurrencySymbol: showFullCurrencySymbol)
        if let percent = percentageReachedDescription { return "\(total) raised, \(percent) of \(goal)" }
        return "\(total) of \(goal) raised"
    }

    var percentageReached: Double? {
        guard let goal, goal != 0, let totalRaised else { return nil }
        return totalRaised / goal
    }
    var percentageReachedDescription: String? { percentageReached.map { percent($0, fractionDigits: 1) } }
    var shortPercentageReachedDescription: String? { percentageReached.map { percent($0, fractionDigits: 0) } }

    func percentage(ofMilestone milestone: Milestone) -> Double? { totalRaised.map { $0 / milestone.amount.value } }

    func percentageDescription(for milestone: Milestone) -> String {
        percentage(ofMilestone: milestone).map { percent($0, fractionDigits: 1) } ?? "Unknown"
    }

    func raisedShortRepresentation(showFullCurrencySymbol: Bool = false) -> String {
        guard let totalRaised else { return "?" }
        if totalRaised < 1000 { return currency(totalRaised, fullSymbol: showFullCurrencySymbol) }
        if totalRaised < 1_000_000 { return currency(totalRaised / 1000, fullSymbol: showFullCurrencySymbol, fractionDigits: 1) + "k" }
        return currency(totalRaised / 1_000_000, fullSymbol: showFullCurrencySymbol, fractionDigits: 1) + "m"
    }

    /// How full the progress bar is: past the goal, the part of the next multiple ("combo").
    func progressBarAmount(disableCombos: Bool = false) -> Double? {
        let goal = self.goal ?? 1
        if totalRaisedNumerical <= goal || disableCombos { return percentageReached }
        return totalRaisedNumerical.truncatingRemainder(dividingBy: goal) / goal
    }
}

private extension TiltifyCampaign {
    static let empty = TiltifyCampaign(publicId: TEAM_EVENT_ID, avatar: nil, goal: TiltifyAmount(currency: "USD", value: "0"), milestones: [],
                                       slug: "", status: "", team: nil, user: TiltifyUser(username: "", slug: "", avatar: nil), description: "",
                                       totalAmountRaised: TiltifyAmount(currency: "USD", value: "0"), name: "", originalGoal: TiltifyAmount(currency: "USD", value: "0"), rewards: [])
}

// MARK: Asset symbols of the score widget's sprites (in a catalogue of the app the corpus does not hold)

extension ImageResource {
    static let stephenSuit = ImageResource(name: "stephenSuit", bundle: .main)
    static let stephenFighting = ImageResource(name: "stephenFighting", bundle: .main)
    static let mykeSuit = ImageResource(name: "mykeSuit", bundle: .main)
    static let mykeFighting = ImageResource(name: "mykeFighting", bundle: .main)
}
