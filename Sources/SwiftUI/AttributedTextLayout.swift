import Foundation
import Themes
import WidgetRaster

/// UIKit's string drawing (`NSAttributedString.draw`, `NSString.draw(at:withAttributes:)`) laid out
/// by the render's text engine, as a `Text` is: paragraph by paragraph, each wrapped, aligned,
/// truncated and spaced as its paragraph style says. A paragraph in one style is laid out whole;
/// one mixing styles (or outlined, slanted or stretched) is broken between words, each word
/// drawn in its own style, and is cut at the rectangle's edge rather than with "…".
struct AttributedTextLayout {
    /// Where the text is set.
    enum Placement {
        /// From a point, unwrapped (`draw(at:)`, `size()`).
        case point
        /// Wrapped to the rectangle's width (`draw(in:)`).
        case rect(CGSize)
        /// As the options say (`draw(with:options:context:)`, `boundingRect`).
        case options(CGSize, NSStringDrawingOptions)
    }

    /// One stretch of text drawn in one style, in points from the drawing origin.
    struct Piece {
        var attributes: TextAttributes
        var measurement: TextMeasurement
        var origin: Point
        var style: RunStyle
    }

    let engine: TextEngine
    private(set) var pieces: [Piece] = []
    /// The box the text takes, from the drawing origin (top left of the first line).
    private(set) var usedRect = CGRect.zero
    /// Points from the top of the first line to its baseline.
    private(set) var firstBaseline = 0.0
    /// The factor the font was shrunk by to fit (1: not shrunk).
    private(set) var scaleFactor = 1.0

    private let wrapWidth: Double?
    private let singleLine: Bool
    /// The last line is cut with "…" where the text does not fit (`truncatesLastVisibleLine`).
    private let truncatesLine: Bool
    private let heightLimit: Double?
    private let minimumScaleFactor: Double
    private var minX = Double.infinity, maxX = -Double.infinity

    /// Lays out `string`; nil where no fonts are installed. Attributes that cannot be drawn are
    /// reported at `file`:`line`.
    init?(_ string: NSAttributedString, placement: Placement, minimumScaleFactor: CGFloat = 0, file: StaticString, line: UInt) {
        guard let engine = TextEngine.forUIKit(text: string.string) else { return nil }
        self.engine = engine
        func limit(_ value: CGFloat) -> Double? { value > 0 && value < 1e7 ? Double(value) : nil }
        switch placement {
        case .point:
            (wrapWidth, singleLine, heightLimit, truncatesLine) = (nil, false, nil, false)
        case .rect(let size):
            (wrapWidth, singleLine, truncatesLine) = (limit(size.width), false, false)
            heightLimit = minimumScaleFactor > 0 ? limit(size.height) : nil
        case let .options(size, options):
            // Without line fragments the text is one line from its baseline, its width only cutting it.
            let fragments = options.contains(.usesLineFragmentOrigin)
            let truncates = options.contains(.truncatesLastVisibleLine) || minimumScaleFactor > 0
            (wrapWidth, singleLine, truncatesLine) = (limit(size.width), !fragments, truncates)
            heightLimit = fragments && truncates ? limit(size.height) : nil
        }
        self.minimumScaleFactor = minimumScaleFactor > 0 && minimumScaleFactor < 1 ? Double(minimumScaleFactor) : 1
        layOut(string, file: file, line: line)
    }

    // MARK: - Paragraphs

    private mutating func layOut(_ string: NSAttributedString, file: StaticString, line: UInt) {
        let text = string.string as NSString
        guard text.length > 0 else { return }
        var paragraphs: [NSRange] = []
        var start = 0
        for index in 0..<text.length where [0x0A, 0x2029].contains(text.character(at: index)) {
            paragraphs.append(NSRange(location: start, length: index - start))
            start = index + 1
        }
        if start < text.length || paragraphs.isEmpty { paragraphs.append(NSRange(location: start, length: text.length - start)) }
        if singleLine, paragraphs.count > 1 { paragraphs = [NSRange(location: 0, length: text.length)] }
        var top = 0.0
        for (index, range) in paragraphs.enumerated() {
            var runs: [(text: String, style: RunStyle)] = []
            string.enumerateAttributes(in: range, options: []) { attributes, runRange, _ in
                let piece = text.substring(with: runRange).replacingOccurrences(of: "\r", with: "")
                runs.append((singleLine ? piece.replacingOccurrences(of: "\n", with: " ") : piece,
                             RunStyle(attributes, engine: engine, file: file, line: line)))
            }
            if runs.isEmpty {
                // An empty line takes the height of the font at its place.
                let at = min(range.location, max(string.length - 1, 0))
                let attributes = string.length > 0 ? string.attributes(at: at, effectiveRange: nil) : [:]
                runs = [("", RunStyle(attributes, engine: engine, file: file, line: line))]
            }
            let paragraph = runs[0].style.paragraph
            if index > 0 { top += Double(max(0, paragraph.paragraphSpacingBefore)) }
            let uniform = runs.count == 1 && !runs[0].style.drawsPerWord
                && (paragraph.firstLineHeadIndent == paragraph.headIndent || wrapWidth == nil)
            top += uniform ? layOutWhole(runs[0].text, runs[0].style, top: top, first: index == 0)
                : layOutWords(runs, paragraph: paragraph, top: top, first: index == 0)
            if index < paragraphs.count - 1 { top += Double(max(0, paragraph.paragraphSpacing)) }
        }
        if minX > maxX { (minX, maxX) = (0, 0) }
        usedRect = CGRect(x: minX, y: 0, width: maxX - minX, height: top)
    }

