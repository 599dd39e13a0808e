internal import CCairo
import Foundation

/// Warnings and criticals that GLib, GObject and Pango log while WidgetRaster works.
///
/// A Pango critical means a C call was refused (a released layout, a null font), so the
/// result it fed is wrong even though nothing crashed. Once an application installs the writer,
/// every such message is kept here and still printed; with `WIDGETRASTER_NATIVE_LOG=fatal` (the
/// test script sets it) the process stops at the first one, so a test run cannot pass over it.
///
/// GLib's log writer is process-wide and its documentation leaves it to the application, so the
/// library never installs it: `render-widget` (and every command built on `RenderWidgetCommand`)
/// does, and a host app or test process may call `install()` itself.
package enum NativeLog {
    /// One logged message: its domain (`Pango`, `GLib-GObject`…), level and text.
    package struct Message: Sendable, CustomStringConvertible {
        package var domain: String
        package var level: String
        package var text: String
        package var description: String { "\(domain)-\(level): \(text)" }
    }

    /// Every warning and critical logged since the process started.
    package static var messages: [Message] { lock.withLock { store } }

    /// Routes GLib's structured log through this type (idempotent). For applications only: it
    /// replaces any writer the process had.
    package static func install() { _ = installed }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var store: [Message] = []

    private static let installed: Void = {
        g_log_set_writer_func({ level, fields, count, _ in
            NativeLog.record(level: level, fields: fields, count: Int(count))
            return g_log_writer_default(level, fields, count, nil)
        }, nil, nil)
    }()

    private static let fatal = ProcessInfo.processInfo.environment["WIDGETRASTER_NATIVE_LOG"] == "fatal"

    private static func record(level: GLogLevelFlags, fields: UnsafePointer<GLogField>?, count: Int) {
        let severity: String
        if level.rawValue & G_LOG_LEVEL_ERROR.rawValue != 0 { severity = "ERROR" }
        else if level.rawValue & G_LOG_LEVEL_CRITICAL.rawValue != 0 { severity = "CRITICAL" }
        else if level.rawValue & G_LOG_LEVEL_WARNING.rawValue != 0 { severity = "WARNING" }
        else { return }
        var domain = "", text = ""
        for i in 0..<count {
            guard let field = fields?[i], let key = field.key, let value = field.value else { continue }
            let string: String
            if field.length < 0 {
                string = String(cString: value.assumingMemoryBound(to: CChar.self))
            } else {
                string = String(decoding: UnsafeRawBufferPointer(start: value, count: Int(field.length)), as: UTF8.self)
            }
            switch String(cString: key) {
            case "GLIB_DOMAIN": domain = string
            case "MESSAGE": text = string
            default: break
            }
        }
        let message = Message(domain: domain, level: severity, text: text)
        lock.withLock { store.append(message) }
        if fatal {
            FileHandle.standardError.write(Data("WidgetRaster: native \(message) (fatal: WIDGETRASTER_NATIVE_LOG=fatal)\n".utf8))
            abort()
        }
    }
}
