// Movapp's own types its widget files use, which the corpus does not hold: the phrase dictionary
// store and the settings store of the app (never an Apple API). No dictionary is loaded, so the
// provider shows the app's own example phrase, as a fresh install does.
import Foundation

enum Language {
    case csUk
}

struct Phrase {
    struct Side {
        var translation: String
        var transcription: String
    }

    var id: String
    var main: Side
    var source: Side
}

struct PhraseDictionary {
    var phrases: [String: Phrase]
}

final class DictionaryDataStore: @unchecked Sendable {
    static let shared = DictionaryDataStore()
    var dictionary: PhraseDictionary?

    func load(language: Language) {}
}

struct UserDefaultsStore {
    func getLanguage() -> Language? { nil }
}
