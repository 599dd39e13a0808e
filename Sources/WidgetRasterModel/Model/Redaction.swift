/// What a render shows: the data as is, a placeholder, or the privacy-redacted view.
public enum Redaction: String, CaseIterable, Sendable, Codable {
    case none
    case placeholder
    case privacy
}