    /// Whether the paragraph reads right to left: its own direction, else the render's.
    private func rightToLeft(_ paragraph: NSParagraphStyle) -> Bool {
        switch paragraph.baseWritingDirection {
        case .rightToLeft: return true
        case .leftToRight: return false
        case .natural: return EnvironmentValues.current.layoutDirection == .rightToLeft
        }
    }

    /// The width lines of the paragraph may take from `indent`; nil: unlimited.
    private func lineWidth(_ paragraph: NSParagraphStyle, indent: Double) -> Double? {
        let tail = Double(paragraph.tailIndent)
        if tail > 0 { return max(0, tail - indent) }
        return wrapWidth.map { max(0, $0 + tail - indent) }
    }

    /// A line's height as the paragraph style sets it, from the font's own.
    private static func lineHeight(_ natural: Double, _ paragraph: NSParagraphStyle) -> Double {
        var height = paragraph.lineHeightMultiple > 0 ? natural * Double(paragraph.lineHeightMultiple) : natural
        if paragraph.minimumLineHeight > 0 { height = max(height, Double(paragraph.minimumLineHeight)) }
        if paragraph.maximumLineHeight > 0 { height = min(height, Double(paragraph.maximumLineHeight)) }
        return height
    }

    /// Where a block `width` wide starts in a line `available` wide from `indent`, for an alignment.
    private static func start(_ alignment: WidgetRaster.TextAlignment, rightToLeft: Bool, indent: Double, available: Double?,
                              width: Double) -> Double {
        guard let available else { return indent }
        let free = available - width
        switch (alignment, rightToLeft) {
        case (.center, _): return indent + free / 2
        case (.trailing, false), (.leading, true): return indent + free
        default: return indent
        }
    }

    private mutating func include(x: Double, width: Double) {
        minX = min(minX, x)
        maxX = max(maxX, x + width)
    }

    /// A paragraph in one style, laid out whole by the engine; returns its height.
    private mutating func layOutWhole(_ text: String, _ style: RunStyle, top: Double, first: Bool) -> Double {
        let paragraph = style.paragraph, rtl = rightToLeft(paragraph)
        let indent = Double(paragraph.headIndent)
        let available = lineWidth(paragraph, indent: indent)
        var a = style.attributes
        a.rightToLeft = rtl
        a.lineSpacing = max(0, Double(paragraph.lineSpacing))
        a.minimumScaleFactor = minimumScaleFactor
        let mode = paragraph.lineBreakMode
        var width = available
        // One line: cut with "…" where the mode or the options truncate, else at the edge (unwrapped).
        if singleLine || !mode.wraps {
            let truncating = !mode.wraps && mode != .byClipping || singleLine && truncatesLine
            if truncating, available != nil { a.lineLimit = 1 } else { width = nil }
        }
        a.truncation = mode.truncation
        a.alignment = width == nil ? .leading : paragraph.alignment.engineAlignment(rightToLeft: rtl)
        let height = heightLimit.map { max(0, $0 - top) }
        var m = engine.measure(text, a, width: width, height: height)
        let natural = m.lines.first?.frame.height ?? 0
        let extra = Self.lineHeight(natural, paragraph) - natural
        if extra != 0, m.lines.count > 1 {
            a.lineSpacing += extra
            m = engine.measure(text, a, width: width, height: height)
        }
        let x = Self.start(a.alignment, rightToLeft: rtl, indent: indent, available: available, width: m.size.width)
        pieces.append(Piece(attributes: a, measurement: m, origin: Point(x: x, y: top + extra), style: style))
        include(x: x, width: m.size.width)
        if first { firstBaseline = top + extra + m.firstBaseline }
        scaleFactor = min(scaleFactor, m.fontScale)
        return m.size.height + extra
    }

