import ArgumentParser
import WidgetRaster

/// `--now MOMENT`: the moment a run's widgets show as now, for `render`, `check`, `record` and `lint`.
struct NowOption: ParsableArguments {
    @Option(help: ArgumentHelp("The moment the widgets show as now: what a Swift widget's `Date()` reads and what relative texts "
                               + "count from where no timeline entry's date says: \(RenderNow.expected). Default: 2026-06-08T09:41:00Z "
                               + "(or WIDGETRASTER_NOW for Swift widgets).", valueName: "moment"),
            transform: { text in
                guard let now = RenderNow(text) else { throw ValidationError(RenderNow.notAMoment(text, in: "--now")) }
                return now
            })
    var now: RenderNow?
}
