import Foundation
import WidgetRaster

extension WidgetRenderOptions {
    /// 8 June 2026, 9:41 UTC: the moment a widget shows unless told otherwise, the same one scene
    /// files use, so goldens recorded today still hold tomorrow.
    public static let referenceNow = RenderNow.reference

    /// The variable that sets the moment every render of a process shows: an ISO 8601 date and
    /// time (`2026-12-24T18:00:00Z`, `2026-12-24T19:00:00+01:00`), a date (midnight UTC), or
    /// `system` for the machine's clock.
    static let nowVariable = "WIDGETRASTER_NOW"

    /// What `now` is unless code sets it: `WIDGETRASTER_NOW` when it is set, else `referenceNow`.
    public static var defaultNow: Date? {
        // Not `try?`: it would flatten `system`'s nil into "not set".
        if case .success(let now) = environmentNow { return now }
        return referenceNow
    }

    private static let environmentNow = parseNow(ProcessInfo.processInfo.environment[nowVariable], from: nowVariable)

    /// Fails when `WIDGETRASTER_NOW` is set to something that is not a moment, naming it and what it takes.
    static func checkNowVariable() throws { _ = try environmentNow.get() }

    /// `text` read as a moment for `now`: nil text is the reference moment, `system` the machine's clock.
    package static func parseNow(_ text: String?, from source: String) -> Result<Date?, WidgetRenderError> {
        guard let text, !text.trimmingCharacters(in: .whitespaces).isEmpty else { return .success(referenceNow) }
        guard let now = RenderNow(text) else {
            return .failure(WidgetRenderError(message: RenderNow.notAMoment(text, in: source)))
        }
        return .success(now.date)
    }
}