    /// A paragraph mixing styles: broken into lines between words, each word measured in its own
    /// style and set on a shared baseline; returns its height.
    private mutating func layOutWords(_ runs: [(text: String, style: RunStyle)], paragraph: NSParagraphStyle, top: Double,
                                      first: Bool) -> Double {
        struct Word {
            var piece: Piece
            var width: Double
            var inkWidth: Double
        }
        var words: [Word] = []
        for run in runs {
            for token in Self.words(of: run.text) {
                var a = run.style.attributes
                a.truncation = paragraph.lineBreakMode.truncation
                let m = engine.measure(token, a, width: nil, height: nil)
                let trimmed = String(token.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
                let ink = trimmed.count == token.count ? m.size.width : engine.measure(trimmed, a, width: nil, height: nil).size.width
                let stretch = run.style.expansionFactor
                words.append(Word(piece: Piece(attributes: a, measurement: m, origin: .zero, style: run.style),
                                  width: m.size.width * stretch, inkWidth: ink * stretch))
            }
        }
        // Lines: as many words as fit in each (at least one).
        let wraps = !singleLine && paragraph.lineBreakMode.wraps
        var lines: [[Word]] = [[]]
        var x = 0.0
        for word in words {
            let indent = Double(lines.count == 1 ? paragraph.firstLineHeadIndent : paragraph.headIndent)
            if wraps, let available = lineWidth(paragraph, indent: indent), !lines[lines.count - 1].isEmpty,
               x + word.inkWidth > available + 0.001 {
                lines.append([])
                x = 0
            }
            lines[lines.count - 1].append(word)
            x += word.width
        }
        let rtl = rightToLeft(paragraph)
        let alignment = paragraph.alignment.engineAlignment(rightToLeft: rtl)
        var y = top
        for (index, line) in lines.enumerated() {
            let indent = Double(index == 0 ? paragraph.firstLineHeadIndent : paragraph.headIndent)
            let ascent = line.map(\.piece.measurement.firstBaseline).max() ?? 0
            let descent = line.map { $0.piece.measurement.size.height - $0.piece.measurement.firstBaseline }.max() ?? 0
            let natural = ascent + descent
            let height = Self.lineHeight(natural, paragraph)
            let baseline = y + height - descent
            let inkWidth = line.dropLast().reduce(0) { $0 + $1.width } + (line.last?.inkWidth ?? 0)
            var x = Self.start(alignment, rightToLeft: rtl, indent: indent, available: lineWidth(paragraph, indent: indent),
                               width: inkWidth)
            include(x: x, width: inkWidth)
            for word in line {
                var piece = word.piece
                piece.origin = Point(x: x, y: baseline - piece.measurement.firstBaseline)
                pieces.append(piece)
                x += word.width
            }
            if first, index == 0 { firstBaseline = baseline - top }
            y += height + (index < lines.count - 1 ? max(0, Double(paragraph.lineSpacing)) : 0)
        }
        return y - top
    }

    /// A text's words, each with the spaces after it (the text itself when it has no space).
    static func words(of text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var inSpaces = false
        for character in text {
            let isSpace = character == " " || character == "\t"
            if !isSpace, inSpaces {
                words.append(current)
                current = ""
            }
            inSpaces = isSpace
            current.append(character)
        }
        if !current.isEmpty || words.isEmpty { words.append(current) }
        return words
    }

    // MARK: - Drawing

    /// The display-list operations that draw the text with its top-left at `origin`.
    func ops(at origin: CGPoint) -> [DisplayList.Op] {
        var ops: [DisplayList.Op] = []
        let dx = Double(origin.x), dy = Double(origin.y)
        // Backgrounds first: a run's colour is behind every glyph.
        for piece in pieces {
            guard let background = piece.style.background else { continue }
            for line in piece.measurement.lines {
                let rect = Rect(x: dx + piece.origin.x + line.frame.minX, y: dy + piece.origin.y + line.frame.minY,
                                width: line.frame.width * piece.style.expansionFactor, height: line.frame.height)
                ops.append(.fill(Outline(rect: rect, kind: .rectangle), .solid(background)))
            }
        }
        for piece in pieces where !piece.measurement.text.isEmpty {
            let style = piece.style, m = piece.measurement
            let origin = Point(x: dx + piece.origin.x, y: dy + piece.origin.y)
            var closing: [DisplayList.Op] = []
            if let shadow = style.shadow {
                ops.append(.beginShadow(shadow.color, radius: shadow.radius, x: shadow.x, y: shadow.y))
                closing.append(.endShadow)
            }
            if style.expansionFactor != 1 || style.obliqueness != 0 {
                // Stretched about the text's start and slanted about its baseline (one line: a word).
                let f = style.expansionFactor, k = style.obliqueness, by = origin.y + m.firstBaseline
                ops.append(.beginTransform(AffineMap(a: f, b: 0, c: -f * k, d: 1, tx: origin.x - f * origin.x + f * k * by, ty: 0)))
                closing.insert(.endTransform, at: 0)
            }
            let glyphs = engine.shape(m, piece.attributes)
            if style.strokeWidth <= 0 {
                ops.append(.text(.drawn(m.text, attributes: piece.attributes, measurement: m, origin: origin, paint: .solid(style.color),
                                        path: "UIKit string drawing", glyphs: glyphs)))
            }
            if style.strokeWidth != 0, let outline = Self.outline(of: glyphs, at: origin, size: m.size) {
                let width = abs(style.strokeWidth) * piece.attributes.size * m.fontScale / 100
                ops.append(.stroke(outline, .solid(style.strokeColor ?? style.color), StrokeLine(width: width, join: .round)))
            }
            ops += decorations(of: piece, at: origin)
            ops += closing
        }
        return ops
    }

    /// The glyphs' outlines as one path, in points (nil: no outline glyphs).
    private static func outline(of glyphs: ShapedText, at origin: Point, size: Size) -> Outline? {
        var elements: [ShapePath.Element] = []
        for glyph in glyphs.glyphs {
            func point(_ p: Point) -> Point {
                Point(x: glyph.origin.x + p.x * glyph.scale.width, y: glyph.origin.y + p.y * glyph.scale.height)
            }
            for segment in glyph.outline.segments {
                switch segment {
                case .move(let p): elements.append(.move(point(p)))
                case .line(let p): elements.append(.line(point(p)))
                case let .curve(c1, c2, end): elements.append(.curve(point(end), control1: point(c1), control2: point(c2)))
                case .close: elements.append(.close)
                }
            }
        }
        guard !elements.isEmpty, size.width > 0, size.height > 0 else { return nil }
        return Outline(rect: Rect(origin: origin, size: size),
                       kind: .path(ShapePath(width: size.width, height: size.height, elements: elements)))
    }

    /// The underline and strikethrough of a piece's lines.
    private func decorations(of piece: Piece, at origin: Point) -> [DisplayList.Op] {
        let style = piece.style, m = piece.measurement
        guard style.underline != nil || style.strikethrough != nil else { return [] }
        let metrics = engine.decorationMetrics(piece.attributes, fontScale: m.fontScale)
        var ops: [DisplayList.Op] = []
        let lines = [(style.underline, metrics.underlineTop, metrics.underlineThickness),
                     (style.strikethrough, metrics.strikethroughTop, metrics.strikethroughThickness)]
        for case let (decoration?, top, thickness) in lines {
            let line = decoration.style.lineBits
            let weight = line & 0x02 != 0 ? thickness * 2 : thickness
            // Double: two lines of the single thickness, a thickness apart.
            let offsets = line & 0x08 != 0 ? [0, weight * 2] : [0]
            let pattern: TextDecorations.Pattern = [0x100: .dot, 0x200: .dash, 0x300: .dashDot, 0x400: .dashDotDot][
                decoration.style.patternBits] ?? .solid
            for text in m.lines where text.frame.width > 0 {
                let length = text.frame.width * style.expansionFactor
                for offset in offsets {
                    for mark in pattern.marks(along: length, thickness: weight) {
                        let rect = Rect(x: origin.x + text.frame.minX + mark.start,
                                        y: origin.y + text.baseline - piece.attributes.baselineOffset * m.fontScale + top + offset,
                                        width: mark.length, height: weight)
                        ops.append(.fill(Outline(rect: rect, kind: .rectangle), .solid(decoration.color ?? style.color)))
                    }
                }
            }
        }
        return ops
    }
}

/// One run's UIKit attributes, read as UIKit reads them: what it is laid out with and what it is drawn in.
struct RunStyle {
    var font: UIFont
    var attributes: TextAttributes
    var paragraph: NSParagraphStyle
    var color: RGBA
    var background: RGBA?
    var underline: (style: NSUnderlineStyle, color: RGBA?)?
    var strikethrough: (style: NSUnderlineStyle, color: RGBA?)?
    var shadow: (color: RGBA, radius: Double, x: Double, y: Double)?
    /// Percent of the font size: positive outlines the glyphs, negative fills and outlines them.
    var strokeWidth = 0.0
    var strokeColor: RGBA?
    var obliqueness = 0.0
    var expansionFactor = 1.0

