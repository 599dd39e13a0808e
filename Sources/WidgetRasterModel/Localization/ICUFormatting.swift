import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// ICU's number formatting with units and its list formatting: what Foundation's measurement and
/// date-components styles are written over on iOS. Foundation on Linux carries ICU (its
/// `lib_FoundationICU`) but offers no Swift API for these, so their C functions are looked up in
/// the running program; each answer is nil where they are not there (a program linked without
/// that library) or ICU refuses the request, and the caller writes a plainer text.
package enum ICUFormatting {
    /// How wide a list of units is joined: "2 hours, 10 minutes" (wide and short) or "2h 10m" (narrow).
    package enum ListWidth: Int32 {
        case wide, short, narrow
    }

    /// `value` as an ICU number skeleton (`unit/kilometer unit-width-short usage/road`) writes it in
    /// `locale`: the text, and the number it shows (after any conversion the usage makes) as a decimal.
    package static func format(_ value: Double, skeleton: String, locale: Locale) -> (text: String, number: String)? {
        guard let icu = Functions.shared else { return nil }
        var status: Int32 = 0
        let skeleton = Array(skeleton.utf16)
        guard let formatter = icu.open(skeleton, Int32(skeleton.count), locale.identifier, &status) else { return nil }
        defer { icu.close(formatter) }
        guard let result = icu.openResult(&status) else { return nil }
        defer { icu.closeResult(result) }
        icu.formatDouble(formatter, value, result, &status)
        var text = [UInt16](repeating: 0, count: 256)
        let textLength = icu.resultToString(result, &text, Int32(text.count), &status)
        var number = [CChar](repeating: 0, count: 64)
        let numberLength = icu.resultToDecimalNumber(result, &number, Int32(number.count), &status)
        guard status <= 0 else { return nil }
        return (String(decoding: text[..<Int(textLength)], as: UTF16.self),
                String(decoding: number[..<Int(numberLength)].map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }

    /// `items` joined as a list of units are in `locale` ("2 hours, 10 minutes").
    package static func joinUnits(_ items: [String], width: ListWidth, locale: Locale) -> String? {
        guard let icu = Functions.shared else { return nil }
        var status: Int32 = 0
        guard let formatter = icu.openList(locale.identifier, 2, width.rawValue, &status) else { return nil }
        defer { icu.closeList(formatter) }
        let strings = items.map { Array($0.utf16) }
        let buffers = strings.map { string in
            let buffer = UnsafeMutablePointer<UInt16>.allocate(capacity: max(string.count, 1))
            buffer.initialize(from: string, count: string.count)
            return buffer
        }
        defer { buffers.forEach { $0.deallocate() } }
        let pointers: [UnsafePointer<UInt16>?] = buffers.map { UnsafePointer($0) }
        let lengths = strings.map { Int32($0.count) }
        var joined = [UInt16](repeating: 0, count: 512)
        let length = icu.formatList(formatter, pointers, lengths, Int32(items.count), &joined, Int32(joined.count), &status)
        guard status <= 0 else { return nil }
        return String(decoding: joined[..<Int(length)], as: UTF16.self)
    }

    /// The C functions, as `lib_FoundationICU` names them.
    private struct Functions: @unchecked Sendable {
        typealias Status = UnsafeMutablePointer<Int32>?
        typealias Open = @convention(c) (UnsafePointer<UInt16>?, Int32, UnsafePointer<CChar>?, Status) -> OpaquePointer?
        typealias OpenResult = @convention(c) (Status) -> OpaquePointer?
        typealias Close = @convention(c) (OpaquePointer?) -> Void
        typealias FormatDouble = @convention(c) (OpaquePointer?, Double, OpaquePointer?, Status) -> Void
        typealias ToString = @convention(c) (OpaquePointer?, UnsafeMutablePointer<UInt16>?, Int32, Status) -> Int32
        typealias ToDecimal = @convention(c) (OpaquePointer?, UnsafeMutablePointer<CChar>?, Int32, Status) -> Int32
        typealias OpenList = @convention(c) (UnsafePointer<CChar>?, Int32, Int32, Status) -> OpaquePointer?
        typealias FormatList = @convention(c) (OpaquePointer?, UnsafePointer<UnsafePointer<UInt16>?>?, UnsafePointer<Int32>?, Int32,
                                               UnsafeMutablePointer<UInt16>?, Int32, Status) -> Int32

        let open: Open, openResult: OpenResult, close: Close, closeResult: Close, formatDouble: FormatDouble
        let resultToString: ToString, resultToDecimalNumber: ToDecimal
        let openList: OpenList, closeList: Close, formatList: FormatList

        static let shared = Functions()

        private init?() {
            let program = dlopen(nil, RTLD_NOW)
            func function<T>(_ name: String, as type: T.Type) -> T? {
                dlsym(program, "swift_" + name).map { unsafeBitCast($0, to: type) }
            }
            guard let open = function("unumf_openForSkeletonAndLocale", as: Open.self),
                  let openResult = function("unumf_openResult", as: OpenResult.self),
                  let close = function("unumf_close", as: Close.self),
                  let closeResult = function("unumf_closeResult", as: Close.self),
                  let formatDouble = function("unumf_formatDouble", as: FormatDouble.self),
                  let resultToString = function("unumf_resultToString", as: ToString.self),
                  let resultToDecimalNumber = function("unumf_resultToDecimalNumber", as: ToDecimal.self),
                  let openList = function("ulistfmt_openForType", as: OpenList.self),
                  let closeList = function("ulistfmt_close", as: Close.self),
                  let formatList = function("ulistfmt_format", as: FormatList.self) else { return nil }
            (self.open, self.openResult, self.close, self.closeResult) = (open, openResult, close, closeResult)
            (self.formatDouble, self.resultToString, self.resultToDecimalNumber) = (formatDouble, resultToString, resultToDecimalNumber)
            (self.openList, self.closeList, self.formatList) = (openList, closeList, formatList)
        }
    }
}
