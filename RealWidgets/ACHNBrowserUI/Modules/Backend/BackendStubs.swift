// The Backend package's types the widgets use, besides Category.swift from the corpus: villagers,
// the user's collection and the API service (here answering with two villagers, no network).
import Combine
import Foundation

public struct Villager: Identifiable, Hashable, Codable {
    public let id: Int
    public let fileName: String?
    public let localizedName: String
    /// Day/month, as the API gives it ("9/7").
    public let birthday: String?

    public init(id: Int, fileName: String?, localizedName: String, birthday: String?) {
        self.id = id
        self.fileName = fileName
        self.localizedName = localizedName
        self.birthday = birthday
    }

    public func birthdayDay() -> String? { birthday?.split(separator: "/").first.map(String.init) }

    public func birthdayMonth() -> String? {
        guard let month = birthday?.split(separator: "/").last.flatMap({ Int($0) }), (1...12).contains(month) else { return nil }
        return DateFormatter().shortMonthSymbols[month - 1].uppercased()
    }
}

public let static_villager = Villager(id: 7, fileName: "cat09", localizedName: "Raymond", birthday: "1/10")

public final class UserCollection {
    public init(iCloudDisabled: Bool, fromSharedURL: Bool) {}

    /// How many of a category's items the player has (a collection in progress).
    public func itemsIn(useItems: Bool, category: Category) -> Int {
        switch category {
        case .fish: return 62
        case .bugs: return 48
        case .seaCreatures: return 17
        case .fossils: return 51
        case .art: return 12
        default: return 0
        }
    }
}

public enum ACNHApiService {
    public static let BASE_URL = URL(string: "https://acnhapi.com/v1/")!

    public enum Endpoint {
        case villagers
        case villagerIcon(id: Int)

        public func path() -> String {
            switch self {
            case .villagers: return "villagers"
            case .villagerIcon(let id): return "icons/villagers/\(id)"
            }
        }
    }

    public enum APIError: Error { case offline }

    /// The villagers, as the API would send them.
    public static func fetch(endpoint: Endpoint) -> AnyPublisher<[String: Villager], APIError> {
        Just(["cat09": static_villager,
              "dog02": Villager(id: 3, fileName: "dog02", localizedName: "Goldie", birthday: "27/1")])
            .setFailureType(to: APIError.self)
            .eraseToAnyPublisher()
    }
}