    /// Outlined, slanted or stretched glyphs are drawn word by word, each transformed about its own line.
    var drawsPerWord: Bool { strokeWidth != 0 || obliqueness != 0 || expansionFactor != 1 }

    init(_ values: [NSAttributedString.Key: Any], engine: TextEngine, file: StaticString, line: UInt) {
        let dark = EnvironmentValues.current.colorScheme == .dark
        func color(_ key: NSAttributedString.Key) -> RGBA? { values[key].flatMap { Self.rgba($0, dark: dark, key: key) } }
        func number(_ key: NSAttributedString.Key) -> Double? { UIFontDescriptor.number(values[key]) }
        // UIKit's string drawing sets text without a font in Helvetica 12, drawn in the system font's stand-in.
        font = values[.font] as? UIFont ?? UIFont.systemFont(ofSize: 12)
        attributes = font.textAttributes(engine: engine)
        attributes.tracking += number(.kern) ?? number(.tracking) ?? 0
        attributes.baselineOffset = number(.baselineOffset) ?? 0
        paragraph = values[.paragraphStyle] as? NSParagraphStyle ?? .default
        self.color = color(.foregroundColor) ?? RGBA(red: 0, green: 0, blue: 0, alpha: 1)
        background = color(.backgroundColor)
        if let raw = number(.underlineStyle), raw != 0 { underline = (NSUnderlineStyle(rawValue: Int(raw)), color(.underlineColor)) }
        if let raw = number(.strikethroughStyle), raw != 0 {
            strikethrough = (NSUnderlineStyle(rawValue: Int(raw)), color(.strikethroughColor))
        }
        if let value = values[.shadow] {
            if let shadow = value as? NSShadow {
                let color = shadow.shadowColor.flatMap { Self.rgba($0, dark: dark, key: .shadow) } ?? RGBA(red: 0, green: 0, blue: 0, alpha: 1 / 3)
                self.shadow = (color, Double(shadow.shadowBlurRadius), Double(shadow.shadowOffset.width), Double(shadow.shadowOffset.height))
            } else {
                UnsupportedLog.report("NSAttributedString.Key.shadow with a \(type(of: value)) (not an NSShadow)", file: file, line: line)
            }
        }
        strokeWidth = number(.strokeWidth) ?? 0
        strokeColor = color(.strokeColor)
        obliqueness = number(.obliqueness) ?? 0
        expansionFactor = exp(number(.expansion) ?? 0)
        // Attributes with no drawing here fail the render where the text is drawn.
        if number(.ligature) == 0 { UnsupportedLog.report("NSAttributedString.Key.ligature 0 (ligatures off)", file: file, line: line) }
        for key in [NSAttributedString.Key.attachment, .textEffect, .writingDirection] where values[key] != nil {
            UnsupportedLog.report("NSAttributedString.Key.\(Self.names[key]!)", file: file, line: line)
        }
        if let vertical = number(.verticalGlyphForm), vertical != 0 {
            UnsupportedLog.report("NSAttributedString.Key.verticalGlyphForm", file: file, line: line)
        }
    }

