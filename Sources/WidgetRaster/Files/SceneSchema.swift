import Foundation

/// The JSON Schema (draft 2020-12) of scene files, generated from the model's own name lists
/// so it cannot drift from what the decoder accepts. `render-widget schema` prints it.
package enum SceneSchema {
    package static func json() throws -> Data {
        try JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    }

    typealias Object = [String: Any]

    static func ref(_ name: String) -> Object { ["$ref": "#/$defs/\(name)"] }
    static func names(_ values: [String]) -> Object { ["type": "string", "enum": values] }
    static let number: Object = ["type": "number"]
    static let nonNegative: Object = ["type": "number", "minimum": 0]
    static let maxLength: Object = ["anyOf": [nonNegative, ["type": "string", "enum": ["infinity", ".infinity"]]]]

    /// A chart axis's title (`ChartContent+Codable.swift`).
    static var titleSchema: Object {
        ["anyOf": [["type": "string"], object(["text": ["type": "string"], "view": ref("view"),
                                               "position": names(["automatic", "top", "bottom", "leading", "trailing"]),
                                               "alignment": ["type": "string"], "spacing": nonNegative])]]
    }

    /// A chart axis's scale (`ChartContent+Codable.swift`).
    static var scaleSchema: Object {
        object(["includesZero": ["type": "boolean"], "reversed": ["type": "boolean"], "padding": nonNegative, "startPadding": nonNegative,
                "endPadding": nonNegative, "categories": ["type": "array", "items": ["type": "string"]],
                "type": names(["linear", "date", "category", "log", "squareRoot", "symmetricLog", "power"]), "exponent": nonNegative])
    }

    /// A `ConcentricRectangle`'s corner fields (`CornerShapes+Codable.swift`).
    static var cornerShapeFields: Object {
        let corner: Object = ["anyOf": [names(["concentric"]), nonNegative,
                                        object(["fixed": nonNegative, "concentric": object(["minimum": nonNegative])])]]
        return ["corners": corner, "topLeadingCorner": corner, "topTrailingCorner": corner, "bottomLeadingCorner": corner,
                "bottomTrailingCorner": corner,
                "uniform": ["anyOf": [["type": "boolean"], ["type": "array", "items": names(["top", "bottom", "leading", "trailing"])]]]]
    }

    static func object(_ properties: Object, required: [String] = []) -> Object {
        var o: Object = ["type": "object", "properties": properties, "additionalProperties": false]
        if !required.isEmpty { o["required"] = required }
        return o
    }

    private static var viewSchemas: [Object] {
        let common: Object = ["modifiers": ["type": "array", "items": ref("modifier")]]
        func view(_ type: String, _ properties: Object, required: [String] = []) -> Object {
            object(common.merging(properties) { a, _ in a }.merging(["type": ["const": type]]) { a, _ in a },
                   required: ["type"] + required)
        }
        let children: Object = ["type": "array", "items": ref("view")]
        let textOrView: Object = ["anyOf": [["type": "string", "description": "a Text"], ref("view")]]
        let gradient: Object = ["colors": ["type": "array", "items": ref("style")],
                                "stops": ["type": "array", "items": object(["color": ref("style"), "location": number],
                                                                            required: ["color", "location"])]]
        let shape: Object = ["fill": ref("style"), "stroke": ref("style"), "strokeBorder": ref("style"), "lineWidth": nonNegative,
                             "lineCap": names(LineCap.allCases.map(\.rawValue)), "lineJoin": names(LineJoin.allCases.map(\.rawValue)),
                             "miterLimit": ["type": "number", "minimum": 1], "dash": ["type": "array", "items": nonNegative],
                             "dashPhase": number,
                             "trim": object(["from": ["type": "number", "minimum": 0, "maximum": 1],
                                             "to": ["type": "number", "minimum": 0, "maximum": 1]])]
        return [
            view("VStack", ["alignment": names(HorizontalAlignment.allCases.map(\.rawValue)), "spacing": number, "children": children]),
            view("HStack", ["alignment": names(VerticalAlignment.allCases.map(\.rawValue)), "spacing": number, "children": children]),
            view("ZStack", ["alignment": names(Alignment.byName.keys.sorted()), "children": children]),
            view("ViewThatFits", ["in": ["anyOf": [names(["horizontal", "vertical"]),
                                                   ["type": "array", "items": names(["horizontal", "vertical"])]]],
                                  "children": children]),
            view("Text", ["text": ["type": "string", "description": "{{name}} is replaced from the scene's data"],
                          "date": ["type": "string", "description": "ISO 8601 date or {{name}}, shown as of the entry's date"],
                          "style": names(DateStyle.allCases.map(\.rawValue)),
                          "runs": ["type": "array", "description": "Text + Text: runs with their own modifiers on one baseline",
                                   "items": object(["text": ["type": "string"], "modifiers": ["type": "array", "items": ref("modifier")]],
                                                   required: ["text"])]]),
            view("Image", ["file": ["type": "string", "description": "PNG path relative to the scene file, or PNG bytes inline: data:image/png;base64,…"],
                           "resizable": ["type": "boolean"], "resizingMode": names(["stretch", "tile"])], required: ["file"]),
            view("Symbol", ["name": names(SymbolCatalog.names), "resizable": ["type": "boolean"],
                            "variableValue": ["type": "number", "minimum": 0, "maximum": 1,
                                              "description": "lights the symbol's variable parts (wifi, cellularbars, speaker.wave…) up to this value"]],
                 required: ["name"]),
            view("Color", ["color": ref("style")], required: ["color"]),
            view("LinearGradient", gradient.merging(["startPoint": ref("unitPoint"), "endPoint": ref("unitPoint")]) { a, _ in a }),
            view("RadialGradient", gradient.merging(["center": ref("unitPoint"), "startRadius": nonNegative,
                                                     "endRadius": nonNegative]) { a, _ in a }),
            view("EllipticalGradient", gradient.merging(["center": ref("unitPoint"), "startRadiusFraction": nonNegative,
                                                         "endRadiusFraction": nonNegative]) { a, _ in a }),
            view("AngularGradient", gradient.merging(["center": ref("unitPoint"),
                                                      "startAngle": ["type": "number", "description": "degrees clockwise from the trailing side; default 0"],
                                                      "endAngle": ["type": "number", "description": "degrees; default startAngle + 360"]]) { a, _ in a }),
            view("MeshGradient", ["width": ["type": "integer", "minimum": 2], "height": ["type": "integer", "minimum": 2],
                                  "points": ["type": "array", "description": "width × height points, row by row, each [x, y] in the unit square",
                                             "items": ["type": "array", "items": ["type": "number"], "minItems": 2, "maxItems": 2]],
                                  "colors": ["type": "array", "items": ref("style"), "description": "one per point"],
                                  "background": ref("style"), "smoothsColors": ["type": "boolean"]],
                 required: ["width", "height", "points", "colors"]),
            view("Rectangle", shape), view("Circle", shape), view("Ellipse", shape), view("Capsule", shape),
            view("ContainerRelativeShape", shape),
            view("Path", shape.merging(["width": nonNegative, "height": nonNegative,
                                        "d": ["type": "string", "description": "SVG path data (M L H V Q C Z) in the width × height box, stretched to the frame"]]) { a, _ in a },
                 required: ["width", "height", "d"]),
            view("UnevenRoundedRectangle", shape.merging(["topLeadingRadius": nonNegative, "bottomLeadingRadius": nonNegative,
                                                          "bottomTrailingRadius": nonNegative, "topTrailingRadius": nonNegative,
                                                          "style": names(["continuous", "circular"])]) { a, _ in a }),
            view("ConcentricRectangle", shape.merging(cornerShapeFields) { a, _ in a }),
            view("RoundedRectangle", shape.merging(["cornerRadius": nonNegative,
                                                    "style": names(["continuous", "circular"])]) { a, _ in a },
                 required: ["cornerRadius"]),
            view("Spacer", ["minLength": nonNegative]),
            view("Divider", [:]),
            view("ProgressView", ["value": nonNegative, "total": nonNegative, "label": ["type": "string"]]),
            view("Gauge", ["value": number,
                           "range": ["type": "array", "items": number, "minItems": 2, "maxItems": 2,
                                     "description": "[lowest, highest]; [0, 1] when left out"],
                           "label": textOrView, "currentValueLabel": textOrView, "minimumValueLabel": textOrView,
                           "maximumValueLabel": textOrView], required: ["value"]),
            view("AccessoryWidgetBackground", [:]),
            view("Button", ["label": textOrView, "role": names(ButtonRole.allCases.map(\.rawValue)),
                            "intent": ["type": "string", "description": "the app intent a tap runs (recorded, not run)"]],
                 required: ["label"]),
            view("Toggle", ["isOn": ["anyOf": [["type": "boolean"], ["type": "string", "description": "{{name}} holding true or false"]]],
                            "label": textOrView, "intent": ["type": "string"]], required: ["isOn"]),
            view("Chart", ["marks": ["type": "array", "items": object([
                               "type": names(ChartMark.typeNames),
                               "points": ["type": "array", "description": "[x, y] or [x, yStart, yEnd]; x a number (dates: seconds since 1970), a category or an interval [xStart, xEnd]; "
                                          + "a horizontal mark (bars along x) puts its category last: [x, category] or [xStart, xEnd, category]"
                                          + "; or an object {x, y, xStart, yStart, horizontal, fixedX: [start, end], fixedY} for a mark placed in points "
                                          + "across the plot (null ends: the plot's edges)",
                                          "items": ["anyOf": [["type": "array", "minItems": 2, "maxItems": 3], ["type": "object"]]]],
                               "x": ["anyOf": [number, ["type": "string"]]],
                               "y": ["anyOf": [number, ["type": "string", "description": "a category: a rule across a horizontal chart"]]],
                               "series": ["type": "string", "description": "foregroundStyle(by:): one palette colour per series"],
                               "lineSeries": ["type": "string", "description": "LineMark(x:y:series:): a separate line, in the mark's colour"],
                               "foregroundStyle": ref("style"),
                               "interpolation": names(ChartMark.Interpolation.allCases.map(\.rawValue)),
                               "lineWidth": nonNegative, "dash": ["type": "array", "items": nonNegative], "cornerRadius": nonNegative,
                               "cornerStyle": names(["circular", "continuous"]),
                               "symbolSize": ["type": "number", "minimum": 0, "description": "a PointMark's symbol area in square points"],
                               "symbol": ["type": "object", "description": "a PointMark's symbol: a shape as clipShape takes one ({type: Rectangle})"],
                               "angle": ["type": "number", "minimum": 0, "description": "a SectorMark's value: its share of the sum of all sectors"],
                               "innerRadius": ["description": "a SectorMark's inner radius: points, {ratio: 0.6} or {inset: 8}"],
                               "outerRadius": ["description": "a SectorMark's outer radius: points, {ratio: 0.9} or {inset: 8}"],
                               "angularInset": ["type": "number", "minimum": 0, "description": "a SectorMark's gap on each side, in points"],
                               "width": ["description": "a BarMark's or RectangleMark's width: points, {ratio: 0.8} of its band or {inset: 4}"],
                               "height": ["description": "a RectangleMark's height across its y value: points, {ratio: 0.8} of the step or {inset: 4}"],
                               "position": ["type": "string", "description": "position(by:): bars of different positions at one x stand side by side"],
                               "positionSpan": ["description": "how much of the band side-by-side bars share: points, {ratio: 0.8} or {inset: 4}"],
                               "annotation": object([
                                   "position": names(ChartAnnotation.Position.allCases.map(\.rawValue)),
                                   "alignment": ["type": "string"], "spacing": nonNegative,
                                   "overflowX": names(ChartAnnotation.Overflow.allCases.map(\.rawValue)),
                                   "overflowY": names(ChartAnnotation.Overflow.allCases.map(\.rawValue)),
                                   "views": ["type": "array", "description": "a view (or null) drawn at each point, in order",
                                             "items": ["anyOf": [ref("view"), ["type": "null"]]]]], required: ["views"]),
                               "stacking": names(ChartMark.Stacking.allCases.map(\.rawValue)),
                               "symbolBy": ["type": "string", "description": "symbol(by:): points of one value share a symbol"],
                               "symbolSizeBy": ["anyOf": [number, ["type": "string"]], "description": "symbolSize(by:): the point's size from its value"],
                               "lineStyleBy": ["type": "string", "description": "lineStyle(by:): lines of one value share a stroke"],
                               "offset": object(["x": number, "y": number, "xStart": number, "xEnd": number, "yStart": number, "yEnd": number]),
                           ], required: ["type"])],
                           "symbolScale": ["type": "object", "description": "chartSymbolScale: each symbolBy value's symbol, a name or a shape",
                                           "additionalProperties": ["anyOf": [names(ChartSymbol.allCases.map(\.rawValue)), ["type": "object"]]]],
                           "symbolRange": ["type": "array", "items": names(ChartSymbol.allCases.map(\.rawValue)),
                                           "description": "chartSymbolScale(range:): symbols in order of first appearance"],
                           "symbolSizeScale": object(["domain": ["type": "array", "items": number, "minItems": 2, "maxItems": 2],
                                                      "range": ["type": "array", "items": nonNegative, "minItems": 2, "maxItems": 2],
                                                      "sizes": ["type": "object", "additionalProperties": nonNegative]]),
                           "lineStyleScale": object(["styles": ["type": "object", "additionalProperties": object(["lineWidth": nonNegative,
                                                                                                                  "dash": ["type": "array", "items": nonNegative]])],
                                                     "range": ["type": "array", "items": object(["lineWidth": nonNegative,
                                                                                                 "dash": ["type": "array", "items": nonNegative]])]]),
                           "xMarks": ["type": "array", "items": ref("axisMark"), "description": "AxisMarks of the x axis (default: automatic)"],
                           "yMarks": ["type": "array", "items": ref("axisMark"), "description": "AxisMarks of the y axis (default: automatic)"],
                           "xAxis": names(AxisVisibility.allCases.map(\.rawValue)), "yAxis": names(AxisVisibility.allCases.map(\.rawValue)),
                           "xDomain": ["type": "array", "items": number, "minItems": 2, "maxItems": 2],
                           "yDomain": ["type": "array", "items": number, "minItems": 2, "maxItems": 2],
                           "xScale": scaleSchema, "yScale": scaleSchema, "xTitle": titleSchema, "yTitle": titleSchema,
                           "plotArea": ["allOf": [ref("view")], "description": "chartPlotStyle: a view laid out in the plot's frame, under the gridlines and marks"],
                               "legend": ["description": "the series legend: automatic, visible or hidden, or {visibility, position: top|bottom|leading|trailing, alignment, spacing, view}",
                                         "anyOf": [names(AxisVisibility.allCases.map(\.rawValue)),
                                                   object(["visibility": names(AxisVisibility.allCases.map(\.rawValue)),
                                                           "position": names(["automatic", "top", "bottom", "leading", "trailing"]),
                                                           "alignment": ["type": "string"], "spacing": nonNegative, "view": ref("view")])]],
                               "foregroundStyleScale": ["type": "object", "additionalProperties": ref("style"),
                                                    "description": "chartForegroundStyleScale: a style for each series, by name"]], required: ["marks"]),
            view("Grid", ["alignment": names(Alignment.byName.keys.sorted()), "horizontalSpacing": number, "verticalSpacing": number,
                          "children": ["type": "array", "items": ref("view"), "description": "GridRows; any other view spans all columns"]]),
            view("GridRow", ["alignment": names(VerticalAlignment.allCases.map(\.rawValue)), "children": children]),
            view("LazyVGrid", ["columns": ["type": "array", "items": ref("gridItem")],
                               "alignment": names(HorizontalAlignment.allCases.map(\.rawValue)), "spacing": number, "children": children],
                 required: ["columns"]),
            view("LazyHGrid", ["rows": ["type": "array", "items": ref("gridItem")],
                               "alignment": names(VerticalAlignment.allCases.map(\.rawValue)), "spacing": number, "children": children],
                 required: ["rows"]),
            view("ForEach", ["in": ["type": "string", "description": "the name of a list in the scene's data"],
                             "as": ["type": "string", "description": "the name the content uses for one item ({{task.title}})"],
                             "content": ref("view"), "limit": ["type": "integer", "minimum": 0, "description": "at most this many items"]],
                 required: ["in", "content"]),
            view("If", ["value": ["type": "string", "description": "{{name}} from the data: true unless empty, false, 0 or no"],
                        "equals": ["type": "string"],
                        "family": ["anyOf": [names(declarable), ["type": "array", "items": names(declarable)]]],
                        "colorScheme": names(["light", "dark"]),
                        "renderingMode": names(WidgetRenderingMode.allCases.map(\.rawValue)),
                        "isLuminanceReduced": ["type": "boolean", "description": "the Always-On display (the always-on variant)"],
                        "then": ref("view"), "else": ref("view")], required: ["then"]),
            view("Label", ["title": textOrView, "systemImage": names(SymbolCatalog.names), "icon": ref("view")], required: ["title"]),
        ]
    }

    /// Each modifier's form from `ModifierForm.all`, and the bare names.
    private static var modifierSchemas: [Object] {
        let bare = ModifierForm.all.filter { $0.bare != nil }.map(\.name)
        return [names(bare)] + ModifierForm.all.map { form in
            var properties: Object = [form.name: form.schema()]
            if form.takesAlignment { properties["alignment"] = names(Alignment.byName.keys.sorted()) }
            return object(properties, required: [form.name])
        }
    }

    /// The families a scene declares and code tests: not a place such as StandBy, which shows another.
    private static let declarable = WidgetFamily.allCases.filter { !$0.isAskedForOnly }.map(\.rawValue)

    /// A toggle's `off` or `on`: its value text and its symbol in that state.
    private static let controlState = object(["value": ["type": "string"], "systemImage": ["type": "string"], "image": ["type": "string"]])

    private static var document: Object {
        let families = declarable
        let hex: Object = ["type": "string", "pattern": "^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$"]
        return [
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "$id": "https://widgetraster.dev/schema/widget.schema.json",
            "title": "WidgetRaster widget scene",
            "description": "A widget: kind, gallery text, families and one body per family (JSON or YAML); or a Live Activity's views, or a control.",
            "type": "object",
            "additionalProperties": false,
            "required": ["kind"],
            "anyOf": [["required": ["body"]], ["required": ["activity"]], ["required": ["control"]]],
            "properties": [
                "$schema": ["type": "string"],
                "kind": ["type": "string", "pattern": "^[A-Za-z0-9._-]+$"],
                "displayName": ["type": "string"],
                "description": ["type": "string"],
                "families": ["type": "array", "items": names(families)],
                "body": ["type": "object", "propertyNames": names(families), "additionalProperties": ref("view")],
                "activity": object(["lockScreen": ref("view"), "small": ref("view"), "compactLeading": ref("view"), "compactTrailing": ref("view"),
                                    "minimal": ref("view"), "keylineTint": ref("style"),
                                    "expanded": object(Dictionary(uniqueKeysWithValues: LiveActivity.Region.allCases.map {
                                        ($0.rawValue, ref("view") as Any)
                                    })),
                                    "belowIfTooWide": ["type": "array", "items": names(["leading", "trailing"]), "uniqueItems": true],
                                    "contentMargins": object(Dictionary(uniqueKeysWithValues: LiveActivity.MarginMode.allCases.map {
                                        ($0.rawValue, ["anyOf": [nonNegative, object(Dictionary(uniqueKeysWithValues: Edge.allCases.map {
                                            ($0.rawValue, nonNegative as Any)
                                        }))]] as Any)
                                    }))]),
                "control": object(["template": names(Control.Template.allCases.map(\.rawValue)), "title": ["type": "string"],
                                   "systemImage": ["type": "string"], "image": ["type": "string"], "tint": ref("style"),
                                   "value": ["type": "string"], "off": controlState, "on": controlState,
                                   "privacySensitive": ["type": "boolean"]]),
                "data": ["type": "object", "description": "values, and lists and objects of them, for {{name}} and ForEach"],
                "placeholderData": ["type": "object"],
                "contentMargins": ["type": "boolean"],
                "theme": ["type": "string"],
                "assets": ["type": "string", "description": "an asset catalogue folder (Assets.xcassets) relative to the scene"],
                "fonts": ["type": "string", "description": "a folder of fonts for Font.custom, relative to the scene"],
                "symbols": ["type": "string", "description": "a folder of templates exported from the SF Symbols app (NAME.svg, NAME.symbolset), relative to the scene: drawn for those symbol names"],
                "strings": ["type": "string", "description": "the app's translations, relative to the scene: a string catalogue (Localizable.xcstrings) or a folder of LANG.lproj/Localizable.strings; each text is its own key, {{name}} read as %@"],
                "layoutDirection": names(LayoutDirection.allCases.map(\.rawValue)),
                "locale": ["type": "string"],
                "timeZone": ["type": "string"],
                "entries": ["type": "array", "maxItems": 64,
                            "items": object(["date": ["type": "string"], "data": ["type": "object"]], required: ["date"])],
                "configurations": ["type": "array",
                                   "items": object(["name": ["type": "string"], "data": ["type": "object"]], required: ["name"])],
            ] as Object,
            "$defs": [
                "view": ["anyOf": viewSchemas + [names(["Spacer", "Divider"])]],
                "modifier": ["anyOf": modifierSchemas],
                "shape": ["anyOf": [names(["Rectangle", "Circle", "Ellipse", "Capsule", "ContainerRelativeShape", "ConcentricRectangle"]),
                                    object(["type": names(ShapeKind.names), "cornerRadius": nonNegative,
                                            "style": names(["continuous", "circular"]), "width": nonNegative, "height": nonNegative,
                                            "d": ["type": "string"]].merging(cornerShapeFields) { a, _ in a }, required: ["type"])]],
                "style": ["anyOf": [
                    ["type": "string", "description": "system or theme colour name, primary…quaternary, accentColor, or #RRGGBB[AA]"],
                    object(["light": hex, "dark": hex], required: ["light", "dark"]),
                    object(["light": ref("style"), "dark": ref("style")], required: ["light", "dark"]),
                    object(["color": ref("style"), "opacity": nonNegative], required: ["color"]),
                    ref("gradient"),
                ]],
                "gradient": ["type": "object", "required": ["type"],
                             "properties": ["type": names(ShapeStyle.gradientTypes)]],
                "font": ["anyOf": [names(Font.TextStyle.allCases.map(\.rawValue)),
                                   object(["style": names(Font.TextStyle.allCases.map(\.rawValue)),
                                           "size": ["type": "number", "minimum": 1],
                                           "weight": names(Font.Weight.allCases.map(\.rawValue)),
                                           "design": names(Font.Design.allCases.map(\.rawValue)),
                                           "smallCaps": names(Font.SmallCaps.allCases.map(\.rawValue)),
                                           "custom": ["type": "string", "description": "PostScript or family name of a font in the scene's fonts folder"],
                                           "relativeTo": names(Font.TextStyle.allCases.map(\.rawValue)),
                                           "fixedSize": ["type": "boolean"],
                                           "monospacedDigit": ["type": "boolean"],
                                           "italic": ["type": "boolean"],
                                           "leading": names(Font.Leading.allCases.map(\.rawValue))])]],
                "gridItem": object(["fixed": nonNegative,
                                    "flexible": ["anyOf": [nonNegative, object(["minimum": nonNegative, "maximum": maxLength])]],
                                    "adaptive": ["anyOf": [nonNegative, object(["minimum": nonNegative, "maximum": maxLength])]],
                                    "spacing": number, "alignment": names(Alignment.byName.keys.sorted())]),
                "axisMark": object(["value": ["anyOf": [number, ["type": "string"]]],
                                    "label": ["type": "string", "description": "the label's text; none: no label"],
                                    "position": names(ChartAxisMark.Position.allCases.map(\.rawValue)),
                                    "gridLine": object(["lineWidth": nonNegative, "dash": ["type": "array", "items": nonNegative],
                                                        "style": ref("style")])], required: ["value"]),
                "unitPoint": ["anyOf": [names(UnitPoint.byName.keys.sorted()), object(["x": number, "y": number], required: ["x", "y"])]],
            ] as Object,
        ]
    }
}