    private static let names: [NSAttributedString.Key: String] = [.attachment: "attachment", .textEffect: "textEffect",
                                                                   .writingDirection: "writingDirection"]

    /// A colour attribute's value (a `UIColor`, `CGColor` or SwiftUI `Color`) in the image's appearance.
    static func rgba(_ value: Any, dark: Bool, key: NSAttributedString.Key) -> RGBA? {
        switch value {
        case let color as UIColor:
            if let rgba = color.drawingRGBA(dark: dark) { return rgba }
            OnceWarnings.shared.warn("NSAttributedString.Key(\"\(key.rawValue)\"): an asset colour the render's catalogue lacks; drawn black")
            return RGBA(red: 0, green: 0, blue: 0, alpha: 1)
        case let color as CGColor:
            return UIColor(cgColor: color).drawingRGBA(dark: dark)
        default:
            return nil
        }
    }
}

extension UIColor {
    /// The colour in one appearance, an asset colour from the render's catalogue.
    func drawingRGBA(dark: Bool) -> RGBA? {
        if let known = resolved(dark: dark) { return known }
        switch value {
        case .named(let name):
            return EnvironmentValues.current.assetCatalog?.adding(to: .standard).color(named: name).map { dark ? $0.dark : $0.light }
        case let .schemed(light, darkColor):
            return (dark ? darkColor : light).drawingRGBA(dark: dark)
        case .components:
            return nil
        }
    }
}
