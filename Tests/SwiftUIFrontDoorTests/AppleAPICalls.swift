// Written by scripts/apple-api.py from docs/apple-api/: one call of every Apple declaration in the
// checklist that compiles here, with the fixtures of AppleAPIFixtures.swift. Do not edit; change the
// checklist and run the script.
import ActivityKit
import AppIntents
import Charts
import Foundation
import Intents
import SwiftData
import SwiftUI
import UIKit
import WidgetKit

// SwiftUI: Text
@MainActor fileprivate func checkSwiftUI0() async throws {
    let _: Text = Text("Hello")
}

// SwiftUI: Text.init(_:tableName:bundle:comment:)
@MainActor fileprivate func checkSwiftUI1() async throws {
    _ = Text("Hello", tableName: "Main", bundle: .main, comment: "A greeting")
}

// SwiftUI: Text.init(verbatim:)
@MainActor fileprivate func checkSwiftUI2() async throws {
    _ = Text(verbatim: "pencil")
}

// SwiftUI: Text.init(_:)
@MainActor fileprivate func checkSwiftUI3() async throws {
    let name = "Kyoto"
    _ = Text(name)
}

// SwiftUI: Text.init(_:)
@MainActor fileprivate func checkSwiftUI4() async throws {
    _ = Text(AttributedString("Bold"))
}

// SwiftUI: Text.init(_:)
@MainActor fileprivate func checkSwiftUI5() async throws {
    _ = Text(LocalizedStringResource("Hello"))
}

// SwiftUI: Text.init(_:)
@MainActor fileprivate func checkSwiftUI6() async throws {
    _ = Text(Image(systemName: "star.fill"))
}

// SwiftUI: Text.init(_:style:)
@MainActor fileprivate func checkSwiftUI7() async throws {
    _ = Text(Date.now, style: .relative)
}

// SwiftUI: Text.init(_:)
@MainActor fileprivate func checkSwiftUI8() async throws {
    _ = Text(Date.now...Date.now.addingTimeInterval(3600))
}

// SwiftUI: Text.init(_:)
@MainActor fileprivate func checkSwiftUI9() async throws {
    _ = Text(DateInterval(start: .now, duration: 3600))
}

// SwiftUI: Text.init(timerInterval:pauseTime:countsDown:showsHours:)
@MainActor fileprivate func checkSwiftUI10() async throws {
    _ = Text(timerInterval: Date.now...Date.now.addingTimeInterval(120), pauseTime: nil, countsDown: true, showsHours: false)
}

// SwiftUI: Text.init(_:format:)
@MainActor fileprivate func checkSwiftUI11() async throws {
    _ = Text(0.25, format: .percent)
}

// SwiftUI: Text.init(_:formatter:)
@MainActor fileprivate func checkSwiftUI16() async throws {
    _ = Text(NSNumber(value: 42), formatter: NumberFormatter())
}

// SwiftUI: Text.DateStyle
@MainActor fileprivate func checkSwiftUI17() async throws {
    let _: Text.DateStyle = .date
}

// SwiftUI: Text.DateStyle.date
@MainActor fileprivate func checkSwiftUI18() async throws {
    _ = Text(Date.now, style: .date)
}

// SwiftUI: Text.DateStyle.time
@MainActor fileprivate func checkSwiftUI19() async throws {
    _ = Text(Date.now, style: .time)
}

// SwiftUI: Text.DateStyle.relative
@MainActor fileprivate func checkSwiftUI20() async throws {
    _ = Text(Date.now, style: .relative)
}

// SwiftUI: Text.DateStyle.offset
@MainActor fileprivate func checkSwiftUI21() async throws {
    _ = Text(Date.now, style: .offset)
}

// SwiftUI: Text.DateStyle.timer
@MainActor fileprivate func checkSwiftUI22() async throws {
    _ = Text(Date.now, style: .timer)
}

// SwiftUI: Image
@MainActor fileprivate func checkSwiftUI23() async throws {
    let _: Image = Image(systemName: "star")
}

// SwiftUI: Image.init(_:bundle:)
@MainActor fileprivate func checkSwiftUI24() async throws {
    _ = Image("Landscape", bundle: .main)
}

// SwiftUI: Image.init(_:bundle:label:)
@MainActor fileprivate func checkSwiftUI25() async throws {
    _ = Image("Landscape", bundle: .main, label: Text("A landscape"))
}

// SwiftUI: Image.init(decorative:bundle:)
@MainActor fileprivate func checkSwiftUI26() async throws {
    _ = Image(decorative: "Flourish", bundle: .main)
}

// SwiftUI: Image.init(systemName:)
@MainActor fileprivate func checkSwiftUI27() async throws {
    _ = Image(systemName: "cloud.sun.fill")
}

// SwiftUI: Image.init(systemName:variableValue:)
@MainActor fileprivate func checkSwiftUI28() async throws {
    _ = Image(systemName: "wifi", variableValue: 0.5)
}

// SwiftUI: Image.init(_:variableValue:bundle:)
@MainActor fileprivate func checkSwiftUI29() async throws {
    _ = Image("Signal", variableValue: 0.5, bundle: .main)
}

// SwiftUI: Image.init(_:variableValue:bundle:label:)
@MainActor fileprivate func checkSwiftUI30() async throws {
    _ = Image("Signal", variableValue: 0.5, bundle: .main, label: Text("Signal"))
}

// SwiftUI: Image.init(decorative:variableValue:bundle:)
@MainActor fileprivate func checkSwiftUI31() async throws {
    _ = Image(decorative: "Signal", variableValue: 0.5, bundle: .main)
}

// SwiftUI: Image.init(_:)
@MainActor fileprivate func checkSwiftUI32() async throws {
    _ = Image(ImageResource(name: "Landscape", bundle: .main))
}

// SwiftUI: Image.init(uiImage:)
@MainActor fileprivate func checkSwiftUI33() async throws {
    let uiImage = UIImage(systemName: "star") ?? UIImage()
    _ = Image(uiImage: uiImage)
}

// SwiftUI: Image.init(_:scale:orientation:label:)
@MainActor fileprivate func checkSwiftUI34() async throws {
    let draw: (CGImage) -> Image = { Image($0, scale: 2, orientation: .up, label: Text("Chart")) }
    _ = draw
}

// SwiftUI: Image.init(decorative:scale:orientation:)
@MainActor fileprivate func checkSwiftUI35() async throws {
    let draw: (CGImage) -> Image = { Image(decorative: $0, scale: 2, orientation: .up) }
    _ = draw
}

// SwiftUI: Label
@MainActor fileprivate func checkSwiftUI37() async throws {
    let _: Label<Text, Image> = Label("Favorites", systemImage: "star")
}

// SwiftUI: Label.init(title:icon:)
@MainActor fileprivate func checkSwiftUI38() async throws {
    _ = Label {
        Text("Favorites")
    } icon: {
        Image(systemName: "star")
    }
}

// SwiftUI: Label.init(_:systemImage:)
@MainActor fileprivate func checkSwiftUI39() async throws {
    _ = Label("Favorites", systemImage: "star")
}

// SwiftUI: Label.init(_:systemImage:)
@MainActor fileprivate func checkSwiftUI40() async throws {
    let title = "Favorites"
    _ = Label(title, systemImage: "star")
}

// SwiftUI: Label.init(_:systemImage:)
@MainActor fileprivate func checkSwiftUI41() async throws {
    _ = Label(LocalizedStringResource("Favorites"), systemImage: "star")
}

// SwiftUI: Label.init(_:image:)
@MainActor fileprivate func checkSwiftUI42() async throws {
    _ = Label("Weather", image: "Cloud")
}

// SwiftUI: Label.init(_:image:)
@MainActor fileprivate func checkSwiftUI43() async throws {
    let title = "Weather"
    _ = Label(title, image: "Cloud")
}

// SwiftUI: Label.init(_:image:)
@MainActor fileprivate func checkSwiftUI44() async throws {
    _ = Label(LocalizedStringResource("Weather"), image: "Cloud")
}

// SwiftUI: Label.init(_:image:)
@MainActor fileprivate func checkSwiftUI45() async throws {
    _ = Label("Weather", image: ImageResource(name: "Cloud", bundle: .main))
}

// SwiftUI: Label.init(_:image:)
@MainActor fileprivate func checkSwiftUI46() async throws {
    let title = "Weather"
    _ = Label(title, image: ImageResource(name: "Cloud", bundle: .main))
}

// SwiftUI: Label.init(_:image:)
@MainActor fileprivate func checkSwiftUI47() async throws {
    _ = Label(LocalizedStringResource("Weather"), image: ImageResource(name: "Cloud", bundle: .main))
}

// SwiftUI: Label.init(_:)
@MainActor fileprivate func checkSwiftUI48() async throws {
    struct RedLabelStyle: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            Label(configuration)
                .foregroundStyle(.red)
        }
    }
    _ = Label("Alert", systemImage: "bell").labelStyle(RedLabelStyle())
}

// SwiftUI: Link
@MainActor fileprivate func checkSwiftUI49() async throws {
    let _: Link<Text> = Link("Example", destination: URL(string: "https://www.example.com")!)
}

// SwiftUI: Link.init(destination:label:)
@MainActor fileprivate func checkSwiftUI50() async throws {
    _ = Link(destination: URL(string: "https://www.example.com")!) {
        Text("Example")
    }
}

// SwiftUI: Link.init(_:destination:)
@MainActor fileprivate func checkSwiftUI51() async throws {
    _ = Link("Visit Example Co", destination: URL(string: "https://www.example.com")!)
}

// SwiftUI: Link.init(_:destination:)
@MainActor fileprivate func checkSwiftUI52() async throws {
    let title = "Visit Example Co"
    _ = Link(title, destination: URL(string: "https://www.example.com")!)
}

// SwiftUI: Link.init(_:destination:)
@MainActor fileprivate func checkSwiftUI53() async throws {
    _ = Link(LocalizedStringResource("Visit Example Co"), destination: URL(string: "https://www.example.com")!)
}

// SwiftUI: Gauge.init(value:in:label:)
@MainActor fileprivate func checkSwiftUI55() async throws {
    _ = Gauge(value: 42.0, in: 0...100) {
        Text("Speed")
    }
}

// SwiftUI: Gauge.init(value:in:label:currentValueLabel:)
@MainActor fileprivate func checkSwiftUI56() async throws {
    _ = Gauge(value: 42.0, in: 0...100) {
        Text("Speed")
    } currentValueLabel: {
        Text("42")
    }
}

// SwiftUI: Gauge.init(value:in:label:currentValueLabel:minimumValueLabel:maximumValueLabel:)
@MainActor fileprivate func checkSwiftUI57() async throws {
    _ = Gauge(value: 42.0, in: 0...100) {
        Text("Speed")
    } currentValueLabel: {
        Text("42")
    } minimumValueLabel: {
        Text("0")
    } maximumValueLabel: {
        Text("100")
    }
}

// SwiftUI: ProgressView
@MainActor fileprivate func checkSwiftUI60() async throws {
    let _: ProgressView<EmptyView, EmptyView> = ProgressView(value: 0.5)
}

// SwiftUI: ProgressView.init()
@MainActor fileprivate func checkSwiftUI61() async throws {
    _ = ProgressView()
}

// SwiftUI: ProgressView.init(label:)
@MainActor fileprivate func checkSwiftUI62() async throws {
    _ = ProgressView {
        Text("Loading")
    }
}

// SwiftUI: ProgressView.init(_:)
@MainActor fileprivate func checkSwiftUI63() async throws {
    _ = ProgressView("Loading")
}

// SwiftUI: ProgressView.init(_:)
@MainActor fileprivate func checkSwiftUI64() async throws {
    let title = "Loading"
    _ = ProgressView(title)
}

// SwiftUI: ProgressView.init(_:)
@MainActor fileprivate func checkSwiftUI65() async throws {
    _ = ProgressView(LocalizedStringResource("Loading"))
}

// SwiftUI: ProgressView.init(value:total:)
@MainActor fileprivate func checkSwiftUI66() async throws {
    _ = ProgressView(value: 3.0, total: 10.0)
}

// SwiftUI: ProgressView.init(value:total:label:)
@MainActor fileprivate func checkSwiftUI67() async throws {
    _ = ProgressView(value: 3.0, total: 10.0) {
        Text("Steps")
    }
}

// SwiftUI: ProgressView.init(value:total:label:currentValueLabel:)
@MainActor fileprivate func checkSwiftUI68() async throws {
    _ = ProgressView(value: 3.0, total: 10.0) {
        Text("Steps")
    } currentValueLabel: {
        Text("3 of 10")
    }
}

// SwiftUI: ProgressView.init(_:value:total:)
@MainActor fileprivate func checkSwiftUI69() async throws {
    _ = ProgressView("Downloading", value: 0.3, total: 1.0)
}

// SwiftUI: ProgressView.init(_:value:total:)
@MainActor fileprivate func checkSwiftUI70() async throws {
    let title = "Downloading"
    _ = ProgressView(title, value: 0.3, total: 1.0)
}

// SwiftUI: ProgressView.init(_:value:total:)
@MainActor fileprivate func checkSwiftUI71() async throws {
    _ = ProgressView(LocalizedStringResource("Downloading"), value: 0.3, total: 1.0)
}

// SwiftUI: ProgressView.init(_:)
@MainActor fileprivate func checkSwiftUI72() async throws {
    _ = ProgressView(Progress(totalUnitCount: 10))
}

// SwiftUI: ProgressView.init(timerInterval:countsDown:)
@MainActor fileprivate func checkSwiftUI74() async throws {
    _ = ProgressView(timerInterval: Date.now...Date.now.addingTimeInterval(600), countsDown: true)
}

// SwiftUI: ProgressView.init(timerInterval:countsDown:label:)
@MainActor fileprivate func checkSwiftUI75() async throws {
    _ = ProgressView(timerInterval: Date.now...Date.now.addingTimeInterval(600), countsDown: false) {
        Text("Brewing")
    }
}

// SwiftUI: ProgressView.init(timerInterval:countsDown:label:currentValueLabel:)
@MainActor fileprivate func checkSwiftUI76() async throws {
    _ = ProgressView(timerInterval: Date.now...Date.now.addingTimeInterval(600)) {
        Text("Brewing")
    } currentValueLabel: {
        Text("10 min")
    }
}

// SwiftUI: Button
@MainActor fileprivate func checkSwiftUI77() async throws {
    let _: Button<Text> = Button("Refresh") {}
}

// SwiftUI: Button.init(action:label:)
@MainActor fileprivate func checkSwiftUI78() async throws {
    _ = Button(action: {}) {
        Text("Refresh")
    }
}

// SwiftUI: Button.init(_:action:)
@MainActor fileprivate func checkSwiftUI79() async throws {
    _ = Button("Refresh", action: {})
}

// SwiftUI: Button.init(_:action:)
@MainActor fileprivate func checkSwiftUI80() async throws {
    let title = "Refresh"
    _ = Button(title, action: {})
}

// SwiftUI: Button.init(_:action:)
@MainActor fileprivate func checkSwiftUI81() async throws {
    _ = Button(LocalizedStringResource("Refresh"), action: {})
}

// SwiftUI: Button.init(role:action:label:)
@MainActor fileprivate func checkSwiftUI82() async throws {
    _ = Button(role: .destructive, action: {}) {
        Text("Delete")
    }
}

// SwiftUI: Button.init(_:role:action:)
@MainActor fileprivate func checkSwiftUI84() async throws {
    _ = Button("Delete", role: .destructive, action: {})
}

// SwiftUI: Button.init(_:role:action:)
@MainActor fileprivate func checkSwiftUI85() async throws {
    let title = "Delete"
    _ = Button(title, role: .destructive, action: {})
}

// SwiftUI: Button.init(_:role:action:)
@MainActor fileprivate func checkSwiftUI86() async throws {
    _ = Button(LocalizedStringResource("Delete"), role: .destructive, action: {})
}

// SwiftUI: Button.init(_:systemImage:action:)
@MainActor fileprivate func checkSwiftUI87() async throws {
    _ = Button("Add", systemImage: "plus", action: {})
}

// SwiftUI: Button.init(_:systemImage:action:)
@MainActor fileprivate func checkSwiftUI88() async throws {
    let title = "Add"
    _ = Button(title, systemImage: "plus", action: {})
}

// SwiftUI: Button.init(_:systemImage:action:)
@MainActor fileprivate func checkSwiftUI89() async throws {
    _ = Button(LocalizedStringResource("Add"), systemImage: "plus", action: {})
}

// SwiftUI: Button.init(_:image:action:)
@MainActor fileprivate func checkSwiftUI90() async throws {
    _ = Button("Charge", image: ImageResource(name: "Bolt", bundle: .main), action: {})
}

// SwiftUI: Button.init(_:image:action:)
@MainActor fileprivate func checkSwiftUI91() async throws {
    let title = "Charge"
    _ = Button(title, image: ImageResource(name: "Bolt", bundle: .main), action: {})
}

// SwiftUI: Button.init(_:image:action:)
@MainActor fileprivate func checkSwiftUI92() async throws {
    _ = Button(LocalizedStringResource("Charge"), image: ImageResource(name: "Bolt", bundle: .main), action: {})
}

// SwiftUI: Button.init(_:systemImage:role:action:)
@MainActor fileprivate func checkSwiftUI93() async throws {
    _ = Button("Delete", systemImage: "trash", role: .destructive, action: {})
}

// SwiftUI: Button.init(_:systemImage:role:action:)
@MainActor fileprivate func checkSwiftUI94() async throws {
    let title = "Delete"
    _ = Button(title, systemImage: "trash", role: .destructive, action: {})
}

// SwiftUI: Button.init(_:systemImage:role:action:)
@MainActor fileprivate func checkSwiftUI95() async throws {
    _ = Button(LocalizedStringResource("Delete"), systemImage: "trash", role: .destructive, action: {})
}

// SwiftUI: Button.init(_:image:role:action:)
@MainActor fileprivate func checkSwiftUI96() async throws {
    _ = Button("Discharge", image: ImageResource(name: "Bolt", bundle: .main), role: .destructive, action: {})
}

// SwiftUI: Button.init(_:image:role:action:)
@MainActor fileprivate func checkSwiftUI97() async throws {
    let title = "Discharge"
    _ = Button(title, image: ImageResource(name: "Bolt", bundle: .main), role: .destructive, action: {})
}

// SwiftUI: Button.init(_:image:role:action:)
@MainActor fileprivate func checkSwiftUI98() async throws {
    _ = Button(LocalizedStringResource("Discharge"), image: ImageResource(name: "Bolt", bundle: .main), role: .destructive, action: {})
}

// SwiftUI: Button.init(_:)
@MainActor fileprivate func checkSwiftUI99() async throws {
    struct OutlinedButtonStyle: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            Button(configuration)
                .padding(4)
        }
    }
    _ = Button("Go", action: {}).buttonStyle(OutlinedButtonStyle())
}

// SwiftUI: Button.init(intent:label:)
@MainActor fileprivate func checkSwiftUI100() async throws {
    _ = Button(intent: CKAction()) {
        Text("Run")
    }
}

// SwiftUI: Button.init(role:intent:label:)
@MainActor fileprivate func checkSwiftUI101() async throws {
    _ = Button(role: .destructive, intent: CKAction()) {
        Text("Clear")
    }
}

// SwiftUI: Button.init(_:intent:)
@MainActor fileprivate func checkSwiftUI102() async throws {
    _ = Button("Run", intent: CKAction())
}

// SwiftUI: Button.init(_:intent:)
@MainActor fileprivate func checkSwiftUI103() async throws {
    let title = "Run"
    _ = Button(title, intent: CKAction())
}

// SwiftUI: Button.init(_:role:intent:)
@MainActor fileprivate func checkSwiftUI104() async throws {
    _ = Button("Clear", role: .destructive, intent: CKAction())
}

// SwiftUI: Button.init(_:role:intent:)
@MainActor fileprivate func checkSwiftUI105() async throws {
    let title = "Clear"
    _ = Button(title, role: .destructive, intent: CKAction())
}

// SwiftUI: Button.init(_:systemImage:role:intent:)
@MainActor fileprivate func checkSwiftUI106() async throws {
    _ = Button("Run", systemImage: "play.fill", intent: CKAction())
}

// SwiftUI: Button.init(_:systemImage:role:intent:)
@MainActor fileprivate func checkSwiftUI107() async throws {
    let title = "Run"
    _ = Button(title, systemImage: "play.fill", role: nil, intent: CKAction())
}

// SwiftUI: Button.init(_:image:role:intent:)
@MainActor fileprivate func checkSwiftUI108() async throws {
    _ = Button("Run", image: ImageResource(name: "Bolt", bundle: .main), intent: CKAction())
}

// SwiftUI: Button.init(_:image:role:intent:)
@MainActor fileprivate func checkSwiftUI109() async throws {
    let title = "Run"
    _ = Button(title, image: ImageResource(name: "Bolt", bundle: .main), role: nil, intent: CKAction())
}

// SwiftUI: Toggle
@MainActor fileprivate func checkSwiftUI110() async throws {
    let _: Toggle<Text> = Toggle("Wi-Fi", isOn: .constant(true))
}

// SwiftUI: Toggle.init(isOn:label:)
@MainActor fileprivate func checkSwiftUI111() async throws {
    _ = Toggle(isOn: .constant(true)) {
        Text("Wi-Fi")
    }
}

// SwiftUI: Toggle.init(_:isOn:)
@MainActor fileprivate func checkSwiftUI112() async throws {
    _ = Toggle("Wi-Fi", isOn: .constant(true))
}

// SwiftUI: Toggle.init(_:isOn:)
@MainActor fileprivate func checkSwiftUI113() async throws {
    let title = "Wi-Fi"
    _ = Toggle(title, isOn: .constant(true))
}

// SwiftUI: Toggle.init(_:isOn:)
@MainActor fileprivate func checkSwiftUI114() async throws {
    _ = Toggle(LocalizedStringResource("Wi-Fi"), isOn: .constant(true))
}

// SwiftUI: Toggle.init(_:systemImage:isOn:)
@MainActor fileprivate func checkSwiftUI115() async throws {
    _ = Toggle("Wi-Fi", systemImage: "wifi", isOn: .constant(true))
}

// SwiftUI: Toggle.init(_:systemImage:isOn:)
@MainActor fileprivate func checkSwiftUI116() async throws {
    let title = "Wi-Fi"
    _ = Toggle(title, systemImage: "wifi", isOn: .constant(true))
}

// SwiftUI: Toggle.init(_:systemImage:isOn:)
@MainActor fileprivate func checkSwiftUI117() async throws {
    _ = Toggle(LocalizedStringResource("Wi-Fi"), systemImage: "wifi", isOn: .constant(true))
}

// SwiftUI: Toggle.init(_:image:isOn:)
@MainActor fileprivate func checkSwiftUI118() async throws {
    _ = Toggle("Boost", image: ImageResource(name: "Bolt", bundle: .main), isOn: .constant(true))
}

// SwiftUI: Toggle.init(_:image:isOn:)
@MainActor fileprivate func checkSwiftUI119() async throws {
    let title = "Boost"
    _ = Toggle(title, image: ImageResource(name: "Bolt", bundle: .main), isOn: .constant(true))
}

// SwiftUI: Toggle.init(_:image:isOn:)
@MainActor fileprivate func checkSwiftUI120() async throws {
    _ = Toggle(LocalizedStringResource("Boost"), image: ImageResource(name: "Bolt", bundle: .main), isOn: .constant(true))
}

// SwiftUI: Toggle.init(sources:isOn:label:)
@MainActor fileprivate func checkSwiftUI121() async throws {
    struct Setting {
        var isOn: Binding<Bool>
    }
    let settings = [Setting(isOn: .constant(true)), Setting(isOn: .constant(false))]
    _ = Toggle(sources: settings, isOn: \.isOn) {
        Text("All")
    }
}

// SwiftUI: Toggle.init(_:sources:isOn:)
@MainActor fileprivate func checkSwiftUI122() async throws {
    struct Setting {
        var isOn: Binding<Bool>
    }
    let settings = [Setting(isOn: .constant(true)), Setting(isOn: .constant(false))]
    _ = Toggle("All", sources: settings, isOn: \.isOn)
}

// SwiftUI: Toggle.init(_:sources:isOn:)
@MainActor fileprivate func checkSwiftUI123() async throws {
    struct Setting {
        var isOn: Binding<Bool>
    }
    let settings = [Setting(isOn: .constant(true)), Setting(isOn: .constant(false))]
    let title = "All"
    _ = Toggle(title, sources: settings, isOn: \.isOn)
}

// SwiftUI: Toggle.init(_:sources:isOn:)
@MainActor fileprivate func checkSwiftUI124() async throws {
    struct Setting {
        var isOn: Binding<Bool>
    }
    let settings = [Setting(isOn: .constant(true)), Setting(isOn: .constant(false))]
    _ = Toggle(LocalizedStringResource("All"), sources: settings, isOn: \.isOn)
}

// SwiftUI: Toggle.init(_:systemImage:sources:isOn:)
@MainActor fileprivate func checkSwiftUI125() async throws {
    struct Setting {
        var isOn: Binding<Bool>
    }
    let settings = [Setting(isOn: .constant(true)), Setting(isOn: .constant(false))]
    _ = Toggle("All", systemImage: "bell", sources: settings, isOn: \.isOn)
}

// SwiftUI: Toggle.init(_:systemImage:sources:isOn:)
@MainActor fileprivate func checkSwiftUI126() async throws {
    struct Setting {
        var isOn: Binding<Bool>
    }
    let settings = [Setting(isOn: .constant(true)), Setting(isOn: .constant(false))]
    let title = "All"
    _ = Toggle(title, systemImage: "bell", sources: settings, isOn: \.isOn)
}

// SwiftUI: Toggle.init(_:image:sources:isOn:)
@MainActor fileprivate func checkSwiftUI127() async throws {
    struct Setting {
        var isOn: Binding<Bool>
    }
    let settings = [Setting(isOn: .constant(true)), Setting(isOn: .constant(false))]
    _ = Toggle("All", image: ImageResource(name: "Bolt", bundle: .main), sources: settings, isOn: \.isOn)
}

// SwiftUI: Toggle.init(_:image:sources:isOn:)
@MainActor fileprivate func checkSwiftUI128() async throws {
    struct Setting {
        var isOn: Binding<Bool>
    }
    let settings = [Setting(isOn: .constant(true)), Setting(isOn: .constant(false))]
    let title = "All"
    _ = Toggle(title, image: ImageResource(name: "Bolt", bundle: .main), sources: settings, isOn: \.isOn)
}

// SwiftUI: Toggle.init(isOn:intent:label:)
@MainActor fileprivate func checkSwiftUI129() async throws {
    _ = Toggle(isOn: true, intent: CKToggleIntent()) {
        Text("Lamp")
    }
}

// SwiftUI: Toggle.init(_:isOn:intent:)
@MainActor fileprivate func checkSwiftUI130() async throws {
    _ = Toggle("Lamp", isOn: true, intent: CKToggleIntent())
}

// SwiftUI: Toggle.init(_:isOn:intent:)
@MainActor fileprivate func checkSwiftUI131() async throws {
    let title = "Lamp"
    _ = Toggle(title, isOn: true, intent: CKToggleIntent())
}

// SwiftUI: Toggle.init(_:)
@MainActor fileprivate func checkSwiftUI132() async throws {
    struct TintedToggleStyle: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            Toggle(configuration)
                .tint(.green)
        }
    }
    _ = Toggle("Lamp", isOn: .constant(true)).toggleStyle(TintedToggleStyle())
}

// SwiftUI: HStack
@MainActor fileprivate func checkSwiftUI133() async throws {
    let _: HStack<Text> = HStack {
        Text("a")
    }
}

// SwiftUI: HStack.init(alignment:spacing:content:)
@MainActor fileprivate func checkSwiftUI134() async throws {
    _ = HStack(alignment: .firstTextBaseline, spacing: 4) {
        Text("72")
        Text("°F")
    }
}

// SwiftUI: VStack
@MainActor fileprivate func checkSwiftUI135() async throws {
    let _: VStack<Text> = VStack {
        Text("a")
    }
}

// SwiftUI: VStack.init(alignment:spacing:content:)
@MainActor fileprivate func checkSwiftUI136() async throws {
    _ = VStack(alignment: .leading, spacing: 2) {
        Text("Cupertino")
        Text("Sunny")
    }
}

// SwiftUI: ZStack
@MainActor fileprivate func checkSwiftUI137() async throws {
    let _: ZStack<Text> = ZStack {
        Text("a")
    }
}

// SwiftUI: ZStack.init(alignment:content:)
@MainActor fileprivate func checkSwiftUI138() async throws {
    _ = ZStack(alignment: .bottomTrailing) {
        Color.blue
        Text("1")
    }
}

// SwiftUI: LazyHStack
@MainActor fileprivate func checkSwiftUI139() async throws {
    let _: LazyHStack<Text> = LazyHStack {
        Text("a")
    }
}

// SwiftUI: LazyHStack.init(alignment:spacing:pinnedViews:content:)
@MainActor fileprivate func checkSwiftUI140() async throws {
    _ = LazyHStack(alignment: .top, spacing: 8, pinnedViews: []) {
        ForEach(0..<3) { Text("\($0)") }
    }
}

// SwiftUI: LazyVStack
@MainActor fileprivate func checkSwiftUI141() async throws {
    let _: LazyVStack<Text> = LazyVStack {
        Text("a")
    }
}

// SwiftUI: LazyVStack.init(alignment:spacing:pinnedViews:content:)
@MainActor fileprivate func checkSwiftUI142() async throws {
    _ = LazyVStack(alignment: .leading, spacing: 8, pinnedViews: [.sectionHeaders]) {
        ForEach(0..<3) { Text("\($0)") }
    }
}

// SwiftUI: LazyHGrid
@MainActor fileprivate func checkSwiftUI143() async throws {
    let _: LazyHGrid<Text> = LazyHGrid(rows: [GridItem()]) {
        Text("a")
    }
}

// SwiftUI: LazyHGrid.init(rows:alignment:spacing:pinnedViews:content:)
@MainActor fileprivate func checkSwiftUI144() async throws {
    _ = LazyHGrid(rows: [GridItem(.fixed(20)), GridItem(.fixed(20))], alignment: .top, spacing: 4, pinnedViews: []) {
        ForEach(0..<4) { Text("\($0)") }
    }
}

// SwiftUI: LazyVGrid
@MainActor fileprivate func checkSwiftUI145() async throws {
    let _: LazyVGrid<Text> = LazyVGrid(columns: [GridItem()]) {
        Text("a")
    }
}

// SwiftUI: LazyVGrid.init(columns:alignment:spacing:pinnedViews:content:)
@MainActor fileprivate func checkSwiftUI146() async throws {
    _ = LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], alignment: .leading, spacing: 4, pinnedViews: []) {
        ForEach(0..<4) { Text("\($0)") }
    }
}

// SwiftUI: GridItem
@MainActor fileprivate func checkSwiftUI147() async throws {
    let _: GridItem = GridItem()
}

// SwiftUI: GridItem.init(_:spacing:alignment:)
@MainActor fileprivate func checkSwiftUI148() async throws {
    _ = GridItem(.adaptive(minimum: 40), spacing: 4, alignment: .center)
}

// SwiftUI: GridItem.Size.fixed(_:)
@MainActor fileprivate func checkSwiftUI149() async throws {
    _ = GridItem(.fixed(44))
}

// SwiftUI: GridItem.Size.flexible(minimum:maximum:)
@MainActor fileprivate func checkSwiftUI150() async throws {
    _ = GridItem(.flexible(minimum: 20, maximum: 80))
}

// SwiftUI: GridItem.Size.adaptive(minimum:maximum:)
@MainActor fileprivate func checkSwiftUI151() async throws {
    _ = GridItem(.adaptive(minimum: 30, maximum: 60))
}

// SwiftUI: Grid
@MainActor fileprivate func checkSwiftUI152() async throws {
    let _: Grid<Text> = Grid {
        Text("a")
    }
}

// SwiftUI: Grid.init(alignment:horizontalSpacing:verticalSpacing:content:)
@MainActor fileprivate func checkSwiftUI153() async throws {
    _ = Grid(alignment: .leading, horizontalSpacing: 8, verticalSpacing: 4) {
        GridRow {
            Text("High")
            Text("72°")
        }
        GridRow {
            Text("Low")
            Text("55°")
        }
    }
}

// SwiftUI: GridRow
@MainActor fileprivate func checkSwiftUI154() async throws {
    let _: GridRow<Text> = GridRow {
        Text("a")
    }
}

// SwiftUI: GridRow.init(alignment:content:)
@MainActor fileprivate func checkSwiftUI155() async throws {
    _ = GridRow(alignment: .bottom) {
        Text("High")
        Text("72°")
    }
}

// SwiftUI: ViewThatFits
@MainActor fileprivate func checkSwiftUI156() async throws {
    let _: ViewThatFits<Text> = ViewThatFits {
        Text("a")
    }
}

// SwiftUI: ViewThatFits.init(in:content:)
@MainActor fileprivate func checkSwiftUI157() async throws {
    _ = ViewThatFits(in: .horizontal) {
        Text("Partly cloudy")
        Text("Cloudy")
    }
}

// SwiftUI: HStackLayout.init(alignment:spacing:)
@MainActor fileprivate func checkSwiftUI158() async throws {
    _ = HStackLayout(alignment: .top, spacing: 4)
}

// SwiftUI: VStackLayout.init(alignment:spacing:)
@MainActor fileprivate func checkSwiftUI159() async throws {
    _ = VStackLayout(alignment: .leading, spacing: 4)
}

// SwiftUI: ZStackLayout.init(alignment:)
@MainActor fileprivate func checkSwiftUI160() async throws {
    _ = ZStackLayout(alignment: .topLeading)
}

// SwiftUI: AnyLayout.init(_:)
@MainActor fileprivate func checkSwiftUI162() async throws {
    func make(compact: Bool) {
        let layout = compact ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
        _ = layout {
            Text("72°")
            Text("Sunny")
        }
    }
    make(compact: true)
}

// SwiftUI: Layout.callAsFunction(_:)
@MainActor fileprivate func checkSwiftUI163() async throws {
    let layout = HStackLayout(spacing: 2)
    _ = layout {
        Text("72°")
        Text("Sunny")
    }
}

// SwiftUI: Spacer
@MainActor fileprivate func checkSwiftUI164() async throws {
    let _: Spacer = Spacer()
}

// SwiftUI: Spacer.init(minLength:)
@MainActor fileprivate func checkSwiftUI165() async throws {
    _ = Spacer(minLength: 8)
}

// SwiftUI: Divider
@MainActor fileprivate func checkSwiftUI166() async throws {
    let _: Divider = Divider()
}

// SwiftUI: Divider.init()
@MainActor fileprivate func checkSwiftUI167() async throws {
    _ = Divider()
}

// SwiftUI: Group
@MainActor fileprivate func checkSwiftUI168() async throws {
    let _: Group<Text> = Group {
        Text("a")
    }
}

// SwiftUI: Group.init(content:)
@MainActor fileprivate func checkSwiftUI169() async throws {
    _ = Group {
        Text("Cupertino")
        Text("Sunny")
    }
}

// SwiftUI: ForEach
@MainActor fileprivate func checkSwiftUI172() async throws {
    let _: ForEach<Range<Int>, Int, Text> = ForEach(0..<3) { Text("\($0)") }
}

// SwiftUI: ForEach.init(_:content:)
@MainActor fileprivate func checkSwiftUI173() async throws {
    _ = ForEach(0..<5) { hour in
        Text("\(hour)")
    }
}

// SwiftUI: ForEach.init(_:content:)
@MainActor fileprivate func checkSwiftUI174() async throws {
    struct Forecast: Identifiable {
        let id: Int
        let summary: String
    }
    let forecasts = [Forecast(id: 1, summary: "Sunny"), Forecast(id: 2, summary: "Rain")]
    _ = ForEach(forecasts) { forecast in
        Text(forecast.summary)
    }
}

// SwiftUI: ForEach.init(_:id:content:)
@MainActor fileprivate func checkSwiftUI175() async throws {
    let cities = ["Cupertino", "Kyoto"]
    _ = ForEach(cities, id: \.self) { city in
        Text(city)
    }
}

// SwiftUI: EmptyView
@MainActor fileprivate func checkSwiftUI178() async throws {
    let _: EmptyView = EmptyView()
}

// SwiftUI: EmptyView.init()
@MainActor fileprivate func checkSwiftUI179() async throws {
    _ = EmptyView()
}

// SwiftUI: AnyView
@MainActor fileprivate func checkSwiftUI180() async throws {
    let _: AnyView = AnyView(Text("a"))
}

// SwiftUI: AnyView.init(_:)
@MainActor fileprivate func checkSwiftUI181() async throws {
    func make(compact: Bool) {
        _ = compact ? AnyView(Text("72°")) : AnyView(Image(systemName: "sun.max"))
    }
    make(compact: true)
}

// SwiftUI: AnyView.init(erasing:)
@MainActor fileprivate func checkSwiftUI182() async throws {
    _ = AnyView(erasing: Text("72°"))
}

// SwiftUI: GeometryReader
@MainActor fileprivate func checkSwiftUI185() async throws {
    let _: GeometryReader<Text> = GeometryReader { proxy in
        Text("\(proxy.size.width)")
    }
}

// SwiftUI: GeometryReader.init(content:)
@MainActor fileprivate func checkSwiftUI186() async throws {
    _ = GeometryReader { proxy in
        Rectangle()
            .frame(width: proxy.size.width / 2)
    }
}

// SwiftUI: Color
@MainActor fileprivate func checkSwiftUI187() async throws {
    let _: Color = Color(red: 1, green: 0.5, blue: 0)
}

// SwiftUI: Color.init(_:red:green:blue:opacity:)
@MainActor fileprivate func checkSwiftUI188() async throws {
    _ = Color(.displayP3, red: 1, green: 0.3, blue: 0.2, opacity: 0.9)
}

// SwiftUI: Color.init(_:white:opacity:)
@MainActor fileprivate func checkSwiftUI189() async throws {
    _ = Color(.sRGB, white: 0.8, opacity: 1)
}

// SwiftUI: Color.init(hue:saturation:brightness:opacity:)
@MainActor fileprivate func checkSwiftUI190() async throws {
    _ = Color(hue: 0.6, saturation: 0.8, brightness: 0.9, opacity: 1)
}

// SwiftUI: Color.init(_:bundle:)
@MainActor fileprivate func checkSwiftUI191() async throws {
    _ = Color("AccentBlue", bundle: .main)
}

// SwiftUI: Color.init(_:)
@MainActor fileprivate func checkSwiftUI192() async throws {
    _ = Color(ColorResource(name: "AccentBlue", bundle: .main))
}

// SwiftUI: Color.init(uiColor:)
@MainActor fileprivate func checkSwiftUI193() async throws {
    _ = Color(uiColor: .systemTeal)
}

// SwiftUI: Color.init(_:)
@MainActor fileprivate func checkSwiftUI194() async throws {
    _ = Color(UIColor.systemIndigo)
}

// SwiftUI: Color.init(cgColor:)
@MainActor fileprivate func checkSwiftUI195() async throws {
    _ = Color(cgColor: CGColor(red: 1, green: 0, blue: 0, alpha: 1))
}

// SwiftUI: Color.init(_:)
@MainActor fileprivate func checkSwiftUI196() async throws {
    _ = Color(Color.Resolved(red: 1, green: 0.5, blue: 0))
}

// SwiftUI: Color.Resolved.init(colorSpace:red:green:blue:opacity:)
@MainActor fileprivate func checkSwiftUI198() async throws {
    _ = Color.Resolved(colorSpace: .sRGBLinear, red: 0.2, green: 0.4, blue: 0.8, opacity: 1)
}

// SwiftUI: Color.black
@MainActor fileprivate func checkSwiftUI199() async throws {
    let _: Color = .black
}

// SwiftUI: Color.blue
@MainActor fileprivate func checkSwiftUI200() async throws {
    let _: Color = .blue
}

// SwiftUI: Color.brown
@MainActor fileprivate func checkSwiftUI201() async throws {
    let _: Color = .brown
}

// SwiftUI: Color.clear
@MainActor fileprivate func checkSwiftUI202() async throws {
    let _: Color = .clear
}

// SwiftUI: Color.cyan
@MainActor fileprivate func checkSwiftUI203() async throws {
    let _: Color = .cyan
}

// SwiftUI: Color.gray
@MainActor fileprivate func checkSwiftUI204() async throws {
    let _: Color = .gray
}

// SwiftUI: Color.green
@MainActor fileprivate func checkSwiftUI205() async throws {
    let _: Color = .green
}

// SwiftUI: Color.indigo
@MainActor fileprivate func checkSwiftUI206() async throws {
    let _: Color = .indigo
}

// SwiftUI: Color.mint
@MainActor fileprivate func checkSwiftUI207() async throws {
    let _: Color = .mint
}

// SwiftUI: Color.orange
@MainActor fileprivate func checkSwiftUI208() async throws {
    let _: Color = .orange
}

// SwiftUI: Color.pink
@MainActor fileprivate func checkSwiftUI209() async throws {
    let _: Color = .pink
}

// SwiftUI: Color.purple
@MainActor fileprivate func checkSwiftUI210() async throws {
    let _: Color = .purple
}

// SwiftUI: Color.red
@MainActor fileprivate func checkSwiftUI211() async throws {
    let _: Color = .red
}

// SwiftUI: Color.teal
@MainActor fileprivate func checkSwiftUI212() async throws {
    let _: Color = .teal
}

// SwiftUI: Color.white
@MainActor fileprivate func checkSwiftUI213() async throws {
    let _: Color = .white
}

// SwiftUI: Color.yellow
@MainActor fileprivate func checkSwiftUI214() async throws {
    let _: Color = .yellow
}

// SwiftUI: Color.primary
@MainActor fileprivate func checkSwiftUI215() async throws {
    let _: Color = .primary
}

// SwiftUI: Color.secondary
@MainActor fileprivate func checkSwiftUI216() async throws {
    let _: Color = .secondary
}

// SwiftUI: Color.accentColor
@MainActor fileprivate func checkSwiftUI217() async throws {
    let _: Color = .accentColor
}

// SwiftUI: Shape
@MainActor fileprivate func checkSwiftUI218() async throws {
    struct Wedge: Shape {
        func path(in rect: CGRect) -> Path {
            Path { path in
                path.move(to: CGPoint(x: rect.midX, y: rect.midY))
                path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
                path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                path.closeSubpath()
            }
        }
    }
    _ = Wedge().fill(.orange)
}

// SwiftUI: Shape.path(in:)
@MainActor fileprivate func checkSwiftUI219() async throws {
    _ = Circle().path(in: CGRect(x: 0, y: 0, width: 20, height: 20))
}

// SwiftUI: InsettableShape
@MainActor fileprivate func checkSwiftUI220() async throws {
    struct Band: InsettableShape {
        var inset: CGFloat = 0
        func path(in rect: CGRect) -> Path {
            Path(rect.insetBy(dx: inset, dy: inset))
        }
        func inset(by amount: CGFloat) -> Band {
            var band = self
            band.inset += amount
            return band
        }
    }
    _ = Band().strokeBorder(.red, lineWidth: 2)
}

// SwiftUI: InsettableShape.inset(by:)
@MainActor fileprivate func checkSwiftUI221() async throws {
    _ = Circle().inset(by: 4)
}

// SwiftUI: Rectangle
@MainActor fileprivate func checkSwiftUI222() async throws {
    let _: Rectangle = Rectangle()
}

// SwiftUI: Rectangle.init()
@MainActor fileprivate func checkSwiftUI223() async throws {
    _ = Rectangle()
}

// SwiftUI: Circle
@MainActor fileprivate func checkSwiftUI224() async throws {
    let _: Circle = Circle()
}

// SwiftUI: Circle.init()
@MainActor fileprivate func checkSwiftUI225() async throws {
    _ = Circle()
}

// SwiftUI: Ellipse
@MainActor fileprivate func checkSwiftUI226() async throws {
    let _: Ellipse = Ellipse()
}

// SwiftUI: Ellipse.init()
@MainActor fileprivate func checkSwiftUI227() async throws {
    _ = Ellipse()
}

// SwiftUI: ContainerRelativeShape
@MainActor fileprivate func checkSwiftUI228() async throws {
    let _: ContainerRelativeShape = ContainerRelativeShape()
}

// SwiftUI: ContainerRelativeShape.init()
@MainActor fileprivate func checkSwiftUI229() async throws {
    _ = ContainerRelativeShape()
}

// SwiftUI: RoundedRectangle
@MainActor fileprivate func checkSwiftUI230() async throws {
    let _: RoundedRectangle = RoundedRectangle(cornerRadius: 12)
}

// SwiftUI: RoundedRectangle.init(cornerRadius:style:)
@MainActor fileprivate func checkSwiftUI231() async throws {
    _ = RoundedRectangle(cornerRadius: 12, style: .continuous)
}

// SwiftUI: RoundedRectangle.init(cornerSize:style:)
@MainActor fileprivate func checkSwiftUI232() async throws {
    _ = RoundedRectangle(cornerSize: CGSize(width: 12, height: 8), style: .circular)
}

// SwiftUI: UnevenRoundedRectangle
@MainActor fileprivate func checkSwiftUI233() async throws {
    let _: UnevenRoundedRectangle = UnevenRoundedRectangle(topLeadingRadius: 12)
}

// SwiftUI: UnevenRoundedRectangle.init(cornerRadii:style:)
@MainActor fileprivate func checkSwiftUI234() async throws {
    _ = UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(topLeading: 12, bottomTrailing: 12), style: .continuous)
}

// SwiftUI: UnevenRoundedRectangle.init(topLeadingRadius:bottomLeadingRadius:bottomTrailingRadius:topTrailingRadius:style:)
@MainActor fileprivate func checkSwiftUI235() async throws {
    _ = UnevenRoundedRectangle(topLeadingRadius: 12, bottomLeadingRadius: 0, bottomTrailingRadius: 12, topTrailingRadius: 0, style: .circular)
}

// SwiftUI: RectangleCornerRadii.init(topLeading:bottomLeading:bottomTrailing:topTrailing:)
@MainActor fileprivate func checkSwiftUI236() async throws {
    _ = RectangleCornerRadii(topLeading: 8, bottomLeading: 4, bottomTrailing: 8, topTrailing: 4)
}

// SwiftUI: Capsule
@MainActor fileprivate func checkSwiftUI237() async throws {
    let _: Capsule = Capsule()
}

// SwiftUI: Capsule.init(style:)
@MainActor fileprivate func checkSwiftUI238() async throws {
    _ = Capsule(style: .circular)
}

// SwiftUI: ConcentricRectangle
@MainActor fileprivate func checkSwiftUI239() async throws {
    let _: ConcentricRectangle = ConcentricRectangle()
}

// SwiftUI: ConcentricRectangle.init()
@MainActor fileprivate func checkSwiftUI240() async throws {
    _ = ConcentricRectangle()
}

// SwiftUI: ConcentricRectangle.init(corners:isUniform:)
@MainActor fileprivate func checkSwiftUI241() async throws {
    _ = ConcentricRectangle(corners: .concentric(minimum: .fixed(8)), isUniform: true)
}

// SwiftUI: ConcentricRectangle.init(topLeadingCorner:topTrailingCorner:bottomLeadingCorner:bottomTrailingCorner:)
@MainActor fileprivate func checkSwiftUI242() async throws {
    _ = ConcentricRectangle(topLeadingCorner: .concentric, topTrailingCorner: .fixed(8), bottomLeadingCorner: .concentric, bottomTrailingCorner: .fixed(8))
}

// SwiftUI: ConcentricRectangle.init(uniformTopCorners:uniformBottomCorners:)
@MainActor fileprivate func checkSwiftUI243() async throws {
    _ = ConcentricRectangle(uniformTopCorners: .fixed(12), uniformBottomCorners: .concentric)
}

// SwiftUI: ConcentricRectangle.init(uniformLeadingCorners:uniformTrailingCorners:)
@MainActor fileprivate func checkSwiftUI244() async throws {
    _ = ConcentricRectangle(uniformLeadingCorners: .concentric, uniformTrailingCorners: .fixed(12))
}

// SwiftUI: ConcentricRectangle.init(uniformTopCorners:bottomLeadingCorner:bottomTrailingCorner:)
@MainActor fileprivate func checkSwiftUI245() async throws {
    _ = ConcentricRectangle(uniformTopCorners: .fixed(12), bottomLeadingCorner: .concentric, bottomTrailingCorner: .fixed(4))
}

// SwiftUI: ConcentricRectangle.init(uniformLeadingCorners:topTrailingCorner:bottomTrailingCorner:)
@MainActor fileprivate func checkSwiftUI247() async throws {
    _ = ConcentricRectangle(uniformLeadingCorners: .concentric, topTrailingCorner: .fixed(12), bottomTrailingCorner: .fixed(4))
}

// SwiftUI: AnyShape
@MainActor fileprivate func checkSwiftUI249() async throws {
    let _: AnyShape = AnyShape(Circle())
}

// SwiftUI: AnyShape.init(_:)
@MainActor fileprivate func checkSwiftUI250() async throws {
    func shape(round: Bool) -> AnyShape {
        return round ? AnyShape(Circle()) : AnyShape(Rectangle())
    }
    _ = shape(round: true)
}

// SwiftUI: Shape.rect
@MainActor fileprivate func checkSwiftUI251() async throws {
    let _: Rectangle = .rect
}

// SwiftUI: Shape.rect(cornerRadius:style:)
@MainActor fileprivate func checkSwiftUI252() async throws {
    let _: RoundedRectangle = .rect(cornerRadius: 12, style: .continuous)
}

// SwiftUI: Shape.rect(cornerSize:style:)
@MainActor fileprivate func checkSwiftUI253() async throws {
    let _: RoundedRectangle = .rect(cornerSize: CGSize(width: 12, height: 8))
}

// SwiftUI: Shape.rect(cornerRadii:style:)
@MainActor fileprivate func checkSwiftUI254() async throws {
    let _: UnevenRoundedRectangle = .rect(cornerRadii: RectangleCornerRadii(topLeading: 12))
}

// SwiftUI: Shape.rect(topLeadingRadius:bottomLeadingRadius:bottomTrailingRadius:topTrailingRadius:style:)
@MainActor fileprivate func checkSwiftUI255() async throws {
    let _: UnevenRoundedRectangle = .rect(topLeadingRadius: 12, bottomTrailingRadius: 12)
}

// SwiftUI: Shape.circle
@MainActor fileprivate func checkSwiftUI256() async throws {
    let _: Circle = .circle
}

// SwiftUI: Shape.ellipse
@MainActor fileprivate func checkSwiftUI257() async throws {
    let _: Ellipse = .ellipse
}

// SwiftUI: Shape.capsule
@MainActor fileprivate func checkSwiftUI258() async throws {
    let _: Capsule = .capsule
}

// SwiftUI: Shape.capsule(style:)
@MainActor fileprivate func checkSwiftUI259() async throws {
    let _: Capsule = .capsule(style: .circular)
}

// SwiftUI: Shape.containerRelative
@MainActor fileprivate func checkSwiftUI260() async throws {
    let _: ContainerRelativeShape = .containerRelative
}

// SwiftUI: Shape.rect(corners:isUniform:)
@MainActor fileprivate func checkSwiftUI261() async throws {
    let _: ConcentricRectangle = .rect(corners: .concentric, isUniform: true)
}

// SwiftUI: Shape.fill(_:style:)
@MainActor fileprivate func checkSwiftUI264() async throws {
    _ = Circle().fill(.red, style: FillStyle(eoFill: true))
}

// SwiftUI: Shape.fill(_:style:)
@MainActor fileprivate func checkSwiftUI265() async throws {
    _ = Circle().fill(.red, style: FillStyle())
}

// SwiftUI: Shape.fill(style:)
@MainActor fileprivate func checkSwiftUI266() async throws {
    _ = Circle().fill(style: FillStyle(eoFill: true, antialiased: true))
}

// SwiftUI: Shape.stroke(_:lineWidth:)
@MainActor fileprivate func checkSwiftUI267() async throws {
    _ = Circle().stroke(Color.purple, lineWidth: 5)
}

// SwiftUI: Shape.stroke(_:style:)
@MainActor fileprivate func checkSwiftUI268() async throws {
    _ = Capsule().stroke(Color.purple, style: StrokeStyle(lineWidth: 5, dash: [5, 10]))
}

// SwiftUI: Shape.stroke(_:lineWidth:antialiased:)
@MainActor fileprivate func checkSwiftUI269() async throws {
    _ = Circle().stroke(Color.purple, lineWidth: 5, antialiased: false)
}

// SwiftUI: Shape.stroke(_:style:antialiased:)
@MainActor fileprivate func checkSwiftUI270() async throws {
    _ = Capsule().stroke(Color.purple, style: StrokeStyle(lineWidth: 5, lineCap: .round, lineJoin: .miter, miterLimit: 0, dash: [5, 10], dashPhase: 0), antialiased: true)
}

// SwiftUI: Shape.stroke(lineWidth:)
@MainActor fileprivate func checkSwiftUI271() async throws {
    _ = Circle().stroke(lineWidth: 3)
}

// SwiftUI: Shape.stroke(style:)
@MainActor fileprivate func checkSwiftUI272() async throws {
    _ = Circle().stroke(style: StrokeStyle(lineWidth: 3, lineCap: .round))
}

// SwiftUI: InsettableShape.strokeBorder(_:style:antialiased:)
@MainActor fileprivate func checkSwiftUI273() async throws {
    _ = Circle().strokeBorder(Color.blue, style: StrokeStyle(lineWidth: 4, dash: [2]), antialiased: true)
}

// SwiftUI: InsettableShape.strokeBorder(_:style:antialiased:)
@MainActor fileprivate func checkSwiftUI274() async throws {
    _ = Circle().strokeBorder(.blue, style: StrokeStyle(lineWidth: 4), antialiased: true)
}

// SwiftUI: InsettableShape.strokeBorder(_:lineWidth:antialiased:)
@MainActor fileprivate func checkSwiftUI275() async throws {
    _ = RoundedRectangle(cornerRadius: 8).strokeBorder(Color.blue, lineWidth: 4, antialiased: true)
}

// SwiftUI: InsettableShape.strokeBorder(_:lineWidth:antialiased:)
@MainActor fileprivate func checkSwiftUI276() async throws {
    _ = RoundedRectangle(cornerRadius: 8).strokeBorder(.blue, lineWidth: 4)
}

// SwiftUI: InsettableShape.strokeBorder(style:antialiased:)
@MainActor fileprivate func checkSwiftUI277() async throws {
    _ = Capsule().strokeBorder(style: StrokeStyle(lineWidth: 2), antialiased: false)
}

// SwiftUI: InsettableShape.strokeBorder(lineWidth:antialiased:)
@MainActor fileprivate func checkSwiftUI278() async throws {
    _ = Capsule().strokeBorder(lineWidth: 2, antialiased: true)
}

// SwiftUI: ShapeView.fill(_:style:)
@MainActor fileprivate func checkSwiftUI279() async throws {
    _ = Circle().strokeBorder(.blue, lineWidth: 4).fill(.yellow)
}

// SwiftUI: ShapeView.stroke(_:lineWidth:antialiased:)
@MainActor fileprivate func checkSwiftUI280() async throws {
    _ = Circle().fill(.yellow).stroke(.blue, lineWidth: 4)
}

// SwiftUI: ShapeView.stroke(_:style:antialiased:)
@MainActor fileprivate func checkSwiftUI281() async throws {
    _ = Circle().fill(.yellow).stroke(.blue, style: StrokeStyle(lineWidth: 4, dash: [3]))
}

// SwiftUI: ShapeView.strokeBorder(_:style:antialiased:)
@MainActor fileprivate func checkSwiftUI282() async throws {
    _ = Circle().fill(.yellow).strokeBorder(.blue, style: StrokeStyle(lineWidth: 4))
}

// SwiftUI: ShapeView.strokeBorder(_:lineWidth:antialiased:)
@MainActor fileprivate func checkSwiftUI283() async throws {
    _ = Circle().fill(.yellow).strokeBorder(.blue, lineWidth: 4)
}

// SwiftUI: Shape.trim(from:to:)
@MainActor fileprivate func checkSwiftUI284() async throws {
    _ = Circle().trim(from: 0, to: 0.75).stroke(.green, lineWidth: 6)
}

// SwiftUI: Shape.rotation(_:anchor:)
@MainActor fileprivate func checkSwiftUI285() async throws {
    let _: RotatedShape<Rectangle> = Rectangle().rotation(.degrees(45), anchor: .center)
}

// SwiftUI: Shape.offset(_:)
@MainActor fileprivate func checkSwiftUI286() async throws {
    let _: OffsetShape<Circle> = Circle().offset(CGSize(width: 4, height: 2))
}

// SwiftUI: Shape.offset(_:)
@MainActor fileprivate func checkSwiftUI287() async throws {
    let _: OffsetShape<Circle> = Circle().offset(CGPoint(x: 4, y: 2))
}

// SwiftUI: Shape.offset(x:y:)
@MainActor fileprivate func checkSwiftUI288() async throws {
    let _: OffsetShape<Circle> = Circle().offset(x: 4, y: 2)
}

// SwiftUI: Shape.scale(x:y:anchor:)
@MainActor fileprivate func checkSwiftUI289() async throws {
    let _: ScaledShape<Circle> = Circle().scale(x: 1.5, y: 1, anchor: .leading)
}

// SwiftUI: Shape.scale(_:anchor:)
@MainActor fileprivate func checkSwiftUI290() async throws {
    let _: ScaledShape<Circle> = Circle().scale(0.8, anchor: .center)
}

// SwiftUI: StrokeStyle.init(lineWidth:lineCap:lineJoin:miterLimit:dash:dashPhase:)
@MainActor fileprivate func checkSwiftUI291() async throws {
    _ = StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round, miterLimit: 4, dash: [4, 2], dashPhase: 1)
}

// SwiftUI: FillStyle.init(eoFill:antialiased:)
@MainActor fileprivate func checkSwiftUI292() async throws {
    _ = FillStyle(eoFill: true, antialiased: false)
}

// SwiftUI: Path
@MainActor fileprivate func checkSwiftUI293() async throws {
    let _: Path = Path(CGRect(x: 0, y: 0, width: 40, height: 20))
}

// SwiftUI: Path.init()
@MainActor fileprivate func checkSwiftUI294() async throws {
    _ = Path()
}

// SwiftUI: Path.init(_:)
@MainActor fileprivate func checkSwiftUI295() async throws {
    _ = Path(CGRect(x: 0, y: 0, width: 40, height: 20))
}

// SwiftUI: Path.init(_:)
@MainActor fileprivate func checkSwiftUI296() async throws {
    _ = Path(CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 20), transform: nil))
}

// SwiftUI: Path.init(_:)
@MainActor fileprivate func checkSwiftUI298() async throws {
    _ = Path { path in
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 40, y: 20))
    }
}

// SwiftUI: Path.init(roundedRect:cornerSize:style:)
@MainActor fileprivate func checkSwiftUI300() async throws {
    _ = Path(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerSize: CGSize(width: 6, height: 6), style: .circular)
}

// SwiftUI: Path.init(roundedRect:cornerRadius:style:)
@MainActor fileprivate func checkSwiftUI301() async throws {
    _ = Path(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 6, style: .continuous)
}

// SwiftUI: Path.init(roundedRect:cornerRadii:style:)
@MainActor fileprivate func checkSwiftUI302() async throws {
    _ = Path(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadii: RectangleCornerRadii(topLeading: 6, topTrailing: 6), style: .continuous)
}

// SwiftUI: Path.init(ellipseIn:)
@MainActor fileprivate func checkSwiftUI303() async throws {
    _ = Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 20))
}

// SwiftUI: Gradient
@MainActor fileprivate func checkSwiftUI304() async throws {
    let _: Gradient = Gradient(colors: [.blue, .purple])
}

// SwiftUI: Gradient.init(colors:)
@MainActor fileprivate func checkSwiftUI305() async throws {
    _ = Gradient(colors: [.blue, .purple])
}

// SwiftUI: Gradient.init(stops:)
@MainActor fileprivate func checkSwiftUI306() async throws {
    _ = Gradient(stops: [Gradient.Stop(color: .blue, location: 0), Gradient.Stop(color: .purple, location: 1)])
}

// SwiftUI: Gradient.Stop.init(color:location:)
@MainActor fileprivate func checkSwiftUI307() async throws {
    _ = Gradient.Stop(color: .orange, location: 0.5)
}

// SwiftUI: LinearGradient
@MainActor fileprivate func checkSwiftUI308() async throws {
    let _: LinearGradient = LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom)
}

// SwiftUI: LinearGradient.init(gradient:startPoint:endPoint:)
@MainActor fileprivate func checkSwiftUI309() async throws {
    _ = LinearGradient(gradient: Gradient(colors: [.blue, .purple]), startPoint: .top, endPoint: .bottom)
}

// SwiftUI: LinearGradient.init(colors:startPoint:endPoint:)
@MainActor fileprivate func checkSwiftUI310() async throws {
    _ = LinearGradient(colors: [.blue, .purple], startPoint: .topLeading, endPoint: .bottomTrailing)
}

// SwiftUI: LinearGradient.init(stops:startPoint:endPoint:)
@MainActor fileprivate func checkSwiftUI311() async throws {
    _ = LinearGradient(stops: [Gradient.Stop(color: .blue, location: 0), Gradient.Stop(color: .purple, location: 1)], startPoint: .leading, endPoint: .trailing)
}

// SwiftUI: RadialGradient
@MainActor fileprivate func checkSwiftUI312() async throws {
    let _: RadialGradient = RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 0, endRadius: 50)
}

// SwiftUI: RadialGradient.init(gradient:center:startRadius:endRadius:)
@MainActor fileprivate func checkSwiftUI313() async throws {
    _ = RadialGradient(gradient: Gradient(colors: [.blue, .purple]), center: .center, startRadius: 0, endRadius: 50)
}

// SwiftUI: RadialGradient.init(colors:center:startRadius:endRadius:)
@MainActor fileprivate func checkSwiftUI314() async throws {
    _ = RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 0, endRadius: 50)
}

// SwiftUI: RadialGradient.init(stops:center:startRadius:endRadius:)
@MainActor fileprivate func checkSwiftUI315() async throws {
    _ = RadialGradient(stops: [Gradient.Stop(color: .blue, location: 0), Gradient.Stop(color: .purple, location: 1)], center: .center, startRadius: 0, endRadius: 50)
}

// SwiftUI: AngularGradient
@MainActor fileprivate func checkSwiftUI316() async throws {
    let _: AngularGradient = AngularGradient(colors: [.red, .blue], center: .center)
}

// SwiftUI: AngularGradient.init(gradient:center:startAngle:endAngle:)
@MainActor fileprivate func checkSwiftUI317() async throws {
    _ = AngularGradient(gradient: Gradient(colors: [.blue, .purple]), center: .center, startAngle: .degrees(0), endAngle: .degrees(270))
}

// SwiftUI: AngularGradient.init(colors:center:startAngle:endAngle:)
@MainActor fileprivate func checkSwiftUI318() async throws {
    _ = AngularGradient(colors: [.red, .blue], center: .center, startAngle: .degrees(0), endAngle: .degrees(270))
}

// SwiftUI: AngularGradient.init(stops:center:startAngle:endAngle:)
@MainActor fileprivate func checkSwiftUI319() async throws {
    _ = AngularGradient(stops: [Gradient.Stop(color: .blue, location: 0), Gradient.Stop(color: .purple, location: 1)], center: .center, startAngle: .degrees(0), endAngle: .degrees(270))
}

// SwiftUI: AngularGradient.init(gradient:center:angle:)
@MainActor fileprivate func checkSwiftUI320() async throws {
    _ = AngularGradient(gradient: Gradient(colors: [.blue, .purple]), center: .center, angle: .degrees(90))
}

// SwiftUI: AngularGradient.init(colors:center:angle:)
@MainActor fileprivate func checkSwiftUI321() async throws {
    _ = AngularGradient(colors: [.red, .blue], center: .center, angle: .degrees(90))
}

// SwiftUI: AngularGradient.init(stops:center:angle:)
@MainActor fileprivate func checkSwiftUI322() async throws {
    _ = AngularGradient(stops: [Gradient.Stop(color: .blue, location: 0), Gradient.Stop(color: .purple, location: 1)], center: .center, angle: .degrees(90))
}

// SwiftUI: EllipticalGradient
@MainActor fileprivate func checkSwiftUI323() async throws {
    let _: EllipticalGradient = EllipticalGradient(colors: [.white, .gray])
}

// SwiftUI: EllipticalGradient.init(gradient:center:startRadiusFraction:endRadiusFraction:)
@MainActor fileprivate func checkSwiftUI324() async throws {
    _ = EllipticalGradient(gradient: Gradient(colors: [.blue, .purple]), center: .center, startRadiusFraction: 0, endRadiusFraction: 0.5)
}

// SwiftUI: EllipticalGradient.init(colors:center:startRadiusFraction:endRadiusFraction:)
@MainActor fileprivate func checkSwiftUI325() async throws {
    _ = EllipticalGradient(colors: [.white, .gray], center: .top, startRadiusFraction: 0.1, endRadiusFraction: 0.8)
}

// SwiftUI: EllipticalGradient.init(stops:center:startRadiusFraction:endRadiusFraction:)
@MainActor fileprivate func checkSwiftUI326() async throws {
    _ = EllipticalGradient(stops: [Gradient.Stop(color: .blue, location: 0), Gradient.Stop(color: .purple, location: 1)], center: .center, startRadiusFraction: 0, endRadiusFraction: 0.5)
}

// SwiftUI: MeshGradient
@MainActor fileprivate func checkSwiftUI327() async throws {
    let _: MeshGradient = MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: [.red, .orange, .purple, .blue])
}

// SwiftUI: MeshGradient.init(width:height:points:colors:background:smoothsColors:colorSpace:)
@MainActor fileprivate func checkSwiftUI328() async throws {
    _ = MeshGradient(width: 3, height: 2, points: [[0, 0], [0.5, 0], [1, 0], [0, 1], [0.5, 1], [1, 1]], colors: [.red, .orange, .yellow, .purple, .blue, .green], background: .black, smoothsColors: true, colorSpace: .perceptual)
}

// SwiftUI: MeshGradient.init(width:height:locations:colors:background:smoothsColors:colorSpace:)
@MainActor fileprivate func checkSwiftUI329() async throws {
    _ = MeshGradient(width: 2, height: 2, locations: .points([[0, 0], [1, 0], [0, 1], [1, 1]]), colors: .colors([.red, .orange, .purple, .blue]))
}

// SwiftUI: MeshGradient.init(width:height:bezierPoints:colors:background:smoothsColors:colorSpace:)
@MainActor fileprivate func checkSwiftUI330() async throws {
    func corner(_ x: Float, _ y: Float) -> MeshGradient.BezierPoint {
        MeshGradient.BezierPoint(position: [x, y], leadingControlPoint: [x, y], topControlPoint: [x, y], trailingControlPoint: [x, y], bottomControlPoint: [x, y])
    }
    _ = MeshGradient(width: 2, height: 2, bezierPoints: [corner(0, 0), corner(1, 0), corner(0, 1), corner(1, 1)], colors: [.red, .orange, .purple, .blue])
}

// SwiftUI: TimelineView
@MainActor fileprivate func checkSwiftUI334() async throws {
    let _: TimelineView<EveryMinuteTimelineSchedule, Text> = TimelineView(.everyMinute) { context in
        Text(context.date, style: .time)
    }
}

// SwiftUI: TimelineView.init(_:content:)
@MainActor fileprivate func checkSwiftUI335() async throws {
    _ = TimelineView(.periodic(from: .now, by: 1)) { context in
        Text(context.date, style: .time)
    }
}

// SwiftUI: TimelineSchedule.everyMinute
@MainActor fileprivate func checkSwiftUI336() async throws {
    _ = TimelineView(.everyMinute) { context in
        Text(context.date, style: .time)
    }
}

// SwiftUI: TimelineSchedule.periodic(from:by:)
@MainActor fileprivate func checkSwiftUI337() async throws {
    _ = TimelineView(.periodic(from: .now, by: 60)) { context in
        Text(context.date, style: .time)
    }
}

// SwiftUI: TimelineSchedule.explicit(_:)
@MainActor fileprivate func checkSwiftUI338() async throws {
    _ = TimelineView(.explicit([Date.now, Date.now.addingTimeInterval(60)])) { context in
        Text(context.date, style: .time)
    }
}

// SwiftUI: LabeledContent
@MainActor fileprivate func checkSwiftUI339() async throws {
    let _: LabeledContent<Text, Text> = LabeledContent("High", value: "72°")
}

// SwiftUI: LabeledContent.init(content:label:)
@MainActor fileprivate func checkSwiftUI340() async throws {
    _ = LabeledContent {
        Text("72°")
    } label: {
        Text("High")
    }
}

// SwiftUI: LabeledContent.init(_:content:)
@MainActor fileprivate func checkSwiftUI341() async throws {
    _ = LabeledContent("High") {
        Text("72°")
    }
}

// SwiftUI: LabeledContent.init(_:content:)
@MainActor fileprivate func checkSwiftUI342() async throws {
    let title = "High"
    _ = LabeledContent(title) {
        Text("72°")
    }
}

// SwiftUI: LabeledContent.init(_:value:)
@MainActor fileprivate func checkSwiftUI343() async throws {
    let high = "72°"
    _ = LabeledContent("High", value: high)
}

// SwiftUI: LabeledContent.init(_:value:)
@MainActor fileprivate func checkSwiftUI344() async throws {
    let title = "High"
    let high = "72°"
    _ = LabeledContent(title, value: high)
}

// SwiftUI: LabeledContent.init(_:value:format:)
@MainActor fileprivate func checkSwiftUI345() async throws {
    _ = LabeledContent("Chance of rain", value: 0.3, format: .percent)
}

// SwiftUI: LabeledContent.init(_:value:format:)
@MainActor fileprivate func checkSwiftUI346() async throws {
    let title = "Chance of rain"
    _ = LabeledContent(title, value: 0.3, format: .percent)
}

// SwiftUI: ControlGroup
@MainActor fileprivate func checkSwiftUI348() async throws {
    let _: ControlGroup<Button<Text>> = ControlGroup {
        Button("Play", action: {})
    }
}

// SwiftUI: ControlGroup.init(content:)
@MainActor fileprivate func checkSwiftUI349() async throws {
    _ = ControlGroup {
        Button("Back", action: {})
        Button("Next", action: {})
    }
}

// SwiftUI: ControlGroup.init(content:label:)
@MainActor fileprivate func checkSwiftUI350() async throws {
    _ = ControlGroup {
        Button("Back", action: {})
        Button("Next", action: {})
    } label: {
        Text("Navigate")
    }
}

// SwiftUI: ControlGroup.init(_:content:)
@MainActor fileprivate func checkSwiftUI351() async throws {
    _ = ControlGroup("Navigate") {
        Button("Back", action: {})
    }
}

// SwiftUI: ControlGroup.init(_:content:)
@MainActor fileprivate func checkSwiftUI352() async throws {
    let title = "Navigate"
    _ = ControlGroup(title) {
        Button("Back", action: {})
    }
}

// SwiftUI: ControlGroup.init(_:content:)
@MainActor fileprivate func checkSwiftUI353() async throws {
    _ = ControlGroup(LocalizedStringResource("Navigate")) {
        Button("Back", action: {})
    }
}

// SwiftUI: ControlGroup.init(_:systemImage:content:)
@MainActor fileprivate func checkSwiftUI354() async throws {
    _ = ControlGroup("Navigate", systemImage: "arrow.left.arrow.right") {
        Button("Back", action: {})
    }
}

// SwiftUI: ControlGroup.init(_:systemImage:content:)
@MainActor fileprivate func checkSwiftUI355() async throws {
    let title = "Navigate"
    _ = ControlGroup(title, systemImage: "arrow.left.arrow.right") {
        Button("Back", action: {})
    }
}

// SwiftUI: ControlGroup.init(_:image:content:)
@MainActor fileprivate func checkSwiftUI356() async throws {
    _ = ControlGroup("Power", image: ImageResource(name: "Bolt", bundle: .main)) {
        Button("Off", action: {})
    }
}

// SwiftUI: ControlGroup.init(_:image:content:)
@MainActor fileprivate func checkSwiftUI357() async throws {
    let title = "Power"
    _ = ControlGroup(title, image: ImageResource(name: "Bolt", bundle: .main)) {
        Button("Off", action: {})
    }
}

// SwiftUI: ControlGroup.init(_:image:content:)
@MainActor fileprivate func checkSwiftUI358() async throws {
    _ = ControlGroup(LocalizedStringResource("Power"), image: ImageResource(name: "Bolt", bundle: .main)) {
        Button("Off", action: {})
    }
}

// SwiftUI: Section
@MainActor fileprivate func checkSwiftUI360() async throws {
    let _: Section<EmptyView, Text, EmptyView> = Section {
        Text("Sunny")
    }
}

// SwiftUI: Section.init(content:)
@MainActor fileprivate func checkSwiftUI361() async throws {
    _ = Section {
        Text("Sunny")
    }
}

// SwiftUI: Section.init(content:header:)
@MainActor fileprivate func checkSwiftUI362() async throws {
    _ = Section {
        Text("Sunny")
    } header: {
        Text("Today")
    }
}

// SwiftUI: Section.init(content:footer:)
@MainActor fileprivate func checkSwiftUI363() async throws {
    _ = Section {
        Text("Sunny")
    } footer: {
        Text("Updated now")
    }
}

// SwiftUI: Section.init(content:header:footer:)
@MainActor fileprivate func checkSwiftUI364() async throws {
    _ = Section {
        Text("Sunny")
    } header: {
        Text("Today")
    } footer: {
        Text("Updated now")
    }
}

// SwiftUI: Section.init(_:content:)
@MainActor fileprivate func checkSwiftUI365() async throws {
    _ = Section("Today") {
        Text("Sunny")
    }
}

// SwiftUI: Section.init(_:content:)
@MainActor fileprivate func checkSwiftUI366() async throws {
    let title = "Today"
    _ = Section(title) {
        Text("Sunny")
    }
}

// SwiftUI: Section.init(isExpanded:content:header:)
@MainActor fileprivate func checkSwiftUI367() async throws {
    _ = Section(isExpanded: .constant(true)) {
        Text("Sunny")
    } header: {
        Text("Today")
    }
}

// SwiftUI: Section.init(_:isExpanded:content:)
@MainActor fileprivate func checkSwiftUI368() async throws {
    _ = Section("Today", isExpanded: .constant(true)) {
        Text("Sunny")
    }
}

// SwiftUI: Section.init(_:isExpanded:content:)
@MainActor fileprivate func checkSwiftUI369() async throws {
    let title = "Today"
    _ = Section(title, isExpanded: .constant(true)) {
        Text("Sunny")
    }
}

// SwiftUI: Section.init(header:footer:content:)
@MainActor fileprivate func checkSwiftUI370() async throws {
    _ = Section(header: Text("Today"), footer: Text("Updated now")) {
        Text("Sunny")
    }
}

// SwiftUI: GroupBox
@MainActor fileprivate func checkSwiftUI371() async throws {
    let _: GroupBox<EmptyView, Text> = GroupBox {
        Text("72°")
    }
}

// SwiftUI: GroupBox.init(content:)
@MainActor fileprivate func checkSwiftUI372() async throws {
    _ = GroupBox {
        Text("72°")
    }
}

// SwiftUI: GroupBox.init(content:label:)
@MainActor fileprivate func checkSwiftUI373() async throws {
    _ = GroupBox {
        Text("72°")
    } label: {
        Label("Weather", systemImage: "sun.max")
    }
}

// SwiftUI: GroupBox.init(_:content:)
@MainActor fileprivate func checkSwiftUI374() async throws {
    _ = GroupBox("Weather") {
        Text("72°")
    }
}

// SwiftUI: GroupBox.init(_:content:)
@MainActor fileprivate func checkSwiftUI375() async throws {
    let title = "Weather"
    _ = GroupBox(title) {
        Text("72°")
    }
}

// SwiftUI: GroupBox.init(_:content:)
@MainActor fileprivate func checkSwiftUI376() async throws {
    _ = GroupBox(LocalizedStringResource("Weather")) {
        Text("72°")
    }
}

// SwiftUI: GroupBox.init(label:content:)
@MainActor fileprivate func checkSwiftUI377() async throws {
    _ = GroupBox(label: Text("Weather")) {
        Text("72°")
    }
}

// SwiftUI: GroupBox.init(_:)
@MainActor fileprivate func checkSwiftUI378() async throws {
    struct TintedGroupBoxStyle: GroupBoxStyle {
        func makeBody(configuration: Configuration) -> some View {
            GroupBox(configuration)
                .tint(.orange)
        }
    }
    _ = GroupBox {
        Text("72°")
    }.groupBoxStyle(TintedGroupBoxStyle())
}

// SwiftUI: ContentUnavailableView
@MainActor fileprivate func checkSwiftUI379() async throws {
    let _: ContentUnavailableView<Label<Text, Image>, Text?, EmptyView> = ContentUnavailableView("No Data", systemImage: "tray")
}

// SwiftUI: ContentUnavailableView.init(label:description:actions:)
@MainActor fileprivate func checkSwiftUI380() async throws {
    _ = ContentUnavailableView {
        Label("No Mail", systemImage: "tray.fill")
    } description: {
        Text("New mail appears here.")
    } actions: {
        Button("Refresh", action: {})
    }
}

// SwiftUI: ContentUnavailableView.init(_:image:description:)
@MainActor fileprivate func checkSwiftUI381() async throws {
    _ = ContentUnavailableView("No Data", image: "EmptyBox", description: Text("Try later."))
}

// SwiftUI: ContentUnavailableView.init(_:image:description:)
@MainActor fileprivate func checkSwiftUI382() async throws {
    let title = "No Data"
    _ = ContentUnavailableView(title, image: "EmptyBox", description: Text("Try later."))
}

// SwiftUI: ContentUnavailableView.init(_:image:description:)
@MainActor fileprivate func checkSwiftUI383() async throws {
    _ = ContentUnavailableView(LocalizedStringResource("No Data"), image: "EmptyBox", description: Text("Try later."))
}

// SwiftUI: ContentUnavailableView.init(_:systemImage:description:)
@MainActor fileprivate func checkSwiftUI384() async throws {
    _ = ContentUnavailableView("No Data", systemImage: "tray", description: Text("Try later."))
}

// SwiftUI: ContentUnavailableView.init(_:systemImage:description:)
@MainActor fileprivate func checkSwiftUI385() async throws {
    let title = "No Data"
    _ = ContentUnavailableView(title, systemImage: "tray", description: Text("Try later."))
}

// SwiftUI: ContentUnavailableView.init(_:systemImage:description:)
@MainActor fileprivate func checkSwiftUI386() async throws {
    _ = ContentUnavailableView(LocalizedStringResource("No Data"), systemImage: "tray", description: Text("Try later."))
}

// SwiftUI: ContentUnavailableView.search
@MainActor fileprivate func checkSwiftUI387() async throws {
    _ = ContentUnavailableView.search
}

// SwiftUI: ContentUnavailableView.search(text:)
@MainActor fileprivate func checkSwiftUI388() async throws {
    _ = ContentUnavailableView.search(text: "Kyoto")
}

// SwiftUI: ViewBuilder
@MainActor fileprivate func checkSwiftUI389() async throws {
    func badge(@ViewBuilder content: () -> some View) -> some View {
        content()
    }
    _ = badge {
        Text("1")
    }
}

// SwiftUI: ViewBuilder.buildBlock()
@MainActor fileprivate func checkSwiftUI390() async throws {
    struct Placeholder: View {
        var body: some View {
        }
    }
    _ = Placeholder()
}

// SwiftUI: ViewBuilder.buildBlock(_:)
@MainActor fileprivate func checkSwiftUI391() async throws {
    struct Title: View {
        var body: some View {
            Text("Cupertino")
        }
    }
    _ = Title()
}

// SwiftUI: ViewBuilder.buildBlock(_:)
@MainActor fileprivate func checkSwiftUI392() async throws {
    struct Forecast: View {
        var body: some View {
            Text("Cupertino")
            Image(systemName: "sun.max")
            Text("72°")
        }
    }
    _ = Forecast()
}

// SwiftUI: ViewBuilder.buildExpression(_:)
@MainActor fileprivate func checkSwiftUI393() async throws {
    _ = VStack {
        Image(systemName: "sun.max")
            .imageScale(.large)
    }
}

// SwiftUI: ViewBuilder.buildIf(_:)
@MainActor fileprivate func checkSwiftUI394() async throws {
    struct Alert: View {
        let isSevere: Bool
        var body: some View {
            Text("Wind")
            if isSevere {
                Image(systemName: "exclamationmark.triangle")
            }
        }
    }
    _ = Alert(isSevere: true)
}

// SwiftUI: ViewBuilder.buildEither(first:)
@MainActor fileprivate func checkSwiftUI395() async throws {
    struct Sky: View {
        let isDay: Bool
        var body: some View {
            if isDay {
                Image(systemName: "sun.max")
            } else {
                Text("Night")
            }
        }
    }
    _ = Sky(isDay: true)
}

// SwiftUI: ViewBuilder.buildEither(second:)
@MainActor fileprivate func checkSwiftUI396() async throws {
    struct Temperature: View {
        let celsius: Bool
        var body: some View {
            switch celsius {
            case true:
                Text("22°C")
            case false:
                Text("72°F")
            }
        }
    }
    _ = Temperature(celsius: false)
}

// SwiftUI: ViewBuilder.buildLimitedAvailability(_:)
@MainActor fileprivate func checkSwiftUI397() async throws {
    struct Corner: View {
        var body: some View {
            if #available(iOS 26.0, *) {
                ConcentricRectangle()
            } else {
                RoundedRectangle(cornerRadius: 12)
            }
        }
    }
    _ = Corner()
}

// SwiftUI: Section.init(header:content:)
@MainActor fileprivate func checkSwiftUI398() async throws {
    _ = Section(header: Text("Today")) {
        Text("Sunny")
    }
}

// SwiftUI: Section.init(footer:content:)
@MainActor fileprivate func checkSwiftUI399() async throws {
    _ = Section(footer: Text("Updated now")) {
        Text("Sunny")
    }
}

// SwiftUI: View.frame(width:height:alignment:)
@MainActor fileprivate func checkSwiftUI400() async throws {
    _ = Text("Hi").frame(width: 40, height: 20, alignment: .leading)
}

// SwiftUI: View.padding(_:)
@MainActor fileprivate func checkSwiftUI401() async throws {
    _ = Text("Hi").padding(CGFloat(8))
}

// SwiftUI: View.padding(_:_:)
@MainActor fileprivate func checkSwiftUI402() async throws {
    _ = Text("Hi").padding(.horizontal, 8)
}

// SwiftUI: View.padding(_:)
@MainActor fileprivate func checkSwiftUI403() async throws {
    _ = Text("Hi").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
}

// SwiftUI: View.frame()
@MainActor fileprivate func checkSwiftUI404() async throws {
    _ = Text("Hi").frame()
}

// SwiftUI: View.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)
@MainActor fileprivate func checkSwiftUI405() async throws {
    _ = Text("Hi").frame(minWidth: 10, idealWidth: 20, maxWidth: .infinity, minHeight: 10, idealHeight: 20, maxHeight: 100, alignment: .topLeading)
}

// SwiftUI: View.offset(_:)
@MainActor fileprivate func checkSwiftUI406() async throws {
    _ = Text("Hi").offset(CGSize(width: 2, height: 3))
}

// SwiftUI: View.offset(x:y:)
@MainActor fileprivate func checkSwiftUI407() async throws {
    _ = Text("Hi").offset(x: 2, y: 3)
}

// SwiftUI: View.position(x:y:)
@MainActor fileprivate func checkSwiftUI408() async throws {
    _ = Text("Hi").position(x: 10, y: 20)
}

// SwiftUI: View.position(_:)
@MainActor fileprivate func checkSwiftUI409() async throws {
    _ = Text("Hi").position(CGPoint(x: 10, y: 20))
}

// SwiftUI: View.fixedSize()
@MainActor fileprivate func checkSwiftUI410() async throws {
    _ = Text("Hi").fixedSize()
}

// SwiftUI: View.fixedSize(horizontal:vertical:)
@MainActor fileprivate func checkSwiftUI411() async throws {
    _ = Text("Hi").fixedSize(horizontal: false, vertical: true)
}

// SwiftUI: View.layoutPriority(_:)
@MainActor fileprivate func checkSwiftUI412() async throws {
    _ = Text("Hi").layoutPriority(1)
}

// SwiftUI: View.alignmentGuide(_:computeValue:)
@MainActor fileprivate func checkSwiftUI413() async throws {
    _ = Text("Hi").alignmentGuide(HorizontalAlignment.leading) { d in d[HorizontalAlignment.leading] + 4 }
}

// SwiftUI: View.alignmentGuide(_:computeValue:)
@MainActor fileprivate func checkSwiftUI414() async throws {
    _ = Text("Hi").alignmentGuide(VerticalAlignment.top) { d in d[VerticalAlignment.top] + 4 }
}

// SwiftUI: View.aspectRatio(_:contentMode:)
@MainActor fileprivate func checkSwiftUI415() async throws {
    _ = Color.red.aspectRatio(CGFloat(1.5), contentMode: .fit)
}

// SwiftUI: View.aspectRatio(_:contentMode:)
@MainActor fileprivate func checkSwiftUI416() async throws {
    _ = Color.red.aspectRatio(CGSize(width: 16, height: 9), contentMode: .fill)
}

// SwiftUI: View.scaledToFill()
@MainActor fileprivate func checkSwiftUI417() async throws {
    _ = Circle().scaledToFill()
}

// SwiftUI: View.ignoresSafeArea(_:edges:)
@MainActor fileprivate func checkSwiftUI418() async throws {
    _ = Color.red.ignoresSafeArea(.container, edges: .top)
}

// SwiftUI: View.background(ignoresSafeAreaEdges:)
@MainActor fileprivate func checkSwiftUI419() async throws {
    if #available(iOS 15.0, *) {
        _ = Text("Hi").background(ignoresSafeAreaEdges: .all)
    }
}

// SwiftUI: View.safeAreaInset(edge:alignment:spacing:content:)
@MainActor fileprivate func checkSwiftUI420() async throws {
    if #available(iOS 15.0, *) {
        _ = Color.red.safeAreaInset(edge: VerticalEdge.bottom, alignment: HorizontalAlignment.leading, spacing: 4) { Text("A") }
    }
}

// SwiftUI: View.safeAreaInset(edge:alignment:spacing:content:)
@MainActor fileprivate func checkSwiftUI421() async throws {
    if #available(iOS 15.0, *) {
        _ = Color.red.safeAreaInset(edge: HorizontalEdge.leading, alignment: VerticalAlignment.top, spacing: 4) { Text("A") }
    }
}

// SwiftUI: View.safeAreaPadding(_:_:)
@MainActor fileprivate func checkSwiftUI422() async throws {
    if #available(iOS 17.0, *) {
        _ = Text("Hi").safeAreaPadding(.horizontal, 8)
    }
}

// SwiftUI: View.safeAreaPadding(_:)
@MainActor fileprivate func checkSwiftUI423() async throws {
    if #available(iOS 17.0, *) {
        _ = Text("Hi").safeAreaPadding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    }
}

// SwiftUI: View.zIndex(_:)
@MainActor fileprivate func checkSwiftUI426() async throws {
    _ = Text("Hi").zIndex(1)
}

// SwiftUI: View.coordinateSpace(name:)
@MainActor fileprivate func checkSwiftUI427() async throws {
    _ = Text("Hi").coordinateSpace(name: "space")
}

// SwiftUI: View.hidden()
@MainActor fileprivate func checkSwiftUI428() async throws {
    _ = Text("Hi").hidden()
}

// SwiftUI: View.geometryGroup()
@MainActor fileprivate func checkSwiftUI429() async throws {
    if #available(iOS 17.0, *) {
        _ = Text("Hi").geometryGroup()
    }
}

// SwiftUI: View.foregroundStyle(_:)
@MainActor fileprivate func checkSwiftUI430() async throws {
    if #available(iOS 15.0, *) {
        _ = Image(systemName: "star").foregroundStyle(Color.red)
    }
}

// SwiftUI: View.foregroundStyle(_:_:_:)
@MainActor fileprivate func checkSwiftUI431() async throws {
    if #available(iOS 15.0, *) {
        _ = Image(systemName: "star").foregroundStyle(Color.red, Color.green, Color.blue)
    }
}

// SwiftUI: View.foregroundColor(_:)
@MainActor fileprivate func checkSwiftUI432() async throws {
    _ = Image(systemName: "star").foregroundColor(Color.red)
}

// SwiftUI: View.foregroundStyle(_:_:)
@MainActor fileprivate func checkSwiftUI433() async throws {
    if #available(iOS 15.0, *) {
        _ = Image(systemName: "star").foregroundStyle(Color.red, Color.green)
    }
}

// SwiftUI: View.tint(_:)
@MainActor fileprivate func checkSwiftUI434() async throws {
    if #available(iOS 16.0, *) {
        _ = Gauge(value: 0.5) { Text("G") }.tint(LinearGradient(colors: [Color.red, Color.blue], startPoint: .leading, endPoint: .trailing))
    }
}

// SwiftUI: View.tint(_:)
@MainActor fileprivate func checkSwiftUI435() async throws {
    if #available(iOS 15.0, *) {
        _ = Text("Hi").tint(Color.green)
    }
}

// SwiftUI: View.background(_:ignoresSafeAreaEdges:)
@MainActor fileprivate func checkSwiftUI436() async throws {
    if #available(iOS 15.0, *) {
        _ = Text("Hi").background(Color.blue, ignoresSafeAreaEdges: .all)
    }
}

// SwiftUI: View.background(_:in:fillStyle:)
@MainActor fileprivate func checkSwiftUI437() async throws {
    if #available(iOS 15.0, *) {
        _ = Text("Hi").background(Color.blue, in: RoundedRectangle(cornerRadius: 8), fillStyle: FillStyle())
    }
}

// SwiftUI: View.background(_:in:fillStyle:)
@MainActor fileprivate func checkSwiftUI438() async throws {
    if #available(iOS 15.0, *) {
        _ = Text("Hi").background(Color.blue, in: Path(CGRect(x: 0, y: 0, width: 10, height: 10)), fillStyle: FillStyle())
    }
}

// SwiftUI: View.background(in:fillStyle:)
@MainActor fileprivate func checkSwiftUI439() async throws {
    if #available(iOS 15.0, *) {
        _ = Text("Hi").background(in: Capsule(), fillStyle: FillStyle())
    }
}

// SwiftUI: View.background(in:fillStyle:)
@MainActor fileprivate func checkSwiftUI440() async throws {
    if #available(iOS 15.0, *) {
        _ = Text("Hi").background(in: Path(CGRect(x: 0, y: 0, width: 10, height: 10)), fillStyle: FillStyle())
    }
}

// SwiftUI: View.backgroundStyle(_:)
@MainActor fileprivate func checkSwiftUI441() async throws {
    if #available(iOS 16.0, *) {
        _ = Image(systemName: "swift").background(in: Circle()).backgroundStyle(Color.blue)
    }
}

// SwiftUI: View.background(alignment:content:)
@MainActor fileprivate func checkSwiftUI442() async throws {
    if #available(iOS 15.0, *) {
        _ = Text("Hi").background(alignment: .topLeading) { Circle() }
    }
}

// SwiftUI: View.background(_:alignment:)
@MainActor fileprivate func checkSwiftUI443() async throws {
    _ = Text("Hi").background(Text("B"), alignment: .leading)
}

// SwiftUI: View.overlay(alignment:content:)
@MainActor fileprivate func checkSwiftUI444() async throws {
    if #available(iOS 15.0, *) {
        _ = Color.red.overlay(alignment: .topLeading) { Text("A") }
    }
}

// SwiftUI: View.containerBackground(for:alignment:content:)
@MainActor fileprivate func checkSwiftUI445() async throws {
    if #available(iOS 17.0, *) {
        _ = Text("Hi").containerBackground(for: .widget, alignment: .center) { Color.blue }
    }
}

// SwiftUI: View.overlay(_:ignoresSafeAreaEdges:)
@MainActor fileprivate func checkSwiftUI446() async throws {
    if #available(iOS 15.0, *) {
        _ = Text("Hi").overlay(Color.red.opacity(0.2), ignoresSafeAreaEdges: .all)
    }
}

// SwiftUI: View.overlay(_:in:fillStyle:)
@MainActor fileprivate func checkSwiftUI447() async throws {
    if #available(iOS 15.0, *) {
        _ = Text("Hi").overlay(Color.red.opacity(0.2), in: Circle(), fillStyle: FillStyle())
    }
}

// SwiftUI: View.overlay(_:alignment:)
@MainActor fileprivate func checkSwiftUI448() async throws {
    _ = Image(systemName: "folder").overlay(Text("A"), alignment: .bottom)
}

// SwiftUI: View.border(_:width:)
@MainActor fileprivate func checkSwiftUI449() async throws {
    _ = Text("Hi").border(Color.gray, width: 2)
}

// SwiftUI: View.cornerRadius(_:antialiased:)
@MainActor fileprivate func checkSwiftUI450() async throws {
    _ = Text("Hi").cornerRadius(8, antialiased: true)
}

// SwiftUI: View.clipped(antialiased:)
@MainActor fileprivate func checkSwiftUI451() async throws {
    _ = Text("Hi").clipped(antialiased: false)
}

// SwiftUI: View.clipShape(_:style:)
@MainActor fileprivate func checkSwiftUI452() async throws {
    _ = Text("Hi").clipShape(Circle(), style: FillStyle())
}

// SwiftUI: View.mask(alignment:_:)
@MainActor fileprivate func checkSwiftUI453() async throws {
    if #available(iOS 15.0, *) {
        _ = Image(systemName: "star").mask(alignment: .center) { Rectangle().opacity(0.5) }
    }
}

// SwiftUI: View.mask(_:)
@MainActor fileprivate func checkSwiftUI454() async throws {
    _ = Image(systemName: "star").mask(Rectangle().opacity(0.5))
}

// SwiftUI: View.opacity(_:)
@MainActor fileprivate func checkSwiftUI455() async throws {
    _ = Text("Hi").opacity(0.5)
}

// SwiftUI: View.blur(radius:opaque:)
@MainActor fileprivate func checkSwiftUI456() async throws {
    _ = Text("Hi").blur(radius: 2, opaque: false)
}

// SwiftUI: View.shadow(color:radius:x:y:)
@MainActor fileprivate func checkSwiftUI457() async throws {
    _ = Text("Hi").shadow(color: Color.black, radius: 4, x: 1, y: 2)
}

// SwiftUI: View.brightness(_:)
@MainActor fileprivate func checkSwiftUI458() async throws {
    _ = Text("Hi").brightness(0.2)
}

// SwiftUI: View.contrast(_:)
@MainActor fileprivate func checkSwiftUI459() async throws {
    _ = Text("Hi").contrast(0.8)
}

// SwiftUI: View.saturation(_:)
@MainActor fileprivate func checkSwiftUI460() async throws {
    _ = Text("Hi").saturation(0.5)
}

// SwiftUI: View.grayscale(_:)
@MainActor fileprivate func checkSwiftUI461() async throws {
    _ = Text("Hi").grayscale(0.9)
}

// SwiftUI: View.colorInvert()
@MainActor fileprivate func checkSwiftUI462() async throws {
    _ = Text("Hi").colorInvert()
}

// SwiftUI: View.hueRotation(_:)
@MainActor fileprivate func checkSwiftUI463() async throws {
    _ = Text("Hi").hueRotation(Angle.degrees(36))
}

// SwiftUI: View.colorMultiply(_:)
@MainActor fileprivate func checkSwiftUI464() async throws {
    _ = Text("Hi").colorMultiply(Color.purple)
}

// SwiftUI: View.drawingGroup(opaque:colorMode:)
@MainActor fileprivate func checkSwiftUI465() async throws {
    _ = Text("Hi").drawingGroup(opaque: false, colorMode: .nonLinear)
}

// SwiftUI: View.luminanceToAlpha()
@MainActor fileprivate func checkSwiftUI466() async throws {
    _ = Text("Hi").luminanceToAlpha()
}

// SwiftUI: View.compositingGroup()
@MainActor fileprivate func checkSwiftUI467() async throws {
    _ = Text("Hi").compositingGroup()
}

// SwiftUI: View.blendMode(_:)
@MainActor fileprivate func checkSwiftUI468() async throws {
    _ = Text("Hi").blendMode(.multiply)
}

// SwiftUI: View.rotationEffect(_:anchor:)
@MainActor fileprivate func checkSwiftUI469() async throws {
    _ = Text("Hi").rotationEffect(Angle.degrees(22), anchor: .topLeading)
}

// SwiftUI: View.scaleEffect(_:anchor:)
@MainActor fileprivate func checkSwiftUI470() async throws {
    _ = Text("Hi").scaleEffect(CGFloat(2), anchor: UnitPoint.leading)
}

// SwiftUI: View.scaleEffect(_:anchor:)
@MainActor fileprivate func checkSwiftUI471() async throws {
    _ = Text("Hi").scaleEffect(CGSize(width: 0.9, height: 1.3), anchor: UnitPoint.leading)
}

// SwiftUI: View.scaleEffect(x:y:anchor:)
@MainActor fileprivate func checkSwiftUI472() async throws {
    _ = Text("Hi").scaleEffect(x: 1.2, y: 0.8, anchor: .center)
}

// SwiftUI: View.rotation3DEffect(_:axis:anchor:anchorZ:perspective:)
@MainActor fileprivate func checkSwiftUI473() async throws {
    _ = Text("Hi").rotation3DEffect(Angle.degrees(30), axis: (x: 0, y: 1, z: 0), anchor: UnitPoint.center, anchorZ: 0, perspective: 1)
}

// SwiftUI: View.transformEffect(_:)
@MainActor fileprivate func checkSwiftUI475() async throws {
    _ = Text("Hi").transformEffect(CGAffineTransform(rotationAngle: 0.5))
}

// SwiftUI: View.redacted(reason:)
@MainActor fileprivate func checkSwiftUI476() async throws {
    _ = Text("Hi").redacted(reason: .placeholder)
}

// SwiftUI: View.unredacted()
@MainActor fileprivate func checkSwiftUI477() async throws {
    _ = Text("Hi").unredacted()
}

// SwiftUI: View.privacySensitive(_:)
@MainActor fileprivate func checkSwiftUI478() async throws {
    if #available(iOS 15.0, *) {
        _ = Text("1234").privacySensitive(true)
    }
}

// SwiftUI: View.containerShape(_:)
@MainActor fileprivate func checkSwiftUI479() async throws {
    if #available(iOS 15.0, *) {
        _ = Text("Hi").containerShape(Ellipse())
    }
}

// SwiftUI: View.containerShape(_:)
@MainActor fileprivate func checkSwiftUI480() async throws {
    if #available(iOS 26.0, *) {
        _ = Text("Hi").containerShape(RoundedRectangle(cornerRadius: 12))
    }
}

// SwiftUI: View.contentShape(_:_:eoFill:)
@MainActor fileprivate func checkSwiftUI481() async throws {
    if #available(iOS 15.0, *) {
        _ = Text("Hi").contentShape(.interaction, Circle(), eoFill: false)
    }
}

// SwiftUI: View.contentShape(_:eoFill:)
@MainActor fileprivate func checkSwiftUI482() async throws {
    _ = Text("Hi").contentShape(Rectangle(), eoFill: false)
}

// SwiftUI: Shape.stroke(_:style:)
@MainActor fileprivate func checkSwiftUI483() async throws {
    _ = Capsule().stroke(Color.purple, style: StrokeStyle(lineWidth: 5, lineCap: .round, dash: [5, 10]))
}

// SwiftUI: Shape.trim(from:to:)
@MainActor fileprivate func checkSwiftUI484() async throws {
    _ = Circle().trim(from: 0, to: 0.75)
}

// SwiftUI: InsettableShape.strokeBorder(_:lineWidth:antialiased:)
@MainActor fileprivate func checkSwiftUI485() async throws {
    if #available(iOS 17.0, *) {
        _ = RoundedRectangle(cornerRadius: 8).strokeBorder(Color.blue, lineWidth: 2, antialiased: true)
    }
}

// SwiftUI: InsettableShape.strokeBorder(_:style:antialiased:)
@MainActor fileprivate func checkSwiftUI486() async throws {
    if #available(iOS 17.0, *) {
        _ = Circle().strokeBorder(Color.blue, style: StrokeStyle(lineWidth: 2), antialiased: true)
    }
}

// SwiftUI: View.font(_:)
@MainActor fileprivate func checkSwiftUI487() async throws {
    _ = VStack { Text("A") }.font(.title)
}

// SwiftUI: Text.font(_:)
@MainActor fileprivate func checkSwiftUI488() async throws {
    let t: Text = Text("Hi").font(.largeTitle)
    _ = t
}

// SwiftUI: View.fontWeight(_:)
@MainActor fileprivate func checkSwiftUI489() async throws {
    if #available(iOS 16.0, *) {
        _ = VStack { Text("A") }.fontWeight(.bold)
    }
}

// SwiftUI: Text.fontWeight(_:)
@MainActor fileprivate func checkSwiftUI490() async throws {
    let t: Text = Text("Hi").fontWeight(.semibold)
    _ = t
}

// SwiftUI: View.fontDesign(_:)
@MainActor fileprivate func checkSwiftUI491() async throws {
    if #available(iOS 16.1, *) {
        _ = VStack { Text("A") }.fontDesign(.rounded)
    }
}

// SwiftUI: Text.fontDesign(_:)
@MainActor fileprivate func checkSwiftUI492() async throws {
    if #available(iOS 16.1, *) {
        let t: Text = Text("Hi").fontDesign(.serif)
        _ = t
    }
}

// SwiftUI: View.fontWidth(_:)
@MainActor fileprivate func checkSwiftUI493() async throws {
    if #available(iOS 16.0, *) {
        _ = VStack { Text("A") }.fontWidth(.condensed)
    }
}

// SwiftUI: View.bold(_:)
@MainActor fileprivate func checkSwiftUI494() async throws {
    if #available(iOS 16.0, *) {
        _ = VStack { Text("A") }.bold(true)
    }
}

// SwiftUI: View.italic(_:)
@MainActor fileprivate func checkSwiftUI495() async throws {
    if #available(iOS 16.0, *) {
        _ = VStack { Text("A") }.italic(true)
    }
}

// SwiftUI: Text.bold()
@MainActor fileprivate func checkSwiftUI496() async throws {
    let t: Text = Text("Hi").bold()
    _ = t
}

// SwiftUI: Text.bold(_:)
@MainActor fileprivate func checkSwiftUI497() async throws {
    if #available(iOS 16.0, *) {
        let t: Text = Text("Hi").bold(true)
        _ = t
    }
}

// SwiftUI: Text.italic()
@MainActor fileprivate func checkSwiftUI498() async throws {
    let t: Text = Text("Hi").italic()
    _ = t
}

// SwiftUI: Text.italic(_:)
@MainActor fileprivate func checkSwiftUI499() async throws {
    if #available(iOS 16.0, *) {
        let t: Text = Text("Hi").italic(true)
        _ = t
    }
}

// SwiftUI: View.strikethrough(_:pattern:color:)
@MainActor fileprivate func checkSwiftUI500() async throws {
    if #available(iOS 16.0, *) {
        _ = VStack { Text("A") }.strikethrough(true, pattern: .dash, color: Color.red)
    }
}

// SwiftUI: Text.strikethrough(_:pattern:color:)
@MainActor fileprivate func checkSwiftUI501() async throws {
    if #available(iOS 16.0, *) {
        let t: Text = Text("Hi").strikethrough(true, pattern: .dot, color: Color.red)
        _ = t
    }
}

// SwiftUI: Text.underline(_:pattern:color:)
@MainActor fileprivate func checkSwiftUI502() async throws {
    if #available(iOS 16.0, *) {
        let t: Text = Text("Hi").underline(true, pattern: .dash, color: Color.blue)
        _ = t
    }
}

// SwiftUI: Text.strikethrough(_:color:)
@MainActor fileprivate func checkSwiftUI503() async throws {
    let t: Text = Text("Hi").strikethrough(true, color: Color.red)
    _ = t
}

// SwiftUI: Text.underline(_:color:)
@MainActor fileprivate func checkSwiftUI504() async throws {
    let t: Text = Text("Hi").underline(true, color: Color.blue)
    _ = t
}

// SwiftUI: View.underline(_:pattern:color:)
@MainActor fileprivate func checkSwiftUI505() async throws {
    if #available(iOS 16.0, *) {
        _ = VStack { Text("A") }.underline(true, pattern: .dash, color: Color.blue)
    }
}

// SwiftUI: Text.tracking(_:)
@MainActor fileprivate func checkSwiftUI506() async throws {
    let t: Text = Text("Hi").tracking(2)
    _ = t
}

// SwiftUI: View.tracking(_:)
@MainActor fileprivate func checkSwiftUI507() async throws {
    if #available(iOS 16.0, *) {
        _ = VStack { Text("A") }.tracking(2)
    }
}

// SwiftUI: View.kerning(_:)
@MainActor fileprivate func checkSwiftUI508() async throws {
    if #available(iOS 16.0, *) {
        _ = VStack { Text("A") }.kerning(1)
    }
}

// SwiftUI: Text.kerning(_:)
@MainActor fileprivate func checkSwiftUI509() async throws {
    let t: Text = Text("Hi").kerning(1)
    _ = t
}

// SwiftUI: View.baselineOffset(_:)
@MainActor fileprivate func checkSwiftUI510() async throws {
    if #available(iOS 16.0, *) {
        _ = VStack { Text("A") }.baselineOffset(4)
    }
}

// SwiftUI: Text.baselineOffset(_:)
@MainActor fileprivate func checkSwiftUI511() async throws {
    let t: Text = Text("Hi").baselineOffset(4)
    _ = t
}

// SwiftUI: View.textCase(_:)
@MainActor fileprivate func checkSwiftUI512() async throws {
    _ = Text("Hi").textCase(.uppercase)
}

// SwiftUI: View.lineLimit(_:)
@MainActor fileprivate func checkSwiftUI513() async throws {
    _ = Text("Hi").lineLimit(2)
}

// SwiftUI: View.lineLimit(_:reservesSpace:)
@MainActor fileprivate func checkSwiftUI514() async throws {
    if #available(iOS 16.0, *) {
        _ = Text("Hi").lineLimit(3, reservesSpace: true)
    }
}

// SwiftUI: View.lineLimit(_:)
@MainActor fileprivate func checkSwiftUI515() async throws {
    if #available(iOS 16.0, *) {
        _ = Text("Hi").lineLimit(1...3)
    }
}

// SwiftUI: View.lineLimit(_:)
@MainActor fileprivate func checkSwiftUI516() async throws {
    if #available(iOS 16.0, *) {
        _ = Text("Hi").lineLimit(2...)
    }
}

// SwiftUI: View.lineLimit(_:)
@MainActor fileprivate func checkSwiftUI517() async throws {
    if #available(iOS 16.0, *) {
        _ = Text("Hi").lineLimit(...3)
    }
}

// SwiftUI: View.lineSpacing(_:)
@MainActor fileprivate func checkSwiftUI518() async throws {
    _ = Text("Hi").lineSpacing(4)
}

// SwiftUI: View.truncationMode(_:)
@MainActor fileprivate func checkSwiftUI519() async throws {
    _ = Text("Hi").truncationMode(.middle)
}

// SwiftUI: View.multilineTextAlignment(_:)
@MainActor fileprivate func checkSwiftUI520() async throws {
    _ = Text("Hi").multilineTextAlignment(.center)
}

// SwiftUI: View.minimumScaleFactor(_:)
@MainActor fileprivate func checkSwiftUI521() async throws {
    _ = Text("Hi").minimumScaleFactor(0.5)
}

// SwiftUI: View.allowsTightening(_:)
@MainActor fileprivate func checkSwiftUI522() async throws {
    _ = Text("Hi").allowsTightening(true)
}

// SwiftUI: View.monospacedDigit()
@MainActor fileprivate func checkSwiftUI523() async throws {
    if #available(iOS 15.0, *) {
        _ = VStack { Text("12") }.monospacedDigit()
    }
}

// SwiftUI: Text.monospacedDigit()
@MainActor fileprivate func checkSwiftUI524() async throws {
    if #available(iOS 15.0, *) {
        let t: Text = Text("12").monospacedDigit()
        _ = t
    }
}

// SwiftUI: View.monospaced(_:)
@MainActor fileprivate func checkSwiftUI525() async throws {
    if #available(iOS 16.0, *) {
        _ = VStack { Text("12") }.monospaced(true)
    }
}

// SwiftUI: Text.monospaced(_:)
@MainActor fileprivate func checkSwiftUI526() async throws {
    if #available(iOS 16.4, *) {
        let t: Text = Text("12").monospaced(true)
        _ = t
    }
}

// SwiftUI: View.dynamicTypeSize(_:)
@MainActor fileprivate func checkSwiftUI527() async throws {
    if #available(iOS 15.0, *) {
        _ = Text("Hi").dynamicTypeSize(DynamicTypeSize.xLarge)
    }
}

// SwiftUI: View.dynamicTypeSize(_:)
@MainActor fileprivate func checkSwiftUI528() async throws {
    if #available(iOS 15.0, *) {
        _ = Text("Hi").dynamicTypeSize(...DynamicTypeSize.large)
    }
}

// SwiftUI: View.contentTransition(_:)
@MainActor fileprivate func checkSwiftUI529() async throws {
    if #available(iOS 16.0, *) {
        _ = Text("12").contentTransition(.numericText())
    }
}

// SwiftUI: Image.resizable(capInsets:resizingMode:)
@MainActor fileprivate func checkSwiftUI531() async throws {
    let img: Image = Image(systemName: "star").resizable(capInsets: EdgeInsets(), resizingMode: .tile)
    _ = img
}

// SwiftUI: Image.renderingMode(_:)
@MainActor fileprivate func checkSwiftUI532() async throws {
    let img: Image = Image(systemName: "star").renderingMode(.template)
    _ = img
}

// SwiftUI: Image.interpolation(_:)
@MainActor fileprivate func checkSwiftUI533() async throws {
    let img: Image = Image(systemName: "star").interpolation(.high)
    _ = img
}

// SwiftUI: Image.antialiased(_:)
@MainActor fileprivate func checkSwiftUI534() async throws {
    let img: Image = Image(systemName: "star").antialiased(true)
    _ = img
}

// SwiftUI: View.symbolRenderingMode(_:)
@MainActor fileprivate func checkSwiftUI535() async throws {
    if #available(iOS 15.0, *) {
        _ = VStack { Image(systemName: "star") }.symbolRenderingMode(.hierarchical)
    }
}

// SwiftUI: View.symbolVariant(_:)
@MainActor fileprivate func checkSwiftUI536() async throws {
    if #available(iOS 15.0, *) {
        _ = Image(systemName: "heart").symbolVariant(.fill)
    }
}

// SwiftUI: Image.symbolRenderingMode(_:)
@MainActor fileprivate func checkSwiftUI537() async throws {
    if #available(iOS 15.0, *) {
        let img: Image = Image(systemName: "star").symbolRenderingMode(.multicolor)
        _ = img
    }
}

// SwiftUI: View.imageScale(_:)
@MainActor fileprivate func checkSwiftUI538() async throws {
    _ = Image(systemName: "star").imageScale(.large)
}

// SwiftUI: Text.foregroundStyle(_:)
@MainActor fileprivate func checkSwiftUI539() async throws {
    if #available(iOS 17.0, *) {
        let t: Text = Text("Red").foregroundStyle(Color.red)
        _ = t
    }
}

// SwiftUI: Text.foregroundColor(_:)
@MainActor fileprivate func checkSwiftUI540() async throws {
    let t: Text = Text("Red").foregroundColor(Color.red)
    _ = t
}

// SwiftUI: View.environment(_:_:)
@MainActor fileprivate func checkSwiftUI541() async throws {
    _ = Text("Hi").environment(\.truncationMode, .head)
}

// SwiftUI: View.transformEnvironment(_:transform:)
@MainActor fileprivate func checkSwiftUI542() async throws {
    _ = Text("Hi").transformEnvironment(\.lineLimit) { $0 = 2 }
}

// SwiftUI: View.preferredColorScheme(_:)
@MainActor fileprivate func checkSwiftUI545() async throws {
    _ = Text("Hi").preferredColorScheme(.dark)
}

// SwiftUI: View.colorScheme(_:)
@MainActor fileprivate func checkSwiftUI546() async throws {
    _ = Text("Hi").colorScheme(.dark)
}

// SwiftUI: View.buttonStyle(_:)
@MainActor fileprivate func checkSwiftUI547() async throws {
    _ = Button("Tap") {}.buttonStyle(PlainButtonStyle())
}

// SwiftUI: View.buttonStyle(_:)
@MainActor fileprivate func checkSwiftUI548() async throws {
    struct PlainLabelStyle: ButtonStyle { func makeBody(configuration: Configuration) -> some View { configuration.label } }
    _ = Button("Tap") {}.buttonStyle(PlainLabelStyle())
}

// SwiftUI: View.toggleStyle(_:)
@MainActor fileprivate func checkSwiftUI549() async throws {
    _ = Toggle("On", isOn: .constant(true)).toggleStyle(SwitchToggleStyle())
}

// SwiftUI: View.gaugeStyle(_:)
@MainActor fileprivate func checkSwiftUI550() async throws {
    if #available(iOS 16.0, *) {
        _ = Gauge(value: 0.4) { Text("Battery") }.gaugeStyle(.accessoryCircular)
    }
}

// SwiftUI: View.labelStyle(_:)
@MainActor fileprivate func checkSwiftUI551() async throws {
    _ = Label("Fire", systemImage: "flame.fill").labelStyle(IconOnlyLabelStyle())
}

// SwiftUI: View.progressViewStyle(_:)
@MainActor fileprivate func checkSwiftUI552() async throws {
    _ = ProgressView(value: 0.5).progressViewStyle(LinearProgressViewStyle())
}

// SwiftUI: View.buttonBorderShape(_:)
@MainActor fileprivate func checkSwiftUI553() async throws {
    if #available(iOS 15.0, *) {
        _ = Button("Tap") {}.buttonBorderShape(.capsule)
    }
}

// SwiftUI: View.labelsHidden()
@MainActor fileprivate func checkSwiftUI554() async throws {
    _ = Toggle("On", isOn: .constant(true)).labelsHidden()
}

// SwiftUI: View.controlSize(_:)
@MainActor fileprivate func checkSwiftUI555() async throws {
    if #available(iOS 15.0, *) {
        _ = Button("Tap") {}.controlSize(.small)
    }
}

// SwiftUI: View.labelsVisibility(_:)
@MainActor fileprivate func checkSwiftUI556() async throws {
    if #available(iOS 18.0, *) {
        _ = Toggle("On", isOn: .constant(true)).labelsVisibility(.hidden)
    }
}

// SwiftUI: View.containerBackground(_:for:)
@MainActor fileprivate func checkSwiftUI557() async throws {
    if #available(iOS 17.0, *) {
        _ = Text("Hi").containerBackground(Color.blue, for: .widget)
    }
}

// SwiftUI: View.widgetURL(_:)
@MainActor fileprivate func checkSwiftUI558() async throws {
    _ = Text("Hi").widgetURL(URL(string: "myapp://item/1"))
}

// SwiftUI: View.widgetAccentable(_:)
@MainActor fileprivate func checkSwiftUI559() async throws {
    if #available(iOS 16.0, *) {
        _ = Text("Hi").widgetAccentable(true)
    }
}

// SwiftUI: View.invalidatableContent(_:)
@MainActor fileprivate func checkSwiftUI560() async throws {
    if #available(iOS 17.0, *) {
        _ = Text("Hi").invalidatableContent(true)
    }
}

// SwiftUI: View.accessibilityLabel(_:)
@MainActor fileprivate func checkSwiftUI561() async throws {
    if #available(iOS 16.0, *) {
        let r: LocalizedStringResource = "Star"
        _ = Image(systemName: "star").accessibilityLabel(r)
    }
}

// SwiftUI: View.accessibilityLabel(_:)
@MainActor fileprivate func checkSwiftUI562() async throws {
    _ = Image(systemName: "star").accessibilityLabel(Text("Star"))
}

// SwiftUI: View.accessibilityLabel(_:)
@MainActor fileprivate func checkSwiftUI563() async throws {
    _ = Image(systemName: "star").accessibilityLabel(LocalizedStringKey("Star"))
}

// SwiftUI: View.accessibilityLabel(_:)
@MainActor fileprivate func checkSwiftUI564() async throws {
    let s: String = "Star"
    _ = Image(systemName: "star").accessibilityLabel(s)
}

// SwiftUI: Text.accessibilityLabel(_:)
@MainActor fileprivate func checkSwiftUI565() async throws {
    if #available(iOS 16.0, *) {
        let r: LocalizedStringResource = "Five stars"
        let t: Text = Text("*****").accessibilityLabel(r); _ = t
    }
}

// SwiftUI: View.accessibilityLabel(_:isEnabled:)
@MainActor fileprivate func checkSwiftUI566() async throws {
    if #available(iOS 18.0, *) {
        let r: LocalizedStringResource = "Star"
        _ = Image(systemName: "star").accessibilityLabel(r, isEnabled: true)
    }
}

// SwiftUI: View.accessibility(label:)
@MainActor fileprivate func checkSwiftUI567() async throws {
    _ = Image(systemName: "star").accessibility(label: Text("Star"))
}

// SwiftUI: View.accessibilityHidden(_:)
@MainActor fileprivate func checkSwiftUI568() async throws {
    _ = Image(systemName: "star").accessibilityHidden(true)
}

// SwiftUI: View.accessibilityHidden(_:isEnabled:)
@MainActor fileprivate func checkSwiftUI569() async throws {
    if #available(iOS 18.0, *) {
        _ = Image(systemName: "star").accessibilityHidden(true, isEnabled: true)
    }
}

// SwiftUI: View.accessibility(hidden:)
@MainActor fileprivate func checkSwiftUI570() async throws {
    _ = Image(systemName: "star").accessibility(hidden: true)
}

// SwiftUI: View.accessibilityValue(_:)
@MainActor fileprivate func checkSwiftUI571() async throws {
    _ = Image(systemName: "battery.50").accessibilityValue(Text("50%"))
}

// SwiftUI: View.accessibilityValue(_:)
@MainActor fileprivate func checkSwiftUI572() async throws {
    if #available(iOS 16.0, *) {
        let r: LocalizedStringResource = "50%"
        _ = Image(systemName: "battery.50").accessibilityValue(r)
    }
}

// SwiftUI: View.accessibilityValue(_:)
@MainActor fileprivate func checkSwiftUI573() async throws {
    _ = Image(systemName: "battery.50").accessibilityValue(LocalizedStringKey("Half"))
}

// SwiftUI: View.accessibilityValue(_:)
@MainActor fileprivate func checkSwiftUI574() async throws {
    let s: String = "50%"
    _ = Image(systemName: "battery.50").accessibilityValue(s)
}

// SwiftUI: View.accessibilityValue(_:isEnabled:)
@MainActor fileprivate func checkSwiftUI575() async throws {
    if #available(iOS 18.0, *) {
        let r: LocalizedStringResource = "50%"
        _ = Image(systemName: "battery.50").accessibilityValue(r, isEnabled: true)
    }
}

// SwiftUI: View.accessibility(value:)
@MainActor fileprivate func checkSwiftUI576() async throws {
    _ = Image(systemName: "battery.50").accessibility(value: Text("50%"))
}

// SwiftUI: View.accessibilityHint(_:)
@MainActor fileprivate func checkSwiftUI577() async throws {
    _ = Image(systemName: "star").accessibilityHint(Text("Opens the app"))
}

// SwiftUI: View.accessibilityHint(_:)
@MainActor fileprivate func checkSwiftUI578() async throws {
    _ = Image(systemName: "star").accessibilityHint(LocalizedStringKey("Opens the app"))
}

// SwiftUI: View.accessibilityHint(_:)
@MainActor fileprivate func checkSwiftUI579() async throws {
    if #available(iOS 16.0, *) {
        let r: LocalizedStringResource = "Opens the app"
        _ = Image(systemName: "star").accessibilityHint(r)
    }
}

// SwiftUI: View.accessibilityHint(_:)
@MainActor fileprivate func checkSwiftUI580() async throws {
    let s: String = "Opens the app"
    _ = Image(systemName: "star").accessibilityHint(s)
}

// SwiftUI: View.accessibilityHint(_:isEnabled:)
@MainActor fileprivate func checkSwiftUI581() async throws {
    if #available(iOS 18.0, *) {
        let r: LocalizedStringResource = "Opens the app"
        _ = Image(systemName: "star").accessibilityHint(r, isEnabled: true)
    }
}

// SwiftUI: View.accessibility(hint:)
@MainActor fileprivate func checkSwiftUI582() async throws {
    _ = Image(systemName: "star").accessibility(hint: Text("Opens the app"))
}

// SwiftUI: View.accessibilityAddTraits(_:)
@MainActor fileprivate func checkSwiftUI583() async throws {
    _ = Text("Title").accessibilityAddTraits(.isHeader)
}

// SwiftUI: View.accessibilityRemoveTraits(_:)
@MainActor fileprivate func checkSwiftUI584() async throws {
    _ = Image(systemName: "star").accessibilityRemoveTraits(.isImage)
}

// SwiftUI: View.accessibility(addTraits:)
@MainActor fileprivate func checkSwiftUI585() async throws {
    _ = Text("Title").accessibility(addTraits: .isHeader)
}

// SwiftUI: View.accessibilityElement(children:)
@MainActor fileprivate func checkSwiftUI586() async throws {
    _ = VStack { Text("A"); Text("B") }.accessibilityElement(children: .combine)
}

// SwiftUI: View.accessibilitySortPriority(_:)
@MainActor fileprivate func checkSwiftUI587() async throws {
    _ = Text("First").accessibilitySortPriority(1)
}

// SwiftUI: View.accessibility(sortPriority:)
@MainActor fileprivate func checkSwiftUI588() async throws {
    _ = Text("First").accessibility(sortPriority: 1)
}

// SwiftUI: View.animation(_:value:)
@MainActor fileprivate func checkSwiftUI589() async throws {
    _ = Text("A").animation(.easeInOut, value: 1)
}

// SwiftUI: View.animation(_:)
@MainActor fileprivate func checkSwiftUI590() async throws {
    if #available(iOS 15.0, *) {
        _ = Text("A").animation(.default)
    }
}

// SwiftUI: View.transition(_:)
@MainActor fileprivate func checkSwiftUI591() async throws {
    _ = Text("A").transition(AnyTransition.opacity)
}

// SwiftUI: View.id(_:)
@MainActor fileprivate func checkSwiftUI593() async throws {
    _ = Text("A").id(1)
}

// SwiftUI: View.scaledToFit()
@MainActor fileprivate func checkSwiftUI594() async throws {
    _ = Image(systemName: "star").resizable().scaledToFit()
}

// SwiftUI: View.safeAreaPadding(_:)
@MainActor fileprivate func checkSwiftUI595() async throws {
    if #available(iOS 17.0, *) {
        _ = Text("Hi").safeAreaPadding(CGFloat(8))
    }
}

// WidgetKit: Widget
@MainActor fileprivate func checkWidgetKit0() async throws {
    struct W: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "k", provider: CKProvider()) { entry in Text(entry.date, style: .time) }
        }
    }
    _ = W()
}

// WidgetKit: Widget.init()
@MainActor fileprivate func checkWidgetKit1() async throws {
    func make<W: Widget>(_ type: W.Type) -> W { W() }
    _ = make(CKWidget.self)
}

// WidgetKit: Widget.body
@MainActor fileprivate func checkWidgetKit2() async throws {
    _ = CKWidget().body
}

// WidgetKit: Widget.Body
@MainActor fileprivate func checkWidgetKit3() async throws {
    func body<W: Widget>(of widget: W) -> W.Body { widget.body }
    _ = body(of: CKWidget())
}

// WidgetKit: Widget.main()
@MainActor fileprivate func checkWidgetKit4() async throws {
    CKWidget.main()
}

// WidgetKit: WidgetBundle
@MainActor fileprivate func checkWidgetKit5() async throws {
    struct B: WidgetBundle {
        var body: some Widget {
            CKWidget()
        }
    }
    _ = B()
}

// WidgetKit: WidgetBundle.init()
@MainActor fileprivate func checkWidgetKit6() async throws {
    struct B: WidgetBundle {
        var body: some Widget { CKWidget() }
    }
    func make<T: WidgetBundle>(_ type: T.Type) -> T { T() }
    _ = make(B.self)
}

// WidgetKit: WidgetBundle.body
@MainActor fileprivate func checkWidgetKit7() async throws {
    struct B: WidgetBundle {
        var body: some Widget { CKWidget() }
    }
    _ = B().body
}

// WidgetKit: WidgetBundle.Body
@MainActor fileprivate func checkWidgetKit8() async throws {
    struct B: WidgetBundle {
        var body: some Widget { CKWidget() }
    }
    func body<T: WidgetBundle>(of bundle: T) -> T.Body { bundle.body }
    _ = body(of: B())
}

// WidgetKit: WidgetBundle.main()
@MainActor fileprivate func checkWidgetKit9() async throws {
    struct B: WidgetBundle {
        var body: some Widget { CKWidget() }
    }
    B.main()
}

// WidgetKit: WidgetBundleBuilder
@MainActor fileprivate func checkWidgetKit10() async throws {
    struct B: WidgetBundle {
        @WidgetBundleBuilder
        var body: some Widget {
            CKWidget()
            CKWidget()
        }
    }
    _ = B()
}

// WidgetKit: WidgetBundleBuilder.buildBlock()
@MainActor fileprivate func checkWidgetKit11() async throws {
    _ = WidgetBundleBuilder.buildBlock()
}

// WidgetKit: WidgetBundleBuilder.buildBlock(_:)
@MainActor fileprivate func checkWidgetKit12() async throws {
    _ = WidgetBundleBuilder.buildBlock(CKWidget(), CKWidget())
}

// WidgetKit: WidgetBundleBuilder.buildExpression(_:)
@MainActor fileprivate func checkWidgetKit13() async throws {
    _ = WidgetBundleBuilder.buildExpression(CKWidget())
}

// WidgetKit: WidgetBundleBuilder.buildExpression(_:)
@MainActor fileprivate func checkWidgetKit14() async throws {
    struct C: ControlWidget {
        var body: some ControlWidgetConfiguration {
            StaticControlConfiguration(kind: "c") { ControlWidgetButton(action: CKAction()) { Label("Run", systemImage: "play") } }
        }
    }
    struct B: WidgetBundle {
        var body: some Widget {
            CKWidget()
            C()
        }
    }
    _ = B()
}

// WidgetKit: WidgetBundleBuilder.buildOptional(_:)
@MainActor fileprivate func checkWidgetKit15() async throws {
    struct B: WidgetBundle {
        var body: some Widget {
            CKWidget()
            if #available(iOS 16.0, *) {
                CKWidget()
            }
        }
    }
    _ = B()
}

// WidgetKit: WidgetBundleBuilder.buildLimitedAvailability(_:)
@MainActor fileprivate func checkWidgetKit16() async throws {
    struct C: ControlWidget {
        var body: some ControlWidgetConfiguration {
            StaticControlConfiguration(kind: "c") { ControlWidgetButton(action: CKAction()) { Label("Run", systemImage: "play") } }
        }
    }
    struct B: WidgetBundle {
        var body: some Widget {
            CKWidget()
            if #available(iOS 18.0, *) {
                C()
            }
        }
    }
    _ = B()
}

// WidgetKit: WidgetConfiguration
@MainActor fileprivate func checkWidgetKit17() async throws {
    struct C: WidgetConfiguration {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "k", provider: CKProvider()) { entry in Text(entry.date, style: .time) }
        }
    }
    _ = C()
}

// WidgetKit: WidgetConfiguration.body
@MainActor fileprivate func checkWidgetKit18() async throws {
    let config = StaticConfiguration(kind: "k", provider: CKProvider()) { entry in Text(entry.date, style: .time) }
    _ = config.body
}

// WidgetKit: WidgetConfiguration.Body
@MainActor fileprivate func checkWidgetKit19() async throws {
    func body<C: WidgetConfiguration>(of configuration: C) -> C.Body { configuration.body }
    _ = body(of: StaticConfiguration(kind: "k", provider: CKProvider()) { entry in Text(entry.date, style: .time) })
}

// WidgetKit: WidgetConfiguration.configurationDisplayName(_:)
@MainActor fileprivate func checkWidgetKit20() async throws {
    let config = StaticConfiguration(kind: "k", provider: CKProvider()) { entry in Text(entry.date, style: .time) }
    _ = config.configurationDisplayName(Text("Clock"))
}

// WidgetKit: WidgetConfiguration.configurationDisplayName(_:)
@MainActor fileprivate func checkWidgetKit21() async throws {
    let config = StaticConfiguration(kind: "k", provider: CKProvider()) { entry in Text(entry.date, style: .time) }
    let key: LocalizedStringKey = "Clock"
    _ = config.configurationDisplayName(key)
}

// WidgetKit: WidgetConfiguration.configurationDisplayName(_:)
@MainActor fileprivate func checkWidgetKit22() async throws {
    let config = StaticConfiguration(kind: "k", provider: CKProvider()) { entry in Text(entry.date, style: .time) }
    let resource: LocalizedStringResource = "Clock"
    _ = config.configurationDisplayName(resource)
}

// WidgetKit: WidgetConfiguration.configurationDisplayName(_:)
@MainActor fileprivate func checkWidgetKit23() async throws {
    let config = StaticConfiguration(kind: "k", provider: CKProvider()) { entry in Text(entry.date, style: .time) }
    let name = "Clock"
    _ = config.configurationDisplayName(name)
}

// WidgetKit: WidgetConfiguration.description(_:)
@MainActor fileprivate func checkWidgetKit24() async throws {
    let config = StaticConfiguration(kind: "k", provider: CKProvider()) { entry in Text(entry.date, style: .time) }
    _ = config.description(Text("Shows the time"))
}

// WidgetKit: WidgetConfiguration.description(_:)
@MainActor fileprivate func checkWidgetKit25() async throws {
    let config = StaticConfiguration(kind: "k", provider: CKProvider()) { entry in Text(entry.date, style: .time) }
    let key: LocalizedStringKey = "Shows the time"
    _ = config.description(key)
}

// WidgetKit: WidgetConfiguration.description(_:)
@MainActor fileprivate func checkWidgetKit26() async throws {
    let config = StaticConfiguration(kind: "k", provider: CKProvider()) { entry in Text(entry.date, style: .time) }
    let resource: LocalizedStringResource = "Shows the time"
    _ = config.description(resource)
}

// WidgetKit: WidgetConfiguration.description(_:)
@MainActor fileprivate func checkWidgetKit27() async throws {
    let config = StaticConfiguration(kind: "k", provider: CKProvider()) { entry in Text(entry.date, style: .time) }
    let text = "Shows the time"
    _ = config.description(text)
}

// WidgetKit: WidgetConfiguration.supportedFamilies(_:)
@MainActor fileprivate func checkWidgetKit28() async throws {
    let config = StaticConfiguration(kind: "k", provider: CKProvider()) { entry in Text(entry.date, style: .time) }
    _ = config.supportedFamilies([.systemSmall, .systemMedium, .accessoryCircular])
}

// WidgetKit: WidgetConfiguration.onBackgroundURLSessionEvents(matching:_:)
@MainActor fileprivate func checkWidgetKit29() async throws {
    let config = StaticConfiguration(kind: "k", provider: CKProvider()) { entry in Text(entry.date, style: .time) }
    _ = config.onBackgroundURLSessionEvents(matching: "com.example.session") { _, completion in
        completion()
    }
}

// WidgetKit: WidgetConfiguration.onBackgroundURLSessionEvents(matching:_:)
@MainActor fileprivate func checkWidgetKit30() async throws {
    let config = StaticConfiguration(kind: "k", provider: CKProvider()) { entry in Text(entry.date, style: .time) }
    _ = config.onBackgroundURLSessionEvents(matching: { identifier in identifier.hasPrefix("com.example") }) { _, completion in
        completion()
    }
}

// WidgetKit: WidgetConfiguration.contentMarginsDisabled()
@MainActor fileprivate func checkWidgetKit31() async throws {
    let config = StaticConfiguration(kind: "k", provider: CKProvider()) { entry in Text(entry.date, style: .time) }
    _ = config.contentMarginsDisabled()
}

// WidgetKit: WidgetConfiguration.containerBackgroundRemovable(_:)
@MainActor fileprivate func checkWidgetKit32() async throws {
    let config = StaticConfiguration(kind: "k", provider: CKProvider()) { entry in Text(entry.date, style: .time) }
    _ = config.containerBackgroundRemovable(false)
}

// WidgetKit: WidgetConfiguration.disfavoredLocations(_:for:)
@MainActor fileprivate func checkWidgetKit33() async throws {
    let config = StaticConfiguration(kind: "k", provider: CKProvider()) { entry in Text(entry.date, style: .time) }
    _ = config.disfavoredLocations([.lockScreen, .standBy], for: [.systemSmall])
}

// WidgetKit: WidgetConfiguration.promptsForUserConfiguration()
@MainActor fileprivate func checkWidgetKit34() async throws {
    let config = AppIntentConfiguration(kind: "k", intent: CKIntent.self, provider: CKAppIntentProvider()) { entry in Text(entry.date, style: .time) }
    _ = config.promptsForUserConfiguration()
}

// WidgetKit: WidgetConfiguration.pushHandler(_:)
@MainActor fileprivate func checkWidgetKit35() async throws {
    struct Handler: WidgetPushHandler {
        func pushTokenDidChange(_ pushInfo: WidgetPushInfo, widgets: [WidgetInfo]) {}
    }
    let config = StaticConfiguration(kind: "k", provider: CKProvider()) { entry in Text(entry.date, style: .time) }
    _ = config.pushHandler(Handler.self)
}

// WidgetKit: WidgetConfiguration.supplementalActivityFamilies(_:)
@MainActor fileprivate func checkWidgetKit36() async throws {
    let config = ActivityConfiguration(for: CKAttributes.self) { context in
        Text(context.attributes.name)
    } dynamicIsland: { _ in
        DynamicIsland {
            DynamicIslandExpandedRegion(.leading) { Text("L") }
        } compactLeading: {
            Text("a")
        } compactTrailing: {
            Text("b")
        } minimal: {
            Text("m")
        }
    }
    _ = config.supplementalActivityFamilies([.small, .medium])
}

// WidgetKit: WidgetConfiguration.supportedMountingStyles(_:)
@MainActor fileprivate func checkWidgetKit37() async throws {
    let config = StaticConfiguration(kind: "k", provider: CKProvider()) { entry in Text(entry.date, style: .time) }
    _ = config.supportedMountingStyles([.recessed])
}

// WidgetKit: WidgetConfiguration.backgroundTask(_:action:)
@MainActor fileprivate func checkWidgetKit38() async throws {
    let config = StaticConfiguration(kind: "k", provider: CKProvider()) { entry in Text(entry.date, style: .time) }
    _ = config.backgroundTask(.urlSession) { _ in }
}

// WidgetKit: EmptyWidgetConfiguration
@MainActor fileprivate func checkWidgetKit39() async throws {
    struct W: Widget {
        var body: some WidgetConfiguration { EmptyWidgetConfiguration() }
    }
    _ = W()
}

// WidgetKit: EmptyWidgetConfiguration.init()
@MainActor fileprivate func checkWidgetKit40() async throws {
    _ = EmptyWidgetConfiguration()
}

// WidgetKit: StaticConfiguration
@MainActor fileprivate func checkWidgetKit41() async throws {
    let _: StaticConfiguration<Text> = StaticConfiguration(kind: "k", provider: CKProvider()) { entry in Text(entry.date, style: .time) }
}

// WidgetKit: StaticConfiguration.init(kind:provider:content:)
@MainActor fileprivate func checkWidgetKit42() async throws {
    _ = StaticConfiguration(kind: "k", provider: CKProvider()) { entry in Text(entry.date, style: .time) }
}

// WidgetKit: IntentConfiguration
@MainActor fileprivate func checkWidgetKit43() async throws {
    let _: IntentConfiguration<CKINIntent, Text> = IntentConfiguration(kind: "k", intent: CKINIntent.self, provider: CKIntentProvider()) { entry in Text(entry.date, style: .time) }
}

// WidgetKit: IntentConfiguration.init(kind:intent:provider:content:)
@MainActor fileprivate func checkWidgetKit44() async throws {
    _ = IntentConfiguration(kind: "k", intent: CKINIntent.self, provider: CKIntentProvider()) { entry in Text(entry.date, style: .time) }
}

// WidgetKit: AppIntentConfiguration
@MainActor fileprivate func checkWidgetKit45() async throws {
    let _: AppIntentConfiguration<CKIntent, Text> = AppIntentConfiguration(kind: "k", intent: CKIntent.self, provider: CKAppIntentProvider()) { entry in Text(entry.date, style: .time) }
}

// WidgetKit: AppIntentConfiguration.init(kind:intent:provider:content:)
@MainActor fileprivate func checkWidgetKit46() async throws {
    _ = AppIntentConfiguration(kind: "k", intent: CKIntent.self, provider: CKAppIntentProvider()) { entry in Text(entry.date, style: .time) }
    _ = AppIntentConfiguration(kind: "k2", provider: CKAppIntentProvider()) { entry in Text(entry.date, style: .time) }
}

// WidgetKit: ActivityConfiguration
@MainActor fileprivate func checkWidgetKit47() async throws {
    struct LiveActivity: Widget {
        var body: some WidgetConfiguration {
            ActivityConfiguration(for: CKAttributes.self) { context in
                Text(context.attributes.name)
            } dynamicIsland: { _ in
                DynamicIsland {
                    DynamicIslandExpandedRegion(.leading) { Text("L") }
                } compactLeading: {
                    Text("a")
                } compactTrailing: {
                    Text("b")
                } minimal: {
                    Text("m")
                }
            }
        }
    }
    _ = LiveActivity()
}

// WidgetKit: ActivityConfiguration.init(for:content:dynamicIsland:)
@MainActor fileprivate func checkWidgetKit48() async throws {
    _ = ActivityConfiguration(for: CKAttributes.self) { context in
        Text(context.attributes.name)
    } dynamicIsland: { _ in
        DynamicIsland {
            DynamicIslandExpandedRegion(.leading) { Text("L") }
        } compactLeading: {
            Text("a")
        } compactTrailing: {
            Text("b")
        } minimal: {
            Text("m")
        }
    }
}

// WidgetKit: TimelineProvider
@MainActor fileprivate func checkWidgetKit49() async throws {
    struct P: TimelineProvider {
        func placeholder(in context: Context) -> CKEntry { CKEntry(date: .now) }
        func getSnapshot(in context: Context, completion: @escaping (CKEntry) -> Void) {
            completion(CKEntry(date: .now))
        }
        func getTimeline(in context: Context, completion: @escaping (Timeline<CKEntry>) -> Void) {
            completion(Timeline(entries: [CKEntry(date: .now)], policy: .atEnd))
        }
    }
    _ = StaticConfiguration(kind: "k", provider: P()) { entry in Text(entry.date, style: .time) }
}

// WidgetKit: TimelineProvider.Entry
@MainActor fileprivate func checkWidgetKit50() async throws {
    func entry<P: TimelineProvider>(_ provider: P, in context: TimelineProviderContext) -> P.Entry { provider.placeholder(in: context) }
    let _: (CKProvider, TimelineProviderContext) -> CKEntry = entry
}

// WidgetKit: TimelineProvider.Context
@MainActor fileprivate func checkWidgetKit51() async throws {
    let _: CKProvider.Context.Type = TimelineProviderContext.self
}

// WidgetKit: TimelineProvider.placeholder(in:)
@MainActor fileprivate func checkWidgetKit52() async throws {
    func placeholder(_ context: TimelineProviderContext) -> CKEntry {
        CKProvider().placeholder(in: context)
    }
    _ = placeholder
}

// WidgetKit: TimelineProvider.getSnapshot(in:completion:)
@MainActor fileprivate func checkWidgetKit53() async throws {
    func snapshot(_ context: TimelineProviderContext) {
        CKProvider().getSnapshot(in: context) { entry in _ = entry.date }
    }
    _ = snapshot
}

// WidgetKit: TimelineProvider.getTimeline(in:completion:)
@MainActor fileprivate func checkWidgetKit54() async throws {
    func timeline(_ context: TimelineProviderContext) {
        CKProvider().getTimeline(in: context) { timeline in _ = timeline.entries }
    }
    _ = timeline
}

// WidgetKit: TimelineProvider.relevance()
@MainActor fileprivate func checkWidgetKit55() async throws {
    _ = await CKProvider().relevance()
}

// WidgetKit: IntentTimelineProvider
@MainActor fileprivate func checkWidgetKit56() async throws {
    struct P: IntentTimelineProvider {
        func placeholder(in context: Context) -> CKEntry { CKEntry(date: .now) }
        func getSnapshot(for configuration: CKINIntent, in context: Context, completion: @escaping (CKEntry) -> Void) {
            completion(CKEntry(date: .now))
        }
        func getTimeline(for configuration: CKINIntent, in context: Context, completion: @escaping (Timeline<CKEntry>) -> Void) {
            completion(Timeline(entries: [CKEntry(date: .now)], policy: .atEnd))
        }
    }
    _ = IntentConfiguration(kind: "k", intent: CKINIntent.self, provider: P()) { entry in Text(entry.date, style: .time) }
}

// WidgetKit: IntentTimelineProvider.Entry
@MainActor fileprivate func checkWidgetKit57() async throws {
    func entry<P: IntentTimelineProvider>(_ provider: P, in context: TimelineProviderContext) -> P.Entry { provider.placeholder(in: context) }
    let _: (CKIntentProvider, TimelineProviderContext) -> CKEntry = entry
}

// WidgetKit: IntentTimelineProvider.Intent
@MainActor fileprivate func checkWidgetKit58() async throws {
    let _: CKIntentProvider.Intent = CKINIntent()
}

// WidgetKit: IntentTimelineProvider.Context
@MainActor fileprivate func checkWidgetKit59() async throws {
    let _: CKIntentProvider.Context.Type = TimelineProviderContext.self
}

// WidgetKit: IntentTimelineProvider.placeholder(in:)
@MainActor fileprivate func checkWidgetKit60() async throws {
    func placeholder(_ context: TimelineProviderContext) -> CKEntry {
        CKIntentProvider().placeholder(in: context)
    }
    _ = placeholder
}

// WidgetKit: IntentTimelineProvider.getSnapshot(for:in:completion:)
@MainActor fileprivate func checkWidgetKit61() async throws {
    func snapshot(_ context: TimelineProviderContext) {
        CKIntentProvider().getSnapshot(for: CKINIntent(), in: context) { entry in _ = entry.date }
    }
    _ = snapshot
}

// WidgetKit: IntentTimelineProvider.getTimeline(for:in:completion:)
@MainActor fileprivate func checkWidgetKit62() async throws {
    func timeline(_ context: TimelineProviderContext) {
        CKIntentProvider().getTimeline(for: CKINIntent(), in: context) { timeline in _ = timeline.entries }
    }
    _ = timeline
}

// WidgetKit: IntentTimelineProvider.recommendations()
@MainActor fileprivate func checkWidgetKit63() async throws {
    _ = CKIntentProvider().recommendations()
}

// WidgetKit: IntentTimelineProvider.relevance()
@MainActor fileprivate func checkWidgetKit64() async throws {
    _ = await CKIntentProvider().relevance()
}

// WidgetKit: AppIntentTimelineProvider
@MainActor fileprivate func checkWidgetKit65() async throws {
    struct P: AppIntentTimelineProvider {
        func placeholder(in context: Context) -> CKEntry { CKEntry(date: .now) }
        func snapshot(for configuration: CKIntent, in context: Context) async -> CKEntry { CKEntry(date: .now) }
        func timeline(for configuration: CKIntent, in context: Context) async -> Timeline<CKEntry> {
            Timeline(entries: [CKEntry(date: .now)], policy: .never)
        }
    }
    _ = AppIntentConfiguration(kind: "k", intent: CKIntent.self, provider: P()) { entry in Text(entry.date, style: .time) }
}

// WidgetKit: AppIntentTimelineProvider.Entry
@MainActor fileprivate func checkWidgetKit66() async throws {
    func entry<P: AppIntentTimelineProvider>(_ provider: P, in context: TimelineProviderContext) -> P.Entry { provider.placeholder(in: context) }
    let _: (CKAppIntentProvider, TimelineProviderContext) -> CKEntry = entry
}

// WidgetKit: AppIntentTimelineProvider.Intent
@MainActor fileprivate func checkWidgetKit67() async throws {
    let _: CKAppIntentProvider.Intent = CKIntent()
}

// WidgetKit: AppIntentTimelineProvider.Context
@MainActor fileprivate func checkWidgetKit68() async throws {
    let _: CKAppIntentProvider.Context.Type = TimelineProviderContext.self
}

// WidgetKit: AppIntentTimelineProvider.placeholder(in:)
@MainActor fileprivate func checkWidgetKit69() async throws {
    func placeholder(_ context: TimelineProviderContext) -> CKEntry {
        CKAppIntentProvider().placeholder(in: context)
    }
    _ = placeholder
}

// WidgetKit: AppIntentTimelineProvider.snapshot(for:in:)
@MainActor fileprivate func checkWidgetKit70() async throws {
    func snapshot(_ context: TimelineProviderContext) async -> CKEntry {
        await CKAppIntentProvider().snapshot(for: CKIntent(), in: context)
    }
    _ = snapshot
}

// WidgetKit: AppIntentTimelineProvider.timeline(for:in:)
@MainActor fileprivate func checkWidgetKit71() async throws {
    func timeline(_ context: TimelineProviderContext) async -> Timeline<CKEntry> {
        await CKAppIntentProvider().timeline(for: CKIntent(), in: context)
    }
    _ = timeline
}

// WidgetKit: AppIntentTimelineProvider.recommendations()
@MainActor fileprivate func checkWidgetKit72() async throws {
    let _: [AppIntentRecommendation<CKIntent>] = CKAppIntentProvider().recommendations()
}

// WidgetKit: AppIntentTimelineProvider.relevance()
@MainActor fileprivate func checkWidgetKit73() async throws {
    _ = await CKAppIntentProvider().relevance()
}

// WidgetKit: TimelineEntry
@MainActor fileprivate func checkWidgetKit74() async throws {
    struct Entry: TimelineEntry {
        let date: Date
        var healthLevel: Double
    }
    _ = Timeline(entries: [Entry(date: .now, healthLevel: 0.5)], policy: .atEnd)
}

// WidgetKit: TimelineEntry.date
@MainActor fileprivate func checkWidgetKit75() async throws {
    _ = CKEntry(date: .now).date
}

// WidgetKit: TimelineEntry.relevance
@MainActor fileprivate func checkWidgetKit76() async throws {
    struct Entry: TimelineEntry {
        let date: Date
        let relevance: TimelineEntryRelevance?
    }
    _ = Entry(date: .now, relevance: TimelineEntryRelevance(score: 1)).relevance
    _ = CKEntry(date: .now).relevance
}

// WidgetKit: Timeline
@MainActor fileprivate func checkWidgetKit77() async throws {
    let _: Timeline<CKEntry> = Timeline(entries: [], policy: .never)
}

// WidgetKit: Timeline.init(entries:policy:)
@MainActor fileprivate func checkWidgetKit78() async throws {
    _ = Timeline(entries: [CKEntry(date: .now), CKEntry(date: .now.addingTimeInterval(60))], policy: .atEnd)
}

// WidgetKit: Timeline.entries
@MainActor fileprivate func checkWidgetKit79() async throws {
    let _: [CKEntry] = Timeline(entries: [CKEntry(date: .now)], policy: .atEnd).entries
}

// WidgetKit: Timeline.policy
@MainActor fileprivate func checkWidgetKit80() async throws {
    let _: TimelineReloadPolicy = Timeline(entries: [CKEntry(date: .now)], policy: .atEnd).policy
}

// WidgetKit: TimelineReloadPolicy
@MainActor fileprivate func checkWidgetKit81() async throws {
    let policy: TimelineReloadPolicy = .atEnd
    _ = policy == .never
}

// WidgetKit: TimelineReloadPolicy.atEnd
@MainActor fileprivate func checkWidgetKit82() async throws {
    let _: TimelineReloadPolicy = .atEnd
}

// WidgetKit: TimelineReloadPolicy.never
@MainActor fileprivate func checkWidgetKit83() async throws {
    let _: TimelineReloadPolicy = .never
}

// WidgetKit: TimelineReloadPolicy.after(_:)
@MainActor fileprivate func checkWidgetKit84() async throws {
    let _: TimelineReloadPolicy = .after(Date.now.addingTimeInterval(15 * 60))
}

// WidgetKit: TimelineEntryRelevance
@MainActor fileprivate func checkWidgetKit85() async throws {
    let relevance: TimelineEntryRelevance = TimelineEntryRelevance(score: 10)
    _ = relevance == TimelineEntryRelevance(score: 5, duration: 60)
}

// WidgetKit: TimelineEntryRelevance.init(score:duration:)
@MainActor fileprivate func checkWidgetKit86() async throws {
    _ = TimelineEntryRelevance(score: 10, duration: 60 * 60)
}

// WidgetKit: TimelineEntryRelevance.score
@MainActor fileprivate func checkWidgetKit87() async throws {
    var relevance = TimelineEntryRelevance(score: 10)
    relevance.score = 20
    _ = relevance.score
}

// WidgetKit: TimelineEntryRelevance.duration
@MainActor fileprivate func checkWidgetKit88() async throws {
    var relevance = TimelineEntryRelevance(score: 10)
    relevance.duration = 120
    _ = relevance.duration
}

// WidgetKit: TimelineProviderContext
@MainActor fileprivate func checkWidgetKit89() async throws {
    func describe(_ context: TimelineProviderContext) -> String { "\(context.family)" }
    _ = describe
}

// WidgetKit: TimelineProviderContext.environmentVariants
@MainActor fileprivate func checkWidgetKit90() async throws {
    func variants(_ context: TimelineProviderContext) -> TimelineProviderContext.EnvironmentVariants { context.environmentVariants }
    _ = variants
}

// WidgetKit: TimelineProviderContext.family
@MainActor fileprivate func checkWidgetKit91() async throws {
    func family(_ context: TimelineProviderContext) -> WidgetFamily { context.family }
    _ = family
}

// WidgetKit: TimelineProviderContext.isPreview
@MainActor fileprivate func checkWidgetKit92() async throws {
    func isPreview(_ context: TimelineProviderContext) -> Bool { context.isPreview }
    _ = isPreview
}

// WidgetKit: TimelineProviderContext.displaySize
@MainActor fileprivate func checkWidgetKit93() async throws {
    func size(_ context: TimelineProviderContext) -> CGSize { context.displaySize }
    _ = size
}

// WidgetKit: TimelineProviderContext.EnvironmentVariants
@MainActor fileprivate func checkWidgetKit94() async throws {
    func schemes(_ variants: TimelineProviderContext.EnvironmentVariants) -> [ColorScheme]? { variants.colorScheme }
    _ = schemes
}

// WidgetKit: TimelineProviderContext.EnvironmentVariants.subscript(dynamicMember:)
@MainActor fileprivate func checkWidgetKit95() async throws {
    func scales(_ context: TimelineProviderContext) -> [CGFloat]? { context.environmentVariants.displayScale }
    _ = scales
}

// WidgetKit: TimelineProviderContext.EnvironmentVariants.subscript(_:)
@MainActor fileprivate func checkWidgetKit96() async throws {
    func schemes(_ context: TimelineProviderContext) -> [ColorScheme]? { context.environmentVariants[\.colorScheme] }
    _ = schemes
}

// WidgetKit: WidgetFamily
@MainActor fileprivate func checkWidgetKit97() async throws {
    func label(_ family: WidgetFamily) -> String {
        switch family {
        case .systemSmall, .systemMedium, .systemLarge, .systemExtraLarge: return "system"
        case .accessoryCircular, .accessoryRectangular, .accessoryInline: return "accessory"
        @unknown default: return "other"
        }
    }
    _ = label(.systemSmall)
}

// WidgetKit: WidgetFamily.systemSmall
@MainActor fileprivate func checkWidgetKit98() async throws {
    let _: WidgetFamily = .systemSmall
}

// WidgetKit: WidgetFamily.systemMedium
@MainActor fileprivate func checkWidgetKit99() async throws {
    let _: WidgetFamily = .systemMedium
}

// WidgetKit: WidgetFamily.systemLarge
@MainActor fileprivate func checkWidgetKit100() async throws {
    let _: WidgetFamily = .systemLarge
}

// WidgetKit: WidgetFamily.systemExtraLarge
@MainActor fileprivate func checkWidgetKit101() async throws {
    let _: WidgetFamily = .systemExtraLarge
}

// WidgetKit: WidgetFamily.accessoryCircular
@MainActor fileprivate func checkWidgetKit102() async throws {
    let _: WidgetFamily = .accessoryCircular
}

// WidgetKit: WidgetFamily.accessoryRectangular
@MainActor fileprivate func checkWidgetKit103() async throws {
    let _: WidgetFamily = .accessoryRectangular
}

// WidgetKit: WidgetFamily.accessoryInline
@MainActor fileprivate func checkWidgetKit104() async throws {
    let _: WidgetFamily = .accessoryInline
}

// WidgetKit: WidgetFamily.description
@MainActor fileprivate func checkWidgetKit105() async throws {
    _ = WidgetFamily.systemSmall.description
}

// WidgetKit: WidgetFamily.debugDescription
@MainActor fileprivate func checkWidgetKit106() async throws {
    _ = WidgetFamily.systemMedium.debugDescription
}

// WidgetKit: WidgetFamily.init(rawValue:)
@MainActor fileprivate func checkWidgetKit107() async throws {
    _ = WidgetFamily(rawValue: 0)
}

// WidgetKit: WidgetFamily.rawValue
@MainActor fileprivate func checkWidgetKit108() async throws {
    let _: Int = WidgetFamily.systemLarge.rawValue
}

// WidgetKit: WidgetCenter
@MainActor fileprivate func checkWidgetKit109() async throws {
    let center: WidgetCenter = .shared
    center.reloadTimelines(ofKind: "k")
}

// WidgetKit: WidgetCenter.shared
@MainActor fileprivate func checkWidgetKit110() async throws {
    _ = WidgetCenter.shared
}

// WidgetKit: WidgetCenter.reloadTimelines(ofKind:)
@MainActor fileprivate func checkWidgetKit111() async throws {
    WidgetCenter.shared.reloadTimelines(ofKind: "com.example.clock")
}

// WidgetKit: WidgetCenter.reloadAllTimelines()
@MainActor fileprivate func checkWidgetKit112() async throws {
    WidgetCenter.shared.reloadAllTimelines()
}

// WidgetKit: WidgetCenter.getCurrentConfigurations(_:)
@MainActor fileprivate func checkWidgetKit113() async throws {
    WidgetCenter.shared.getCurrentConfigurations { result in
        if case .success(let widgets) = result { _ = widgets.count }
    }
}

// WidgetKit: WidgetCenter.currentConfigurations()
@MainActor fileprivate func checkWidgetKit114() async throws {
    let _: [WidgetInfo] = try await WidgetCenter.shared.currentConfigurations()
}

// WidgetKit: WidgetCenter.invalidateConfigurationRecommendations()
@MainActor fileprivate func checkWidgetKit115() async throws {
    WidgetCenter.shared.invalidateConfigurationRecommendations()
}

// WidgetKit: WidgetCenter.invalidateRelevance(ofKind:)
@MainActor fileprivate func checkWidgetKit116() async throws {
    WidgetCenter.shared.invalidateRelevance(ofKind: "com.example.clock")
}

// WidgetKit: WidgetCenter.currentPushInfo
@MainActor fileprivate func checkWidgetKit117() async throws {
    let _: WidgetPushInfo? = await WidgetCenter.shared.currentPushInfo
}

// WidgetKit: WidgetCenter.UserInfoKey
@MainActor fileprivate func checkWidgetKit118() async throws {
    let keys: [String] = [WidgetCenter.UserInfoKey.kind, WidgetCenter.UserInfoKey.family]
    _ = keys
}

// WidgetKit: WidgetCenter.UserInfoKey.kind
@MainActor fileprivate func checkWidgetKit119() async throws {
    let _: String = WidgetCenter.UserInfoKey.kind
}

// WidgetKit: WidgetCenter.UserInfoKey.family
@MainActor fileprivate func checkWidgetKit120() async throws {
    let _: String = WidgetCenter.UserInfoKey.family
}

// WidgetKit: WidgetCenter.UserInfoKey.activityID
@MainActor fileprivate func checkWidgetKit121() async throws {
    let _: String = WidgetCenter.UserInfoKey.activityID
}

// WidgetKit: NSUserActivityTypeLiveActivity
@MainActor fileprivate func checkWidgetKit122() async throws {
    let type: String = NSUserActivityTypeLiveActivity
    _ = type == "com.example.view"
}

// WidgetKit: WidgetInfo
@MainActor fileprivate func checkWidgetKit123() async throws {
    func kinds(_ widgets: [WidgetInfo]) -> Set<String> { Set(widgets.map(\.kind)) }
    _ = kinds
}

// WidgetKit: WidgetInfo.configuration
@MainActor fileprivate func checkWidgetKit124() async throws {
    func intent(_ info: WidgetInfo) -> CKINIntent? { info.configuration as? CKINIntent }
    _ = intent
}

// WidgetKit: WidgetInfo.family
@MainActor fileprivate func checkWidgetKit125() async throws {
    func family(_ info: WidgetInfo) -> WidgetFamily { info.family }
    _ = family
}

// WidgetKit: WidgetInfo.kind
@MainActor fileprivate func checkWidgetKit126() async throws {
    func kind(_ info: WidgetInfo) -> String { info.kind }
    _ = kind
}

// WidgetKit: WidgetInfo.widgetConfigurationIntent(of:)
@MainActor fileprivate func checkWidgetKit127() async throws {
    func intent(_ info: WidgetInfo) -> CKIntent? { info.widgetConfigurationIntent(of: CKIntent.self) }
    _ = intent
}

// WidgetKit: WidgetInfo.id
@MainActor fileprivate func checkWidgetKit128() async throws {
    func identity(_ info: WidgetInfo) -> WidgetInfo { info.id }
    _ = identity
}

// WidgetKit: WidgetInfo.debugDescription
@MainActor fileprivate func checkWidgetKit129() async throws {
    func text(_ info: WidgetInfo) -> String { info.debugDescription }
    _ = text
}

// WidgetKit: WidgetRenderingMode
@MainActor fileprivate func checkWidgetKit130() async throws {
    struct V: View {
        @Environment(\.widgetRenderingMode) var renderingMode
        var body: some View {
            Text(renderingMode == .accented ? "Accented" : "Other")
        }
    }
    _ = V()
}

// WidgetKit: WidgetRenderingMode.fullColor
@MainActor fileprivate func checkWidgetKit131() async throws {
    let _: WidgetRenderingMode = .fullColor
}

// WidgetKit: WidgetRenderingMode.accented
@MainActor fileprivate func checkWidgetKit132() async throws {
    let _: WidgetRenderingMode = .accented
}

// WidgetKit: WidgetRenderingMode.vibrant
@MainActor fileprivate func checkWidgetKit133() async throws {
    let _: WidgetRenderingMode = .vibrant
}

// WidgetKit: WidgetRenderingMode.description
@MainActor fileprivate func checkWidgetKit134() async throws {
    _ = WidgetRenderingMode.vibrant.description
}

// WidgetKit: WidgetAccentedRenderingMode
@MainActor fileprivate func checkWidgetKit135() async throws {
    let mode: WidgetAccentedRenderingMode = .desaturated
    _ = Image(systemName: "star").widgetAccentedRenderingMode(mode)
}

// WidgetKit: WidgetAccentedRenderingMode.accented
@MainActor fileprivate func checkWidgetKit136() async throws {
    let _: WidgetAccentedRenderingMode = .accented
}

// WidgetKit: WidgetAccentedRenderingMode.desaturated
@MainActor fileprivate func checkWidgetKit137() async throws {
    let _: WidgetAccentedRenderingMode = .desaturated
}

// WidgetKit: WidgetAccentedRenderingMode.accentedDesaturated
@MainActor fileprivate func checkWidgetKit138() async throws {
    let _: WidgetAccentedRenderingMode = .accentedDesaturated
}

// WidgetKit: WidgetAccentedRenderingMode.fullColor
@MainActor fileprivate func checkWidgetKit139() async throws {
    let _: WidgetAccentedRenderingMode = .fullColor
}

// WidgetKit: Image.widgetAccentedRenderingMode(_:)
@MainActor fileprivate func checkWidgetKit140() async throws {
    _ = Image(systemName: "star.fill").resizable().widgetAccentedRenderingMode(.fullColor)
}

// WidgetKit: WidgetLocation
@MainActor fileprivate func checkWidgetKit141() async throws {
    let locations: [WidgetLocation] = [.homeScreen, .lockScreen]
    _ = locations.contains(.standBy)
}

// WidgetKit: WidgetLocation.homeScreen
@MainActor fileprivate func checkWidgetKit142() async throws {
    let _: WidgetLocation = .homeScreen
}

// WidgetKit: WidgetLocation.lockScreen
@MainActor fileprivate func checkWidgetKit143() async throws {
    let _: WidgetLocation = .lockScreen
}

// WidgetKit: WidgetLocation.standBy
@MainActor fileprivate func checkWidgetKit144() async throws {
    let _: WidgetLocation = .standBy
}

// WidgetKit: WidgetLocation.iPhoneWidgetsOnMac
@MainActor fileprivate func checkWidgetKit145() async throws {
    let _: WidgetLocation = .iPhoneWidgetsOnMac
}

// WidgetKit: WidgetLocation.carPlay
@MainActor fileprivate func checkWidgetKit146() async throws {
    let _: WidgetLocation = .carPlay
}

// WidgetKit: WidgetMountingStyle
@MainActor fileprivate func checkWidgetKit147() async throws {
    let styles: Set<WidgetMountingStyle> = [.elevated, .recessed]
    _ = styles
}

// WidgetKit: WidgetMountingStyle.elevated
@MainActor fileprivate func checkWidgetKit148() async throws {
    let _: WidgetMountingStyle = .elevated
}

// WidgetKit: WidgetMountingStyle.recessed
@MainActor fileprivate func checkWidgetKit149() async throws {
    let _: WidgetMountingStyle = .recessed
}

// WidgetKit: LevelOfDetail
@MainActor fileprivate func checkWidgetKit150() async throws {
    let detail: LevelOfDetail = .default
    _ = detail == .simplified
}

// WidgetKit: LevelOfDetail.default
@MainActor fileprivate func checkWidgetKit151() async throws {
    let _: LevelOfDetail = .default
}

// WidgetKit: LevelOfDetail.simplified
@MainActor fileprivate func checkWidgetKit152() async throws {
    let _: LevelOfDetail = .simplified
}

// WidgetKit: WidgetPreviewContext
@MainActor fileprivate func checkWidgetKit153() async throws {
    _ = Text("72°").previewContext(WidgetPreviewContext(family: .systemSmall))
}

// WidgetKit: WidgetPreviewContext.init(family:)
@MainActor fileprivate func checkWidgetKit154() async throws {
    _ = WidgetPreviewContext(family: .accessoryRectangular)
}

// WidgetKit: WidgetPreviewContext.subscript(_:)
@MainActor fileprivate func checkWidgetKit155() async throws {
    struct Key: PreviewContextKey {
        static var defaultValue: Int { 0 }
    }
    let _: Int = WidgetPreviewContext(family: .systemSmall)[Key.self]
}

// WidgetKit: Preview(_:as:widget:timeline:)
#Preview("CKWK timeline", as: .systemSmall) {
    CKWidget()
} timeline: {
    CKEntry(date: .now)
    CKEntry(date: .now.addingTimeInterval(60))
}

// WidgetKit: Preview(_:as:widget:timelineProvider:)
#Preview("CKWK provider", as: .systemMedium) {
    CKWidget()
} timelineProvider: {
    CKProvider()
}

// WidgetKit: Preview(_:as:using:widget:timelineProvider:)
#Preview("CKWK intent", as: .systemSmall, using: CKINIntent()) {
    CKWidget()
} timelineProvider: {
    CKIntentProvider()
}

// WidgetKit: Preview(_:as:using:widget:timelineProvider:)
#Preview("CKWK app intent", as: .systemLarge, using: CKIntent()) {
    CKWidget()
} timelineProvider: {
    CKAppIntentProvider()
}

// WidgetKit: Preview(_:as:using:widget:contentStates:)
#Preview("CKWK activity", as: .dynamicIsland(.expanded), using: CKAttributes(name: "Order")) {
    CKWidget()
} contentStates: {
    CKAttributes.ContentState(progress: 0.25)
    CKAttributes.ContentState(progress: 0.75)
}

// WidgetKit: PreviewTimelineBuilder
@MainActor fileprivate func checkWidgetKit161() async throws {
    @PreviewTimelineBuilder func entries() -> [any TimelineEntry] {
        CKEntry(date: .now)
        for offset in 1...3 {
            CKEntry(date: .now.addingTimeInterval(Double(offset) * 60))
        }
    }
    _ = entries()
}

// WidgetKit: PreviewTimelineBuilder.buildExpression(_:)
@MainActor fileprivate func checkWidgetKit162() async throws {
    _ = PreviewTimelineBuilder.buildExpression(CKEntry(date: .now))
}

// WidgetKit: PreviewTimelineBuilder.buildPartialBlock(first:)
@MainActor fileprivate func checkWidgetKit163() async throws {
    _ = PreviewTimelineBuilder.buildPartialBlock(first: [CKEntry(date: .now)])
}

// WidgetKit: PreviewTimelineBuilder.buildPartialBlock(accumulated:next:)
@MainActor fileprivate func checkWidgetKit164() async throws {
    _ = PreviewTimelineBuilder.buildPartialBlock(accumulated: [CKEntry(date: .now)], next: [CKEntry(date: .now)])
}

// WidgetKit: PreviewTimelineBuilder.buildArray(_:)
@MainActor fileprivate func checkWidgetKit165() async throws {
    _ = PreviewTimelineBuilder.buildArray([[CKEntry(date: .now)], [CKEntry(date: .now)]])
}

// WidgetKit: PreviewActivityBuilder
@MainActor fileprivate func checkWidgetKit166() async throws {
    @PreviewActivityBuilder<CKAttributes> func states() -> [CKAttributes.ContentState] {
        CKAttributes.ContentState(progress: 0)
        for step in 1...3 {
            CKAttributes.ContentState(progress: Double(step) / 3)
        }
    }
    _ = states()
}

// WidgetKit: PreviewActivityBuilder.buildExpression(_:)
@MainActor fileprivate func checkWidgetKit167() async throws {
    _ = PreviewActivityBuilder<CKAttributes>.buildExpression(CKAttributes.ContentState(progress: 0.5))
}

// WidgetKit: PreviewActivityBuilder.buildPartialBlock(first:)
@MainActor fileprivate func checkWidgetKit168() async throws {
    _ = PreviewActivityBuilder<CKAttributes>.buildPartialBlock(first: [CKAttributes.ContentState(progress: 0.5)])
}

// WidgetKit: PreviewActivityBuilder.buildPartialBlock(accumulated:next:)
@MainActor fileprivate func checkWidgetKit169() async throws {
    _ = PreviewActivityBuilder<CKAttributes>.buildPartialBlock(accumulated: [CKAttributes.ContentState(progress: 0.1)], next: [CKAttributes.ContentState(progress: 0.9)])
}

// WidgetKit: PreviewActivityBuilder.buildArray(_:)
@MainActor fileprivate func checkWidgetKit170() async throws {
    _ = PreviewActivityBuilder<CKAttributes>.buildArray([[CKAttributes.ContentState(progress: 0.1)]])
}

// WidgetKit: WidgetPushHandler
@MainActor fileprivate func checkWidgetKit171() async throws {
    struct Handler: WidgetPushHandler {
        func pushTokenDidChange(_ pushInfo: WidgetPushInfo, widgets: [WidgetInfo]) {
            _ = pushInfo.token
        }
    }
    _ = Handler()
}

// WidgetKit: WidgetPushHandler.init()
@MainActor fileprivate func checkWidgetKit172() async throws {
    struct Handler: WidgetPushHandler {
        func pushTokenDidChange(_ pushInfo: WidgetPushInfo, widgets: [WidgetInfo]) {}
    }
    func make<H: WidgetPushHandler>(_ type: H.Type) -> H { H() }
    _ = make(Handler.self)
}

// WidgetKit: WidgetPushHandler.pushTokenDidChange(_:widgets:)
@MainActor fileprivate func checkWidgetKit173() async throws {
    struct Handler: WidgetPushHandler {
        func pushTokenDidChange(_ pushInfo: WidgetPushInfo, widgets: [WidgetInfo]) {}
    }
    func forward(_ info: WidgetPushInfo) {
        Handler().pushTokenDidChange(info, widgets: [])
    }
    _ = forward
}

// WidgetKit: WidgetPushInfo
@MainActor fileprivate func checkWidgetKit174() async throws {
    let infos: [WidgetPushInfo] = []
    _ = infos.isEmpty
}

// WidgetKit: WidgetPushInfo.token
@MainActor fileprivate func checkWidgetKit175() async throws {
    func hex(_ info: WidgetPushInfo) -> String { info.token.map { String(format: "%02x", $0) }.joined() }
    _ = hex
}

// WidgetKit: WidgetRelevance
@MainActor fileprivate func checkWidgetKit176() async throws {
    struct P: TimelineProvider {
        func placeholder(in context: Context) -> CKEntry { CKEntry(date: .now) }
        func getSnapshot(in context: Context, completion: @escaping (CKEntry) -> Void) { completion(CKEntry(date: .now)) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<CKEntry>) -> Void) {
            completion(Timeline(entries: [CKEntry(date: .now)], policy: .atEnd))
        }
        func relevance() async -> WidgetRelevance<Void> {
            WidgetRelevance([WidgetRelevanceAttribute(group: .named("clocks"))])
        }
    }
    _ = P()
}

// WidgetKit: WidgetRelevance.init(_:)
@MainActor fileprivate func checkWidgetKit177() async throws {
    _ = WidgetRelevance<Void>([])
}

// WidgetKit: WidgetRelevanceAttribute
@MainActor fileprivate func checkWidgetKit178() async throws {
    let _: [WidgetRelevanceAttribute<Void>] = [WidgetRelevanceAttribute(group: .ungrouped)]
}

// WidgetKit: WidgetRelevanceAttribute.init(context:)
@MainActor fileprivate func checkWidgetKit179() async throws {
    func attribute(_ context: RelevantContext) -> WidgetRelevanceAttribute<Void> { WidgetRelevanceAttribute(context: context) }
    _ = attribute
}

// WidgetKit: WidgetRelevanceAttribute.init(group:)
@MainActor fileprivate func checkWidgetKit180() async throws {
    _ = WidgetRelevanceAttribute<Void>(group: .named("clocks"))
}

// WidgetKit: WidgetRelevanceAttribute.init(configuration:context:)
@MainActor fileprivate func checkWidgetKit181() async throws {
    func attribute(_ context: RelevantContext) -> WidgetRelevanceAttribute<CKIntent> { WidgetRelevanceAttribute(configuration: CKIntent(), context: context) }
    _ = attribute
}

// WidgetKit: WidgetRelevanceAttribute.init(configuration:context:)
@MainActor fileprivate func checkWidgetKit182() async throws {
    func attribute(_ context: RelevantContext) -> WidgetRelevanceAttribute<CKINIntent> { WidgetRelevanceAttribute(configuration: CKINIntent(), context: context) }
    _ = attribute
}

// WidgetKit: WidgetRelevanceAttribute.init(configuration:group:)
@MainActor fileprivate func checkWidgetKit183() async throws {
    _ = WidgetRelevanceAttribute(configuration: CKIntent(), group: .automatic)
}

// WidgetKit: WidgetRelevanceAttribute.init(configuration:group:)
@MainActor fileprivate func checkWidgetKit184() async throws {
    _ = WidgetRelevanceAttribute(configuration: CKINIntent(), group: .ungrouped)
}

// WidgetKit: WidgetRelevanceGroup
@MainActor fileprivate func checkWidgetKit185() async throws {
    let _: [WidgetRelevanceGroup] = [.automatic, .ungrouped, .named("clocks")]
}

// WidgetKit: WidgetRelevanceGroup.named(_:)
@MainActor fileprivate func checkWidgetKit186() async throws {
    let _: WidgetRelevanceGroup = .named("clocks")
}

// WidgetKit: WidgetRelevanceGroup.ungrouped
@MainActor fileprivate func checkWidgetKit187() async throws {
    let _: WidgetRelevanceGroup = .ungrouped
}

// WidgetKit: WidgetRelevanceGroup.automatic
@MainActor fileprivate func checkWidgetKit188() async throws {
    let _: WidgetRelevanceGroup = .automatic
}

// WidgetKit: AppIntentRecommendation
@MainActor fileprivate func checkWidgetKit189() async throws {
    let _: [AppIntentRecommendation<CKIntent>] = [AppIntentRecommendation(intent: CKIntent(), description: Text("Home"))]
}

// WidgetKit: AppIntentRecommendation.init(intent:description:)
@MainActor fileprivate func checkWidgetKit190() async throws {
    _ = AppIntentRecommendation(intent: CKIntent(), description: Text("Home"))
}

// WidgetKit: AppIntentRecommendation.init(intent:description:)
@MainActor fileprivate func checkWidgetKit191() async throws {
    let key: LocalizedStringKey = "Home"
    _ = AppIntentRecommendation(intent: CKIntent(), description: key)
}

// WidgetKit: AppIntentRecommendation.init(intent:description:)
@MainActor fileprivate func checkWidgetKit192() async throws {
    let resource: LocalizedStringResource = "Home"
    _ = AppIntentRecommendation(intent: CKIntent(), description: resource)
}

// WidgetKit: AppIntentRecommendation.init(intent:description:)
@MainActor fileprivate func checkWidgetKit193() async throws {
    let name = "Home"
    _ = AppIntentRecommendation(intent: CKIntent(), description: name)
}

// WidgetKit: IntentRecommendation
@MainActor fileprivate func checkWidgetKit194() async throws {
    let _: [IntentRecommendation<CKINIntent>] = [IntentRecommendation(intent: CKINIntent(), description: Text("Home"))]
}

// WidgetKit: IntentRecommendation.init(intent:description:)
@MainActor fileprivate func checkWidgetKit195() async throws {
    _ = IntentRecommendation(intent: CKINIntent(), description: Text("Home"))
}

// WidgetKit: IntentRecommendation.init(intent:description:)
@MainActor fileprivate func checkWidgetKit196() async throws {
    let key: LocalizedStringKey = "Home"
    _ = IntentRecommendation(intent: CKINIntent(), description: key)
}

// WidgetKit: IntentRecommendation.init(intent:description:)
@MainActor fileprivate func checkWidgetKit197() async throws {
    let resource: LocalizedStringResource = "Home"
    _ = IntentRecommendation(intent: CKINIntent(), description: resource)
}

// WidgetKit: IntentRecommendation.init(intent:description:)
@MainActor fileprivate func checkWidgetKit198() async throws {
    let name = "Home"
    _ = IntentRecommendation(intent: CKINIntent(), description: name)
}

// WidgetKit: AccessoryWidgetBackground
@MainActor fileprivate func checkWidgetKit199() async throws {
    _ = ZStack {
        AccessoryWidgetBackground()
        Text("6")
    }
}

// WidgetKit: AccessoryWidgetBackground.init()
@MainActor fileprivate func checkWidgetKit200() async throws {
    _ = AccessoryWidgetBackground()
}

// WidgetKit: ContainerBackgroundPlacement.widget
@MainActor fileprivate func checkWidgetKit201() async throws {
    let _: ContainerBackgroundPlacement = .widget
}

// WidgetKit: View.containerBackground(_:for:)
@MainActor fileprivate func checkWidgetKit202() async throws {
    _ = Text("72°").containerBackground(.fill.tertiary, for: .widget)
}

// WidgetKit: View.containerBackground(for:alignment:content:)
@MainActor fileprivate func checkWidgetKit203() async throws {
    _ = Text("72°").containerBackground(for: .widget) {
        LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom)
    }
}

// WidgetKit: View.widgetURL(_:)
@MainActor fileprivate func checkWidgetKit204() async throws {
    _ = Text("Open").widgetURL(URL(string: "myapp://detail"))
}

// WidgetKit: View.widgetAccentable(_:)
@MainActor fileprivate func checkWidgetKit205() async throws {
    _ = Text("MON").font(.caption).widgetAccentable()
}

// WidgetKit: View.widgetLabel(label:)
@MainActor fileprivate func checkWidgetKit206() async throws {
    _ = Text("Hi").widgetLabel {
        Gauge(value: 0.8) { Text("Level") }
    }
}

// WidgetKit: View.widgetLabel(_:)
@MainActor fileprivate func checkWidgetKit207() async throws {
    let key: LocalizedStringKey = "World!"
    _ = Text("Hi").widgetLabel(key)
}

// WidgetKit: View.widgetLabel(_:)
@MainActor fileprivate func checkWidgetKit208() async throws {
    let resource: LocalizedStringResource = "World!"
    _ = Text("Hi").widgetLabel(resource)
}

// WidgetKit: View.widgetLabel(_:)
@MainActor fileprivate func checkWidgetKit209() async throws {
    _ = Text("72").widgetLabel("Temperature")
}

// WidgetKit: View.widgetCurvesContent(_:)
@MainActor fileprivate func checkWidgetKit210() async throws {
    _ = Text("Hi").widgetCurvesContent().widgetLabel("World!")
}

// WidgetKit: View.invalidatableContent(_:)
@MainActor fileprivate func checkWidgetKit211() async throws {
    _ = Text("3 items").invalidatableContent()
}

// WidgetKit: EnvironmentValues.widgetFamily
@MainActor fileprivate func checkWidgetKit212() async throws {
    struct V: View {
        @Environment(\.widgetFamily) var value
        var body: some View {
            Text(value == .systemSmall ? "Small" : "Other")
        }
    }
    _ = V()
}

// WidgetKit: EnvironmentValues.widgetRenderingMode
@MainActor fileprivate func checkWidgetKit213() async throws {
    struct V: View {
        @Environment(\.widgetRenderingMode) var value
        var body: some View {
            Text(value == .vibrant ? "Vibrant" : "Other")
        }
    }
    _ = V()
}

// WidgetKit: EnvironmentValues.showsWidgetContainerBackground
@MainActor fileprivate func checkWidgetKit214() async throws {
    struct V: View {
        @Environment(\.showsWidgetContainerBackground) var value
        var body: some View {
            Text(value ? "Background" : "None")
        }
    }
    _ = V()
}

// WidgetKit: EnvironmentValues.widgetContentMargins
@MainActor fileprivate func checkWidgetKit215() async throws {
    struct V: View {
        @Environment(\.widgetContentMargins) var value
        var body: some View {
            Text("\(value.leading)")
        }
    }
    _ = V()
}

// WidgetKit: EnvironmentValues.showsWidgetLabel
@MainActor fileprivate func checkWidgetKit216() async throws {
    struct V: View {
        @Environment(\.showsWidgetLabel) var value
        var body: some View {
            Text(value ? "Label" : "None")
        }
    }
    _ = V()
}

// WidgetKit: EnvironmentValues.levelOfDetail
@MainActor fileprivate func checkWidgetKit217() async throws {
    struct V: View {
        @Environment(\.levelOfDetail) var value
        var body: some View {
            Text(value == .default ? "Full" : "Brief")
        }
    }
    _ = V()
}

// WidgetKit: EnvironmentValues.isActivityFullscreen
@MainActor fileprivate func checkWidgetKit218() async throws {
    struct V: View {
        @Environment(\.isActivityFullscreen) var value
        var body: some View {
            Text(value ? "Fullscreen" : "Banner")
        }
    }
    _ = V()
}

// WidgetKit: EnvironmentValues.isActivityUpdateReduced
@MainActor fileprivate func checkWidgetKit219() async throws {
    struct V: View {
        @Environment(\.isActivityUpdateReduced) var value
        var body: some View {
            Text(value ? "Reduced" : "Live")
        }
    }
    _ = V()
}

// WidgetKit: EnvironmentValues.activityFamily
@MainActor fileprivate func checkWidgetKit220() async throws {
    struct V: View {
        @Environment(\.activityFamily) var value
        var body: some View {
            Text(value == .small ? "Small" : "Medium")
        }
    }
    _ = V()
}

// WidgetKit: EnvironmentValues.supportedActivityFamilies
@MainActor fileprivate func checkWidgetKit221() async throws {
    struct V: View {
        @Environment(\.supportedActivityFamilies) var value
        var body: some View {
            Text(value.contains(.small) ? "Watch" : "Phone")
        }
    }
    _ = V()
}

// WidgetKit: ActivityFamily
@MainActor fileprivate func checkWidgetKit222() async throws {
    func label(_ family: ActivityFamily) -> String {
        switch family {
        case .small: return "small"
        case .medium: return "medium"
        @unknown default: return "other"
        }
    }
    _ = label(.medium)
}

// WidgetKit: ActivityFamily.small
@MainActor fileprivate func checkWidgetKit223() async throws {
    let _: ActivityFamily = .small
}

// WidgetKit: ActivityFamily.medium
@MainActor fileprivate func checkWidgetKit224() async throws {
    let _: ActivityFamily = .medium
}

// WidgetKit: ActivityFamily.init(rawValue:)
@MainActor fileprivate func checkWidgetKit225() async throws {
    _ = ActivityFamily(rawValue: 0)
}

// WidgetKit: ActivityFamily.rawValue
@MainActor fileprivate func checkWidgetKit226() async throws {
    let _: Int = ActivityFamily.small.rawValue
}

// WidgetKit: ActivityFamily.description
@MainActor fileprivate func checkWidgetKit227() async throws {
    _ = ActivityFamily.medium.description
}

// WidgetKit: ActivityPreviewViewKind
@MainActor fileprivate func checkWidgetKit228() async throws {
    let kinds: [ActivityPreviewViewKind] = [.content, .dynamicIsland(.compact), .dynamicIsland(.minimal), .dynamicIsland(.expanded)]
    _ = kinds
}

// WidgetKit: ActivityPreviewViewKind.content
@MainActor fileprivate func checkWidgetKit229() async throws {
    let _: ActivityPreviewViewKind = .content
}

// WidgetKit: ActivityPreviewViewKind.dynamicIsland(_:)
@MainActor fileprivate func checkWidgetKit230() async throws {
    let _: ActivityPreviewViewKind = .dynamicIsland(.expanded)
}

// WidgetKit: ActivityPreviewViewKind.DynamicIslandPreviewViewState
@MainActor fileprivate func checkWidgetKit231() async throws {
    let state: ActivityPreviewViewKind.DynamicIslandPreviewViewState = .compact
    _ = state == .minimal
}

// WidgetKit: ActivityPreviewViewKind.DynamicIslandPreviewViewState.compact
@MainActor fileprivate func checkWidgetKit232() async throws {
    let _: ActivityPreviewViewKind.DynamicIslandPreviewViewState = .compact
}

// WidgetKit: ActivityPreviewViewKind.DynamicIslandPreviewViewState.minimal
@MainActor fileprivate func checkWidgetKit233() async throws {
    let _: ActivityPreviewViewKind.DynamicIslandPreviewViewState = .minimal
}

// WidgetKit: ActivityPreviewViewKind.DynamicIslandPreviewViewState.expanded
@MainActor fileprivate func checkWidgetKit234() async throws {
    let _: ActivityPreviewViewKind.DynamicIslandPreviewViewState = .expanded
}

// WidgetKit: ActivityAttributes.previewContext(_:isStale:viewKind:)
@MainActor fileprivate func checkWidgetKit235() async throws {
    _ = CKAttributes(name: "Order").previewContext(CKAttributes.ContentState(progress: 0.5), isStale: false, viewKind: .dynamicIsland(.compact))
}

// WidgetKit: ActivityViewContext
@MainActor fileprivate func checkWidgetKit236() async throws {
    func title(_ context: ActivityViewContext<CKAttributes>) -> String { context.attributes.name }
    _ = title
}

// WidgetKit: ActivityViewContext.activityID
@MainActor fileprivate func checkWidgetKit237() async throws {
    func id(_ context: ActivityViewContext<CKAttributes>) -> String { context.activityID }
    _ = id
}

// WidgetKit: ActivityViewContext.attributes
@MainActor fileprivate func checkWidgetKit238() async throws {
    func attributes(_ context: ActivityViewContext<CKAttributes>) -> CKAttributes { context.attributes }
    _ = attributes
}

// WidgetKit: ActivityViewContext.state
@MainActor fileprivate func checkWidgetKit239() async throws {
    func progress(_ context: ActivityViewContext<CKAttributes>) -> Double { context.state.progress }
    _ = progress
}

// WidgetKit: ActivityViewContext.isStale
@MainActor fileprivate func checkWidgetKit240() async throws {
    func isStale(_ context: ActivityViewContext<CKAttributes>) -> Bool { context.isStale }
    _ = isStale
}

// WidgetKit: DynamicIsland
@MainActor fileprivate func checkWidgetKit241() async throws {
    let island: DynamicIsland = DynamicIsland {
        DynamicIslandExpandedRegion(.leading) { Text("L") }
    } compactLeading: {
        Text("a")
    } compactTrailing: {
        Text("b")
    } minimal: {
        Text("m")
    }
    _ = island
}

// WidgetKit: DynamicIsland.init(expanded:compactLeading:compactTrailing:minimal:)
@MainActor fileprivate func checkWidgetKit242() async throws {
    _ = DynamicIsland {
        DynamicIslandExpandedRegion(.leading) { Text("L") }
        DynamicIslandExpandedRegion(.trailing) { Text("T") }
        DynamicIslandExpandedRegion(.center) { Text("C") }
        DynamicIslandExpandedRegion(.bottom) { ProgressView(value: 0.5) }
    } compactLeading: {
        Image(systemName: "car")
    } compactTrailing: {
        Text("5 min")
    } minimal: {
        Image(systemName: "car")
    }
}

// WidgetKit: DynamicIsland.widgetURL(_:)
@MainActor fileprivate func checkWidgetKit243() async throws {
    let island = DynamicIsland {
        DynamicIslandExpandedRegion(.leading) { Text("L") }
    } compactLeading: {
        Text("a")
    } compactTrailing: {
        Text("b")
    } minimal: {
        Text("m")
    }
    _ = island.widgetURL(URL(string: "myapp://order"))
}

// WidgetKit: DynamicIsland.keylineTint(_:)
@MainActor fileprivate func checkWidgetKit244() async throws {
    let island = DynamicIsland {
        DynamicIslandExpandedRegion(.leading) { Text("L") }
    } compactLeading: {
        Text("a")
    } compactTrailing: {
        Text("b")
    } minimal: {
        Text("m")
    }
    _ = island.keylineTint(.cyan)
}

// WidgetKit: DynamicIsland.contentMargins(_:_:for:)
@MainActor fileprivate func checkWidgetKit245() async throws {
    let island = DynamicIsland {
        DynamicIslandExpandedRegion(.leading) { Text("L") }
    } compactLeading: {
        Text("a")
    } compactTrailing: {
        Text("b")
    } minimal: {
        Text("m")
    }
    _ = island.contentMargins([.top, .bottom, .trailing], 8, for: .expanded).contentMargins(.all, 20, for: .minimal)
}

// WidgetKit: DynamicIslandExpandedContent
@MainActor fileprivate func checkWidgetKit246() async throws {
    @DynamicIslandExpandedContentBuilder func expanded() -> DynamicIslandExpandedContent<some View> {
        DynamicIslandExpandedRegion(.leading) { Text("L") }
        DynamicIslandExpandedRegion(.trailing) { Text("T") }
    }
    _ = expanded()
}

// WidgetKit: DynamicIslandExpandedContentBuilder
@MainActor fileprivate func checkWidgetKit247() async throws {
    _ = DynamicIsland {
        DynamicIslandExpandedRegion(.center) { Text("C") }
        DynamicIslandExpandedRegion(.bottom) { Text("B") }
    } compactLeading: {
        Text("a")
    } compactTrailing: {
        Text("b")
    } minimal: {
        Text("m")
    }
}

// WidgetKit: DynamicIslandExpandedContentBuilder.buildPartialBlock(first:)
@MainActor fileprivate func checkWidgetKit248() async throws {
    _ = DynamicIslandExpandedContentBuilder.buildPartialBlock(first: DynamicIslandExpandedRegion(.leading) { Text("L") })
}

// WidgetKit: DynamicIslandExpandedContentBuilder.buildPartialBlock(first:)
@MainActor fileprivate func checkWidgetKit249() async throws {
    let content = DynamicIslandExpandedContentBuilder.buildPartialBlock(first: DynamicIslandExpandedRegion(.leading) { Text("L") })
    _ = DynamicIslandExpandedContentBuilder.buildPartialBlock(first: content)
}

// WidgetKit: DynamicIslandExpandedContentBuilder.buildPartialBlock(accumulated:next:)
@MainActor fileprivate func checkWidgetKit250() async throws {
    let content = DynamicIslandExpandedContentBuilder.buildPartialBlock(first: DynamicIslandExpandedRegion(.leading) { Text("L") })
    _ = DynamicIslandExpandedContentBuilder.buildPartialBlock(accumulated: content, next: DynamicIslandExpandedRegion(.trailing) { Text("T") })
}

// WidgetKit: DynamicIslandExpandedContentBuilder.buildPartialBlock(accumulated:next:)
@MainActor fileprivate func checkWidgetKit251() async throws {
    let content = DynamicIslandExpandedContentBuilder.buildPartialBlock(first: DynamicIslandExpandedRegion(.leading) { Text("L") })
    _ = DynamicIslandExpandedContentBuilder.buildPartialBlock(accumulated: content, next: content)
}

// WidgetKit: DynamicIslandExpandedRegion
@MainActor fileprivate func checkWidgetKit252() async throws {
    let _: DynamicIslandExpandedRegion<Text> = DynamicIslandExpandedRegion(.bottom) { Text("B") }
}

// WidgetKit: DynamicIslandExpandedRegion.init(_:priority:content:)
@MainActor fileprivate func checkWidgetKit253() async throws {
    _ = DynamicIslandExpandedRegion(.leading, priority: 1) {
        Label("9", systemImage: "car")
    }
}

// WidgetKit: DynamicIslandExpandedRegion.contentMargins(_:_:)
@MainActor fileprivate func checkWidgetKit254() async throws {
    _ = DynamicIslandExpandedRegion(.trailing) { Text("T") }.contentMargins([.trailing, .top, .bottom], 8)
}

// WidgetKit: DynamicIslandExpandedRegionPosition
@MainActor fileprivate func checkWidgetKit255() async throws {
    let positions: [DynamicIslandExpandedRegionPosition] = [.leading, .trailing, .center, .bottom]
    _ = positions
}

// WidgetKit: DynamicIslandExpandedRegionPosition.leading
@MainActor fileprivate func checkWidgetKit256() async throws {
    let _: DynamicIslandExpandedRegionPosition = .leading
}

// WidgetKit: DynamicIslandExpandedRegionPosition.trailing
@MainActor fileprivate func checkWidgetKit257() async throws {
    let _: DynamicIslandExpandedRegionPosition = .trailing
}

// WidgetKit: DynamicIslandExpandedRegionPosition.center
@MainActor fileprivate func checkWidgetKit258() async throws {
    let _: DynamicIslandExpandedRegionPosition = .center
}

// WidgetKit: DynamicIslandExpandedRegionPosition.bottom
@MainActor fileprivate func checkWidgetKit259() async throws {
    let _: DynamicIslandExpandedRegionPosition = .bottom
}

// WidgetKit: DynamicIslandExpandedRegionVerticalPlacement
@MainActor fileprivate func checkWidgetKit260() async throws {
    let placement: DynamicIslandExpandedRegionVerticalPlacement = .belowIfTooWide
    _ = placement == .default
}

// WidgetKit: DynamicIslandExpandedRegionVerticalPlacement.default
@MainActor fileprivate func checkWidgetKit261() async throws {
    let _: DynamicIslandExpandedRegionVerticalPlacement = .default
}

// WidgetKit: DynamicIslandExpandedRegionVerticalPlacement.belowIfTooWide
@MainActor fileprivate func checkWidgetKit262() async throws {
    let _: DynamicIslandExpandedRegionVerticalPlacement = .belowIfTooWide
}

// WidgetKit: DynamicIslandMode
@MainActor fileprivate func checkWidgetKit263() async throws {
    let mode: DynamicIslandMode = .expanded
    _ = mode == .minimal
}

// WidgetKit: DynamicIslandMode.expanded
@MainActor fileprivate func checkWidgetKit264() async throws {
    let _: DynamicIslandMode = .expanded
}

// WidgetKit: DynamicIslandMode.compactLeading
@MainActor fileprivate func checkWidgetKit265() async throws {
    let _: DynamicIslandMode = .compactLeading
}

// WidgetKit: DynamicIslandMode.compactTrailing
@MainActor fileprivate func checkWidgetKit266() async throws {
    let _: DynamicIslandMode = .compactTrailing
}

// WidgetKit: DynamicIslandMode.minimal
@MainActor fileprivate func checkWidgetKit267() async throws {
    let _: DynamicIslandMode = .minimal
}

// WidgetKit: View.dynamicIsland(verticalPlacement:)
@MainActor fileprivate func checkWidgetKit268() async throws {
    _ = Text("Long leading text").dynamicIsland(verticalPlacement: .belowIfTooWide)
}

// WidgetKit: View.activityBackgroundTint(_:)
@MainActor fileprivate func checkWidgetKit269() async throws {
    _ = Text("Order").activityBackgroundTint(Color.cyan.opacity(0.25))
}

// WidgetKit: View.activitySystemActionForegroundColor(_:)
@MainActor fileprivate func checkWidgetKit270() async throws {
    _ = Text("Order").activitySystemActionForegroundColor(.black)
}

// WidgetKit: SupportedActivityFamiliesEnvironmentKey
@MainActor fileprivate func checkWidgetKit271() async throws {
    func families<K: EnvironmentKey>(_ key: K.Type) -> K.Value { K.defaultValue }
    let _: Set<ActivityFamily> = families(SupportedActivityFamiliesEnvironmentKey.self)
}

// WidgetKit: SupportedActivityFamiliesEnvironmentKey.defaultValue
@MainActor fileprivate func checkWidgetKit272() async throws {
    let _: Set<ActivityFamily> = SupportedActivityFamiliesEnvironmentKey.defaultValue
}

// WidgetKit: ControlWidget
@MainActor fileprivate func checkWidgetKit273() async throws {
    struct C: ControlWidget {
        var body: some ControlWidgetConfiguration {
            StaticControlConfiguration(kind: "com.example.run") {
                ControlWidgetButton(action: CKAction()) { Label("Run", systemImage: "play") }
            }
        }
    }
    _ = C()
}

// WidgetKit: ControlWidget.init()
@MainActor fileprivate func checkWidgetKit274() async throws {
    struct C: ControlWidget {
        var body: some ControlWidgetConfiguration {
            StaticControlConfiguration(kind: "com.example.run") {
                ControlWidgetButton(action: CKAction()) { Label("Run", systemImage: "play") }
            }
        }
    }
    func make<T: ControlWidget>(_ type: T.Type) -> T { T() }
    _ = make(C.self)
}

// WidgetKit: ControlWidget.body
@MainActor fileprivate func checkWidgetKit275() async throws {
    struct C: ControlWidget {
        var body: some ControlWidgetConfiguration {
            StaticControlConfiguration(kind: "com.example.run") {
                ControlWidgetButton(action: CKAction()) { Label("Run", systemImage: "play") }
            }
        }
    }
    _ = C().body
}

// WidgetKit: ControlWidget.Body
@MainActor fileprivate func checkWidgetKit276() async throws {
    struct C: ControlWidget {
        var body: some ControlWidgetConfiguration {
            StaticControlConfiguration(kind: "com.example.run") {
                ControlWidgetButton(action: CKAction()) { Label("Run", systemImage: "play") }
            }
        }
    }
    func body<T: ControlWidget>(of control: T) -> T.Body { control.body }
    _ = body(of: C())
}

// WidgetKit: ControlWidget.main()
@MainActor fileprivate func checkWidgetKit277() async throws {
    struct C: ControlWidget {
        var body: some ControlWidgetConfiguration {
            StaticControlConfiguration(kind: "com.example.run") {
                ControlWidgetButton(action: CKAction()) { Label("Run", systemImage: "play") }
            }
        }
    }
    C.main()
}

// WidgetKit: ControlWidgetConfiguration
@MainActor fileprivate func checkWidgetKit278() async throws {
    struct Configuration: ControlWidgetConfiguration {
        var body: some ControlWidgetConfiguration {
            StaticControlConfiguration(kind: "com.example.run") { ControlWidgetButton(action: CKAction()) { Label("Run", systemImage: "play") } }
        }
    }
    _ = Configuration()
}

// WidgetKit: ControlWidgetConfiguration.body
@MainActor fileprivate func checkWidgetKit279() async throws {
    _ = StaticControlConfiguration(kind: "com.example.run") { ControlWidgetButton(action: CKAction()) { Label("Run", systemImage: "play") } }.body
}

// WidgetKit: ControlWidgetConfiguration.Body
@MainActor fileprivate func checkWidgetKit280() async throws {
    func body<T: ControlWidgetConfiguration>(of configuration: T) -> T.Body { configuration.body }
    _ = body(of: StaticControlConfiguration(kind: "com.example.run") { ControlWidgetButton(action: CKAction()) { Label("Run", systemImage: "play") } })
}

// WidgetKit: ControlWidgetConfiguration.displayName(_:)
@MainActor fileprivate func checkWidgetKit281() async throws {
    _ = StaticControlConfiguration(kind: "com.example.run") { ControlWidgetButton(action: CKAction()) { Label("Run", systemImage: "play") } }.displayName("Run")
}

// WidgetKit: ControlWidgetConfiguration.description(_:)
@MainActor fileprivate func checkWidgetKit282() async throws {
    _ = StaticControlConfiguration(kind: "com.example.run") { ControlWidgetButton(action: CKAction()) { Label("Run", systemImage: "play") } }.description("Runs the shortcut.")
}

// WidgetKit: ControlWidgetConfiguration.promptsForUserConfiguration()
@MainActor fileprivate func checkWidgetKit283() async throws {
    _ = StaticControlConfiguration(kind: "com.example.run") { ControlWidgetButton(action: CKAction()) { Label("Run", systemImage: "play") } }.promptsForUserConfiguration()
}

// WidgetKit: ControlWidgetConfiguration.pushHandler(_:)
@MainActor fileprivate func checkWidgetKit284() async throws {
    struct Handler: ControlPushHandler {
        func pushTokensDidChange(controls: [ControlInfo]) {}
    }
    _ = StaticControlConfiguration(kind: "com.example.run") { ControlWidgetButton(action: CKAction()) { Label("Run", systemImage: "play") } }.pushHandler(Handler.self)
}

// WidgetKit: EmptyControlWidgetConfiguration
@MainActor fileprivate func checkWidgetKit285() async throws {
    struct C: ControlWidget {
        var body: some ControlWidgetConfiguration { EmptyControlWidgetConfiguration() }
    }
    _ = C()
}

// WidgetKit: EmptyControlWidgetConfiguration.init()
@MainActor fileprivate func checkWidgetKit286() async throws {
    _ = EmptyControlWidgetConfiguration()
}

// WidgetKit: ControlWidgetConfigurationBuilder
@MainActor fileprivate func checkWidgetKit287() async throws {
    @ControlWidgetConfigurationBuilder func configuration() -> some ControlWidgetConfiguration {
        let kind = "com.example.run"
        StaticControlConfiguration(kind: kind) { ControlWidgetButton(action: CKAction()) { Label("Run", systemImage: "play") } }
    }
    _ = configuration()
}

// WidgetKit: ControlWidgetConfigurationBuilder.buildBlock(_:)
@MainActor fileprivate func checkWidgetKit288() async throws {
    _ = ControlWidgetConfigurationBuilder.buildBlock(StaticControlConfiguration(kind: "com.example.run") { ControlWidgetButton(action: CKAction()) { Label("Run", systemImage: "play") } })
}

// WidgetKit: ControlWidgetConfigurationBuilder.buildExpression(_:)
@MainActor fileprivate func checkWidgetKit289() async throws {
    _ = ControlWidgetConfigurationBuilder.buildExpression(StaticControlConfiguration(kind: "com.example.run") { ControlWidgetButton(action: CKAction()) { Label("Run", systemImage: "play") } })
}

// WidgetKit: ControlWidgetTemplate
@MainActor fileprivate func checkWidgetKit290() async throws {
    struct Template: ControlWidgetTemplate {
        var body: some ControlWidgetTemplate {
            ControlWidgetButton(action: CKAction()) { Label("Run", systemImage: "play") }
        }
    }
    _ = StaticControlConfiguration(kind: "k") { Template() }
}

// WidgetKit: ControlWidgetTemplate.body
@MainActor fileprivate func checkWidgetKit291() async throws {
    _ = ControlWidgetButton(action: CKAction()) { Label("Run", systemImage: "play") }.body
}

// WidgetKit: ControlWidgetTemplate.Body
@MainActor fileprivate func checkWidgetKit292() async throws {
    func body<T: ControlWidgetTemplate>(of template: T) -> T.Body { template.body }
    _ = body(of: ControlWidgetButton(action: CKAction()) { Label("Run", systemImage: "play") })
}

// WidgetKit: ControlWidgetTemplate.tint(_:)
@MainActor fileprivate func checkWidgetKit293() async throws {
    _ = ControlWidgetToggle(isOn: true, action: CKToggleIntent()) { Label("Power", systemImage: "power") }.tint(.orange)
}

// WidgetKit: ControlWidgetTemplate.privacySensitive(_:)
@MainActor fileprivate func checkWidgetKit294() async throws {
    _ = ControlWidgetToggle(isOn: true, action: CKToggleIntent()) { Label("Power", systemImage: "power") }.privacySensitive()
}

// WidgetKit: ControlWidgetTemplate.disabled(_:)
@MainActor fileprivate func checkWidgetKit295() async throws {
    _ = ControlWidgetToggle(isOn: true, action: CKToggleIntent()) { Label("Power", systemImage: "power") }.disabled(true)
}

// WidgetKit: ControlWidgetTemplateBuilder
@MainActor fileprivate func checkWidgetKit296() async throws {
    _ = StaticControlConfiguration(kind: "k") {
        let isOn = true
        ControlWidgetToggle("Garage Door", isOn: isOn, action: CKToggleIntent()) { on in
            Label(on ? "Open" : "Closed", systemImage: on ? "door.garage.open" : "door.garage.closed")
        }
    }
}

// WidgetKit: ControlWidgetTemplateBuilder.buildBlock(_:)
@MainActor fileprivate func checkWidgetKit297() async throws {
    _ = ControlWidgetTemplateBuilder.buildBlock(ControlWidgetButton(action: CKAction()) { Label("Run", systemImage: "play") })
}

// WidgetKit: ControlWidgetTemplateBuilder.buildExpression(_:)
@MainActor fileprivate func checkWidgetKit298() async throws {
    _ = ControlWidgetTemplateBuilder.buildExpression(ControlWidgetButton(action: CKAction()) { Label("Run", systemImage: "play") })
}

// WidgetKit: StaticControlConfiguration
@MainActor fileprivate func checkWidgetKit299() async throws {
    struct C: ControlWidget {
        var body: some ControlWidgetConfiguration {
            StaticControlConfiguration(kind: "com.example.garage", provider: CKValueProvider()) { isOpen in
                ControlWidgetToggle("Garage Door", isOn: isOpen, action: CKToggleIntent()) { on in
                    Label(on ? "Open" : "Closed", systemImage: on ? "door.garage.open" : "door.garage.closed")
                }
            }
            .displayName("Garage Door")
        }
    }
    _ = C()
}

// WidgetKit: StaticControlConfiguration.init(kind:content:)
@MainActor fileprivate func checkWidgetKit300() async throws {
    _ = StaticControlConfiguration(kind: "com.example.run") { ControlWidgetButton(action: CKAction()) { Label("Run", systemImage: "play") } }
}

// WidgetKit: StaticControlConfiguration.init(kind:provider:content:)
@MainActor fileprivate func checkWidgetKit301() async throws {
    _ = StaticControlConfiguration(kind: "com.example.power", provider: CKValueProvider()) { isOn in
        ControlWidgetToggle(isOn: isOn, action: CKToggleIntent()) { Label("Power", systemImage: "power") }
    }
}

// WidgetKit: AppIntentControlConfiguration
@MainActor fileprivate func checkWidgetKit302() async throws {
    struct SelectDoor: ControlConfigurationIntent {
        static var title: LocalizedStringResource { "Select Door" }
        @Parameter(title: "Door") var door: String?
        func perform() async throws -> some IntentResult { .result() }
    }
    struct DoorProvider: AppIntentControlValueProvider {
        func previewValue(configuration: SelectDoor) -> Bool { false }
        func currentValue(configuration: SelectDoor) async throws -> Bool { true }
    }
    struct DoorOpener: ControlWidget {
        var body: some ControlWidgetConfiguration {
            AppIntentControlConfiguration(kind: "com.example.door", provider: DoorProvider()) { isOpen in
                ControlWidgetToggle(isOn: isOpen, action: CKToggleIntent()) {
                    Label(isOpen ? "Open" : "Closed", systemImage: isOpen ? "door.left.hand.open" : "door.left.hand.closed")
                }
            }
        }
    }
    _ = DoorOpener()
}

// WidgetKit: AppIntentControlConfiguration.init(kind:provider:content:)
@MainActor fileprivate func checkWidgetKit303() async throws {
    struct SelectDoor: ControlConfigurationIntent {
        static var title: LocalizedStringResource { "Select Door" }
        @Parameter(title: "Door") var door: String?
        func perform() async throws -> some IntentResult { .result() }
    }
    struct DoorProvider: AppIntentControlValueProvider {
        func previewValue(configuration: SelectDoor) -> Bool { false }
        func currentValue(configuration: SelectDoor) async throws -> Bool { true }
    }
    _ = AppIntentControlConfiguration(kind: "com.example.door", provider: DoorProvider()) { isOpen in
        ControlWidgetToggle(isOn: isOpen, action: CKToggleIntent()) { Label("Door", systemImage: "door.left.hand.closed") }
    }
}

// WidgetKit: AppIntentControlConfiguration.init(kind:intent:content:)
@MainActor fileprivate func checkWidgetKit304() async throws {
    struct SelectDoor: ControlConfigurationIntent {
        static var title: LocalizedStringResource { "Select Door" }
        @Parameter(title: "Door") var door: String?
        func perform() async throws -> some IntentResult { .result() }
    }
    _ = AppIntentControlConfiguration(kind: "com.example.door", intent: SelectDoor.self) { configuration in
        ControlWidgetButton(action: CKAction()) { Label(configuration.door ?? "Door", systemImage: "door.left.hand.open") }
    }
}

// WidgetKit: ControlValueProvider
@MainActor fileprivate func checkWidgetKit305() async throws {
    struct GarageProvider: ControlValueProvider {
        var previewValue: Bool { false }
        func currentValue() async throws -> Bool { true }
    }
    _ = StaticControlConfiguration(kind: "k", provider: GarageProvider()) { isOn in
        ControlWidgetToggle(isOn: isOn, action: CKToggleIntent()) { Label("Garage", systemImage: "door.garage.closed") }
    }
}

// WidgetKit: ControlValueProvider.Value
@MainActor fileprivate func checkWidgetKit306() async throws {
    let _: CKValueProvider.Value = true
}

// WidgetKit: ControlValueProvider.previewValue
@MainActor fileprivate func checkWidgetKit307() async throws {
    func preview<P: ControlValueProvider>(_ provider: P) -> P.Value { provider.previewValue }
    let _: Bool = preview(CKValueProvider())
}

// WidgetKit: ControlValueProvider.currentValue()
@MainActor fileprivate func checkWidgetKit308() async throws {
    let _: Bool = try await CKValueProvider().currentValue()
}

// WidgetKit: AppIntentControlValueProvider
@MainActor fileprivate func checkWidgetKit309() async throws {
    struct SelectDoor: ControlConfigurationIntent {
        static var title: LocalizedStringResource { "Select Door" }
        @Parameter(title: "Door") var door: String?
        func perform() async throws -> some IntentResult { .result() }
    }
    struct DoorProvider: AppIntentControlValueProvider {
        func previewValue(configuration: SelectDoor) -> Bool { false }
        func currentValue(configuration: SelectDoor) async throws -> Bool { true }
    }
    _ = DoorProvider()
}

// WidgetKit: AppIntentControlValueProvider.Value
@MainActor fileprivate func checkWidgetKit310() async throws {
    struct SelectDoor: ControlConfigurationIntent {
        static var title: LocalizedStringResource { "Select Door" }
        @Parameter(title: "Door") var door: String?
        func perform() async throws -> some IntentResult { .result() }
    }
    struct DoorProvider: AppIntentControlValueProvider {
        func previewValue(configuration: SelectDoor) -> Bool { false }
        func currentValue(configuration: SelectDoor) async throws -> Bool { true }
    }
    let _: DoorProvider.Value = false
}

// WidgetKit: AppIntentControlValueProvider.Configuration
@MainActor fileprivate func checkWidgetKit311() async throws {
    struct SelectDoor: ControlConfigurationIntent {
        static var title: LocalizedStringResource { "Select Door" }
        @Parameter(title: "Door") var door: String?
        func perform() async throws -> some IntentResult { .result() }
    }
    struct DoorProvider: AppIntentControlValueProvider {
        func previewValue(configuration: SelectDoor) -> Bool { false }
        func currentValue(configuration: SelectDoor) async throws -> Bool { true }
    }
    let _: DoorProvider.Configuration = SelectDoor()
}

// WidgetKit: AppIntentControlValueProvider.previewValue(configuration:)
@MainActor fileprivate func checkWidgetKit312() async throws {
    struct SelectDoor: ControlConfigurationIntent {
        static var title: LocalizedStringResource { "Select Door" }
        @Parameter(title: "Door") var door: String?
        func perform() async throws -> some IntentResult { .result() }
    }
    struct DoorProvider: AppIntentControlValueProvider {
        func previewValue(configuration: SelectDoor) -> Bool { false }
        func currentValue(configuration: SelectDoor) async throws -> Bool { true }
    }
    func preview<P: AppIntentControlValueProvider>(_ provider: P, _ configuration: P.Configuration) -> P.Value { provider.previewValue(configuration: configuration) }
    let _: Bool = preview(DoorProvider(), SelectDoor())
}

// WidgetKit: AppIntentControlValueProvider.currentValue(configuration:)
@MainActor fileprivate func checkWidgetKit313() async throws {
    struct SelectDoor: ControlConfigurationIntent {
        static var title: LocalizedStringResource { "Select Door" }
        @Parameter(title: "Door") var door: String?
        func perform() async throws -> some IntentResult { .result() }
    }
    struct DoorProvider: AppIntentControlValueProvider {
        func previewValue(configuration: SelectDoor) -> Bool { false }
        func currentValue(configuration: SelectDoor) async throws -> Bool { true }
    }
    let _: Bool = try await DoorProvider().currentValue(configuration: SelectDoor())
}

// WidgetKit: ControlWidgetButton
@MainActor fileprivate func checkWidgetKit314() async throws {
    let _: ControlWidgetButton = ControlWidgetButton(action: CKAction()) { Label("Run", systemImage: "play") }
}

// WidgetKit: ControlWidgetButton.init(action:label:actionLabel:)
@MainActor fileprivate func checkWidgetKit315() async throws {
    _ = ControlWidgetButton(action: CKAction()) {
        Label("Open Trunk", systemImage: "car.side.rear.open")
    } actionLabel: { isActive in
        if isActive {
            Text("Opening…")
        }
    }
}

// WidgetKit: ControlWidgetButton.init(action:label:)
@MainActor fileprivate func checkWidgetKit316() async throws {
    _ = ControlWidgetButton(action: CKAction()) { Label("Run", systemImage: "play") }
}

// WidgetKit: ControlWidgetButton.init(action:label:)
@MainActor fileprivate func checkWidgetKit317() async throws {
    enum Screen: String, AppEnum {
        case home
        static var typeDisplayRepresentation: TypeDisplayRepresentation { "Screen" }
        static var caseDisplayRepresentations: [Screen: DisplayRepresentation] { [.home: "Home"] }
    }
    struct OpenScreen: OpenIntent {
        static var title: LocalizedStringResource { "Open Screen" }
        @Parameter(title: "Screen") var target: Screen
        func perform() async throws -> some IntentResult { .result() }
    }
    _ = ControlWidgetButton(action: OpenScreen()) { Label("Home", systemImage: "house") }
}

// WidgetKit: ControlWidgetButton.init(_:action:actionLabel:)
@MainActor fileprivate func checkWidgetKit318() async throws {
    let key: LocalizedStringKey = "Open Trunk"
    _ = ControlWidgetButton(key, action: CKAction()) { isActive in
        Image(systemName: "car.side.rear.open")
        if isActive {
            Text("Opening…")
        }
    }
}

// WidgetKit: ControlWidgetButton.init(_:action:actionLabel:)
@MainActor fileprivate func checkWidgetKit319() async throws {
    let resource: LocalizedStringResource = "Open Trunk"
    _ = ControlWidgetButton(resource, action: CKAction()) { isActive in
        Image(systemName: isActive ? "car.side.rear.open" : "car.side")
    }
}

// WidgetKit: ControlWidgetButton.init(_:action:actionLabel:)
@MainActor fileprivate func checkWidgetKit320() async throws {
    let title = "Open Trunk"
    _ = ControlWidgetButton(title, action: CKAction()) { isActive in
        Image(systemName: isActive ? "car.side.rear.open" : "car.side")
    }
}

// WidgetKit: ControlWidgetButtonDefaultActionLabel
@MainActor fileprivate func checkWidgetKit321() async throws {
    let _: ControlWidgetButton<Label<Text, Image>, ControlWidgetButtonDefaultActionLabel, CKAction> = ControlWidgetButton(action: CKAction()) { Label("Run", systemImage: "play") }
}

// WidgetKit: ControlWidgetToggle
@MainActor fileprivate func checkWidgetKit322() async throws {
    let _: ControlWidgetToggle = ControlWidgetToggle(isOn: true, action: CKToggleIntent()) { Label("Power", systemImage: "power") }
}

// WidgetKit: ControlWidgetToggle.init(isOn:action:label:valueLabel:)
@MainActor fileprivate func checkWidgetKit323() async throws {
    _ = ControlWidgetToggle(isOn: false, action: CKToggleIntent()) {
        Text("Silent Mode")
    } valueLabel: { isOn in
        Label(isOn ? "Silent" : "Ring", systemImage: isOn ? "bell.slash" : "bell")
    }
}

// WidgetKit: ControlWidgetToggle.init(isOn:action:label:)
@MainActor fileprivate func checkWidgetKit324() async throws {
    _ = ControlWidgetToggle(isOn: true, action: CKToggleIntent()) { Label("Power", systemImage: "power") }
}

// WidgetKit: ControlWidgetToggle.init(_:isOn:action:valueLabel:)
@MainActor fileprivate func checkWidgetKit325() async throws {
    let key: LocalizedStringKey = "Do Not Disturb"
    _ = ControlWidgetToggle(key, isOn: true, action: CKToggleIntent()) { isOn in
        Image(systemName: isOn ? "moon.fill" : "moon")
    }
}

// WidgetKit: ControlWidgetToggle.init(_:isOn:action:valueLabel:)
@MainActor fileprivate func checkWidgetKit326() async throws {
    let resource: LocalizedStringResource = "Do Not Disturb"
    _ = ControlWidgetToggle(resource, isOn: true, action: CKToggleIntent()) { isOn in
        Image(systemName: isOn ? "moon.fill" : "moon")
    }
}

// WidgetKit: ControlWidgetToggle.init(_:isOn:action:valueLabel:)
@MainActor fileprivate func checkWidgetKit327() async throws {
    let title = "Do Not Disturb"
    _ = ControlWidgetToggle(title, isOn: true, action: CKToggleIntent()) { isOn in
        Image(systemName: isOn ? "moon.fill" : "moon")
    }
}

// WidgetKit: ControlWidgetToggleDefaultLabel
@MainActor fileprivate func checkWidgetKit328() async throws {
    let _: ControlWidgetToggle<Label<Text, Image>, ControlWidgetToggleDefaultLabel, CKToggleIntent> = ControlWidgetToggle(isOn: true, action: CKToggleIntent()) { Label("Power", systemImage: "power") }
}

// WidgetKit: View.controlWidgetStatus(_:)
@MainActor fileprivate func checkWidgetKit329() async throws {
    _ = Image(systemName: "moon").controlWidgetStatus(Text("Do Not Disturb Until This Evening"))
}

// WidgetKit: View.controlWidgetStatus(_:)
@MainActor fileprivate func checkWidgetKit330() async throws {
    let key: LocalizedStringKey = "Do Not Disturb Disabled"
    _ = Image(systemName: "moon").controlWidgetStatus(key)
}

// WidgetKit: View.controlWidgetStatus(_:)
@MainActor fileprivate func checkWidgetKit331() async throws {
    let resource: LocalizedStringResource = "Do Not Disturb Disabled"
    _ = Image(systemName: "moon").controlWidgetStatus(resource)
}

// WidgetKit: View.controlWidgetStatus(_:)
@MainActor fileprivate func checkWidgetKit332() async throws {
    let status = "Do Not Disturb Disabled"
    _ = Image(systemName: "moon").controlWidgetStatus(status)
}

// WidgetKit: View.controlWidgetActionHint(_:)
@MainActor fileprivate func checkWidgetKit333() async throws {
    _ = Image(systemName: "note.text").controlWidgetActionHint(Text("Compose a Note"))
}

// WidgetKit: View.controlWidgetActionHint(_:)
@MainActor fileprivate func checkWidgetKit334() async throws {
    let key: LocalizedStringKey = "Compose a Note"
    _ = Image(systemName: "note.text").controlWidgetActionHint(key)
}

// WidgetKit: View.controlWidgetActionHint(_:)
@MainActor fileprivate func checkWidgetKit335() async throws {
    let resource: LocalizedStringResource = "Compose a Note"
    _ = Image(systemName: "note.text").controlWidgetActionHint(resource)
}

// WidgetKit: View.controlWidgetActionHint(_:)
@MainActor fileprivate func checkWidgetKit336() async throws {
    let hint = "Compose a Note"
    _ = Image(systemName: "note.text").controlWidgetActionHint(hint)
}

// WidgetKit: ControlCenter
@MainActor fileprivate func checkWidgetKit337() async throws {
    let center: ControlCenter = .shared
    center.reloadAllControls()
}

// WidgetKit: ControlCenter.shared
@MainActor fileprivate func checkWidgetKit338() async throws {
    _ = ControlCenter.shared
}

// WidgetKit: ControlCenter.currentControls()
@MainActor fileprivate func checkWidgetKit339() async throws {
    let _: [ControlInfo] = try await ControlCenter.shared.currentControls()
}

// WidgetKit: ControlCenter.reloadControls(ofKind:)
@MainActor fileprivate func checkWidgetKit340() async throws {
    ControlCenter.shared.reloadControls(ofKind: "com.example.appliancepower")
}

// WidgetKit: ControlCenter.reloadAllControls()
@MainActor fileprivate func checkWidgetKit341() async throws {
    ControlCenter.shared.reloadAllControls()
}

// WidgetKit: ControlInfo
@MainActor fileprivate func checkWidgetKit342() async throws {
    let controls: [ControlInfo] = try await ControlCenter.shared.currentControls()
    _ = Set(controls.map(\.id))
}

// WidgetKit: ControlInfo.configurationIntent(of:)
@MainActor fileprivate func checkWidgetKit343() async throws {
    struct SelectDoor: ControlConfigurationIntent {
        static var title: LocalizedStringResource { "Select Door" }
        @Parameter(title: "Door") var door: String?
        func perform() async throws -> some IntentResult { .result() }
    }
    func door(_ info: ControlInfo) -> SelectDoor? { info.configurationIntent(of: SelectDoor.self) }
    _ = door
}

// WidgetKit: ControlInfo.kind
@MainActor fileprivate func checkWidgetKit344() async throws {
    func kind(_ info: ControlInfo) -> String { info.kind }
    _ = kind
}

// WidgetKit: ControlInfo.pushInfo
@MainActor fileprivate func checkWidgetKit345() async throws {
    func token(_ info: ControlInfo) -> Data? { info.pushInfo?.token }
    _ = token
}

// WidgetKit: ControlInfo.id
@MainActor fileprivate func checkWidgetKit346() async throws {
    func id(_ info: ControlInfo) -> String { info.id }
    _ = id
}

// WidgetKit: ControlPushHandler
@MainActor fileprivate func checkWidgetKit347() async throws {
    struct Handler: ControlPushHandler {
        func pushTokensDidChange(controls: [ControlInfo]) {
            _ = controls.map(\.kind)
        }
    }
    _ = Handler()
}

// WidgetKit: ControlPushHandler.init()
@MainActor fileprivate func checkWidgetKit348() async throws {
    struct Handler: ControlPushHandler {
        func pushTokensDidChange(controls: [ControlInfo]) {}
    }
    func make<H: ControlPushHandler>(_ type: H.Type) -> H { H() }
    _ = make(Handler.self)
}

// WidgetKit: ControlPushHandler.pushTokensDidChange(controls:)
@MainActor fileprivate func checkWidgetKit349() async throws {
    struct Handler: ControlPushHandler {
        func pushTokensDidChange(controls: [ControlInfo]) {}
    }
    Handler().pushTokensDidChange(controls: [])
}

// WidgetKit: ControlPushInfo
@MainActor fileprivate func checkWidgetKit350() async throws {
    func info(_ control: ControlInfo) -> ControlPushInfo? { control.pushInfo }
    _ = info
}

// WidgetKit: ControlPushInfo.token
@MainActor fileprivate func checkWidgetKit351() async throws {
    func token(_ info: ControlPushInfo) -> Data { info.token }
    _ = token
}

// ActivityKit: Activity
@MainActor fileprivate func checkActivityKit0() async throws {
    let activities: [Activity<CKAttributes>] = Activity<CKAttributes>.activities
    _ = activities.count
}

// ActivityKit: Activity.request(attributes:content:pushType:)
@MainActor fileprivate func checkActivityKit1() async throws {
    _ = try Activity<CKAttributes>.request(attributes: CKAttributes(name: "Pizza"), content: ActivityContent(state: CKAttributes.ContentState(progress: 0.5), staleDate: nil), pushType: .token)
}

// ActivityKit: Activity.request(attributes:contentState:pushType:)
@MainActor fileprivate func checkActivityKit2() async throws {
    _ = try Activity<CKAttributes>.request(attributes: CKAttributes(name: "Pizza"), contentState: CKAttributes.ContentState(progress: 0), pushType: nil)
}

// ActivityKit: Activity.request(attributes:content:pushType:style:)
@MainActor fileprivate func checkActivityKit3() async throws {
    _ = try Activity<CKAttributes>.request(attributes: CKAttributes(name: "Pizza"), content: ActivityContent(state: CKAttributes.ContentState(progress: 0.5), staleDate: nil), pushType: nil, style: .transient)
}

// ActivityKit: Activity.request(attributes:content:pushType:style:alertConfiguration:start:)
@MainActor fileprivate func checkActivityKit4() async throws {
    _ = try Activity<CKAttributes>.request(attributes: CKAttributes(name: "Game"), content: ActivityContent(state: CKAttributes.ContentState(progress: 0.5), staleDate: nil), pushType: nil, style: .standard, alertConfiguration: AlertConfiguration(title: "Kickoff", body: "The game starts now", sound: .default), start: Date().addingTimeInterval(3600))
}

// ActivityKit: Activity.request(attributes:content:pushType:style:alertConfiguration:startDate:)
@MainActor fileprivate func checkActivityKit5() async throws {
    _ = try Activity<CKAttributes>.request(attributes: CKAttributes(name: "Game"), content: ActivityContent(state: CKAttributes.ContentState(progress: 0.5), staleDate: nil), pushType: nil, style: .standard, alertConfiguration: AlertConfiguration(title: "Kickoff", body: "The game starts now", sound: .default), startDate: Date().addingTimeInterval(3600))
}

// ActivityKit: Activity.update(_:)
@MainActor fileprivate func checkActivityKit6() async throws {
    guard let activity = Activity<CKAttributes>.activities.first else { return }
    await activity.update(ActivityContent(state: CKAttributes.ContentState(progress: 0.5), staleDate: nil))
}

// ActivityKit: Activity.update(_:alertConfiguration:)
@MainActor fileprivate func checkActivityKit7() async throws {
    guard let activity = Activity<CKAttributes>.activities.first else { return }
    await activity.update(ActivityContent(state: CKAttributes.ContentState(progress: 0.5), staleDate: nil), alertConfiguration: AlertConfiguration(title: "Update", body: "Halfway there", sound: .default))
}

// ActivityKit: Activity.update(_:alertConfiguration:timestamp:)
@MainActor fileprivate func checkActivityKit8() async throws {
    guard let activity = Activity<CKAttributes>.activities.first else { return }
    await activity.update(ActivityContent(state: CKAttributes.ContentState(progress: 0.5), staleDate: nil), alertConfiguration: nil, timestamp: Date())
}

// ActivityKit: Activity.update(using:)
@MainActor fileprivate func checkActivityKit9() async throws {
    guard let activity = Activity<CKAttributes>.activities.first else { return }
    await activity.update(using: CKAttributes.ContentState(progress: 0.5))
}

// ActivityKit: Activity.update(using:alertConfiguration:)
@MainActor fileprivate func checkActivityKit10() async throws {
    guard let activity = Activity<CKAttributes>.activities.first else { return }
    await activity.update(using: CKAttributes.ContentState(progress: 0.5), alertConfiguration: AlertConfiguration(title: "Update", body: "Halfway there", sound: .named("chime.caf")))
}

// ActivityKit: Activity.end(_:dismissalPolicy:)
@MainActor fileprivate func checkActivityKit11() async throws {
    guard let activity = Activity<CKAttributes>.activities.first else { return }
    await activity.end(ActivityContent(state: CKAttributes.ContentState(progress: 0.5), staleDate: nil), dismissalPolicy: .immediate)
}

// ActivityKit: Activity.end(_:dismissalPolicy:timestamp:)
@MainActor fileprivate func checkActivityKit12() async throws {
    guard let activity = Activity<CKAttributes>.activities.first else { return }
    await activity.end(nil, dismissalPolicy: .after(Date().addingTimeInterval(600)), timestamp: Date())
}

// ActivityKit: Activity.end(using:dismissalPolicy:)
@MainActor fileprivate func checkActivityKit13() async throws {
    guard let activity = Activity<CKAttributes>.activities.first else { return }
    await activity.end(using: CKAttributes.ContentState(progress: 1), dismissalPolicy: .default)
}

// ActivityKit: Activity.activities
@MainActor fileprivate func checkActivityKit14() async throws {
    for activity in Activity<CKAttributes>.activities { _ = activity.id }
}

// ActivityKit: Activity.id
@MainActor fileprivate func checkActivityKit15() async throws {
    guard let activity = Activity<CKAttributes>.activities.first else { return }
    let id: String = activity.id
    _ = id
}

// ActivityKit: Activity.attributes
@MainActor fileprivate func checkActivityKit16() async throws {
    guard let activity = Activity<CKAttributes>.activities.first else { return }
    let name: String = activity.attributes.name
    _ = name
}

// ActivityKit: Activity.content
@MainActor fileprivate func checkActivityKit17() async throws {
    guard let activity = Activity<CKAttributes>.activities.first else { return }
    let progress: Double = activity.content.state.progress
    _ = progress
}

// ActivityKit: Activity.contentState
@MainActor fileprivate func checkActivityKit18() async throws {
    guard let activity = Activity<CKAttributes>.activities.first else { return }
    let progress: Double = activity.contentState.progress
    _ = progress
}

// ActivityKit: Activity.activityState
@MainActor fileprivate func checkActivityKit19() async throws {
    guard let activity = Activity<CKAttributes>.activities.first else { return }
    if activity.activityState == .active { _ = activity.id }
}

// ActivityKit: Activity.pushToken
@MainActor fileprivate func checkActivityKit20() async throws {
    guard let activity = Activity<CKAttributes>.activities.first else { return }
    if let token = activity.pushToken { _ = token.map { String(format: "%02x", $0) }.joined() }
}

// ActivityKit: Activity.pushTokenUpdates
@MainActor fileprivate func checkActivityKit21() async throws {
    guard let activity = Activity<CKAttributes>.activities.first else { return }
    for await token in activity.pushTokenUpdates { _ = token.count }
}

// ActivityKit: Activity.contentUpdates
@MainActor fileprivate func checkActivityKit22() async throws {
    guard let activity = Activity<CKAttributes>.activities.first else { return }
    for await content in activity.contentUpdates { _ = content.state.progress }
}

// ActivityKit: Activity.contentStateUpdates
@MainActor fileprivate func checkActivityKit23() async throws {
    guard let activity = Activity<CKAttributes>.activities.first else { return }
    for await state in activity.contentStateUpdates { _ = state.progress }
}

// ActivityKit: Activity.activityStateUpdates
@MainActor fileprivate func checkActivityKit24() async throws {
    guard let activity = Activity<CKAttributes>.activities.first else { return }
    for await state in activity.activityStateUpdates { _ = state == .ended }
}

// ActivityKit: Activity.activityUpdates
@MainActor fileprivate func checkActivityKit25() async throws {
    for await activity in Activity<CKAttributes>.activityUpdates { _ = activity.id }
}

// ActivityKit: Activity.pushToStartToken
@MainActor fileprivate func checkActivityKit26() async throws {
    if let token = Activity<CKAttributes>.pushToStartToken { _ = token.count }
}

// ActivityKit: Activity.pushToStartTokenUpdates
@MainActor fileprivate func checkActivityKit27() async throws {
    for await token in Activity<CKAttributes>.pushToStartTokenUpdates { _ = token.count }
}

// ActivityKit: Activity.ContentState
@MainActor fileprivate func checkActivityKit28() async throws {
    let state: Activity<CKAttributes>.ContentState = CKAttributes.ContentState(progress: 0.25)
    _ = state
}

// ActivityKit: Activity.ActivityStateUpdates
@MainActor fileprivate func checkActivityKit29() async throws {
    guard let activity = Activity<CKAttributes>.activities.first else { return }
    let updates: Activity<CKAttributes>.ActivityStateUpdates = activity.activityStateUpdates
    for await element in updates { _ = element }
}

// ActivityKit: Activity.ActivityStateUpdates.makeAsyncIterator()
@MainActor fileprivate func checkActivityKit30() async throws {
    guard let activity = Activity<CKAttributes>.activities.first else { return }
    _ = activity.activityStateUpdates.makeAsyncIterator()
}

// ActivityKit: Activity.ActivityStateUpdates.Element
@MainActor fileprivate func checkActivityKit31() async throws {
    let element: Activity<CKAttributes>.ActivityStateUpdates.Element? = nil
    _ = element
}

// ActivityKit: Activity.ActivityUpdates
@MainActor fileprivate func checkActivityKit32() async throws {
    let updates: Activity<CKAttributes>.ActivityUpdates = Activity<CKAttributes>.activityUpdates
    for await element in updates { _ = element }
}

// ActivityKit: Activity.ActivityUpdates.makeAsyncIterator()
@MainActor fileprivate func checkActivityKit33() async throws {
    _ = Activity<CKAttributes>.activityUpdates.makeAsyncIterator()
}

// ActivityKit: Activity.ActivityUpdates.Element
@MainActor fileprivate func checkActivityKit34() async throws {
    let element: Activity<CKAttributes>.ActivityUpdates.Element? = nil
    _ = element
}

// ActivityKit: Activity.ContentUpdates
@MainActor fileprivate func checkActivityKit35() async throws {
    guard let activity = Activity<CKAttributes>.activities.first else { return }
    let updates: Activity<CKAttributes>.ContentUpdates = activity.contentUpdates
    for await element in updates { _ = element }
}

// ActivityKit: Activity.ContentUpdates.makeAsyncIterator()
@MainActor fileprivate func checkActivityKit36() async throws {
    guard let activity = Activity<CKAttributes>.activities.first else { return }
    _ = activity.contentUpdates.makeAsyncIterator()
}

// ActivityKit: Activity.ContentUpdates.Element
@MainActor fileprivate func checkActivityKit37() async throws {
    let element: Activity<CKAttributes>.ContentUpdates.Element? = nil
    _ = element
}

// ActivityKit: Activity.ContentStateUpdates
@MainActor fileprivate func checkActivityKit38() async throws {
    guard let activity = Activity<CKAttributes>.activities.first else { return }
    let updates: Activity<CKAttributes>.ContentStateUpdates = activity.contentStateUpdates
    for await element in updates { _ = element }
}

// ActivityKit: Activity.ContentStateUpdates.makeAsyncIterator()
@MainActor fileprivate func checkActivityKit39() async throws {
    guard let activity = Activity<CKAttributes>.activities.first else { return }
    _ = activity.contentStateUpdates.makeAsyncIterator()
}

// ActivityKit: Activity.ContentStateUpdates.Element
@MainActor fileprivate func checkActivityKit40() async throws {
    let element: Activity<CKAttributes>.ContentStateUpdates.Element? = nil
    _ = element
}

// ActivityKit: Activity.PushTokenUpdates
@MainActor fileprivate func checkActivityKit41() async throws {
    guard let activity = Activity<CKAttributes>.activities.first else { return }
    let updates: Activity<CKAttributes>.PushTokenUpdates = activity.pushTokenUpdates
    for await element in updates { _ = element }
}

// ActivityKit: Activity.PushTokenUpdates.makeAsyncIterator()
@MainActor fileprivate func checkActivityKit42() async throws {
    guard let activity = Activity<CKAttributes>.activities.first else { return }
    _ = activity.pushTokenUpdates.makeAsyncIterator()
}

// ActivityKit: Activity.PushTokenUpdates.Element
@MainActor fileprivate func checkActivityKit43() async throws {
    let element: Activity<CKAttributes>.PushTokenUpdates.Element? = nil
    _ = element
}

// ActivityKit: ActivityAttributes
@MainActor fileprivate func checkActivityKit44() async throws {
    struct PizzaDeliveryAttributes: ActivityAttributes {
        typealias PizzaDeliveryStatus = ContentState
        struct ContentState: Codable, Hashable {
            var driverName: String
            var deliveryTimer: ClosedRange<Date>
        }
        var numberOfPizzas: Int
        var totalAmount: String
    }
    _ = PizzaDeliveryAttributes(numberOfPizzas: 2, totalAmount: "$42")
}

// ActivityKit: ActivityAttributes.ContentState
@MainActor fileprivate func checkActivityKit45() async throws {
    func describe<A: ActivityAttributes>(_ state: A.ContentState, of type: A.Type) -> Int { state.hashValue }
    _ = describe(CKAttributes.ContentState(progress: 1), of: CKAttributes.self)
}

// ActivityKit: ActivityContent
@MainActor fileprivate func checkActivityKit46() async throws {
    let content: ActivityContent<CKAttributes.ContentState> = ActivityContent(state: CKAttributes.ContentState(progress: 0.1), staleDate: nil)
    _ = content
}

// ActivityKit: ActivityContent.init(state:staleDate:relevanceScore:)
@MainActor fileprivate func checkActivityKit47() async throws {
    _ = ActivityContent(state: CKAttributes.ContentState(progress: 0.1), staleDate: Date().addingTimeInterval(900), relevanceScore: 50)
}

// ActivityKit: ActivityContent.state
@MainActor fileprivate func checkActivityKit48() async throws {
    let content = ActivityContent(state: CKAttributes.ContentState(progress: 0.5), staleDate: nil)
    let state: CKAttributes.ContentState = content.state
    _ = state
}

// ActivityKit: ActivityContent.staleDate
@MainActor fileprivate func checkActivityKit49() async throws {
    let content = ActivityContent(state: CKAttributes.ContentState(progress: 0.5), staleDate: nil)
    let date: Date? = content.staleDate
    _ = date
}

// ActivityKit: ActivityContent.relevanceScore
@MainActor fileprivate func checkActivityKit50() async throws {
    let content = ActivityContent(state: CKAttributes.ContentState(progress: 0.5), staleDate: nil)
    let score: Double = content.relevanceScore
    _ = score
}

// ActivityKit: ActivityState
@MainActor fileprivate func checkActivityKit51() async throws {
    guard let activity = Activity<CKAttributes>.activities.first else { return }
    switch activity.activityState {
    case .active, .stale: break
    case .ended, .dismissed: break
    default: break
    }
}

// ActivityKit: ActivityState.active
@MainActor fileprivate func checkActivityKit52() async throws {
    let state: ActivityState = .active
    _ = state
}

// ActivityKit: ActivityState.dismissed
@MainActor fileprivate func checkActivityKit53() async throws {
    let state: ActivityState = .dismissed
    _ = state
}

// ActivityKit: ActivityState.pending
@MainActor fileprivate func checkActivityKit54() async throws {
    let state: ActivityState = .pending
    _ = state
}

// ActivityKit: ActivityState.stale
@MainActor fileprivate func checkActivityKit55() async throws {
    let state: ActivityState = .stale
    _ = state
}

// ActivityKit: ActivityState.ended
@MainActor fileprivate func checkActivityKit56() async throws {
    let state: ActivityState = .ended
    _ = state
}

// ActivityKit: ActivityStyle
@MainActor fileprivate func checkActivityKit57() async throws {
    let style: ActivityStyle = .standard
    _ = style == .transient
}

// ActivityKit: ActivityStyle.standard
@MainActor fileprivate func checkActivityKit58() async throws {
    let style: ActivityStyle = .standard
    _ = style
}

// ActivityKit: ActivityStyle.transient
@MainActor fileprivate func checkActivityKit59() async throws {
    let style: ActivityStyle = .transient
    _ = style
}

// ActivityKit: ActivityUIDismissalPolicy
@MainActor fileprivate func checkActivityKit60() async throws {
    let policy: ActivityUIDismissalPolicy = .default
    _ = policy
}

// ActivityKit: ActivityUIDismissalPolicy.default
@MainActor fileprivate func checkActivityKit61() async throws {
    let policy: ActivityUIDismissalPolicy = .default
    _ = policy
}

// ActivityKit: ActivityUIDismissalPolicy.immediate
@MainActor fileprivate func checkActivityKit62() async throws {
    let policy: ActivityUIDismissalPolicy = .immediate
    _ = policy
}

// ActivityKit: ActivityUIDismissalPolicy.after(_:)
@MainActor fileprivate func checkActivityKit63() async throws {
    _ = ActivityUIDismissalPolicy.after(Date().addingTimeInterval(3600))
}

// ActivityKit: AlertConfiguration
@MainActor fileprivate func checkActivityKit64() async throws {
    let alert: AlertConfiguration = AlertConfiguration(title: "Delivery update", body: "Your pizza is on its way", sound: .default)
    _ = alert
}

// ActivityKit: AlertConfiguration.init(title:body:sound:)
@MainActor fileprivate func checkActivityKit65() async throws {
    _ = AlertConfiguration(title: "Delivery update", body: "Your pizza is on its way", sound: .default)
}

// ActivityKit: AlertConfiguration.title
@MainActor fileprivate func checkActivityKit66() async throws {
    var alert = AlertConfiguration(title: "Delivery update", body: "Your pizza is on its way", sound: .default)
    let value: LocalizedStringResource = alert.title
    alert.title = value
    _ = alert
}

// ActivityKit: AlertConfiguration.body
@MainActor fileprivate func checkActivityKit67() async throws {
    var alert = AlertConfiguration(title: "Delivery update", body: "Your pizza is on its way", sound: .default)
    let value: LocalizedStringResource = alert.body
    alert.body = value
    _ = alert
}

// ActivityKit: AlertConfiguration.sound
@MainActor fileprivate func checkActivityKit68() async throws {
    var alert = AlertConfiguration(title: "Delivery update", body: "Your pizza is on its way", sound: .default)
    let value: AlertConfiguration.AlertSound = alert.sound
    alert.sound = value
    _ = alert
}

// ActivityKit: AlertConfiguration.AlertSound
@MainActor fileprivate func checkActivityKit69() async throws {
    let sound: AlertConfiguration.AlertSound = .default
    _ = sound
}

// ActivityKit: AlertConfiguration.AlertSound.named(_:)
@MainActor fileprivate func checkActivityKit70() async throws {
    _ = AlertConfiguration.AlertSound.named("chime.caf")
}

// ActivityKit: AlertConfiguration.AlertSound.default
@MainActor fileprivate func checkActivityKit71() async throws {
    let sound: AlertConfiguration.AlertSound = .default
    _ = sound
}

// ActivityKit: PushType
@MainActor fileprivate func checkActivityKit72() async throws {
    let push: PushType? = .token
    _ = push
}

// ActivityKit: PushType.token
@MainActor fileprivate func checkActivityKit73() async throws {
    let push: PushType = .token
    _ = push
}

// ActivityKit: PushType.channel(_:)
@MainActor fileprivate func checkActivityKit74() async throws {
    _ = try Activity<CKAttributes>.request(attributes: CKAttributes(name: "Match"), content: ActivityContent(state: CKAttributes.ContentState(progress: 0.5), staleDate: nil), pushType: .channel("c29tZUNoYW5uZWw="))
}

// ActivityKit: ActivityAuthorizationInfo
@MainActor fileprivate func checkActivityKit75() async throws {
    let info: ActivityAuthorizationInfo = ActivityAuthorizationInfo()
    _ = info.areActivitiesEnabled
}

// ActivityKit: ActivityAuthorizationInfo.init()
@MainActor fileprivate func checkActivityKit76() async throws {
    _ = ActivityAuthorizationInfo()
}

// ActivityKit: ActivityAuthorizationInfo.areActivitiesEnabled
@MainActor fileprivate func checkActivityKit77() async throws {
    if ActivityAuthorizationInfo().areActivitiesEnabled { _ = Activity<CKAttributes>.activities }
}

// ActivityKit: ActivityAuthorizationInfo.activityEnablementUpdates
@MainActor fileprivate func checkActivityKit78() async throws {
    for await enabled in ActivityAuthorizationInfo().activityEnablementUpdates { _ = enabled }
}

// ActivityKit: ActivityAuthorizationInfo.frequentPushesEnabled
@MainActor fileprivate func checkActivityKit79() async throws {
    let enabled: Bool = ActivityAuthorizationInfo().frequentPushesEnabled
    _ = enabled
}

// ActivityKit: ActivityAuthorizationInfo.frequentPushEnablementUpdates
@MainActor fileprivate func checkActivityKit80() async throws {
    for await enabled in ActivityAuthorizationInfo().frequentPushEnablementUpdates { _ = enabled }
}

// ActivityKit: ActivityAuthorizationInfo.ActivityEnablementUpdates
@MainActor fileprivate func checkActivityKit81() async throws {
    let updates: ActivityAuthorizationInfo.ActivityEnablementUpdates = ActivityAuthorizationInfo().activityEnablementUpdates
    for await enabled in updates { _ = enabled }
}

// ActivityKit: ActivityAuthorizationInfo.ActivityEnablementUpdates.makeAsyncIterator()
@MainActor fileprivate func checkActivityKit82() async throws {
    _ = ActivityAuthorizationInfo().activityEnablementUpdates.makeAsyncIterator()
}

// ActivityKit: ActivityAuthorizationInfo.ActivityEnablementUpdates.Element
@MainActor fileprivate func checkActivityKit83() async throws {
    let element: ActivityAuthorizationInfo.ActivityEnablementUpdates.Element = true
    _ = element
}

// ActivityKit: ActivityAuthorizationInfo.FrequentPushEnablementUpdates
@MainActor fileprivate func checkActivityKit84() async throws {
    let updates: ActivityAuthorizationInfo.FrequentPushEnablementUpdates = ActivityAuthorizationInfo().frequentPushEnablementUpdates
    for await enabled in updates { _ = enabled }
}

// ActivityKit: ActivityAuthorizationInfo.FrequentPushEnablementUpdates.makeAsyncIterator()
@MainActor fileprivate func checkActivityKit85() async throws {
    _ = ActivityAuthorizationInfo().frequentPushEnablementUpdates.makeAsyncIterator()
}

// ActivityKit: ActivityAuthorizationInfo.FrequentPushEnablementUpdates.Element
@MainActor fileprivate func checkActivityKit86() async throws {
    let element: ActivityAuthorizationInfo.FrequentPushEnablementUpdates.Element = true
    _ = element
}

// ActivityKit: ActivityAuthorizationError
@MainActor fileprivate func checkActivityKit87() async throws {
    do {
        _ = try Activity<CKAttributes>.request(attributes: CKAttributes(name: "Pizza"), content: ActivityContent(state: CKAttributes.ContentState(progress: 0.5), staleDate: nil))
    } catch let error as ActivityAuthorizationError {
        _ = error.localizedDescription
    }
}

// ActivityKit: ActivityAuthorizationError.attributesTooLarge
@MainActor fileprivate func checkActivityKit88() async throws {
    let error: ActivityAuthorizationError = .attributesTooLarge
    _ = error
}

// ActivityKit: ActivityAuthorizationError.denied
@MainActor fileprivate func checkActivityKit89() async throws {
    let error: ActivityAuthorizationError = .denied
    _ = error
}

// ActivityKit: ActivityAuthorizationError.globalMaximumExceeded
@MainActor fileprivate func checkActivityKit90() async throws {
    let error: ActivityAuthorizationError = .globalMaximumExceeded
    _ = error
}

// ActivityKit: ActivityAuthorizationError.malformedActivityIdentifier
@MainActor fileprivate func checkActivityKit91() async throws {
    let error: ActivityAuthorizationError = .malformedActivityIdentifier
    _ = error
}

// ActivityKit: ActivityAuthorizationError.missingProcessIdentifier
@MainActor fileprivate func checkActivityKit92() async throws {
    let error: ActivityAuthorizationError = .missingProcessIdentifier
    _ = error
}

// ActivityKit: ActivityAuthorizationError.persistenceFailure
@MainActor fileprivate func checkActivityKit93() async throws {
    let error: ActivityAuthorizationError = .persistenceFailure
    _ = error
}

// ActivityKit: ActivityAuthorizationError.reconnectNotPermitted
@MainActor fileprivate func checkActivityKit94() async throws {
    let error: ActivityAuthorizationError = .reconnectNotPermitted
    _ = error
}

// ActivityKit: ActivityAuthorizationError.targetMaximumExceeded
@MainActor fileprivate func checkActivityKit95() async throws {
    let error: ActivityAuthorizationError = .targetMaximumExceeded
    _ = error
}

// ActivityKit: ActivityAuthorizationError.unentitled
@MainActor fileprivate func checkActivityKit96() async throws {
    let error: ActivityAuthorizationError = .unentitled
    _ = error
}

// ActivityKit: ActivityAuthorizationError.unsupported
@MainActor fileprivate func checkActivityKit97() async throws {
    let error: ActivityAuthorizationError = .unsupported
    _ = error
}

// ActivityKit: ActivityAuthorizationError.unsupportedTarget
@MainActor fileprivate func checkActivityKit98() async throws {
    let error: ActivityAuthorizationError = .unsupportedTarget
    _ = error
}

// ActivityKit: ActivityAuthorizationError.visibility
@MainActor fileprivate func checkActivityKit99() async throws {
    let error: ActivityAuthorizationError = .visibility
    _ = error
}

// ActivityKit: ActivityAuthorizationError.errorDomain
@MainActor fileprivate func checkActivityKit100() async throws {
    let domain: String = ActivityAuthorizationError.errorDomain
    _ = domain
}

// ActivityKit: ActivityAuthorizationError.errorCode
@MainActor fileprivate func checkActivityKit101() async throws {
    let code: Int = ActivityAuthorizationError.denied.errorCode
    _ = code
}

// ActivityKit: ActivityAuthorizationError.failureReason
@MainActor fileprivate func checkActivityKit102() async throws {
    let reason: String? = ActivityAuthorizationError.denied.failureReason
    _ = reason
}

// ActivityKit: ActivityAuthorizationError.recoverySuggestion
@MainActor fileprivate func checkActivityKit103() async throws {
    let suggestion: String? = ActivityAuthorizationError.denied.recoverySuggestion
    _ = suggestion
}

// ActivityKit: ActivityAuthorizationError.errorDescription
@MainActor fileprivate func checkActivityKit104() async throws {
    let text: String? = ActivityAuthorizationError.denied.errorDescription
    _ = text
}

// AppIntents: AppIntent
struct AIProtoIntent: AppIntent {
    static var title: LocalizedStringResource { "AIProtoIntent" }
    func perform() async throws -> some IntentResult { .result() }
}

// AppIntents: AppIntent.title
@MainActor fileprivate func checkAppIntents1() async throws {
    _ = CKAction.title
}

// AppIntents: AppIntent.description
struct AIDescIntent: AppIntent {
    static var title: LocalizedStringResource { "AIDescIntent" }
    static var description: IntentDescription? { IntentDescription("Refreshes the widget.") }
    func perform() async throws -> some IntentResult { .result() }
}
@MainActor fileprivate func checkAIDescIntent() {
    _ = AIDescIntent.description
}

// AppIntents: AppIntent.perform()
@MainActor fileprivate func checkAppIntents3() async throws {
    _ = try await CKAction().perform()
}

// AppIntents: AppIntent.PerformResult
@MainActor fileprivate func checkAppIntents4() async throws {
    func run<I: AppIntent>(_ intent: I) async throws -> I.PerformResult { try await intent.perform() }
    _ = try await run(CKAction())
}

// AppIntents: AppIntent.init()
@MainActor fileprivate func checkAppIntents5() async throws {
    func make<I: AppIntent>(_ type: I.Type) -> I { I() }
    _ = make(CKAction.self)
}

// AppIntents: AppIntent.parameterSummary
struct AISummaryIntent: AppIntent {
    static var title: LocalizedStringResource { "AISummaryIntent" }
    @Parameter(title: "Name") var name: String?
    static var parameterSummary: some ParameterSummary {
        Summary("Greet \(\.$name)")
    }
    func perform() async throws -> some IntentResult { .result() }
}
@MainActor fileprivate func checkAISummaryIntent() {
    _ = AISummaryIntent.parameterSummary
}

// AppIntents: AppIntent.SummaryContent
@MainActor fileprivate func checkAppIntents7() async throws {
    func summary<I: AppIntent>(_ type: I.Type) -> I.SummaryContent { I.parameterSummary }
    _ = summary(CKIntent.self)
}

// AppIntents: AppIntent.openAppWhenRun
struct AIOpenAppIntent: AppIntent {
    static var title: LocalizedStringResource { "AIOpenAppIntent" }
    func perform() async throws -> some IntentResult { .result() }
}
@available(*, deprecated, message: "exercises a deprecated API")
extension AIOpenAppIntent {
    static var openAppWhenRun: Bool { true }
}
@available(*, deprecated, message: "exercises a deprecated API")
@MainActor fileprivate func checkAIOpenAppIntent() {
    _ = AIOpenAppIntent.openAppWhenRun
}

// AppIntents: AppIntent.isDiscoverable
struct AIHiddenIntent: AppIntent {
    static var title: LocalizedStringResource { "AIHiddenIntent" }
    static var isDiscoverable: Bool { false }
    func perform() async throws -> some IntentResult { .result() }
}
@MainActor fileprivate func checkAIHiddenIntent() {
    _ = AIHiddenIntent.isDiscoverable
}

// AppIntents: AppIntent.authenticationPolicy
struct AIAuthIntent: AppIntent {
    static var title: LocalizedStringResource { "AIAuthIntent" }
    static var authenticationPolicy: IntentAuthenticationPolicy { .requiresAuthentication }
    func perform() async throws -> some IntentResult { .result() }
}
@MainActor fileprivate func checkAIAuthIntent() {
    _ = AIAuthIntent.authenticationPolicy
}

// AppIntents: AppIntent.supportedModes
struct AIModesIntent: AppIntent {
    static var title: LocalizedStringResource { "AIModesIntent" }
    static var supportedModes: IntentModes { .background }
    func perform() async throws -> some IntentResult { .result() }
}
@MainActor fileprivate func checkAIModesIntent() {
    _ = AIModesIntent.supportedModes
}

// AppIntents: AppIntent.Parameter
struct AIParamAliasIntent: AppIntent {
    static var title: LocalizedStringResource { "AIParamAliasIntent" }
    @Parameter(title: "City") var city: String?
    func perform() async throws -> some IntentResult { .result() }
}

// AppIntents: IntentModes
@MainActor fileprivate func checkAppIntents13() async throws {
    let modes: IntentModes = .background
    _ = modes
}

// AppIntents: IntentModes.background
@MainActor fileprivate func checkAppIntents14() async throws {
    _ = IntentModes.background
}

// AppIntents: IntentModes.foreground
@MainActor fileprivate func checkAppIntents15() async throws {
    _ = IntentModes.foreground
}

// AppIntents: IntentAuthenticationPolicy
@MainActor fileprivate func checkAppIntents16() async throws {
    let policy: IntentAuthenticationPolicy = .requiresLocalDeviceAuthentication
    _ = policy
}

// AppIntents: IntentAuthenticationPolicy.alwaysAllowed
@MainActor fileprivate func checkAppIntents17() async throws {
    _ = IntentAuthenticationPolicy.alwaysAllowed
}

// AppIntents: IntentAuthenticationPolicy.requiresAuthentication
@MainActor fileprivate func checkAppIntents18() async throws {
    _ = IntentAuthenticationPolicy.requiresAuthentication
}

// AppIntents: IntentAuthenticationPolicy.requiresLocalDeviceAuthentication
@MainActor fileprivate func checkAppIntents19() async throws {
    _ = IntentAuthenticationPolicy.requiresLocalDeviceAuthentication
}

// AppIntents: WidgetConfigurationIntent
struct AIWidgetConfig: WidgetConfigurationIntent {
    static var title: LocalizedStringResource { "AIWidgetConfig" }
    @Parameter(title: "City", default: "Cupertino") var city: String
}

// AppIntents: ControlConfigurationIntent
struct AIControlConfig: ControlConfigurationIntent {
    static var title: LocalizedStringResource { "AIControlConfig" }
    @Parameter(title: "Door") var door: String?
}

// AppIntents: SetValueIntent
struct AISetValue: SetValueIntent {
    static var title: LocalizedStringResource { "AISetValue" }
    @Parameter(title: "Silent") var value: Bool
    func perform() async throws -> some IntentResult { .result() }
}

// AppIntents: SetValueIntent.value
@MainActor fileprivate func checkAppIntents23() async throws {
    let intent = CKToggleIntent()
    intent.value = true
    _ = intent.value
}

// AppIntents: SetValueIntent.ValueType
@MainActor fileprivate func checkAppIntents24() async throws {
    func current<I: SetValueIntent>(_ intent: I) -> I.ValueType { intent.value }
    _ = current(CKToggleIntent())
}

// AppIntents: LiveActivityIntent
struct AILiveActivityAction: LiveActivityIntent {
    static var title: LocalizedStringResource { "AILiveActivityAction" }
    @Parameter(title: "Activity") var activityID: String?
    func perform() async throws -> some IntentResult { .result() }
}

// AppIntents: AudioPlaybackIntent
struct AIPlayAudio: AudioPlaybackIntent {
    static var title: LocalizedStringResource { "AIPlayAudio" }
    func perform() async throws -> some IntentResult { .result() }
}

// AppIntents: OpenIntent
struct AIOpenEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Item" }
    static var defaultQuery: AIOpenQuery { AIOpenQuery() }
    var id: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}
struct AIOpenQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [AIOpenEntity] {
        identifiers.map { AIOpenEntity(id: $0) }
    }
}
struct AIOpenItemIntent: OpenIntent {
    static var title: LocalizedStringResource { "AIOpenItemIntent" }
    @Parameter(title: "Item") var target: AIOpenEntity
    func perform() async throws -> some IntentResult { .result() }
}

// AppIntents: OpenIntent.target
struct AIOpenTEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Item" }
    static var defaultQuery: AIOpenTQuery { AIOpenTQuery() }
    var id: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}
struct AIOpenTQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [AIOpenTEntity] {
        identifiers.map { AIOpenTEntity(id: $0) }
    }
}
struct AIOpenTargetIntent: OpenIntent {
    static var title: LocalizedStringResource { "AIOpenTargetIntent" }
    @Parameter(title: "Item") var target: AIOpenTEntity
    func perform() async throws -> some IntentResult { .result() }
}
@MainActor fileprivate func checkAIOpenTargetIntent() {
    let intent = AIOpenTargetIntent()
    intent.target = AIOpenTEntity(id: "a")
    _ = intent.target
}

// AppIntents: CustomIntentMigratedAppIntent
struct AIMigratedIntent: CustomIntentMigratedAppIntent {
    static var title: LocalizedStringResource { "AIMigratedIntent" }
    static var intentClassName: String { "ConfigurationIntent" }
    func perform() async throws -> some IntentResult { .result() }
}

// AppIntents: CustomIntentMigratedAppIntent.intentClassName
struct AIMigratedWidgetIntent: CustomIntentMigratedAppIntent, WidgetConfigurationIntent {
    static var title: LocalizedStringResource { "AIMigratedWidgetIntent" }
    static var intentClassName: String { "SelectCityIntent" }
}
@MainActor fileprivate func checkAIMigratedWidgetIntent() {
    _ = AIMigratedWidgetIntent.intentClassName
}

// AppIntents: IntentDescription
@MainActor fileprivate func checkAppIntents31() async throws {
    let description: IntentDescription = "Shows the forecast."
    _ = description
}

// AppIntents: IntentDescription.init(_:categoryName:searchKeywords:)
@MainActor fileprivate func checkAppIntents32() async throws {
    _ = IntentDescription("Shows the forecast.", categoryName: "Weather", searchKeywords: ["rain"])
}

// AppIntents: IntentDescription.init(_:categoryName:searchKeywords:resultValueName:)
@MainActor fileprivate func checkAppIntents33() async throws {
    _ = IntentDescription("Counts the steps.", categoryName: "Health", resultValueName: "Steps")
}

// AppIntents: IntentDescription.categoryName
@MainActor fileprivate func checkAppIntents34() async throws {
    let description = IntentDescription("Shows the forecast.", categoryName: "Weather")
    _ = description.categoryName
}

// AppIntents: IntentDescription.searchKeywords
@MainActor fileprivate func checkAppIntents35() async throws {
    let description = IntentDescription("Shows the forecast.", searchKeywords: ["rain"])
    _ = description.searchKeywords
}

// AppIntents: IntentDescription.descriptionText
@MainActor fileprivate func checkAppIntents36() async throws {
    let description = IntentDescription("Shows the forecast.")
    _ = description.descriptionText
}

// AppIntents: IntentDialog
@MainActor fileprivate func checkAppIntents37() async throws {
    let dialog: IntentDialog = "Which city?"
    _ = dialog
}

// AppIntents: IntentDialog.init(_:)
@MainActor fileprivate func checkAppIntents38() async throws {
    _ = IntentDialog("Which city?")
}

// AppIntents: IntentDialog.init(full:supporting:)
@MainActor fileprivate func checkAppIntents39() async throws {
    _ = IntentDialog(full: "The widget now shows Paris.", supporting: "Paris")
}

// AppIntents: IntentDialog.init(full:systemImageName:)
@MainActor fileprivate func checkAppIntents40() async throws {
    _ = IntentDialog(full: "Done.", systemImageName: "checkmark")
}

// AppIntents: IntentDialog.init(full:supporting:systemImageName:)
@MainActor fileprivate func checkAppIntents41() async throws {
    _ = IntentDialog(full: "Timer started.", supporting: "Started", systemImageName: "timer")
}

// AppIntents: IntentDialog.init(stringLiteral:)
@MainActor fileprivate func checkAppIntents42() async throws {
    _ = IntentDialog(stringLiteral: "Done.")
}

// AppIntents: IntentParameter
struct AIParamIntent: AppIntent {
    static var title: LocalizedStringResource { "AIParamIntent" }
    @IntentParameter(title: "Note") var note: String?
    func perform() async throws -> some IntentResult { .result() }
}

// AppIntents: IntentParameter.wrappedValue
struct AIWrappedIntent: AppIntent {
    static var title: LocalizedStringResource { "AIWrappedIntent" }
    @Parameter(title: "Note") var note: String?
    func perform() async throws -> some IntentResult { .result() }
}
@MainActor fileprivate func checkAIWrappedIntent() {
    let intent = AIWrappedIntent()
    intent.note = "Hello"
    _ = intent.note
}

// AppIntents: IntentParameter.projectedValue
struct AIProjectedIntent: AppIntent {
    static var title: LocalizedStringResource { "AIProjectedIntent" }
    @Parameter(title: "Note") var note: String?
    func perform() async throws -> some IntentResult { .result() }
}
@MainActor fileprivate func checkAIProjectedIntent() {
    let intent = AIProjectedIntent()
    _ = intent.$note
}

// AppIntents: IntentParameter.requestValue(_:)
struct AIRequestValueIntent: AppIntent {
    static var title: LocalizedStringResource { "Ask" }
    @Parameter(title: "City") var city: String?
    func perform() async throws -> some IntentResult {
        if city == nil {
            city = try await $city.requestValue("Which city?")
        }
        return .result()
    }
}

// AppIntents: IntentParameter.needsValueError(_:)
struct AINeedsValueIntent: AppIntent {
    static var title: LocalizedStringResource { "Need" }
    @Parameter(title: "City") var city: String?
    func perform() async throws -> some IntentResult {
        guard city != nil else { throw $city.needsValueError("Which city?") }
        return .result()
    }
}

// AppIntents: IntentParameter.requestDisambiguation(among:dialog:)
struct AIDisambiguateIntent: AppIntent {
    static var title: LocalizedStringResource { "Pick" }
    @Parameter(title: "City") var city: String
    func perform() async throws -> some IntentResult {
        city = try await $city.requestDisambiguation(among: ["Paris", "Paris, TX"], dialog: "Which Paris?")
        return .result()
    }
}

// AppIntents: IntentParameter.requestConfirmation(for:dialog:)
struct AIConfirmParamIntent: AppIntent {
    static var title: LocalizedStringResource { "Confirm" }
    @Parameter(title: "City") var city: String
    func perform() async throws -> some IntentResult {
        _ = try await $city.requestConfirmation(for: city, dialog: "Use this city?")
        return .result()
    }
}

// AppIntents: IntentParameter.needsDisambiguationError(among:dialog:)
struct AINeedsDisambiguationIntent: AppIntent {
    static var title: LocalizedStringResource { "Choose" }
    @Parameter(title: "City") var city: String
    func perform() async throws -> some IntentResult {
        if city == "Paris" {
            throw $city.needsDisambiguationError(among: ["Paris", "Paris, TX"], dialog: "Which Paris?")
        }
        return .result()
    }
}

// AppIntents: IntentParameter.init(title:description:default:inputOptions:requestValueDialog:inputConnectionBehavior:)
struct AIStringParam: AppIntent {
    static var title: LocalizedStringResource { "AIStringParam" }
    @Parameter(title: "Greeting", description: "What the widget says", default: "Hello", requestValueDialog: "What should it say?") var greeting: String
    func perform() async throws -> some IntentResult { .result() }
}

// AppIntents: IntentParameter.init(title:description:default:displayName:requestValueDialog:inputConnectionBehavior:)
struct AIBoolParam: AppIntent {
    static var title: LocalizedStringResource { "AIBoolParam" }
    @Parameter(title: "Show Seconds", default: true, displayName: Bool.IntentDisplayName(true: "On", false: "Off")) var showSeconds: Bool
    func perform() async throws -> some IntentResult { .result() }
}

// AppIntents: IntentParameter.init(title:description:default:controlStyle:inclusiveRange:requestValueDialog:inputConnectionBehavior:)
struct AIIntParam: AppIntent {
    static var title: LocalizedStringResource { "AIIntParam" }
    @Parameter(title: "Days", default: 3, controlStyle: .stepper, inclusiveRange: (1, 7)) var days: Int
    func perform() async throws -> some IntentResult { .result() }
}

// AppIntents: IntentParameter.init(title:description:default:controlStyle:inclusiveRange:requestValueDialog:inputConnectionBehavior:)
struct AIDoubleParam: AppIntent {
    static var title: LocalizedStringResource { "AIDoubleParam" }
    @Parameter(title: "Opacity", default: 0.5, controlStyle: .slider, inclusiveRange: (0, 1)) var opacity: Double
    func perform() async throws -> some IntentResult { .result() }
}

// AppIntents: IntentParameter.init(title:description:controlStyle:inclusiveRange:requestValueDialog:inputConnectionBehavior:optionsProvider:)
struct AIIntOptions: DynamicOptionsProvider {
    func results() async throws -> [Int] { [5, 10, 15] }
}
struct AIIntOptionsParam: AppIntent {
    static var title: LocalizedStringResource { "AIIntOptionsParam" }
    @Parameter(title: "Minutes", optionsProvider: AIIntOptions()) var minutes: Int
    func perform() async throws -> some IntentResult { .result() }
}

// AppIntents: IntentParameter.init(title:description:requestValueDialog:inputConnectionBehavior:optionsProvider:)
struct AICityOptions: DynamicOptionsProvider {
    func results() async throws -> [String] { ["Paris", "Tokyo"] }
}
struct AIStringOptionsParam: AppIntent {
    static var title: LocalizedStringResource { "AIStringOptionsParam" }
    @Parameter(title: "City", optionsProvider: AICityOptions()) var city: String
    func perform() async throws -> some IntentResult { .result() }
}

// AppIntents: IntentParameter.init(title:description:default:requestValueDialog:requestDisambiguationDialog:inputConnectionBehavior:)
struct AIEPEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Item" }
    static var defaultQuery: AIEPQuery { AIEPQuery() }
    var id: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}
struct AIEPQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [AIEPEntity] {
        identifiers.map { AIEPEntity(id: $0) }
    }
}
struct AIEntityParam: WidgetConfigurationIntent {
    static var title: LocalizedStringResource { "AIEntityParam" }
    @Parameter(title: "Item", requestDisambiguationDialog: "Which one?") var item: AIEPEntity?
}

// AppIntents: IntentParameter.init(title:description:default:requestValueDialog:requestDisambiguationDialog:inputConnectionBehavior:query:)
struct AIEQPEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Item" }
    static var defaultQuery: AIEQPQuery { AIEQPQuery() }
    var id: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}
struct AIEQPQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [AIEQPEntity] {
        identifiers.map { AIEQPEntity(id: $0) }
    }
}
struct AIEQPFavorites: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [AIEQPEntity] { [] }
    func suggestedEntities() async throws -> [AIEQPEntity] { [AIEQPEntity(id: "fav")] }
}
struct AIEntityQueryParam: WidgetConfigurationIntent {
    static var title: LocalizedStringResource { "AIEntityQueryParam" }
    @Parameter(title: "Favorite", query: AIEQPFavorites()) var favorite: AIEQPEntity?
}

// AppIntents: IntentParameter.init(description:default:requestValueDialog:requestDisambiguationDialog:inputConnectionBehavior:)
struct AIEDPEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Item" }
    static var defaultQuery: AIEDPQuery { AIEDPQuery() }
    var id: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}
struct AIEDPQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [AIEDPEntity] {
        identifiers.map { AIEDPEntity(id: $0) }
    }
}
struct AIEntityNoTitleParam: WidgetConfigurationIntent {
    static var title: LocalizedStringResource { "AIEntityNoTitleParam" }
    @Parameter(description: "The item to show") var item: AIEDPEntity?
}

// AppIntents: IntentParameter.init(title:description:default:requestValueDialog:inputConnectionBehavior:)
enum AIEnumPEnum: String, AppEnum {
    case small
    case large
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Size" }
    static var caseDisplayRepresentations: [AIEnumPEnum: DisplayRepresentation] { [.small: "Small", .large: "Large"] }
}
struct AIEnumParam: WidgetConfigurationIntent {
    static var title: LocalizedStringResource { "AIEnumParam" }
    @Parameter(title: "Size", default: .small) var size: AIEnumPEnum
}

// AppIntents: IntentParameter.IntControlStyle
@MainActor fileprivate func checkAppIntents61() async throws {
    let style: IntentParameter<Int>.IntControlStyle = .field
    _ = style
}

// AppIntents: IntentParameter.IntControlStyle.field
@MainActor fileprivate func checkAppIntents62() async throws {
    _ = IntentParameter<Int>.IntControlStyle.field
}

// AppIntents: IntentParameter.IntControlStyle.stepper
@MainActor fileprivate func checkAppIntents63() async throws {
    _ = IntentParameter<Int>.IntControlStyle.stepper
}

// AppIntents: IntentParameter.DoubleControlStyle
@MainActor fileprivate func checkAppIntents64() async throws {
    let style: IntentParameter<Double>.DoubleControlStyle = .slider
    _ = style
}

// AppIntents: IntentParameter.DoubleControlStyle.field
@MainActor fileprivate func checkAppIntents65() async throws {
    _ = IntentParameter<Double>.DoubleControlStyle.field
}

// AppIntents: IntentParameter.DoubleControlStyle.slider
@MainActor fileprivate func checkAppIntents66() async throws {
    _ = IntentParameter<Double>.DoubleControlStyle.slider
}

// AppIntents: IntentParameter.DoubleControlStyle.stepper
@MainActor fileprivate func checkAppIntents67() async throws {
    _ = IntentParameter<Double>.DoubleControlStyle.stepper
}

// AppIntents: AppEntity
struct AIAEEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Item" }
    static var defaultQuery: AIAEQuery { AIAEQuery() }
    var id: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}
struct AIAEQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [AIAEEntity] {
        identifiers.map { AIAEEntity(id: $0) }
    }
}

// AppIntents: AppEntity.defaultQuery
struct AIDQEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Item" }
    static var defaultQuery: AIDQQuery { AIDQQuery() }
    var id: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}
struct AIDQQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [AIDQEntity] {
        identifiers.map { AIDQEntity(id: $0) }
    }
}
@MainActor fileprivate func checkAIDQ() async throws {
    _ = try await AIDQEntity.defaultQuery.entities(for: ["a"])
}

// AppIntents: AppEntity.DefaultQuery
struct AIDQTEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Item" }
    static var defaultQuery: AIDQTQuery { AIDQTQuery() }
    var id: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}
struct AIDQTQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [AIDQTEntity] {
        identifiers.map { AIDQTEntity(id: $0) }
    }
}
@MainActor fileprivate func checkAIDQT() {
    func query<E: AppEntity>(_ type: E.Type) -> E.DefaultQuery { E.defaultQuery }
    _ = query(AIDQTEntity.self)
}

// AppIntents: InstanceDisplayRepresentable.displayRepresentation
struct AIDREntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Item" }
    static var defaultQuery: AIDRQuery { AIDRQuery() }
    var id: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}
struct AIDRQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [AIDREntity] {
        identifiers.map { AIDREntity(id: $0) }
    }
}
@MainActor fileprivate func checkAIDR() {
    _ = AIDREntity(id: "a").displayRepresentation
}

// AppIntents: TypeDisplayRepresentable
enum AITDRpEnum: String, AppEnum {
    case small
    case large
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Size" }
    static var caseDisplayRepresentations: [AITDRpEnum: DisplayRepresentation] { [.small: "Small", .large: "Large"] }
}
@MainActor fileprivate func checkAITDRp() {
    func name<T: TypeDisplayRepresentable>(_ type: T.Type) -> TypeDisplayRepresentation { T.typeDisplayRepresentation }
    _ = name(AITDRpEnum.self)
}

// AppIntents: TypeDisplayRepresentable.typeDisplayRepresentation
struct AITDREntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Item" }
    static var defaultQuery: AITDRQuery { AITDRQuery() }
    var id: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}
struct AITDRQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [AITDREntity] {
        identifiers.map { AITDREntity(id: $0) }
    }
}
@MainActor fileprivate func checkAITDR() {
    _ = AITDREntity.typeDisplayRepresentation
}

// AppIntents: EntityProperty
struct AIPropEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Trail" }
    static var defaultQuery: AIPropQuery { AIPropQuery() }
    var id: String
    @EntityProperty(title: "Name") var name: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
    init(id: String, name: String) {
        self.id = id
        self.name = name
    }
}
struct AIPropQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [AIPropEntity] { identifiers.map { AIPropEntity(id: $0, name: $0) } }
}

// AppIntents: EntityProperty.init(title:)
struct AIPropTEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Trail" }
    static var defaultQuery: AIPropTQuery { AIPropTQuery() }
    var id: String
    @Property(title: "Length") var length: Int
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
    init(id: String, length: Int) {
        self.id = id
        self.length = length
    }
}
struct AIPropTQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [AIPropTEntity] { identifiers.map { AIPropTEntity(id: $0, length: 1) } }
}
@MainActor fileprivate func checkAIPropTEntity() {
    _ = AIPropTEntity(id: "a", length: 3).length
}

// AppIntents: EntityQuery
struct AIEQEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Item" }
    static var defaultQuery: AIEQQuery { AIEQQuery() }
    var id: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}
struct AIEQQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [AIEQEntity] {
        identifiers.map { AIEQEntity(id: $0) }
    }
}

// AppIntents: EntityQuery.entities(for:)
struct AIEQFEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Item" }
    static var defaultQuery: AIEQFQuery { AIEQFQuery() }
    var id: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}
struct AIEQFQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [AIEQFEntity] {
        identifiers.map { AIEQFEntity(id: $0) }
    }
}
@MainActor fileprivate func checkAIEQF() async throws {
    _ = try await AIEQFQuery().entities(for: ["a", "b"])
}

// AppIntents: EntityQuery.suggestedEntities()
struct AIEQSEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Item" }
    static var defaultQuery: AIEQSQuery { AIEQSQuery() }
    var id: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}
struct AIEQSQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [AIEQSEntity] {
        identifiers.map { AIEQSEntity(id: $0) }
    }
    func suggestedEntities() async throws -> [AIEQSEntity] { [AIEQSEntity(id: "a")] }
}
@MainActor fileprivate func checkAIEQS() async throws {
    _ = try await AIEQSQuery().suggestedEntities()
}

// AppIntents: EntityQuery.Entity
struct AIEQEEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Item" }
    static var defaultQuery: AIEQEQuery { AIEQEQuery() }
    var id: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}
struct AIEQEQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [AIEQEEntity] {
        identifiers.map { AIEQEEntity(id: $0) }
    }
}
@MainActor fileprivate func checkAIEQE() async throws {
    func first<Q: EntityQuery>(_ query: Q, id: Q.Entity.ID) async throws -> Q.Entity? where Q.Result == [Q.Entity] {
        try await query.entities(for: [id]).first
    }
    _ = try await first(AIEQEQuery(), id: "a")
}

// AppIntents: EntityQuery.init()
struct AIEQIEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Item" }
    static var defaultQuery: AIEQIQuery { AIEQIQuery() }
    var id: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}
struct AIEQIQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [AIEQIEntity] {
        identifiers.map { AIEQIEntity(id: $0) }
    }
}
@MainActor fileprivate func checkAIEQI() {
    func make<Q: EntityQuery>(_ type: Q.Type) -> Q { Q() }
    _ = make(AIEQIQuery.self)
}

// AppIntents: EntityStringQuery
struct AIESQEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Item" }
    static var defaultQuery: AIESQQuery { AIESQQuery() }
    var id: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}
struct AIESQQuery: EntityStringQuery {
    func entities(for identifiers: [String]) async throws -> [AIESQEntity] {
        identifiers.map { AIESQEntity(id: $0) }
    }
    func entities(matching string: String) async throws -> [AIESQEntity] { [AIESQEntity(id: string)] }
}

// AppIntents: EntityStringQuery.entities(matching:)
struct AIESMEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Item" }
    static var defaultQuery: AIESMQuery { AIESMQuery() }
    var id: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}
struct AIESMQuery: EntityStringQuery {
    func entities(for identifiers: [String]) async throws -> [AIESMEntity] {
        identifiers.map { AIESMEntity(id: $0) }
    }
    func entities(matching string: String) async throws -> [AIESMEntity] { [AIESMEntity(id: string)] }
}
@MainActor fileprivate func checkAIESM() async throws {
    _ = try await AIESMQuery().entities(matching: "Par")
}

// AppIntents: EnumerableEntityQuery
struct AIEEQEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Item" }
    static var defaultQuery: AIEEQQuery { AIEEQQuery() }
    var id: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}
struct AIEEQQuery: EnumerableEntityQuery {
    func entities(for identifiers: [String]) async throws -> [AIEEQEntity] {
        identifiers.map { AIEEQEntity(id: $0) }
    }
    func allEntities() async throws -> [AIEEQEntity] { [AIEEQEntity(id: "a")] }
}

// AppIntents: EnumerableEntityQuery.allEntities()
struct AIEEAEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Item" }
    static var defaultQuery: AIEEAQuery { AIEEAQuery() }
    var id: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}
struct AIEEAQuery: EnumerableEntityQuery {
    func entities(for identifiers: [String]) async throws -> [AIEEAEntity] {
        identifiers.map { AIEEAEntity(id: $0) }
    }
    func allEntities() async throws -> [AIEEAEntity] { [AIEEAEntity(id: "a")] }
}
@MainActor fileprivate func checkAIEEA() async throws {
    _ = try await AIEEAQuery().allEntities()
}

// AppIntents: EntityPropertyQuery
struct AIEPQEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Trail" }
    static var defaultQuery: AIEPQQuery { AIEPQQuery() }
    var id: String
    @Property(title: "Name") var name: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
    init(id: String, name: String) {
        self.id = id
        self.name = name
    }
}
struct AIEPQQuery: EntityPropertyQuery {
    static let properties = QueryProperties {
        Property(\AIEPQEntity.$name) {
            EqualToComparator { $0 }
            ContainsComparator { $0 }
        }
    }
    static let sortingOptions = SortingOptions {
        SortableBy(\AIEPQEntity.$name)
    }
    func entities(for identifiers: [String]) async throws -> [AIEPQEntity] { [] }
    func entities(matching comparators: [String], mode: ComparatorMode, sortedBy: [EntityQuerySort<AIEPQEntity>], limit: Int?) async throws -> [AIEPQEntity] { [] }
}

// AppIntents: EntityPropertyQuery.entities(matching:mode:sortedBy:limit:)
struct AIEPMEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Trail" }
    static var defaultQuery: AIEPMQuery { AIEPMQuery() }
    var id: String
    @Property(title: "Name") var name: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
    init(id: String, name: String) {
        self.id = id
        self.name = name
    }
}
struct AIEPMQuery: EntityPropertyQuery {
    static let properties = QueryProperties {
        Property(\AIEPMEntity.$name) {
            EqualToComparator { $0 }
            ContainsComparator { $0 }
        }
    }
    static let sortingOptions = SortingOptions {
        SortableBy(\AIEPMEntity.$name)
    }
    func entities(for identifiers: [String]) async throws -> [AIEPMEntity] { [] }
    func entities(matching comparators: [String], mode: ComparatorMode, sortedBy: [EntityQuerySort<AIEPMEntity>], limit: Int?) async throws -> [AIEPMEntity] { [] }
}
@MainActor fileprivate func checkAIEPM() async throws {
    _ = try await AIEPMQuery().entities(matching: ["a"], mode: .and, sortedBy: [], limit: 10)
}

// AppIntents: EntityPropertyQuery.properties
struct AIEPPEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Trail" }
    static var defaultQuery: AIEPPQuery { AIEPPQuery() }
    var id: String
    @Property(title: "Name") var name: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
    init(id: String, name: String) {
        self.id = id
        self.name = name
    }
}
struct AIEPPQuery: EntityPropertyQuery {
    static let properties = QueryProperties {
        Property(\AIEPPEntity.$name) {
            EqualToComparator { $0 }
            ContainsComparator { $0 }
        }
    }
    static let sortingOptions = SortingOptions {
        SortableBy(\AIEPPEntity.$name)
    }
    func entities(for identifiers: [String]) async throws -> [AIEPPEntity] { [] }
    func entities(matching comparators: [String], mode: ComparatorMode, sortedBy: [EntityQuerySort<AIEPPEntity>], limit: Int?) async throws -> [AIEPPEntity] { [] }
}
@MainActor fileprivate func checkAIEPP() {
    _ = AIEPPQuery.properties
}

// AppIntents: EntityPropertyQuery.sortingOptions
struct AIEPSEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Trail" }
    static var defaultQuery: AIEPSQuery { AIEPSQuery() }
    var id: String
    @Property(title: "Name") var name: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
    init(id: String, name: String) {
        self.id = id
        self.name = name
    }
}
struct AIEPSQuery: EntityPropertyQuery {
    static let properties = QueryProperties {
        Property(\AIEPSEntity.$name) {
            EqualToComparator { $0 }
            ContainsComparator { $0 }
        }
    }
    static let sortingOptions = SortingOptions {
        SortableBy(\AIEPSEntity.$name)
    }
    func entities(for identifiers: [String]) async throws -> [AIEPSEntity] { [] }
    func entities(matching comparators: [String], mode: ComparatorMode, sortedBy: [EntityQuerySort<AIEPSEntity>], limit: Int?) async throws -> [AIEPSEntity] { [] }
}
@MainActor fileprivate func checkAIEPS() {
    _ = AIEPSQuery.sortingOptions
}

// AppIntents: EntityPropertyQuery.QueryProperties
struct AIEPTEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Trail" }
    static var defaultQuery: AIEPTQuery { AIEPTQuery() }
    var id: String
    @Property(title: "Name") var name: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
    init(id: String, name: String) {
        self.id = id
        self.name = name
    }
}
struct AIEPTQuery: EntityPropertyQuery {
    static let properties = QueryProperties {
        Property(\AIEPTEntity.$name) {
            EqualToComparator { $0 }
            ContainsComparator { $0 }
        }
    }
    static let sortingOptions = SortingOptions {
        SortableBy(\AIEPTEntity.$name)
    }
    func entities(for identifiers: [String]) async throws -> [AIEPTEntity] { [] }
    func entities(matching comparators: [String], mode: ComparatorMode, sortedBy: [EntityQuerySort<AIEPTEntity>], limit: Int?) async throws -> [AIEPTEntity] { [] }
}

// AppIntents: AppEnum
enum AIAEnEnum: String, AppEnum {
    case small
    case large
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Size" }
    static var caseDisplayRepresentations: [AIAEnEnum: DisplayRepresentation] { [.small: "Small", .large: "Large"] }
}

// AppIntents: CaseDisplayRepresentable
enum AICDREnum: String, AppEnum {
    case small
    case large
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Size" }
    static var caseDisplayRepresentations: [AICDREnum: DisplayRepresentation] { [.small: "Small", .large: "Large"] }
}
@MainActor fileprivate func checkAICDR() {
    func names<T: CaseDisplayRepresentable>(_ type: T.Type) -> Int { T.caseDisplayRepresentations.count }
    _ = names(AICDREnum.self)
}

// AppIntents: CaseDisplayRepresentable.caseDisplayRepresentations
enum AICDRsEnum: String, AppEnum {
    case small
    case large
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Size" }
    static var caseDisplayRepresentations: [AICDRsEnum: DisplayRepresentation] { [.small: "Small", .large: "Large"] }
}
@MainActor fileprivate func checkAICDRs() {
    _ = AICDRsEnum.caseDisplayRepresentations[.small]
}

// AppIntents: DisplayRepresentation
@MainActor fileprivate func checkAppIntents93() async throws {
    let representation: DisplayRepresentation = "Paris"
    _ = representation
}

// AppIntents: DisplayRepresentation.init(title:subtitle:image:)
@MainActor fileprivate func checkAppIntents94() async throws {
    _ = DisplayRepresentation(title: "Paris", subtitle: "France", image: DisplayRepresentation.Image(systemName: "building.2"))
}

// AppIntents: DisplayRepresentation.init(title:subtitle:image:synonyms:)
@MainActor fileprivate func checkAppIntents95() async throws {
    _ = DisplayRepresentation(title: "New York", subtitle: "USA", image: nil, synonyms: ["NYC", "Big Apple"])
}

// AppIntents: DisplayRepresentation.init(stringLiteral:)
@MainActor fileprivate func checkAppIntents96() async throws {
    _ = DisplayRepresentation(stringLiteral: "Paris")
}

// AppIntents: DisplayRepresentation.title
@MainActor fileprivate func checkAppIntents97() async throws {
    var representation = DisplayRepresentation(title: "Paris")
    representation.title = "Rome"
    _ = representation.title
}

// AppIntents: DisplayRepresentation.subtitle
@MainActor fileprivate func checkAppIntents98() async throws {
    let representation = DisplayRepresentation(title: "Paris", subtitle: "France")
    _ = representation.subtitle
}

// AppIntents: DisplayRepresentation.image
@MainActor fileprivate func checkAppIntents99() async throws {
    let representation = DisplayRepresentation(title: "Paris", image: .init(systemName: "star"))
    _ = representation.image
}

// AppIntents: DisplayRepresentation.Image
@MainActor fileprivate func checkAppIntents100() async throws {
    let image: DisplayRepresentation.Image = .init(named: "Logo")
    _ = image
}

// AppIntents: DisplayRepresentation.Image.init(named:isTemplate:)
@MainActor fileprivate func checkAppIntents101() async throws {
    _ = DisplayRepresentation.Image(named: "Logo", isTemplate: true)
}

// AppIntents: DisplayRepresentation.Image.init(systemName:isTemplate:)
@MainActor fileprivate func checkAppIntents102() async throws {
    _ = DisplayRepresentation.Image(systemName: "sun.max")
}

// AppIntents: DisplayRepresentation.Image.init(data:isTemplate:)
@MainActor fileprivate func checkAppIntents103() async throws {
    _ = DisplayRepresentation.Image(data: Data())
}

// AppIntents: DisplayRepresentation.Image.init(url:isTemplate:)
@MainActor fileprivate func checkAppIntents104() async throws {
    _ = DisplayRepresentation.Image(url: URL(fileURLWithPath: "/tmp/cover.png"))
}

// AppIntents: DisplayRepresentation.Image.init(url:width:height:isTemplate:)
@MainActor fileprivate func checkAppIntents105() async throws {
    _ = DisplayRepresentation.Image(url: URL(fileURLWithPath: "/tmp/cover.png"), width: 40, height: 40)
}

// AppIntents: TypeDisplayRepresentation
@MainActor fileprivate func checkAppIntents106() async throws {
    let representation: TypeDisplayRepresentation = "City"
    _ = representation
}

// AppIntents: TypeDisplayRepresentation.init(name:numericFormat:)
@MainActor fileprivate func checkAppIntents107() async throws {
    _ = TypeDisplayRepresentation(name: "City", numericFormat: "\(placeholder: .int) cities")
}

// AppIntents: TypeDisplayRepresentation.init(name:numericFormat:synonyms:)
@MainActor fileprivate func checkAppIntents108() async throws {
    _ = TypeDisplayRepresentation(name: "City", synonyms: ["Town"])
}

// AppIntents: TypeDisplayRepresentation.name
@MainActor fileprivate func checkAppIntents109() async throws {
    let representation = TypeDisplayRepresentation(name: "City")
    _ = representation.name
}

// AppIntents: TypeDisplayRepresentation.numericFormat
@MainActor fileprivate func checkAppIntents110() async throws {
    let representation = TypeDisplayRepresentation(name: "City")
    _ = representation.numericFormat
}

// AppIntents: TypeDisplayRepresentation.init(stringLiteral:)
@MainActor fileprivate func checkAppIntents111() async throws {
    _ = TypeDisplayRepresentation(stringLiteral: "City")
}

// AppIntents: DynamicOptionsProvider
struct AIDOPCities: DynamicOptionsProvider {
    func results() async throws -> [String] { ["Paris", "Tokyo"] }
}

// AppIntents: DynamicOptionsProvider.results()
struct AIDOPResults: DynamicOptionsProvider {
    func results() async throws -> [String] { ["Paris", "Tokyo"] }
}
@MainActor fileprivate func checkAIDOPResults() async throws {
    _ = try await AIDOPResults().results()
}

// AppIntents: DynamicOptionsProvider.defaultResult()
struct AIDOPDefault: DynamicOptionsProvider {
    func results() async throws -> [String] { ["Paris", "Tokyo"] }
    func defaultResult() async -> String? { "Paris" }
}
@MainActor fileprivate func checkAIDOPDefault() async {
    _ = await AIDOPDefault().defaultResult()
}

// AppIntents: IntentItemCollection
struct AIItemsProvider: DynamicOptionsProvider {
    func results() async throws -> IntentItemCollection<String> {
        IntentItemCollection(sections: [IntentItemSection("Cities", items: ["Paris", "Tokyo"])])
    }
}

// AppIntents: IntentItemCollection.init(promptLabel:usesIndexedCollation:items:)
struct AIICEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Item" }
    static var defaultQuery: AIICQuery { AIICQuery() }
    var id: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}
struct AIICQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [AIICEntity] {
        identifiers.map { AIICEntity(id: $0) }
    }
}
@MainActor fileprivate func checkAIIC() {
    _ = IntentItemCollection(promptLabel: "Pick one", usesIndexedCollation: true, items: [AIICEntity(id: "a")])
}

// AppIntents: IntentItemCollection.init(promptLabel:usesIndexedCollation:sections:)
@MainActor fileprivate func checkAppIntents117() async throws {
    _ = IntentItemCollection<String>(sections: [IntentItemSection("Europe", items: ["Paris", "Rome"])])
}

// AppIntents: IntentItemCollection.init(promptLabel:usesIndexedCollation:sectionsBuilder:)
@MainActor fileprivate func checkAppIntents118() async throws {
    _ = IntentItemCollection<String>(promptLabel: "City") {
        IntentItemSection("Europe") {
            IntentItem("Paris", title: "Paris")
            IntentItem("Rome", title: "Rome")
        }
        IntentItemSection("Asia") {
            IntentItem("Tokyo", title: "Tokyo")
        }
    }
}

// AppIntents: IntentItemCollection.sections
@MainActor fileprivate func checkAppIntents119() async throws {
    let collection = IntentItemCollection<String>(sections: [IntentItemSection("Europe", items: ["Paris"])])
    _ = collection.sections
}

// AppIntents: IntentItemSection
@MainActor fileprivate func checkAppIntents120() async throws {
    let section: IntentItemSection<String> = IntentItemSection("Europe", items: ["Paris"])
    _ = section
}

// AppIntents: IntentItemSection.init(_:items:)
@MainActor fileprivate func checkAppIntents121() async throws {
    _ = IntentItemSection<String>("Europe", items: ["Paris", "Rome"])
}

// AppIntents: IntentItemSection.init(_:items:)
@MainActor fileprivate func checkAppIntents122() async throws {
    _ = IntentItemSection<String>("Europe", items: [IntentItem("Paris", title: "Paris")])
}

// AppIntents: IntentItemSection.init(_:itemsBuilder:)
@MainActor fileprivate func checkAppIntents123() async throws {
    _ = IntentItemSection<String>("Europe") {
        IntentItem("Paris", title: "Paris")
        IntentItem("Rome", title: "Rome")
    }
}

// AppIntents: IntentItemSection.init(items:)
@MainActor fileprivate func checkAppIntents124() async throws {
    _ = IntentItemSection<String>(items: [IntentItem("Paris", title: "Paris")])
}

// AppIntents: IntentItem
@MainActor fileprivate func checkAppIntents125() async throws {
    let item: IntentItem<String> = IntentItem("Paris", title: "Paris")
    _ = item
}

// AppIntents: IntentItem.init(_:title:subtitle:image:)
@MainActor fileprivate func checkAppIntents126() async throws {
    _ = IntentItem("Paris", title: "Paris", subtitle: "France", image: DisplayRepresentation.Image(systemName: "building.2"))
}

// AppIntents: IntentItem.value
@MainActor fileprivate func checkAppIntents127() async throws {
    let item = IntentItem("Paris", title: "Paris")
    _ = item.value
}

// AppIntents: IntentResult
@MainActor fileprivate func checkAppIntents128() async throws {
    func finish() -> some IntentResult { .result() }
    _ = finish()
}

// AppIntents: IntentResult.value
@MainActor fileprivate func checkAppIntents129() async throws {
    func finish() -> some IntentResult & ReturnsValue<Int> { .result(value: 3) }
    _ = finish().value
}

// AppIntents: IntentResult.result()
@MainActor fileprivate func checkAppIntents130() async throws {
    func finish() -> some IntentResult { .result() }
    _ = finish()
}

// AppIntents: IntentResult.result(value:)
@MainActor fileprivate func checkAppIntents131() async throws {
    func finish() -> some IntentResult & ReturnsValue<Int> { .result(value: 42) }
    _ = finish()
}

// AppIntents: IntentResult.result(dialog:)
@MainActor fileprivate func checkAppIntents132() async throws {
    func finish() -> some IntentResult & ProvidesDialog { .result(dialog: "Widget updated.") }
    _ = finish()
}

// AppIntents: IntentResult.result(value:dialog:)
@MainActor fileprivate func checkAppIntents133() async throws {
    func finish() -> some IntentResult & ReturnsValue<String> & ProvidesDialog { .result(value: "Paris", dialog: "Showing Paris.") }
    _ = finish()
}

// AppIntents: IntentResult.result(opensIntent:)
@MainActor fileprivate func checkAppIntents134() async throws {
    func finish() -> some IntentResult & OpensIntent { .result(opensIntent: CKAction()) }
    _ = finish()
}

// AppIntents: IntentResult.result(opensIntent:dialog:)
@MainActor fileprivate func checkAppIntents135() async throws {
    func finish() -> some IntentResult & OpensIntent & ProvidesDialog { .result(opensIntent: CKAction(), dialog: "Opening.") }
    _ = finish()
}

// AppIntents: IntentResult.result(value:opensIntent:dialog:)
@MainActor fileprivate func checkAppIntents136() async throws {
    func finish() -> some IntentResult & ReturnsValue<Int> & OpensIntent & ProvidesDialog { .result(value: 1, opensIntent: CKAction(), dialog: "Done.") }
    _ = finish()
}

// AppIntents: ReturnsValue
struct AIReturnsIntent: AppIntent {
    static var title: LocalizedStringResource { "AIReturnsIntent" }
    func perform() async throws -> some IntentResult & ReturnsValue<Int> { .result(value: 7) }
}

// AppIntents: ProvidesDialog
struct AIDialogIntent: AppIntent {
    static var title: LocalizedStringResource { "AIDialogIntent" }
    func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "Done.") }
}

// AppIntents: OpensIntent
struct AIOpensIntentIntent: AppIntent {
    static var title: LocalizedStringResource { "AIOpensIntentIntent" }
    func perform() async throws -> some IntentResult & OpensIntent { .result(opensIntent: CKAction()) }
}

// AppIntents: ParameterSummary
struct AIPSProto: AppIntent {
    static var title: LocalizedStringResource { "AIPSProto" }
    @Parameter(title: "City") var city: String?
    static var parameterSummary: some ParameterSummary {
        Summary("Weather in \(\.$city)")
    }
    func perform() async throws -> some IntentResult { .result() }
}

// AppIntents: IntentParameterSummary
struct AIPSStruct: AppIntent {
    static var title: LocalizedStringResource { "AIPSStruct" }
    @Parameter(title: "City") var city: String?
    static var parameterSummary: IntentParameterSummary<AIPSStruct> {
        IntentParameterSummary("Weather in \(\.$city)")
    }
    func perform() async throws -> some IntentResult { .result() }
}

// AppIntents: IntentParameterSummary.init()
struct AIPSEmpty: AppIntent {
    static var title: LocalizedStringResource { "AIPSEmpty" }
    static var parameterSummary: some ParameterSummary {
        Summary()
    }
    func perform() async throws -> some IntentResult { .result() }
}

// AppIntents: IntentParameterSummary.init(_:)
struct AIPSKeys: AppIntent {
    static var title: LocalizedStringResource { "AIPSKeys" }
    @Parameter(title: "City") var city: String?
    @Parameter(title: "Units") var units: String?
    static var parameterSummary: some ParameterSummary {
        Summary {
            \.$city
            \.$units
        }
    }
    func perform() async throws -> some IntentResult { .result() }
}

// AppIntents: IntentParameterSummary.init(_:table:)
struct AIPSTable: AppIntent {
    static var title: LocalizedStringResource { "AIPSTable" }
    @Parameter(title: "City") var city: String?
    static var parameterSummary: some ParameterSummary {
        Summary("Weather in \(\.$city)", table: "Widgets")
    }
    func perform() async throws -> some IntentResult { .result() }
}

// AppIntents: IntentParameterSummary.init(_:table:_:)
struct AIPSTableKeys: AppIntent {
    static var title: LocalizedStringResource { "AIPSTableKeys" }
    @Parameter(title: "City") var city: String?
    @Parameter(title: "Units") var units: String?
    static var parameterSummary: some ParameterSummary {
        Summary("Weather in \(\.$city)") {
            \.$units
        }
    }
    func perform() async throws -> some IntentResult { .result() }
}

// AppIntents: ParameterSummaryWhenCondition
struct AIPSWhen: AppIntent {
    static var title: LocalizedStringResource { "AIPSWhen" }
    @Parameter(title: "Note") var note: String?
    static var parameterSummary: some ParameterSummary {
        When(\.$note, .hasAnyValue) {
            Summary("Show \(\.$note)")
        } otherwise: {
            Summary("Show a note \(\.$note)")
        }
    }
    func perform() async throws -> some IntentResult { .result() }
}

// AppIntents: ParameterSummaryWhenCondition.init(_:_:_:otherwise:)
struct AIPSWhenHas: AppIntent {
    static var title: LocalizedStringResource { "AIPSWhenHas" }
    @Parameter(title: "Date") var date: Date?
    static var parameterSummary: some ParameterSummary {
        When(\.$date, .hasNoValue) {
            Summary("Count down to a date \(\.$date)")
        } otherwise: {
            Summary("Count down to \(\.$date)")
        }
    }
    func perform() async throws -> some IntentResult { .result() }
}

// AppIntents: ParameterSummaryWhenCondition.init(_:_:_:_:otherwise:)
struct AIPSWhenEq: AppIntent {
    static var title: LocalizedStringResource { "AIPSWhenEq" }
    @Parameter(title: "Show Date", default: false) var showDate: Bool
    @Parameter(title: "Date") var date: Date?
    static var parameterSummary: some ParameterSummary {
        When(\.$showDate, .equalTo, true) {
            Summary("Show \(\.$showDate) on \(\.$date)")
        } otherwise: {
            Summary("Show \(\.$showDate)")
        }
    }
    func perform() async throws -> some IntentResult { .result() }
}

// AppIntents: ParameterSummaryWhenCondition.init(_:_:_:_:otherwise:)
struct AIPSWhenEqOpt: AppIntent {
    static var title: LocalizedStringResource { "AIPSWhenEqOpt" }
    @Parameter(title: "Mode") var mode: String?
    static var parameterSummary: some ParameterSummary {
        When(\.$mode, .notEqualTo, "compact") {
            Summary("Use \(\.$mode)")
        } otherwise: {
            Summary("Compact \(\.$mode)")
        }
    }
    func perform() async throws -> some IntentResult { .result() }
}

// AppIntents: ParameterSummaryWhenCondition.init(_:_:_:_:otherwise:)
struct AIPSWhenOneOf: AppIntent {
    static var title: LocalizedStringResource { "AIPSWhenOneOf" }
    @Parameter(title: "Count", default: 1) var count: Int
    static var parameterSummary: some ParameterSummary {
        When(\.$count, .oneOf, [1, 2]) {
            Summary("Show \(\.$count) item")
        } otherwise: {
            Summary("Show \(\.$count) items")
        }
    }
    func perform() async throws -> some IntentResult { .result() }
}

// AppIntents: ParameterSummaryWhenCondition.init(_:_:_:_:otherwise:)
struct AIPSWhenCmp: AppIntent {
    static var title: LocalizedStringResource { "AIPSWhenCmp" }
    @Parameter(title: "Limit") var limit: Int?
    static var parameterSummary: some ParameterSummary {
        When(\.$limit, .greaterThan, 3) {
            Summary("Show up to \(\.$limit)")
        } otherwise: {
            Summary("Show a few \(\.$limit)")
        }
    }
    func perform() async throws -> some IntentResult { .result() }
}

// AppIntents: ParameterSummaryWhenCondition.init(widgetFamily:_:_:otherwise:)
struct AIPSWhenFamily: WidgetConfigurationIntent {
    static var title: LocalizedStringResource { "AIPSWhenFamily" }
    @Parameter(title: "City") var city: String?
    @Parameter(title: "Units") var units: String?
    static var parameterSummary: some ParameterSummary {
        When(widgetFamily: .oneOf, [.systemSmall, .accessoryCircular]) {
            Summary("Weather in \(\.$city)")
        } otherwise: {
            Summary("Weather in \(\.$city) in \(\.$units)")
        }
    }
}

// AppIntents: ParameterSummarySwitchCondition
enum AIPSSwEnum: String, AppEnum {
    case small
    case large
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Size" }
    static var caseDisplayRepresentations: [AIPSSwEnum: DisplayRepresentation] { [.small: "Small", .large: "Large"] }
}
struct AIPSSwitch: AppIntent {
    static var title: LocalizedStringResource { "AIPSSwitch" }
    @Parameter(title: "Size", default: .small) var size: AIPSSwEnum
    static var parameterSummary: some ParameterSummary {
        Switch(\.$size) {
            Case(.small) {
                Summary("Small \(\.$size)")
            }
            DefaultCase {
                Summary("Other \(\.$size)")
            }
        }
    }
    func perform() async throws -> some IntentResult { .result() }
}

// AppIntents: ParameterSummarySwitchCondition.init(_:_:)
enum AIPSSwKEnum: String, AppEnum {
    case small
    case large
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Size" }
    static var caseDisplayRepresentations: [AIPSSwKEnum: DisplayRepresentation] { [.small: "Small", .large: "Large"] }
}
struct AIPSSwitchKey: AppIntent {
    static var title: LocalizedStringResource { "AIPSSwitchKey" }
    @Parameter(title: "Size", default: .large) var size: AIPSSwKEnum
    static var parameterSummary: some ParameterSummary {
        Switch(\.$size) {
            Case(.large) {
                Summary("Large \(\.$size)")
            }
            DefaultCase {
                Summary("Small \(\.$size)")
            }
        }
    }
    func perform() async throws -> some IntentResult { .result() }
}

// AppIntents: ParameterSummarySwitchCondition.init(_:_:)
struct AIPSSwitchFamily: WidgetConfigurationIntent {
    static var title: LocalizedStringResource { "AIPSSwitchFamily" }
    @Parameter(title: "City") var city: String?
    static var parameterSummary: some ParameterSummary {
        Switch(.widgetFamily) {
            Case(.systemLarge) {
                Summary("Large forecast for \(\.$city)")
            }
            Case([.systemSmall, .systemMedium]) {
                Summary("Forecast for \(\.$city)")
            }
            DefaultCase {
                Summary("Weather in \(\.$city)")
            }
        }
    }
}

// AppIntents: ParameterSummaryCaseCondition.init(_:_:)
enum AIPSCaseEnum: String, AppEnum {
    case small
    case large
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Size" }
    static var caseDisplayRepresentations: [AIPSCaseEnum: DisplayRepresentation] { [.small: "Small", .large: "Large"] }
}
struct AIPSCaseOne: AppIntent {
    static var title: LocalizedStringResource { "AIPSCaseOne" }
    @Parameter(title: "Size", default: .small) var size: AIPSCaseEnum
    static var parameterSummary: some ParameterSummary {
        Switch(\.$size) {
            Case(.small) {
                Summary("Small \(\.$size)")
            }
            Case(.large) {
                Summary("Large \(\.$size)")
            }
            DefaultCase {
                Summary("\(\.$size)")
            }
        }
    }
    func perform() async throws -> some IntentResult { .result() }
}

// AppIntents: ParameterSummaryCaseCondition.init(_:_:)
enum AIPSCasesEnum: String, AppEnum {
    case small
    case large
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Size" }
    static var caseDisplayRepresentations: [AIPSCasesEnum: DisplayRepresentation] { [.small: "Small", .large: "Large"] }
}
struct AIPSCaseMany: AppIntent {
    static var title: LocalizedStringResource { "AIPSCaseMany" }
    @Parameter(title: "Size", default: .small) var size: AIPSCasesEnum
    static var parameterSummary: some ParameterSummary {
        Switch(\.$size) {
            Case([.small, .large]) {
                Summary("Sized \(\.$size)")
            }
            DefaultCase {
                Summary("\(\.$size)")
            }
        }
    }
    func perform() async throws -> some IntentResult { .result() }
}

// AppIntents: ParameterSummaryDefaultCaseCondition.init(_:)
struct AIPSDefaultCase: WidgetConfigurationIntent {
    static var title: LocalizedStringResource { "AIPSDefaultCase" }
    @Parameter(title: "City") var city: String?
    static var parameterSummary: some ParameterSummary {
        Switch(.widgetFamily) {
            Case(.systemSmall) {
                Summary("\(\.$city)")
            }
            DefaultCase {
                Summary("Weather in \(\.$city)")
            }
        }
    }
}

// AppIntents: AppDependency
struct AIDepIntent: AppIntent {
    static var title: LocalizedStringResource { "AIDepIntent" }
    @AppDependency var limit: Int
    func perform() async throws -> some IntentResult { .result() }
}

// AppIntents: AppDependency.init(key:manager:)
struct AIDepKeyIntent: AppIntent {
    static var title: LocalizedStringResource { "AIDepKeyIntent" }
    @Dependency(key: "limit") var limit: Int
    func perform() async throws -> some IntentResult { .result() }
}

// AppIntents: AppDependency.init(key:manager:default:)
struct AIDepDefaultIntent: AppIntent {
    static var title: LocalizedStringResource { "AIDepDefaultIntent" }
    @Dependency(default: 10) var limit: Int
    func perform() async throws -> some IntentResult { .result() }
}

// AppIntents: AppDependency.wrappedValue
@MainActor fileprivate func checkAppIntents164() async throws {
    let manager = AppDependencyManager()
    manager.add(dependency: 5)
    let dependency = AppDependency<Int>(manager: manager)
    _ = dependency.wrappedValue
}

// AppIntents: AppDependencyManager
@MainActor fileprivate func checkAppIntents165() async throws {
    let manager: AppDependencyManager = .shared
    _ = manager
}

// AppIntents: AppDependencyManager.shared
@MainActor fileprivate func checkAppIntents166() async throws {
    _ = AppDependencyManager.shared
}

// AppIntents: AppDependencyManager.init()
@MainActor fileprivate func checkAppIntents167() async throws {
    _ = AppDependencyManager()
}

// AppIntents: AppDependencyManager.add(key:dependency:)
@MainActor fileprivate func checkAppIntents168() async throws {
    let manager = AppDependencyManager()
    manager.add(key: "limit", dependency: 5)
}

// AppIntents: AppDependencyManager.add(key:dependency:)
@MainActor fileprivate func checkAppIntents169() async throws {
    let manager = AppDependencyManager()
    manager.add { () async throws -> Int in 5 }
}

// Charts: Chart
@MainActor fileprivate func checkCharts0() async throws {
    let chart = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
    _ = chart.frame(height: 200)
}

// Charts: Chart.init(content:)
@MainActor fileprivate func checkCharts1() async throws {
    _ = Chart {
        BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200))
        RuleMark(y: .value("Goal", 1000))
    }
}

// Charts: Chart.init(_:content:)
@MainActor fileprivate func checkCharts2() async throws {
    struct Sale: Identifiable {
        let id: Int
        let day: String
        let amount: Double
    }
    let sales = [Sale(id: 1, day: "Mon", amount: 120), Sale(id: 2, day: "Tue", amount: 80)]
    _ = Chart(sales) { sale in
        BarMark(x: .value("Day", sale.day), y: .value("Amount", sale.amount))
    }
}

// Charts: Chart.init(_:id:content:)
@MainActor fileprivate func checkCharts3() async throws {
    let days = ["Mon", "Tue", "Wed"]
    _ = Chart(days, id: \.self) { day in
        BarMark(x: .value("Day", day), y: .value("Steps", day.count * 100))
    }
}

// Charts: Plot
@MainActor fileprivate func checkCharts4() async throws {
    _ = Chart {
        Plot {
            BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200))
        }
    }
}

// Charts: Plot.init(content:)
@MainActor fileprivate func checkCharts5() async throws {
    _ = Chart {
        Plot {
            LineMark(x: .value("Day", "Mon"), y: .value("Steps", 1200))
            PointMark(x: .value("Height", 1.7), y: .value("Weight", 68.0))
        }
        .foregroundStyle(.orange)
    }
}

// Charts: ChartContent
@MainActor fileprivate func checkCharts6() async throws {
    struct GoalLine: ChartContent {
        var body: some ChartContent {
            RuleMark(y: .value("Goal", 1000))
                .foregroundStyle(.red)
        }
    }
    _ = Chart {
        BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200))
        GoalLine()
    }
}

// Charts: ChartContent.body
@MainActor fileprivate func checkCharts7() async throws {
    struct Bars: ChartContent {
        var body: some ChartContent {
            BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200))
        }
    }
    _ = Bars().body
}

// Charts: ChartContent.Body
@MainActor fileprivate func checkCharts8() async throws {
    struct Bars: ChartContent {
        var body: some ChartContent { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
    }
    let body: Bars.Body = Bars().body
    _ = body
}

// Charts: ChartContentBuilder
@MainActor fileprivate func checkCharts9() async throws {
    @ChartContentBuilder func marks(goal: Bool) -> some ChartContent {
        BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200))
        if goal {
            RuleMark(y: .value("Goal", 1000))
        }
    }
    _ = Chart { marks(goal: true) }
}

// Charts: AnyChartContent
@MainActor fileprivate func checkCharts10() async throws {
    let content: AnyChartContent = AnyChartContent(BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)))
    _ = Chart { content }
}

// Charts: AnyChartContent.init(_:)
@MainActor fileprivate func checkCharts11() async throws {
    let marks: [any ChartContent] = [BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)), LineMark(x: .value("Day", "Mon"), y: .value("Steps", 1200))]
    _ = Chart {
        ForEach(0..<marks.count, id: \.self) { index in
            AnyChartContent(marks[index])
        }
    }
}

// Charts: AnyChartContent.init(erasing:)
@MainActor fileprivate func checkCharts12() async throws {
    _ = Chart { AnyChartContent(erasing: BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200))) }
}

// Charts: ForEach.init(_:content:) (ChartContent)
@MainActor fileprivate func checkCharts13() async throws {
    struct Sale: Identifiable {
        let id: Int
        let day: String
        let amount: Double
    }
    let sales = [Sale(id: 1, day: "Mon", amount: 120), Sale(id: 2, day: "Tue", amount: 80)]
    _ = Chart {
        ForEach(sales) { sale in
            BarMark(x: .value("Day", sale.day), y: .value("Amount", sale.amount))
        }
    }
}

// Charts: ForEach.init(_:id:content:) (ChartContent)
@MainActor fileprivate func checkCharts14() async throws {
    _ = Chart {
        ForEach(["Mon", "Tue"], id: \.self) { day in
            LineMark(x: .value("Day", day), y: .value("Steps", day.count))
        }
    }
}

// Charts: BarMark
@MainActor fileprivate func checkCharts15() async throws {
    let mark: BarMark = BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200))
    _ = Chart { mark }
}

// Charts: BarMark.init(x:y:width:height:stacking:)
@MainActor fileprivate func checkCharts16() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200), width: .ratio(0.6), height: .automatic, stacking: .normalized) }
}

// Charts: BarMark.init(x:yStart:yEnd:width:)
@MainActor fileprivate func checkCharts17() async throws {
    _ = Chart { BarMark(x: .value("Job", "Build"), yStart: .value("Start", 2), yEnd: .value("End", 7), width: .fixed(20)) }
}

// Charts: BarMark.init(xStart:xEnd:y:height:)
@MainActor fileprivate func checkCharts18() async throws {
    _ = Chart { BarMark(xStart: .value("Start", 2), xEnd: .value("End", 7), y: .value("Job", "Build"), height: .fixed(16)) }
}

// Charts: BarMark.init(x:yStart:yEnd:width:stacking:)
@MainActor fileprivate func checkCharts19() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), yStart: 10, yEnd: 90, width: .automatic, stacking: .unstacked) }
}

// Charts: BarMark.init(xStart:xEnd:y:height:stacking:)
@MainActor fileprivate func checkCharts20() async throws {
    _ = Chart { BarMark(xStart: 10, xEnd: 90, y: .value("Day", "Mon"), height: .automatic, stacking: .center) }
}

// Charts: BarMark.init(xStart:xEnd:yStart:yEnd:)
@MainActor fileprivate func checkCharts21() async throws {
    _ = Chart { BarMark(xStart: 0, xEnd: 40, yStart: .value("Start", 2), yEnd: .value("End", 7)) }
}

// Charts: BarMark.init(xStart:xEnd:yStart:yEnd:)
@MainActor fileprivate func checkCharts22() async throws {
    _ = Chart { BarMark(xStart: .value("Start", 2), xEnd: .value("End", 7), yStart: 0, yEnd: 40) }
}

// Charts: LineMark
@MainActor fileprivate func checkCharts23() async throws {
    let mark: LineMark = LineMark(x: .value("Day", "Mon"), y: .value("Steps", 1200))
    _ = Chart { mark }
}

// Charts: LineMark.init(x:y:)
@MainActor fileprivate func checkCharts24() async throws {
    _ = Chart { LineMark(x: .value("Month", Date.now), y: .value("Hours", 74.0)) }
}

// Charts: LineMark.init(x:y:series:)
@MainActor fileprivate func checkCharts25() async throws {
    _ = Chart {
        LineMark(x: .value("Month", 1), y: .value("Hours", 74.0), series: .value("City", "Seattle"))
        LineMark(x: .value("Month", 1), y: .value("Hours", 180.0), series: .value("City", "Cupertino"))
    }
}

// Charts: PointMark
@MainActor fileprivate func checkCharts26() async throws {
    let mark: PointMark = PointMark(x: .value("Height", 1.7), y: .value("Weight", 68.0))
    _ = Chart { mark }
}

// Charts: PointMark.init(x:y:)
@MainActor fileprivate func checkCharts27() async throws {
    _ = Chart { PointMark(x: 20, y: .value("Weight", 22.0)) }
}

// Charts: PointMark.init(x:y:)
@MainActor fileprivate func checkCharts28() async throws {
    _ = Chart { PointMark(x: .value("Weight", 22.0), y: 20) }
}

// Charts: PointMark.init(x:y:)
@MainActor fileprivate func checkCharts29() async throws {
    _ = Chart { PointMark(x: .value("Wing Length", 4.2), y: .value("Wing Width", 2.1)) }
}

// Charts: PointMark.init(x:y:z:)
@MainActor fileprivate func checkCharts30() async throws {
    _ = Chart3D {
        PointMark(x: .value("X", 1.0), y: .value("Y", 2.0), z: .value("Z", 3.0))
    }
}

// Charts: AreaMark
@MainActor fileprivate func checkCharts31() async throws {
    let mark: AreaMark = AreaMark(x: .value("Date", Date.now), y: .value("Price", 4.5))
    _ = Chart { mark }
}

// Charts: AreaMark.init(x:y:stacking:)
@MainActor fileprivate func checkCharts32() async throws {
    _ = Chart { AreaMark(x: .value("Date", Date.now), y: .value("Price", 4.5), stacking: .normalized) }
}

// Charts: AreaMark.init(x:y:series:stacking:)
@MainActor fileprivate func checkCharts33() async throws {
    _ = Chart { AreaMark(x: .value("Date", Date.now), y: .value("Price", 4.5), series: .value("Burger", "Cheese"), stacking: .unstacked) }
}

// Charts: AreaMark.init(x:yStart:yEnd:)
@MainActor fileprivate func checkCharts34() async throws {
    _ = Chart { AreaMark(x: .value("Date", Date.now), yStart: .value("Minimum", 12.0), yEnd: .value("Maximum", 24.0)) }
}

// Charts: AreaMark.init(xStart:xEnd:y:)
@MainActor fileprivate func checkCharts35() async throws {
    _ = Chart { AreaMark(xStart: .value("Minimum", 12.0), xEnd: .value("Maximum", 24.0), y: .value("Date", Date.now)) }
}

// Charts: AreaMark.init(x:yStart:yEnd:series:)
@MainActor fileprivate func checkCharts36() async throws {
    _ = Chart { AreaMark(x: .value("Date", Date.now), yStart: .value("Minimum", 12.0), yEnd: .value("Maximum", 24.0), series: .value("City", "Paris")) }
}

// Charts: AreaMark.init(xStart:xEnd:y:series:)
@MainActor fileprivate func checkCharts37() async throws {
    _ = Chart { AreaMark(xStart: .value("Minimum", 12.0), xEnd: .value("Maximum", 24.0), y: .value("Date", Date.now), series: .value("City", "Paris")) }
}

// Charts: RuleMark
@MainActor fileprivate func checkCharts38() async throws {
    let mark: RuleMark = RuleMark(y: .value("Goal", 9000))
    _ = Chart { mark }
}

// Charts: RuleMark.init(x:yStart:yEnd:)
@MainActor fileprivate func checkCharts39() async throws {
    _ = Chart { RuleMark(x: 40, yStart: .value("Start", Date.now), yEnd: .value("End", Date.now.addingTimeInterval(86_400))) }
}

// Charts: RuleMark.init(x:yStart:yEnd:)
@MainActor fileprivate func checkCharts40() async throws {
    _ = Chart { RuleMark(x: .value("Source", "Trees"), yStart: .value("Start", 3), yEnd: .value("End", 6)) }
}

// Charts: RuleMark.init(x:yStart:yEnd:)
@MainActor fileprivate func checkCharts41() async throws {
    _ = Chart { RuleMark(x: .value("Break Even", 9000), yStart: 0, yEnd: 100) }
}

// Charts: RuleMark.init(xStart:xEnd:y:)
@MainActor fileprivate func checkCharts42() async throws {
    _ = Chart { RuleMark(xStart: .value("Start", 3), xEnd: .value("End", 6), y: 20) }
}

// Charts: RuleMark.init(xStart:xEnd:y:)
@MainActor fileprivate func checkCharts43() async throws {
    _ = Chart { RuleMark(xStart: .value("Start", 3), xEnd: .value("End", 6), y: .value("Source", "Grass")) }
}

// Charts: RuleMark.init(xStart:xEnd:y:)
@MainActor fileprivate func checkCharts44() async throws {
    _ = Chart { RuleMark(xStart: 0, xEnd: 100, y: .value("Break Even", 9000)) }
}

// Charts: RectangleMark
@MainActor fileprivate func checkCharts45() async throws {
    let mark: RectangleMark = RectangleMark(x: .value("Hour", 3), y: .value("Day", "Mon"))
    _ = Chart { mark }
}

// Charts: RectangleMark.init(x:y:width:height:)
@MainActor fileprivate func checkCharts46() async throws {
    _ = Chart { RectangleMark(x: .value("Hour", 3), y: .value("Day", "Mon"), width: .ratio(1), height: .ratio(1)) }
}

// Charts: RectangleMark.init(x:yStart:yEnd:width:)
@MainActor fileprivate func checkCharts47() async throws {
    _ = Chart { RectangleMark(x: .value("Day", "Mon"), yStart: .value("Low", 2), yEnd: .value("High", 5), width: .fixed(12)) }
}

// Charts: RectangleMark.init(x:yStart:yEnd:width:)
@MainActor fileprivate func checkCharts48() async throws {
    _ = Chart { RectangleMark(x: .value("Day", "Mon"), yStart: 0, yEnd: 50, width: .inset(4)) }
}

// Charts: RectangleMark.init(xStart:xEnd:y:height:)
@MainActor fileprivate func checkCharts49() async throws {
    _ = Chart { RectangleMark(xStart: .value("Low", 2), xEnd: .value("High", 5), y: .value("Day", "Mon"), height: .fixed(12)) }
}

// Charts: RectangleMark.init(xStart:xEnd:y:height:)
@MainActor fileprivate func checkCharts50() async throws {
    _ = Chart { RectangleMark(xStart: 0, xEnd: 50, y: .value("Day", "Mon"), height: .automatic) }
}

// Charts: RectangleMark.init(xStart:xEnd:yStart:yEnd:)
@MainActor fileprivate func checkCharts51() async throws {
    _ = Chart { RectangleMark(xStart: .value("Rect xStart", 2), xEnd: .value("Rect xEnd", 4), yStart: .value("Rect yStart", 2), yEnd: .value("Rect yEnd", 4)) }
}

// Charts: RectangleMark.init(xStart:xEnd:yStart:yEnd:)
@MainActor fileprivate func checkCharts52() async throws {
    _ = Chart { RectangleMark(xStart: .value("Rect xStart", 2), xEnd: .value("Rect xEnd", 4), yStart: 0, yEnd: 30) }
}

// Charts: RectangleMark.init(xStart:xEnd:yStart:yEnd:)
@MainActor fileprivate func checkCharts53() async throws {
    _ = Chart { RectangleMark(xStart: 0, xEnd: 30, yStart: .value("Rect yStart", 2), yEnd: .value("Rect yEnd", 4)) }
}

// Charts: RectangleMark.init(xStart:xEnd:yStart:yEnd:)
@MainActor fileprivate func checkCharts54() async throws {
    _ = Chart { RectangleMark(xStart: 10, xEnd: 60, yStart: 10, yEnd: 60) }
}

// Charts: SectorMark
@MainActor fileprivate func checkCharts55() async throws {
    let mark: SectorMark = SectorMark(angle: .value("Sales", 40))
    _ = Chart { mark }
}

// Charts: SectorMark.init(angle:innerRadius:outerRadius:angularInset:)
@MainActor fileprivate func checkCharts56() async throws {
    _ = Chart {
        SectorMark(angle: .value("Sales", 40), innerRadius: .ratio(0.6), outerRadius: .inset(8), angularInset: 1.5)
            .foregroundStyle(by: .value("Flavor", "Vanilla"))
    }
}

// Charts: LinePlot
@MainActor fileprivate func checkCharts57() async throws {
    struct Sample {
        let x: Double
        let y: Double
        let low: CGFloat
        let high: CGFloat
        let series: String
    }
    let samples = [Sample(x: 1, y: 2, low: 10, high: 40, series: "A"), Sample(x: 2, y: 5, low: 20, high: 60, series: "B")]
    let plot = LinePlot(samples, x: .value("X", \.x), y: .value("Y", \.y))
    _ = Chart { plot }
}

// Charts: LinePlot.init(_:x:y:)
@MainActor fileprivate func checkCharts58() async throws {
    struct Sample {
        let x: Double
        let y: Double
        let low: CGFloat
        let high: CGFloat
        let series: String
    }
    let samples = [Sample(x: 1, y: 2, low: 10, high: 40, series: "A"), Sample(x: 2, y: 5, low: 20, high: 60, series: "B")]
    _ = Chart { LinePlot(samples, x: .value("X", \.x), y: .value("Y", \.y)) }
}

// Charts: LinePlot.init(_:x:y:series:)
@MainActor fileprivate func checkCharts59() async throws {
    struct Sample {
        let x: Double
        let y: Double
        let low: CGFloat
        let high: CGFloat
        let series: String
    }
    let samples = [Sample(x: 1, y: 2, low: 10, high: 40, series: "A"), Sample(x: 2, y: 5, low: 20, high: 60, series: "B")]
    _ = Chart { LinePlot(samples, x: .value("X", \.x), y: .value("Y", \.y), series: .value("Series", \.series)) }
}

// Charts: LinePlot.init(x:y:domain:function:)
@MainActor fileprivate func checkCharts60() async throws {
    _ = Chart {
        LinePlot(x: "x", y: "y", domain: -5...5) { x in x * x }
    }
}

// Charts: LinePlot.init(x:y:domain:function:)
@MainActor fileprivate func checkCharts61() async throws {
    _ = Chart {
        LinePlot(x: Text("x"), y: Text("y = sin(x)")) { sin($0) }
    }
}

// Charts: LinePlot.init(x:y:domain:function:)
@MainActor fileprivate func checkCharts62() async throws {
    let xLabel: String = "x"
    let yLabel: String = "y = cos(x)"
    _ = Chart {
        LinePlot(x: xLabel, y: yLabel, domain: 0...10) { cos($0) }
    }
}

// Charts: LinePlot.init(x:y:t:domain:function:)
@MainActor fileprivate func checkCharts63() async throws {
    _ = Chart {
        LinePlot(x: "x", y: "y", t: "t", domain: 0...(2 * .pi)) { t in (x: cos(t), y: sin(t)) }
    }
}

// Charts: LinePlot.init(x:y:t:domain:function:)
@MainActor fileprivate func checkCharts64() async throws {
    _ = Chart {
        LinePlot(x: Text("x"), y: Text("y"), t: Text("t"), domain: 0...(2 * .pi)) { t in (x: cos(t), y: sin(t)) }
    }
}

// Charts: LinePlot.init(x:y:t:domain:function:)
@MainActor fileprivate func checkCharts65() async throws {
    let labels: (String, String, String) = ("x", "y", "t")
    _ = Chart {
        LinePlot(x: labels.0, y: labels.1, t: labels.2, domain: 0...(2 * .pi)) { t in (x: cos(t), y: sin(t)) }
    }
}

// Charts: AreaPlot
@MainActor fileprivate func checkCharts66() async throws {
    struct Sample {
        let x: Double
        let y: Double
        let low: CGFloat
        let high: CGFloat
        let series: String
    }
    let samples = [Sample(x: 1, y: 2, low: 10, high: 40, series: "A"), Sample(x: 2, y: 5, low: 20, high: 60, series: "B")]
    let plot = AreaPlot(samples, x: .value("X", \.x), y: .value("Y", \.y))
    _ = Chart { plot }
}

// Charts: AreaPlot.init(_:x:y:stacking:)
@MainActor fileprivate func checkCharts67() async throws {
    struct Sample {
        let x: Double
        let y: Double
        let low: CGFloat
        let high: CGFloat
        let series: String
    }
    let samples = [Sample(x: 1, y: 2, low: 10, high: 40, series: "A"), Sample(x: 2, y: 5, low: 20, high: 60, series: "B")]
    _ = Chart { AreaPlot(samples, x: .value("X", \.x), y: .value("Y", \.y), stacking: .normalized) }
}

// Charts: AreaPlot.init(_:x:y:series:stacking:)
@MainActor fileprivate func checkCharts68() async throws {
    struct Sample {
        let x: Double
        let y: Double
        let low: CGFloat
        let high: CGFloat
        let series: String
    }
    let samples = [Sample(x: 1, y: 2, low: 10, high: 40, series: "A"), Sample(x: 2, y: 5, low: 20, high: 60, series: "B")]
    _ = Chart { AreaPlot(samples, x: .value("X", \.x), y: .value("Y", \.y), series: .value("Series", \.series), stacking: .standard) }
}

// Charts: AreaPlot.init(_:x:yStart:yEnd:)
@MainActor fileprivate func checkCharts69() async throws {
    struct Sample {
        let x: Double
        let y: Double
        let low: CGFloat
        let high: CGFloat
        let series: String
    }
    let samples = [Sample(x: 1, y: 2, low: 10, high: 40, series: "A"), Sample(x: 2, y: 5, low: 20, high: 60, series: "B")]
    _ = Chart { AreaPlot(samples, x: .value("X", \.x), yStart: .value("Low", \.y), yEnd: .value("High", \.x)) }
}

// Charts: AreaPlot.init(_:xStart:xEnd:y:)
@MainActor fileprivate func checkCharts70() async throws {
    struct Sample {
        let x: Double
        let y: Double
        let low: CGFloat
        let high: CGFloat
        let series: String
    }
    let samples = [Sample(x: 1, y: 2, low: 10, high: 40, series: "A"), Sample(x: 2, y: 5, low: 20, high: 60, series: "B")]
    _ = Chart { AreaPlot(samples, xStart: .value("Low", \.x), xEnd: .value("High", \.y), y: .value("Series", \.series)) }
}

// Charts: AreaPlot.init(x:y:domain:function:)
@MainActor fileprivate func checkCharts71() async throws {
    _ = Chart {
        AreaPlot(x: "x", y: "y", domain: -3...3) { x in exp(-x * x) }
    }
}

// Charts: AreaPlot.init(x:y:domain:function:)
@MainActor fileprivate func checkCharts72() async throws {
    _ = Chart {
        AreaPlot(x: Text("x"), y: Text("y")) { x in exp(-x * x) }
    }
}

// Charts: AreaPlot.init(x:y:domain:function:)
@MainActor fileprivate func checkCharts73() async throws {
    let xLabel: String = "x"
    let yLabel: String = "density"
    _ = Chart {
        AreaPlot(x: xLabel, y: yLabel) { x in exp(-x * x) }
    }
}

// Charts: AreaPlot.init(x:yStart:yEnd:domain:function:)
@MainActor fileprivate func checkCharts74() async throws {
    _ = Chart {
        AreaPlot(x: "x", yStart: "low", yEnd: "high") { x in (yStart: sin(x) - 1, yEnd: sin(x) + 1) }
    }
}

// Charts: AreaPlot.init(x:yStart:yEnd:domain:function:)
@MainActor fileprivate func checkCharts75() async throws {
    _ = Chart {
        AreaPlot(x: Text("x"), yStart: Text("low"), yEnd: Text("high"), domain: 0...10) { x in (yStart: sin(x) - 1, yEnd: sin(x) + 1) }
    }
}

// Charts: AreaPlot.init(x:yStart:yEnd:domain:function:)
@MainActor fileprivate func checkCharts76() async throws {
    let labels: (String, String, String) = ("x", "low", "high")
    _ = Chart {
        AreaPlot(x: labels.0, yStart: labels.1, yEnd: labels.2) { x in (yStart: sin(x) - 1, yEnd: sin(x) + 1) }
    }
}

// Charts: BarPlot
@MainActor fileprivate func checkCharts77() async throws {
    struct Sample {
        let x: Double
        let y: Double
        let low: CGFloat
        let high: CGFloat
        let series: String
    }
    let samples = [Sample(x: 1, y: 2, low: 10, high: 40, series: "A"), Sample(x: 2, y: 5, low: 20, high: 60, series: "B")]
    let plot = BarPlot(samples, x: .value("Series", \.series), y: .value("Y", \.y))
    _ = Chart { plot }
}

// Charts: BarPlot.init(_:x:y:width:height:stacking:)
@MainActor fileprivate func checkCharts78() async throws {
    struct Sample {
        let x: Double
        let y: Double
        let low: CGFloat
        let high: CGFloat
        let series: String
    }
    let samples = [Sample(x: 1, y: 2, low: 10, high: 40, series: "A"), Sample(x: 2, y: 5, low: 20, high: 60, series: "B")]
    _ = Chart { BarPlot(samples, x: .value("Series", \.series), y: .value("Y", \.y), stacking: .normalized) }
}

// Charts: BarPlot.init(_:x:yStart:yEnd:width:stacking:)
@MainActor fileprivate func checkCharts79() async throws {
    struct Sample {
        let x: Double
        let y: Double
        let low: CGFloat
        let high: CGFloat
        let series: String
    }
    let samples = [Sample(x: 1, y: 2, low: 10, high: 40, series: "A"), Sample(x: 2, y: 5, low: 20, high: 60, series: "B")]
    _ = Chart { BarPlot(samples, x: .value("Series", \.series), yStart: \.low, yEnd: \.high) }
}

// Charts: BarPlot.init(_:x:yStart:yEnd:width:stacking:)
@MainActor fileprivate func checkCharts80() async throws {
    struct Sample {
        let x: Double
        let y: Double
        let low: CGFloat
        let high: CGFloat
        let series: String
    }
    let samples = [Sample(x: 1, y: 2, low: 10, high: 40, series: "A"), Sample(x: 2, y: 5, low: 20, high: 60, series: "B")]
    _ = Chart { BarPlot(samples, x: .value("Series", \.series), yStart: 0, yEnd: 100) }
}

// Charts: BarPlot.init(_:xStart:xEnd:y:height:stacking:)
@MainActor fileprivate func checkCharts81() async throws {
    struct Sample {
        let x: Double
        let y: Double
        let low: CGFloat
        let high: CGFloat
        let series: String
    }
    let samples = [Sample(x: 1, y: 2, low: 10, high: 40, series: "A"), Sample(x: 2, y: 5, low: 20, high: 60, series: "B")]
    _ = Chart { BarPlot(samples, xStart: 0, xEnd: 100, y: .value("Series", \.series)) }
}

// Charts: BarPlot.init(_:xStart:xEnd:yStart:yEnd:)
@MainActor fileprivate func checkCharts82() async throws {
    struct Sample {
        let x: Double
        let y: Double
        let low: CGFloat
        let high: CGFloat
        let series: String
    }
    let samples = [Sample(x: 1, y: 2, low: 10, high: 40, series: "A"), Sample(x: 2, y: 5, low: 20, high: 60, series: "B")]
    _ = Chart { BarPlot(samples, xStart: \.low, xEnd: \.high, yStart: .value("Start", \.x), yEnd: .value("End", \.y)) }
}

// Charts: BarPlot.init(_:xStart:xEnd:yStart:yEnd:)
@MainActor fileprivate func checkCharts83() async throws {
    struct Sample {
        let x: Double
        let y: Double
        let low: CGFloat
        let high: CGFloat
        let series: String
    }
    let samples = [Sample(x: 1, y: 2, low: 10, high: 40, series: "A"), Sample(x: 2, y: 5, low: 20, high: 60, series: "B")]
    _ = Chart { BarPlot(samples, xStart: .value("Start", \.x), xEnd: .value("End", \.y), yStart: \.low, yEnd: \.high) }
}

// Charts: PointPlot
@MainActor fileprivate func checkCharts84() async throws {
    struct Sample {
        let x: Double
        let y: Double
        let low: CGFloat
        let high: CGFloat
        let series: String
    }
    let samples = [Sample(x: 1, y: 2, low: 10, high: 40, series: "A"), Sample(x: 2, y: 5, low: 20, high: 60, series: "B")]
    let plot = PointPlot(samples, x: .value("X", \.x), y: .value("Y", \.y))
    _ = Chart { plot }
}

// Charts: PointPlot.init(_:x:y:)
@MainActor fileprivate func checkCharts85() async throws {
    struct Sample {
        let x: Double
        let y: Double
        let low: CGFloat
        let high: CGFloat
        let series: String
    }
    let samples = [Sample(x: 1, y: 2, low: 10, high: 40, series: "A"), Sample(x: 2, y: 5, low: 20, high: 60, series: "B")]
    _ = Chart { PointPlot(samples, x: .value("X", \.x), y: 20) }
}

// Charts: PointPlot.init(_:x:y:)
@MainActor fileprivate func checkCharts86() async throws {
    struct Sample {
        let x: Double
        let y: Double
        let low: CGFloat
        let high: CGFloat
        let series: String
    }
    let samples = [Sample(x: 1, y: 2, low: 10, high: 40, series: "A"), Sample(x: 2, y: 5, low: 20, high: 60, series: "B")]
    _ = Chart { PointPlot(samples, x: .value("X", \.x), y: \.low) }
}

// Charts: PointPlot.init(_:x:y:)
@MainActor fileprivate func checkCharts87() async throws {
    struct Sample {
        let x: Double
        let y: Double
        let low: CGFloat
        let high: CGFloat
        let series: String
    }
    let samples = [Sample(x: 1, y: 2, low: 10, high: 40, series: "A"), Sample(x: 2, y: 5, low: 20, high: 60, series: "B")]
    _ = Chart { PointPlot(samples, x: .value("X", \.x), y: .value("Y", \.y)) }
}

// Charts: PointPlot.init(_:x:y:)
@MainActor fileprivate func checkCharts88() async throws {
    struct Sample {
        let x: Double
        let y: Double
        let low: CGFloat
        let high: CGFloat
        let series: String
    }
    let samples = [Sample(x: 1, y: 2, low: 10, high: 40, series: "A"), Sample(x: 2, y: 5, low: 20, high: 60, series: "B")]
    _ = Chart { PointPlot(samples, x: \.low, y: .value("Y", \.y)) }
}

// Charts: RulePlot
@MainActor fileprivate func checkCharts89() async throws {
    struct Sample {
        let x: Double
        let y: Double
        let low: CGFloat
        let high: CGFloat
        let series: String
    }
    let samples = [Sample(x: 1, y: 2, low: 10, high: 40, series: "A"), Sample(x: 2, y: 5, low: 20, high: 60, series: "B")]
    let plot = RulePlot(samples, x: .value("X", \.x))
    _ = Chart { plot }
}

// Charts: RulePlot.init(_:x:yStart:yEnd:)
@MainActor fileprivate func checkCharts90() async throws {
    struct Sample {
        let x: Double
        let y: Double
        let low: CGFloat
        let high: CGFloat
        let series: String
    }
    let samples = [Sample(x: 1, y: 2, low: 10, high: 40, series: "A"), Sample(x: 2, y: 5, low: 20, high: 60, series: "B")]
    _ = Chart { RulePlot(samples, x: 30, yStart: .value("Start", \.x), yEnd: .value("End", \.y)) }
}

// Charts: RulePlot.init(_:x:yStart:yEnd:)
@MainActor fileprivate func checkCharts91() async throws {
    struct Sample {
        let x: Double
        let y: Double
        let low: CGFloat
        let high: CGFloat
        let series: String
    }
    let samples = [Sample(x: 1, y: 2, low: 10, high: 40, series: "A"), Sample(x: 2, y: 5, low: 20, high: 60, series: "B")]
    _ = Chart { RulePlot(samples, x: \.low, yStart: .value("Start", \.x), yEnd: .value("End", \.y)) }
}

// Charts: RulePlot.init(_:x:yStart:yEnd:)
@MainActor fileprivate func checkCharts92() async throws {
    struct Sample {
        let x: Double
        let y: Double
        let low: CGFloat
        let high: CGFloat
        let series: String
    }
    let samples = [Sample(x: 1, y: 2, low: 10, high: 40, series: "A"), Sample(x: 2, y: 5, low: 20, high: 60, series: "B")]
    _ = Chart { RulePlot(samples, x: .value("X", \.x), yStart: 0, yEnd: 80) }
}

// Charts: RulePlot.init(_:x:yStart:yEnd:)
@MainActor fileprivate func checkCharts93() async throws {
    struct Sample {
        let x: Double
        let y: Double
        let low: CGFloat
        let high: CGFloat
        let series: String
    }
    let samples = [Sample(x: 1, y: 2, low: 10, high: 40, series: "A"), Sample(x: 2, y: 5, low: 20, high: 60, series: "B")]
    _ = Chart { RulePlot(samples, x: .value("X", \.x), yStart: \.low, yEnd: \.high) }
}

// Charts: RectanglePlot
@MainActor fileprivate func checkCharts94() async throws {
    struct Sample {
        let x: Double
        let y: Double
        let low: CGFloat
        let high: CGFloat
        let series: String
    }
    let samples = [Sample(x: 1, y: 2, low: 10, high: 40, series: "A"), Sample(x: 2, y: 5, low: 20, high: 60, series: "B")]
    let plot = RectanglePlot(samples, x: .value("X", \.x), y: .value("Y", \.y))
    _ = Chart { plot }
}

// Charts: RectanglePlot.init(_:x:y:width:height:)
@MainActor fileprivate func checkCharts95() async throws {
    struct Sample {
        let x: Double
        let y: Double
        let low: CGFloat
        let high: CGFloat
        let series: String
    }
    let samples = [Sample(x: 1, y: 2, low: 10, high: 40, series: "A"), Sample(x: 2, y: 5, low: 20, high: 60, series: "B")]
    _ = Chart { RectanglePlot(samples, x: .value("X", \.x), y: .value("Y", \.y)) }
}

// Charts: RectanglePlot.init(_:x:yStart:yEnd:width:)
@MainActor fileprivate func checkCharts96() async throws {
    struct Sample {
        let x: Double
        let y: Double
        let low: CGFloat
        let high: CGFloat
        let series: String
    }
    let samples = [Sample(x: 1, y: 2, low: 10, high: 40, series: "A"), Sample(x: 2, y: 5, low: 20, high: 60, series: "B")]
    _ = Chart { RectanglePlot(samples, x: .value("Series", \.series), yStart: .value("Start", \.x), yEnd: .value("End", \.y)) }
}

// Charts: RectanglePlot.init(_:x:yStart:yEnd:width:)
@MainActor fileprivate func checkCharts97() async throws {
    struct Sample {
        let x: Double
        let y: Double
        let low: CGFloat
        let high: CGFloat
        let series: String
    }
    let samples = [Sample(x: 1, y: 2, low: 10, high: 40, series: "A"), Sample(x: 2, y: 5, low: 20, high: 60, series: "B")]
    _ = Chart { RectanglePlot(samples, x: .value("Series", \.series), yStart: 0, yEnd: 40) }
}

// Charts: RectanglePlot.init(_:xStart:xEnd:y:height:)
@MainActor fileprivate func checkCharts98() async throws {
    struct Sample {
        let x: Double
        let y: Double
        let low: CGFloat
        let high: CGFloat
        let series: String
    }
    let samples = [Sample(x: 1, y: 2, low: 10, high: 40, series: "A"), Sample(x: 2, y: 5, low: 20, high: 60, series: "B")]
    _ = Chart { RectanglePlot(samples, xStart: .value("Start", \.x), xEnd: .value("End", \.y), y: .value("Series", \.series)) }
}

// Charts: RectanglePlot.init(_:xStart:xEnd:y:height:)
@MainActor fileprivate func checkCharts99() async throws {
    struct Sample {
        let x: Double
        let y: Double
        let low: CGFloat
        let high: CGFloat
        let series: String
    }
    let samples = [Sample(x: 1, y: 2, low: 10, high: 40, series: "A"), Sample(x: 2, y: 5, low: 20, high: 60, series: "B")]
    _ = Chart { RectanglePlot(samples, xStart: \.low, xEnd: \.high, y: .value("Series", \.series)) }
}

// Charts: RectanglePlot.init(_:xStart:xEnd:yStart:yEnd:)
@MainActor fileprivate func checkCharts100() async throws {
    struct Sample {
        let x: Double
        let y: Double
        let low: CGFloat
        let high: CGFloat
        let series: String
    }
    let samples = [Sample(x: 1, y: 2, low: 10, high: 40, series: "A"), Sample(x: 2, y: 5, low: 20, high: 60, series: "B")]
    _ = Chart { RectanglePlot(samples, xStart: \.low, xEnd: \.high, yStart: .value("Start", \.x), yEnd: .value("End", \.y)) }
}

// Charts: RectanglePlot.init(_:xStart:xEnd:yStart:yEnd:)
@MainActor fileprivate func checkCharts101() async throws {
    struct Sample {
        let x: Double
        let y: Double
        let low: CGFloat
        let high: CGFloat
        let series: String
    }
    let samples = [Sample(x: 1, y: 2, low: 10, high: 40, series: "A"), Sample(x: 2, y: 5, low: 20, high: 60, series: "B")]
    _ = Chart { RectanglePlot(samples, xStart: 0, xEnd: 40, yStart: .value("Start", \.x), yEnd: .value("End", \.y)) }
}

// Charts: RectanglePlot.init(_:xStart:xEnd:yStart:yEnd:)
@MainActor fileprivate func checkCharts102() async throws {
    struct Sample {
        let x: Double
        let y: Double
        let low: CGFloat
        let high: CGFloat
        let series: String
    }
    let samples = [Sample(x: 1, y: 2, low: 10, high: 40, series: "A"), Sample(x: 2, y: 5, low: 20, high: 60, series: "B")]
    _ = Chart { RectanglePlot(samples, xStart: .value("Start", \.x), xEnd: .value("End", \.y), yStart: 0, yEnd: 40) }
}

// Charts: RectanglePlot.init(_:xStart:xEnd:yStart:yEnd:)
@MainActor fileprivate func checkCharts103() async throws {
    struct Sample {
        let x: Double
        let y: Double
        let low: CGFloat
        let high: CGFloat
        let series: String
    }
    let samples = [Sample(x: 1, y: 2, low: 10, high: 40, series: "A"), Sample(x: 2, y: 5, low: 20, high: 60, series: "B")]
    _ = Chart { RectanglePlot(samples, xStart: \.low, xEnd: \.high, yStart: \.low, yEnd: \.high) }
}

// Charts: RectanglePlot.init(_:xStart:xEnd:yStart:yEnd:)
@MainActor fileprivate func checkCharts104() async throws {
    struct Sample {
        let x: Double
        let y: Double
        let low: CGFloat
        let high: CGFloat
        let series: String
    }
    let samples = [Sample(x: 1, y: 2, low: 10, high: 40, series: "A"), Sample(x: 2, y: 5, low: 20, high: 60, series: "B")]
    _ = Chart { RectanglePlot(samples, xStart: .value("X0", \.x), xEnd: .value("X1", \.y), yStart: .value("Y0", \.x), yEnd: .value("Y1", \.y)) }
}

// Charts: SectorPlot
@MainActor fileprivate func checkCharts105() async throws {
    struct Sample {
        let x: Double
        let y: Double
        let low: CGFloat
        let high: CGFloat
        let series: String
    }
    let samples = [Sample(x: 1, y: 2, low: 10, high: 40, series: "A"), Sample(x: 2, y: 5, low: 20, high: 60, series: "B")]
    let plot = SectorPlot(samples, angle: .value("Y", \.y))
    _ = Chart { plot }
}

// Charts: SectorPlot.init(_:angle:innerRadius:outerRadius:angularInset:)
@MainActor fileprivate func checkCharts106() async throws {
    struct Sample {
        let x: Double
        let y: Double
        let low: CGFloat
        let high: CGFloat
        let series: String
    }
    let samples = [Sample(x: 1, y: 2, low: 10, high: 40, series: "A"), Sample(x: 2, y: 5, low: 20, high: 60, series: "B")]
    _ = Chart { SectorPlot(samples, angle: .value("Y", \.y), angularInset: 1) }
}

// Charts: SectorPlot.init(_:angle:innerRadius:outerRadius:angularInset:)
@MainActor fileprivate func checkCharts107() async throws {
    struct Sample {
        let x: Double
        let y: Double
        let low: CGFloat
        let high: CGFloat
        let series: String
    }
    let samples = [Sample(x: 1, y: 2, low: 10, high: 40, series: "A"), Sample(x: 2, y: 5, low: 20, high: 60, series: "B")]
    _ = Chart { SectorPlot(samples, angle: .value("Y", \.y), angularInset: \.low) }
}

// Charts: PlottableValue
@MainActor fileprivate func checkCharts108() async throws {
    let value: PlottableValue<Double> = .value("Steps", 1200.0)
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: value) }
}

// Charts: PlottableValue.value(_:_:)
@MainActor fileprivate func checkCharts109() async throws {
    let label: LocalizedStringKey = "Steps"
    let plotted: PlottableValue<Double> = .value(label, 1200.0)
    _ = plotted
}

// Charts: PlottableValue.value(_:_:)
@MainActor fileprivate func checkCharts110() async throws {
    let label: LocalizedStringKey = "Steps"
    let plotted: PlottableValue<Double> = .value(label, 0.0..<10.0)
    _ = plotted
}

// Charts: PlottableValue.value(_:_:)
@MainActor fileprivate func checkCharts111() async throws {
    let label: LocalizedStringKey = "Steps"
    let bins = NumberBins(thresholds: [0.0, 5.0, 10.0])
    let plotted: PlottableValue<Double> = .value(label, bins[0])
    _ = plotted
}

// Charts: PlottableValue.value(_:_:)
@MainActor fileprivate func checkCharts112() async throws {
    let label = Text("Steps")
    let plotted: PlottableValue<Double> = .value(label, 1200.0)
    _ = plotted
}

// Charts: PlottableValue.value(_:_:)
@MainActor fileprivate func checkCharts113() async throws {
    let label = Text("Steps")
    let plotted: PlottableValue<Double> = .value(label, 0.0..<10.0)
    _ = plotted
}

// Charts: PlottableValue.value(_:_:)
@MainActor fileprivate func checkCharts114() async throws {
    let label = Text("Steps")
    let bins = NumberBins(thresholds: [0.0, 5.0, 10.0])
    let plotted: PlottableValue<Double> = .value(label, bins[0])
    _ = plotted
}

// Charts: PlottableValue.value(_:_:)
@MainActor fileprivate func checkCharts115() async throws {
    let label: String = "Steps"
    let plotted: PlottableValue<Double> = .value(label, 1200.0)
    _ = plotted
}

// Charts: PlottableValue.value(_:_:)
@MainActor fileprivate func checkCharts116() async throws {
    let label: String = "Steps"
    let plotted: PlottableValue<Double> = .value(label, 0.0..<10.0)
    _ = plotted
}

// Charts: PlottableValue.value(_:_:)
@MainActor fileprivate func checkCharts117() async throws {
    let label: String = "Steps"
    let bins = NumberBins(thresholds: [0.0, 5.0, 10.0])
    let plotted: PlottableValue<Double> = .value(label, bins[0])
    _ = plotted
}

// Charts: PlottableValue.value(_:_:)
@MainActor fileprivate func checkCharts118() async throws {
    let label: LocalizedStringResource = "Steps"
    let plotted: PlottableValue<Double> = .value(label, 1200.0)
    _ = plotted
}

// Charts: PlottableValue.value(_:_:)
@MainActor fileprivate func checkCharts119() async throws {
    let label: LocalizedStringResource = "Steps"
    let plotted: PlottableValue<Double> = .value(label, 0.0..<10.0)
    _ = plotted
}

// Charts: PlottableValue.value(_:_:)
@MainActor fileprivate func checkCharts120() async throws {
    let label: LocalizedStringResource = "Steps"
    let bins = NumberBins(thresholds: [0.0, 5.0, 10.0])
    let plotted: PlottableValue<Double> = .value(label, bins[0])
    _ = plotted
}

// Charts: PlottableValue.value(_:_:unit:calendar:)
@MainActor fileprivate func checkCharts121() async throws {
    let label: LocalizedStringKey = "Steps"
    let plotted: PlottableValue<Date> = .value(label, Date.now, unit: .day, calendar: Calendar(identifier: .gregorian))
    _ = plotted
}

// Charts: PlottableValue.value(_:_:unit:calendar:)
@MainActor fileprivate func checkCharts122() async throws {
    let label = Text("Steps")
    let plotted: PlottableValue<Date> = .value(label, Date.now, unit: .day, calendar: Calendar(identifier: .gregorian))
    _ = plotted
}

// Charts: PlottableValue.value(_:_:unit:calendar:)
@MainActor fileprivate func checkCharts123() async throws {
    let label: String = "Steps"
    let plotted: PlottableValue<Date> = .value(label, Date.now, unit: .day, calendar: Calendar(identifier: .gregorian))
    _ = plotted
}

// Charts: PlottableValue.value(_:_:unit:calendar:)
@MainActor fileprivate func checkCharts124() async throws {
    let label: LocalizedStringResource = "Steps"
    let plotted: PlottableValue<Date> = .value(label, Date.now, unit: .day, calendar: Calendar(identifier: .gregorian))
    _ = plotted
}

// Charts: PlottableProjection
@MainActor fileprivate func checkCharts125() async throws {
    struct Point {
        let x: Double
    }
    let projection: PlottableProjection<Point, Double> = .value("X", \.x)
    _ = projection
}

// Charts: PlottableProjection.value(_:_:)
@MainActor fileprivate func checkCharts126() async throws {
    struct Point {
        let x: Double
        let y: Double
        let date: Date
    }
    let label: LocalizedStringKey = "X"
    let p: PlottableProjection<Point, Double> = .value(label, 2.0)
    _ = p
}

// Charts: PlottableProjection.value(_:_:)
@MainActor fileprivate func checkCharts127() async throws {
    struct Point {
        let x: Double
        let y: Double
        let date: Date
    }
    let label: LocalizedStringKey = "X"
    let p: PlottableProjection<Point, Double> = .value(label, \.x)
    _ = p
}

// Charts: PlottableProjection.value(_:_:)
@MainActor fileprivate func checkCharts128() async throws {
    struct Point {
        let x: Double
        let y: Double
        let date: Date
    }
    let label: LocalizedStringResource = "X"
    let p: PlottableProjection<Point, Double> = .value(label, 2.0)
    _ = p
}

// Charts: PlottableProjection.value(_:_:)
@MainActor fileprivate func checkCharts129() async throws {
    struct Point {
        let x: Double
        let y: Double
        let date: Date
    }
    let label: LocalizedStringResource = "X"
    let p: PlottableProjection<Point, Double> = .value(label, \.x)
    _ = p
}

// Charts: PlottableProjection.value(_:_:)
@MainActor fileprivate func checkCharts130() async throws {
    struct Point {
        let x: Double
        let y: Double
        let date: Date
    }
    let label: String = "X"
    let p: PlottableProjection<Point, Double> = .value(label, 2.0)
    _ = p
}

// Charts: PlottableProjection.value(_:_:)
@MainActor fileprivate func checkCharts131() async throws {
    struct Point {
        let x: Double
        let y: Double
        let date: Date
    }
    let label: String = "X"
    let p: PlottableProjection<Point, Double> = .value(label, \.x)
    _ = p
}

// Charts: PlottableProjection.value(_:_:)
@MainActor fileprivate func checkCharts132() async throws {
    struct Point {
        let x: Double
        let y: Double
        let date: Date
    }
    let p: PlottableProjection<Point, Double> = .value(Text("X"), \.x)
    _ = p
}

// Charts: PlottableProjection.value(_:_:_:)
@MainActor fileprivate func checkCharts133() async throws {
    struct Point {
        let x: Double
        let y: Double
        let date: Date
    }
    let p: PlottableProjection<Point, Double> = .value(Text("X"), 0.0, 5.0)
    _ = p
}

// Charts: PlottableProjection.value(_:_:_:)
@MainActor fileprivate func checkCharts134() async throws {
    struct Point {
        let x: Double
        let y: Double
        let date: Date
    }
    let label: LocalizedStringResource = "X"
    let p: PlottableProjection<Point, Double> = .value(label, \.x, \.y)
    _ = p
}

// Charts: PlottableProjection.value(_:_:unit:calendar:)
@MainActor fileprivate func checkCharts135() async throws {
    struct Point {
        let x: Double
        let y: Double
        let date: Date
    }
    let label: LocalizedStringKey = "Day"
    let p: PlottableProjection<Point, Date> = .value(label, Date.now, unit: .day)
    _ = p
}

// Charts: PlottableProjection.value(_:_:unit:calendar:)
@MainActor fileprivate func checkCharts136() async throws {
    struct Point {
        let x: Double
        let y: Double
        let date: Date
    }
    let label: String = "Day"
    let p: PlottableProjection<Point, Date> = .value(label, Date.now, unit: .month, calendar: nil)
    _ = p
}

// Charts: PlottableProjection.value(_:_:unit:calendar:)
@MainActor fileprivate func checkCharts137() async throws {
    struct Point {
        let x: Double
        let y: Double
        let date: Date
    }
    let label: String = "Day"
    let p: PlottableProjection<Point, Date> = .value(label, \.date, unit: .day)
    _ = p
}

// Charts: Plottable
@MainActor fileprivate func checkCharts138() async throws {
    enum Flavor: String, Plottable {
        case vanilla, chocolate
    }
    _ = Chart { BarMark(x: .value("Flavor", Flavor.vanilla), y: .value("Sold", 12)) }
}

// Charts: Plottable.PrimitivePlottable
@MainActor fileprivate func checkCharts139() async throws {
    struct Score: Plottable {
        var points: Int
        var primitivePlottable: Int { points }
        init(points: Int) { self.points = points }
        init?(primitivePlottable: Int) { self.points = primitivePlottable }
    }
    _ = Chart { BarMark(x: .value("Team", "A"), y: .value("Score", Score(points: 3))) }
}

// Charts: Plottable.primitivePlottable
@MainActor fileprivate func checkCharts140() async throws {
    let primitive: String = "Mon".primitivePlottable
    _ = primitive
}

// Charts: Plottable.init(primitivePlottable:)
@MainActor fileprivate func checkCharts141() async throws {
    enum Flavor: String, Plottable {
        case vanilla, chocolate
    }
    _ = Flavor(primitivePlottable: "vanilla")
}

// Charts: ChartBinRange
@MainActor fileprivate func checkCharts142() async throws {
    let bins = NumberBins(thresholds: [0.0, 5.0, 10.0])
    let bin: ChartBinRange<Double> = bins[0]
    _ = bin
}

// Charts: ChartBinRange.lowerBound
@MainActor fileprivate func checkCharts143() async throws {
    let bins = NumberBins(thresholds: [0.0, 5.0, 10.0])
    let lower: Double = bins[0].lowerBound
    _ = lower
}

// Charts: ChartBinRange.upperBound
@MainActor fileprivate func checkCharts144() async throws {
    let bins = NumberBins(thresholds: [0.0, 5.0, 10.0])
    let upper: Double = bins[1].upperBound
    _ = upper
}

// Charts: NumberBins
@MainActor fileprivate func checkCharts145() async throws {
    let bins: NumberBins<Double> = NumberBins(thresholds: [0, 10, 20])
    _ = bins.count
}

// Charts: NumberBins.init(thresholds:)
@MainActor fileprivate func checkCharts146() async throws {
    _ = NumberBins(thresholds: [0.0, 10.0, 20.0])
}

// Charts: NumberBins.init(size:range:)
@MainActor fileprivate func checkCharts147() async throws {
    _ = NumberBins(size: 5.0, range: 0.0...100.0)
}

// Charts: NumberBins.init(range:desiredCount:minimumStride:)
@MainActor fileprivate func checkCharts148() async throws {
    _ = NumberBins(range: 0.0...100.0, desiredCount: 10, minimumStride: 1)
}

// Charts: NumberBins.init(data:desiredCount:minimumStride:)
@MainActor fileprivate func checkCharts149() async throws {
    _ = NumberBins(data: [1.0, 4.0, 9.5, 12.0], desiredCount: 4)
}

// Charts: NumberBins.index(for:)
@MainActor fileprivate func checkCharts150() async throws {
    let bins = NumberBins(thresholds: [0.0, 10.0, 20.0])
    let index: Int = bins.index(for: 12)
    _ = bins[index]
}

// Charts: DateBins
@MainActor fileprivate func checkCharts151() async throws {
    let bins: DateBins = DateBins(unit: .day, range: Date.now...Date.now.addingTimeInterval(604_800))
    _ = bins.count
}

// Charts: DateBins.init(unit:by:range:calendar:)
@MainActor fileprivate func checkCharts152() async throws {
    _ = DateBins(unit: .hour, by: 6, range: Date.now...Date.now.addingTimeInterval(86_400), calendar: .current)
}

// Charts: DateBins.init(timeInterval:range:)
@MainActor fileprivate func checkCharts153() async throws {
    _ = DateBins(timeInterval: 3_600, range: Date.now...Date.now.addingTimeInterval(86_400))
}

// Charts: DateBins.init(thresholds:)
@MainActor fileprivate func checkCharts154() async throws {
    _ = DateBins(thresholds: [Date.now, Date.now.addingTimeInterval(3_600)])
}

// Charts: DateBins.index(for:)
@MainActor fileprivate func checkCharts155() async throws {
    let bins = DateBins(timeInterval: 3_600, range: Date.now...Date.now.addingTimeInterval(86_400))
    _ = bins.index(for: Date.now)
}

// Charts: MarkDimension
@MainActor fileprivate func checkCharts156() async throws {
    let width: MarkDimension = .ratio(0.8)
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200), width: width) }
}

// Charts: MarkDimension.automatic
@MainActor fileprivate func checkCharts157() async throws {
    let dimension: MarkDimension = .automatic
    _ = dimension
}

// Charts: MarkDimension.fixed(_:)
@MainActor fileprivate func checkCharts158() async throws {
    let dimension: MarkDimension = .fixed(24)
    _ = dimension
}

// Charts: MarkDimension.inset(_:)
@MainActor fileprivate func checkCharts159() async throws {
    let dimension: MarkDimension = .inset(4)
    _ = dimension
}

// Charts: MarkDimension.ratio(_:)
@MainActor fileprivate func checkCharts160() async throws {
    let dimension: MarkDimension = .ratio(0.5)
    _ = dimension
}

// Charts: MarkDimension.init(integerLiteral:)
@MainActor fileprivate func checkCharts161() async throws {
    let width: MarkDimension = 20
    _ = width
}

// Charts: MarkDimension.init(floatLiteral:)
@MainActor fileprivate func checkCharts162() async throws {
    let width: MarkDimension = 20.5
    _ = width
}

// Charts: MarkDimensions
@MainActor fileprivate func checkCharts163() async throws {
    struct Bar {
        let width: CGFloat
    }
    let dims: MarkDimensions<Bar> = .automatic
    _ = dims
}

// Charts: MarkStackingMethod
@MainActor fileprivate func checkCharts164() async throws {
    let method: MarkStackingMethod = .normalized
    _ = method
}

// Charts: MarkStackingMethod.standard
@MainActor fileprivate func checkCharts165() async throws {
    _ = Chart { AreaMark(x: .value("Day", 1), y: .value("Sales", 20), stacking: .standard) }
}

// Charts: MarkStackingMethod.normalized
@MainActor fileprivate func checkCharts166() async throws {
    _ = Chart { AreaMark(x: .value("Day", 1), y: .value("Sales", 20), stacking: .normalized) }
}

// Charts: MarkStackingMethod.center
@MainActor fileprivate func checkCharts167() async throws {
    _ = Chart { AreaMark(x: .value("Day", 1), y: .value("Sales", 20), stacking: .center) }
}

// Charts: MarkStackingMethod.unstacked
@MainActor fileprivate func checkCharts168() async throws {
    _ = Chart { AreaMark(x: .value("Day", 1), y: .value("Sales", 20), stacking: .unstacked) }
}

// Charts: InterpolationMethod
@MainActor fileprivate func checkCharts169() async throws {
    let method: InterpolationMethod = .catmullRom
    _ = method
}

// Charts: InterpolationMethod.linear
@MainActor fileprivate func checkCharts170() async throws {
    _ = Chart { LineMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)).interpolationMethod(.linear) }
}

// Charts: InterpolationMethod.monotone
@MainActor fileprivate func checkCharts171() async throws {
    _ = Chart { LineMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)).interpolationMethod(.monotone) }
}

// Charts: InterpolationMethod.catmullRom
@MainActor fileprivate func checkCharts172() async throws {
    _ = Chart { LineMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)).interpolationMethod(.catmullRom) }
}

// Charts: InterpolationMethod.cardinal
@MainActor fileprivate func checkCharts173() async throws {
    _ = Chart { LineMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)).interpolationMethod(.cardinal) }
}

// Charts: InterpolationMethod.stepStart
@MainActor fileprivate func checkCharts174() async throws {
    _ = Chart { LineMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)).interpolationMethod(.stepStart) }
}

// Charts: InterpolationMethod.stepCenter
@MainActor fileprivate func checkCharts175() async throws {
    _ = Chart { LineMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)).interpolationMethod(.stepCenter) }
}

// Charts: InterpolationMethod.stepEnd
@MainActor fileprivate func checkCharts176() async throws {
    _ = Chart { LineMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)).interpolationMethod(.stepEnd) }
}

// Charts: InterpolationMethod.catmullRom(alpha:)
@MainActor fileprivate func checkCharts177() async throws {
    _ = Chart { LineMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)).interpolationMethod(.catmullRom(alpha: 0.3)) }
}

// Charts: InterpolationMethod.cardinal(tension:)
@MainActor fileprivate func checkCharts178() async throws {
    _ = Chart { LineMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)).interpolationMethod(.cardinal(tension: 0.2)) }
}

// Charts: ChartSymbolShape
@MainActor fileprivate func checkCharts179() async throws {
    struct Star: ChartSymbolShape {
        var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }
        func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    }
    _ = Chart { PointMark(x: .value("Height", 1.7), y: .value("Weight", 68.0)).symbol(Star()) }
}

// Charts: ChartSymbolShape.perceptualUnitRect
@MainActor fileprivate func checkCharts180() async throws {
    let rect: CGRect = BasicChartSymbolShape.circle.perceptualUnitRect
    _ = rect
}

// Charts: BasicChartSymbolShape
@MainActor fileprivate func checkCharts181() async throws {
    let shape: BasicChartSymbolShape = .diamond
    _ = shape
}

// Charts: ChartSymbolShape.circle
@MainActor fileprivate func checkCharts182() async throws {
    _ = Chart { PointMark(x: .value("Height", 1.7), y: .value("Weight", 68.0)).symbol(.circle) }
}

// Charts: ChartSymbolShape.square
@MainActor fileprivate func checkCharts183() async throws {
    _ = Chart { PointMark(x: .value("Height", 1.7), y: .value("Weight", 68.0)).symbol(.square) }
}

// Charts: ChartSymbolShape.triangle
@MainActor fileprivate func checkCharts184() async throws {
    _ = Chart { PointMark(x: .value("Height", 1.7), y: .value("Weight", 68.0)).symbol(.triangle) }
}

// Charts: ChartSymbolShape.diamond
@MainActor fileprivate func checkCharts185() async throws {
    _ = Chart { PointMark(x: .value("Height", 1.7), y: .value("Weight", 68.0)).symbol(.diamond) }
}

// Charts: ChartSymbolShape.pentagon
@MainActor fileprivate func checkCharts186() async throws {
    _ = Chart { PointMark(x: .value("Height", 1.7), y: .value("Weight", 68.0)).symbol(.pentagon) }
}

// Charts: ChartSymbolShape.plus
@MainActor fileprivate func checkCharts187() async throws {
    _ = Chart { PointMark(x: .value("Height", 1.7), y: .value("Weight", 68.0)).symbol(.plus) }
}

// Charts: ChartSymbolShape.cross
@MainActor fileprivate func checkCharts188() async throws {
    _ = Chart { PointMark(x: .value("Height", 1.7), y: .value("Weight", 68.0)).symbol(.cross) }
}

// Charts: ChartSymbolShape.asterisk
@MainActor fileprivate func checkCharts189() async throws {
    _ = Chart { PointMark(x: .value("Height", 1.7), y: .value("Weight", 68.0)).symbol(.asterisk) }
}

// Charts: AnnotationPosition
@MainActor fileprivate func checkCharts190() async throws {
    let position: AnnotationPosition = .top
    _ = position
}

// Charts: AnnotationPosition.automatic
@MainActor fileprivate func checkCharts191() async throws {
    _ = Chart {
        BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200))
            .annotation(position: .automatic) { Text("1200") }
    }
}

// Charts: AnnotationPosition.overlay
@MainActor fileprivate func checkCharts192() async throws {
    _ = Chart {
        BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200))
            .annotation(position: .overlay) { Text("1200") }
    }
}

// Charts: AnnotationPosition.top
@MainActor fileprivate func checkCharts193() async throws {
    _ = Chart {
        BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200))
            .annotation(position: .top) { Text("1200") }
    }
}

// Charts: AnnotationPosition.bottom
@MainActor fileprivate func checkCharts194() async throws {
    _ = Chart {
        BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200))
            .annotation(position: .bottom) { Text("1200") }
    }
}

// Charts: AnnotationPosition.leading
@MainActor fileprivate func checkCharts195() async throws {
    _ = Chart {
        BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200))
            .annotation(position: .leading) { Text("1200") }
    }
}

// Charts: AnnotationPosition.trailing
@MainActor fileprivate func checkCharts196() async throws {
    _ = Chart {
        BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200))
            .annotation(position: .trailing) { Text("1200") }
    }
}

// Charts: AnnotationPosition.topLeading
@MainActor fileprivate func checkCharts197() async throws {
    _ = Chart {
        BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200))
            .annotation(position: .topLeading) { Text("1200") }
    }
}

// Charts: AnnotationPosition.topTrailing
@MainActor fileprivate func checkCharts198() async throws {
    _ = Chart {
        BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200))
            .annotation(position: .topTrailing) { Text("1200") }
    }
}

// Charts: AnnotationPosition.bottomLeading
@MainActor fileprivate func checkCharts199() async throws {
    _ = Chart {
        BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200))
            .annotation(position: .bottomLeading) { Text("1200") }
    }
}

// Charts: AnnotationPosition.bottomTrailing
@MainActor fileprivate func checkCharts200() async throws {
    _ = Chart {
        BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200))
            .annotation(position: .bottomTrailing) { Text("1200") }
    }
}

// Charts: AnnotationContext
@MainActor fileprivate func checkCharts201() async throws {
    _ = Chart {
        BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200))
            .annotation { (context: AnnotationContext) in Text("\(Int(context.targetSize.width))") }
    }
}

// Charts: AnnotationContext.targetSize
@MainActor fileprivate func checkCharts202() async throws {
    _ = Chart {
        BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200))
            .annotation { context in Color.red.frame(width: context.targetSize.width, height: 2) }
    }
}

// Charts: AnnotationOverflowResolution
@MainActor fileprivate func checkCharts203() async throws {
    let resolution: AnnotationOverflowResolution = .automatic
    _ = resolution
}

// Charts: AnnotationOverflowResolution.init(x:y:)
@MainActor fileprivate func checkCharts204() async throws {
    _ = AnnotationOverflowResolution(x: .fit(to: .chart), y: .disabled)
}

// Charts: AnnotationOverflowResolution.automatic
@MainActor fileprivate func checkCharts205() async throws {
    _ = Chart {
        BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200))
            .annotation(position: .top, overflowResolution: .automatic) { Text("Peak") }
    }
}

// Charts: AnnotationOverflowResolution.Strategy
@MainActor fileprivate func checkCharts206() async throws {
    let strategy: AnnotationOverflowResolution.Strategy = .padScale
    _ = strategy
}

// Charts: AnnotationOverflowResolution.Strategy.automatic
@MainActor fileprivate func checkCharts207() async throws {
    let strategy: AnnotationOverflowResolution.Strategy = .automatic
    _ = strategy
}

// Charts: AnnotationOverflowResolution.Strategy.disabled
@MainActor fileprivate func checkCharts208() async throws {
    let strategy: AnnotationOverflowResolution.Strategy = .disabled
    _ = strategy
}

// Charts: AnnotationOverflowResolution.Strategy.fit
@MainActor fileprivate func checkCharts209() async throws {
    let strategy: AnnotationOverflowResolution.Strategy = .fit
    _ = strategy
}

// Charts: AnnotationOverflowResolution.Strategy.fit(to:)
@MainActor fileprivate func checkCharts210() async throws {
    let strategy: AnnotationOverflowResolution.Strategy = .fit(to: .plot)
    _ = strategy
}

// Charts: AnnotationOverflowResolution.Strategy.padScale
@MainActor fileprivate func checkCharts211() async throws {
    let strategy: AnnotationOverflowResolution.Strategy = .padScale
    _ = strategy
}

// Charts: AnnotationOverflowResolution.Boundary
@MainActor fileprivate func checkCharts212() async throws {
    let boundary: AnnotationOverflowResolution.Boundary = .chart
    _ = boundary
}

// Charts: AnnotationOverflowResolution.Boundary.automatic
@MainActor fileprivate func checkCharts213() async throws {
    let boundary: AnnotationOverflowResolution.Boundary = .automatic
    _ = boundary
}

// Charts: AnnotationOverflowResolution.Boundary.chart
@MainActor fileprivate func checkCharts214() async throws {
    let boundary: AnnotationOverflowResolution.Boundary = .chart
    _ = boundary
}

// Charts: AnnotationOverflowResolution.Boundary.plot
@MainActor fileprivate func checkCharts215() async throws {
    let boundary: AnnotationOverflowResolution.Boundary = .plot
    _ = boundary
}

// Charts: ChartContent.foregroundStyle(_:)
@MainActor fileprivate func checkCharts216() async throws {
    _ = Chart {
        BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200))
            .foregroundStyle(.pink.gradient)
    }
}

// Charts: ChartContent.foregroundStyle(by:)
@MainActor fileprivate func checkCharts217() async throws {
    _ = Chart {
        BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200))
            .foregroundStyle(by: .value("Team", "Blue"))
    }
}

// Charts: ChartContent.symbol(by:)
@MainActor fileprivate func checkCharts218() async throws {
    _ = Chart {
        PointMark(x: .value("Height", 1.7), y: .value("Weight", 68.0))
            .symbol(by: .value("Species", "Adelie"))
    }
}

// Charts: ChartContent.symbol(_:)
@MainActor fileprivate func checkCharts219() async throws {
    _ = Chart {
        PointMark(x: .value("Height", 1.7), y: .value("Weight", 68.0))
            .symbol(.triangle)
    }
}

// Charts: ChartContent.symbol(symbol:)
@MainActor fileprivate func checkCharts220() async throws {
    _ = Chart {
        PointMark(x: .value("Height", 1.7), y: .value("Weight", 68.0))
            .symbol {
                Image(systemName: "star.fill")
            }
    }
}

// Charts: ChartContent.symbolSize(_:)
@MainActor fileprivate func checkCharts221() async throws {
    _ = Chart {
        PointMark(x: .value("Height", 1.7), y: .value("Weight", 68.0))
            .symbolSize(CGSize(width: 10, height: 10))
    }
}

// Charts: ChartContent.symbolSize(_:)
@MainActor fileprivate func checkCharts222() async throws {
    _ = Chart {
        PointMark(x: .value("Height", 1.7), y: .value("Weight", 68.0))
            .symbolSize(100)
    }
}

// Charts: ChartContent.symbolSize(by:)
@MainActor fileprivate func checkCharts223() async throws {
    _ = Chart {
        PointMark(x: .value("Height", 1.7), y: .value("Weight", 68.0))
            .symbolSize(by: .value("Population", 3_000_000))
    }
}

// Charts: ChartContent.lineStyle(_:)
@MainActor fileprivate func checkCharts224() async throws {
    _ = Chart {
        LineMark(x: .value("Day", "Mon"), y: .value("Steps", 1200))
            .lineStyle(StrokeStyle(lineWidth: 3, dash: [4, 2]))
    }
}

// Charts: ChartContent.lineStyle(by:)
@MainActor fileprivate func checkCharts225() async throws {
    _ = Chart {
        LineMark(x: .value("Day", "Mon"), y: .value("Steps", 1200))
            .lineStyle(by: .value("City", "Paris"))
    }
}

// Charts: ChartContent.interpolationMethod(_:)
@MainActor fileprivate func checkCharts226() async throws {
    _ = Chart {
        LineMark(x: .value("Day", "Mon"), y: .value("Steps", 1200))
            .interpolationMethod(.monotone)
    }
}

// Charts: ChartContent.position(by:axis:span:)
@MainActor fileprivate func checkCharts227() async throws {
    _ = Chart {
        BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200))
            .position(by: .value("Type", "Electric"), axis: .horizontal, span: .ratio(0.8))
    }
}

// Charts: ChartContent.annotation(position:alignment:spacing:content:)
@MainActor fileprivate func checkCharts228() async throws {
    _ = Chart {
        BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200))
            .annotation(position: .top, alignment: .center, spacing: 4) {
                Text("1,200")
            }
    }
}

// Charts: ChartContent.annotation(position:alignment:spacing:content:)
@MainActor fileprivate func checkCharts229() async throws {
    _ = Chart {
        BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200))
            .annotation(position: .overlay) { context in
                Text("\(Int(context.targetSize.height))")
            }
    }
}

// Charts: ChartContent.annotation(position:alignment:spacing:overflowResolution:content:)
@MainActor fileprivate func checkCharts230() async throws {
    _ = Chart {
        BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200))
            .annotation(position: .top, overflowResolution: .init(x: .fit(to: .chart), y: .disabled)) {
                Text("Peak")
            }
    }
}

// Charts: ChartContent.annotation(position:alignment:spacing:overflowResolution:content:)
@MainActor fileprivate func checkCharts231() async throws {
    _ = Chart {
        BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200))
            .annotation(position: .top, overflowResolution: .automatic) { context in
                Text("\(Int(context.targetSize.width))")
            }
    }
}

// Charts: ChartContent.opacity(_:)
@MainActor fileprivate func checkCharts232() async throws {
    _ = Chart {
        BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200))
            .opacity(0.5)
    }
}

// Charts: ChartContent.cornerRadius(_:style:)
@MainActor fileprivate func checkCharts233() async throws {
    _ = Chart {
        BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200))
            .cornerRadius(6, style: .continuous)
    }
}

// Charts: ChartContent.offset(_:)
@MainActor fileprivate func checkCharts234() async throws {
    _ = Chart {
        BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200))
            .offset(CGSize(width: 2, height: 0))
    }
}

// Charts: ChartContent.offset(x:y:)
@MainActor fileprivate func checkCharts235() async throws {
    _ = Chart {
        BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200))
            .offset(x: 4, y: -2)
    }
}

// Charts: ChartContent.offset(x:yStart:yEnd:)
@MainActor fileprivate func checkCharts236() async throws {
    _ = Chart {
        BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200))
            .offset(x: 2, yStart: -4, yEnd: 4)
    }
}

// Charts: ChartContent.offset(xStart:xEnd:y:)
@MainActor fileprivate func checkCharts237() async throws {
    _ = Chart {
        BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200))
            .offset(xStart: -4, xEnd: 4, y: 2)
    }
}

// Charts: ChartContent.offset(xStart:xEnd:yStart:yEnd:)
@MainActor fileprivate func checkCharts238() async throws {
    _ = Chart {
        BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200))
            .offset(xStart: -4, xEnd: 4, yStart: -4, yEnd: 4)
    }
}

// Charts: ChartContent.zIndex(_:)
@MainActor fileprivate func checkCharts239() async throws {
    _ = Chart {
        BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200))
            .zIndex(1)
    }
}

// Charts: ChartContent.compositingLayer()
@MainActor fileprivate func checkCharts240() async throws {
    _ = Chart {
        BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200))
            .compositingLayer()
    }
}

// Charts: ChartContent.compositingLayer(style:)
@MainActor fileprivate func checkCharts241() async throws {
    _ = Chart {
        BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200))
            .compositingLayer { layer in
                layer.opacity(0.8)
            }
    }
}

// Charts: ChartContent.blur(radius:)
@MainActor fileprivate func checkCharts242() async throws {
    _ = Chart {
        BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200))
            .blur(radius: 2)
    }
}

// Charts: ChartContent.shadow(color:radius:x:y:)
@MainActor fileprivate func checkCharts243() async throws {
    _ = Chart {
        BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200))
            .shadow(color: .black.opacity(0.3), radius: 4, x: 0, y: 2)
    }
}

// Charts: ChartContent.mask(content:)
@MainActor fileprivate func checkCharts244() async throws {
    _ = Chart {
        BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200))
            .mask {
                RectangleMark(xStart: 0, xEnd: 100, yStart: 0, yEnd: 80)
            }
    }
}

// Charts: ChartContent.clipShape(_:style:)
@MainActor fileprivate func checkCharts245() async throws {
    _ = Chart {
        BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200))
            .clipShape(Capsule(), style: FillStyle())
    }
}

// Charts: ChartContent.alignsMarkStylesWithPlotArea(_:)
@MainActor fileprivate func checkCharts246() async throws {
    _ = Chart {
        AreaMark(x: .value("Day", 1), y: .value("Sales", 20))
            .alignsMarkStylesWithPlotArea()
    }
}

// Charts: ChartContent.accessibilityLabel(_:)
@MainActor fileprivate func checkCharts247() async throws {
    _ = Chart {
        BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200))
            .accessibilityLabel(Text("Monday"))
    }
}

// Charts: ChartContent.accessibilityLabel(_:)
@MainActor fileprivate func checkCharts248() async throws {
    _ = Chart {
        BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200))
            .accessibilityLabel("Monday")
    }
}

// Charts: ChartContent.accessibilityLabel(_:)
@MainActor fileprivate func checkCharts249() async throws {
    let day: String = "Monday"
    _ = Chart {
        BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200))
            .accessibilityLabel(day)
    }
}

// Charts: ChartContent.accessibilityValue(_:)
@MainActor fileprivate func checkCharts250() async throws {
    _ = Chart {
        BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200))
            .accessibilityValue(Text("1,200 steps"))
    }
}

// Charts: ChartContent.accessibilityValue(_:)
@MainActor fileprivate func checkCharts251() async throws {
    _ = Chart {
        BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200))
            .accessibilityValue("1,200 steps")
    }
}

// Charts: ChartContent.accessibilityValue(_:)
@MainActor fileprivate func checkCharts252() async throws {
    let steps: String = "1,200 steps"
    _ = Chart {
        BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200))
            .accessibilityValue(steps)
    }
}

// Charts: ChartContent.accessibilityIdentifier(_:)
@MainActor fileprivate func checkCharts253() async throws {
    _ = Chart {
        BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200))
            .accessibilityIdentifier("bar-monday")
    }
}

// Charts: ChartContent.accessibilityHidden(_:)
@MainActor fileprivate func checkCharts254() async throws {
    _ = Chart {
        BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200))
            .accessibilityHidden(true)
    }
}

// Charts: VectorizedChartContent
@MainActor fileprivate func checkCharts255() async throws {
    struct Sample {
        let x: Double
        let y: Double
        let size: CGFloat
        let sizeBox: CGSize
        let series: String
        let color: Color
    }
    let samples = [Sample(x: 1, y: 2, size: 40, sizeBox: CGSize(width: 6, height: 6), series: "A", color: .red)]
    let plot = PointPlot(samples, x: .value("X", \.x), y: .value("Y", \.y))
    _ = Chart { plot.foregroundStyle(\.color) }
}

// Charts: VectorizedChartContent.foregroundStyle(_:)
@MainActor fileprivate func checkCharts256() async throws {
    struct Sample {
        let x: Double
        let y: Double
        let size: CGFloat
        let sizeBox: CGSize
        let series: String
        let color: Color
    }
    let samples = [Sample(x: 1, y: 2, size: 40, sizeBox: CGSize(width: 6, height: 6), series: "A", color: .red)]
    _ = Chart {
        PointPlot(samples, x: .value("X", \.x), y: .value("Y", \.y))
            .foregroundStyle(\.color)
    }
}

// Charts: VectorizedChartContent.foregroundStyle(by:)
@MainActor fileprivate func checkCharts257() async throws {
    struct Sample {
        let x: Double
        let y: Double
        let size: CGFloat
        let sizeBox: CGSize
        let series: String
        let color: Color
    }
    let samples = [Sample(x: 1, y: 2, size: 40, sizeBox: CGSize(width: 6, height: 6), series: "A", color: .red)]
    _ = Chart {
        PointPlot(samples, x: .value("X", \.x), y: .value("Y", \.y))
            .foregroundStyle(by: .value("Series", \.series))
    }
}

// Charts: VectorizedChartContent.symbol(by:)
@MainActor fileprivate func checkCharts258() async throws {
    struct Sample {
        let x: Double
        let y: Double
        let size: CGFloat
        let sizeBox: CGSize
        let series: String
        let color: Color
    }
    let samples = [Sample(x: 1, y: 2, size: 40, sizeBox: CGSize(width: 6, height: 6), series: "A", color: .red)]
    _ = Chart {
        PointPlot(samples, x: .value("X", \.x), y: .value("Y", \.y))
            .symbol(by: .value("Series", \.series))
    }
}

// Charts: VectorizedChartContent.symbolSize(_:)
@MainActor fileprivate func checkCharts259() async throws {
    struct Sample {
        let x: Double
        let y: Double
        let size: CGFloat
        let sizeBox: CGSize
        let series: String
        let color: Color
    }
    let samples = [Sample(x: 1, y: 2, size: 40, sizeBox: CGSize(width: 6, height: 6), series: "A", color: .red)]
    _ = Chart {
        PointPlot(samples, x: .value("X", \.x), y: .value("Y", \.y))
            .symbolSize(\.sizeBox)
    }
}

// Charts: VectorizedChartContent.symbolSize(_:)
@MainActor fileprivate func checkCharts260() async throws {
    struct Sample {
        let x: Double
        let y: Double
        let size: CGFloat
        let sizeBox: CGSize
        let series: String
        let color: Color
    }
    let samples = [Sample(x: 1, y: 2, size: 40, sizeBox: CGSize(width: 6, height: 6), series: "A", color: .red)]
    _ = Chart {
        PointPlot(samples, x: .value("X", \.x), y: .value("Y", \.y))
            .symbolSize(\.size)
    }
}

// Charts: VectorizedChartContent.symbolSize(by:)
@MainActor fileprivate func checkCharts261() async throws {
    struct Sample {
        let x: Double
        let y: Double
        let size: CGFloat
        let sizeBox: CGSize
        let series: String
        let color: Color
    }
    let samples = [Sample(x: 1, y: 2, size: 40, sizeBox: CGSize(width: 6, height: 6), series: "A", color: .red)]
    _ = Chart {
        PointPlot(samples, x: .value("X", \.x), y: .value("Y", \.y))
            .symbolSize(by: .value("Y", \.y))
    }
}

// Charts: VectorizedChartContent.lineStyle(by:)
@MainActor fileprivate func checkCharts262() async throws {
    struct Sample {
        let x: Double
        let y: Double
        let size: CGFloat
        let sizeBox: CGSize
        let series: String
        let color: Color
    }
    let samples = [Sample(x: 1, y: 2, size: 40, sizeBox: CGSize(width: 6, height: 6), series: "A", color: .red)]
    _ = Chart {
        PointPlot(samples, x: .value("X", \.x), y: .value("Y", \.y))
            .lineStyle(by: .value("Series", \.series))
    }
}

// Charts: VectorizedChartContent.position(by:axis:span:)
@MainActor fileprivate func checkCharts263() async throws {
    struct Sample {
        let x: Double
        let y: Double
        let size: CGFloat
        let sizeBox: CGSize
        let series: String
        let color: Color
    }
    let samples = [Sample(x: 1, y: 2, size: 40, sizeBox: CGSize(width: 6, height: 6), series: "A", color: .red)]
    _ = Chart {
        PointPlot(samples, x: .value("X", \.x), y: .value("Y", \.y))
            .position(by: .value("Series", \.series), axis: .horizontal)
    }
}

// Charts: VectorizedChartContent.opacity(_:)
@MainActor fileprivate func checkCharts264() async throws {
    struct Sample {
        let x: Double
        let y: Double
        let size: CGFloat
        let sizeBox: CGSize
        let series: String
        let color: Color
    }
    let samples = [Sample(x: 1, y: 2, size: 40, sizeBox: CGSize(width: 6, height: 6), series: "A", color: .red)]
    _ = Chart {
        PointPlot(samples, x: .value("X", \.x), y: .value("Y", \.y))
            .opacity(\.y)
    }
}

// Charts: View.chartBackground(alignment:content:)
@MainActor fileprivate func checkCharts265() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartBackground(alignment: .topLeading) { proxy in
            Color.gray.opacity(0.1)
        }
}

// Charts: View.chartOverlay(alignment:content:)
@MainActor fileprivate func checkCharts266() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartOverlay { proxy in
            Rectangle().fill(.clear).contentShape(Rectangle())
        }
}

// Charts: View.chartPlotStyle(content:)
@MainActor fileprivate func checkCharts267() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartPlotStyle { plotArea in
            plotArea.background(.blue.opacity(0.1)).frame(height: 120)
        }
}

// Charts: View.chartXAxis(_:)
@MainActor fileprivate func checkCharts268() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartXAxis(.hidden)
}

// Charts: View.chartXAxis(content:)
@MainActor fileprivate func checkCharts269() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartXAxis {
            AxisMarks(position: .bottom)
        }
}

// Charts: View.chartXAxisLabel(_:position:alignment:spacing:)
@MainActor fileprivate func checkCharts270() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartXAxisLabel("Steps", position: .top, alignment: .leading, spacing: 4)
}

// Charts: View.chartXAxisLabel(_:position:alignment:spacing:)
@MainActor fileprivate func checkCharts271() async throws {
    let unit: String = "km/h"
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartXAxisLabel(unit)
}

// Charts: View.chartXAxisLabel(position:alignment:spacing:content:)
@MainActor fileprivate func checkCharts272() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartXAxisLabel(position: .bottom) {
            Label("Steps", systemImage: "figure.walk")
        }
}

// Charts: View.chartXAxisStyle(content:)
@MainActor fileprivate func checkCharts273() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartXAxisStyle { axis in
            axis.opacity(0.5)
        }
}

// Charts: View.chartXScale(domain:type:)
@MainActor fileprivate func checkCharts274() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartXScale(domain: 0...2000, type: .linear)
}

// Charts: View.chartXScale(domain:range:type:)
@MainActor fileprivate func checkCharts275() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartXScale(domain: ["Mon", "Tue", "Wed"], range: .plotDimension(startPadding: 8, endPadding: 8), type: .category)
}

// Charts: View.chartXScale(range:type:)
@MainActor fileprivate func checkCharts276() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartXScale(range: .plotDimension(padding: 10))
}

// Charts: View.chartXScale(type:)
@MainActor fileprivate func checkCharts277() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartXScale(type: .log)
}

// Charts: View.chartScrollPosition(x:)
@MainActor fileprivate func checkCharts279() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartScrollPosition(x: .constant(0.0))
}

// Charts: View.chartScrollPosition(initialX:)
@MainActor fileprivate func checkCharts280() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartScrollPosition(initialX: 5.0)
}

// Charts: View.chartXSelection(value:)
@MainActor fileprivate func checkCharts281() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartXSelection(value: .constant(nil as String?))
}

// Charts: View.chartXSelection(range:)
@MainActor fileprivate func checkCharts282() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartXSelection(range: .constant(nil as ClosedRange<Double>?))
}

// Charts: View.chartYAxis(_:)
@MainActor fileprivate func checkCharts283() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartYAxis(.hidden)
}

// Charts: View.chartYAxis(content:)
@MainActor fileprivate func checkCharts284() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartYAxis {
            AxisMarks(position: .leading)
        }
}

// Charts: View.chartYAxisLabel(_:position:alignment:spacing:)
@MainActor fileprivate func checkCharts285() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartYAxisLabel("Steps", position: .top, alignment: .leading, spacing: 4)
}

// Charts: View.chartYAxisLabel(_:position:alignment:spacing:)
@MainActor fileprivate func checkCharts286() async throws {
    let unit: String = "km/h"
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartYAxisLabel(unit)
}

// Charts: View.chartYAxisLabel(position:alignment:spacing:content:)
@MainActor fileprivate func checkCharts287() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartYAxisLabel(position: .bottom) {
            Label("Steps", systemImage: "figure.walk")
        }
}

// Charts: View.chartYAxisStyle(content:)
@MainActor fileprivate func checkCharts288() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartYAxisStyle { axis in
            axis.opacity(0.5)
        }
}

// Charts: View.chartYScale(domain:type:)
@MainActor fileprivate func checkCharts289() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartYScale(domain: 0...2000, type: .linear)
}

// Charts: View.chartYScale(domain:range:type:)
@MainActor fileprivate func checkCharts290() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartYScale(domain: ["Mon", "Tue", "Wed"], range: .plotDimension(startPadding: 8, endPadding: 8), type: .category)
}

// Charts: View.chartYScale(range:type:)
@MainActor fileprivate func checkCharts291() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartYScale(range: .plotDimension(padding: 10))
}

// Charts: View.chartYScale(type:)
@MainActor fileprivate func checkCharts292() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartYScale(type: .log)
}

// Charts: View.chartScrollPosition(y:)
@MainActor fileprivate func checkCharts294() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartScrollPosition(y: .constant(0.0))
}

// Charts: View.chartScrollPosition(initialY:)
@MainActor fileprivate func checkCharts295() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartScrollPosition(initialY: 5.0)
}

// Charts: View.chartYSelection(value:)
@MainActor fileprivate func checkCharts296() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartYSelection(value: .constant(nil as String?))
}

// Charts: View.chartYSelection(range:)
@MainActor fileprivate func checkCharts297() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartYSelection(range: .constant(nil as ClosedRange<Double>?))
}

// Charts: View.chartLegend(_:)
@MainActor fileprivate func checkCharts298() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartLegend(.hidden)
}

// Charts: View.chartLegend(position:alignment:spacing:)
@MainActor fileprivate func checkCharts299() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)).foregroundStyle(by: .value("Team", "A")) }
        .chartLegend(position: .bottom, alignment: .center, spacing: 12)
}

// Charts: View.chartLegend(position:alignment:spacing:content:)
@MainActor fileprivate func checkCharts300() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)).foregroundStyle(by: .value("Team", "A")) }
        .chartLegend(position: .top) {
            HStack { Circle().frame(width: 8); Text("Team A") }
        }
}

// Charts: View.chartForegroundStyleScale(_:)
@MainActor fileprivate func checkCharts301() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartForegroundStyleScale(["Green": .green, "Purple": .purple])
}

// Charts: View.chartForegroundStyleScale(mapping:)
@MainActor fileprivate func checkCharts302() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartForegroundStyleScale { (team: String) in
            team == "A" ? Color.red : Color.blue
        }
}

// Charts: View.chartForegroundStyleScale(domain:mapping:)
@MainActor fileprivate func checkCharts303() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartForegroundStyleScale(domain: ["A", "B"]) { team in
            team == "A" ? Color.red : Color.blue
        }
}

// Charts: View.chartForegroundStyleScale(domain:range:type:)
@MainActor fileprivate func checkCharts304() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartForegroundStyleScale(domain: ["A", "B"], range: [Color.red, Color.blue])
}

// Charts: View.chartForegroundStyleScale(domain:type:)
@MainActor fileprivate func checkCharts305() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartForegroundStyleScale(domain: 0...100, type: .linear)
}

// Charts: View.chartForegroundStyleScale(range:type:)
@MainActor fileprivate func checkCharts306() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartForegroundStyleScale(range: Gradient(colors: [.yellow, .red]))
}

// Charts: View.chartSymbolScale(domain:range:)
@MainActor fileprivate func checkCharts307() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartSymbolScale(domain: ["A", "B"], range: [BasicChartSymbolShape.circle, .square])
}

// Charts: View.chartSymbolScale(domain:)
@MainActor fileprivate func checkCharts308() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartSymbolScale(domain: ["A", "B", "C"])
}

// Charts: View.chartSymbolScale(range:)
@MainActor fileprivate func checkCharts309() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartSymbolScale(range: [BasicChartSymbolShape.circle, BasicChartSymbolShape.triangle])
}

// Charts: View.chartSymbolScale(_:)
@MainActor fileprivate func checkCharts310() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartSymbolScale(["A": BasicChartSymbolShape.circle, "B": .square])
}

// Charts: View.chartSymbolScale(mapping:)
@MainActor fileprivate func checkCharts311() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartSymbolScale { (group: String) in
            group == "A" ? BasicChartSymbolShape.circle : .square
        }
}

// Charts: View.chartSymbolSizeScale(domain:range:type:)
@MainActor fileprivate func checkCharts312() async throws {
    let sizes: ClosedRange<CGFloat> = 10...200
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartSymbolSizeScale(domain: 0...100, range: sizes, type: .squareRoot)
}

// Charts: View.chartSymbolSizeScale(domain:type:)
@MainActor fileprivate func checkCharts313() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartSymbolSizeScale(domain: 0...100)
}

// Charts: View.chartSymbolSizeScale(range:type:)
@MainActor fileprivate func checkCharts314() async throws {
    let sizes: ClosedRange<CGFloat> = 10...200
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartSymbolSizeScale(range: sizes)
}

// Charts: View.chartSymbolSizeScale(_:)
@MainActor fileprivate func checkCharts315() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartSymbolSizeScale(["Small": 20, "Large": 120])
}

// Charts: View.chartSymbolSizeScale(mapping:)
@MainActor fileprivate func checkCharts316() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartSymbolSizeScale { (population: Double) in
            CGFloat(population / 1000)
        }
}

// Charts: View.chartSymbolSizeScale(domain:mapping:)
@MainActor fileprivate func checkCharts317() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartSymbolSizeScale(domain: ["S", "L"]) { size in
            size == "S" ? 20 : 120
        }
}

// Charts: View.chartLineStyleScale(_:)
@MainActor fileprivate func checkCharts318() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartLineStyleScale(["Plan": StrokeStyle(dash: [4]), "Actual": StrokeStyle(lineWidth: 2)])
}

// Charts: View.chartLineStyleScale(mapping:)
@MainActor fileprivate func checkCharts319() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartLineStyleScale { (kind: String) in
            kind == "Plan" ? StrokeStyle(dash: [4]) : StrokeStyle(lineWidth: 2)
        }
}

// Charts: View.chartLineStyleScale(domain:mapping:)
@MainActor fileprivate func checkCharts320() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartLineStyleScale(domain: ["Plan", "Actual"]) { kind in
            kind == "Plan" ? StrokeStyle(dash: [4]) : StrokeStyle(lineWidth: 2)
        }
}

// Charts: View.chartLineStyleScale(domain:range:)
@MainActor fileprivate func checkCharts321() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartLineStyleScale(domain: ["Plan", "Actual"], range: [StrokeStyle(dash: [4]), StrokeStyle(lineWidth: 2)])
}

// Charts: View.chartLineStyleScale(domain:)
@MainActor fileprivate func checkCharts322() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartLineStyleScale(domain: ["Plan", "Actual"])
}

// Charts: View.chartLineStyleScale(range:)
@MainActor fileprivate func checkCharts323() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartLineStyleScale(range: [StrokeStyle(dash: [4]), StrokeStyle(lineWidth: 2)])
}

// Charts: View.chartScrollableAxes(_:)
@MainActor fileprivate func checkCharts324() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartScrollableAxes(.horizontal)
}

// Charts: View.chartScrollTargetBehavior(_:)
@MainActor fileprivate func checkCharts325() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartScrollTargetBehavior(.valueAligned(unit: 1))
}

// Charts: View.chartAngleSelection(value:)
@MainActor fileprivate func checkCharts326() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartAngleSelection(value: .constant(nil as Int?))
}

// Charts: View.chartGesture(_:)
@MainActor fileprivate func checkCharts327() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartGesture { proxy in
            DragGesture().onChanged { value in
                proxy.selectXValue(at: value.location.x)
            }
        }
}

// Charts: AxisContent
@MainActor fileprivate func checkCharts328() async throws {
    @AxisContentBuilder func axis() -> some AxisContent {
        AxisMarks(values: .automatic(desiredCount: 4))
    }
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartXAxis {
            axis()
        }
}

// Charts: AxisContent.compositingLayer()
@MainActor fileprivate func checkCharts329() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartXAxis {
            AxisMarks().compositingLayer()
        }
}

// Charts: AxisContent.compositingLayer(style:)
@MainActor fileprivate func checkCharts330() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartXAxis {
            AxisMarks().compositingLayer { layer in
                layer.opacity(0.5)
            }
        }
}

// Charts: AxisContentBuilder
@MainActor fileprivate func checkCharts331() async throws {
    @AxisContentBuilder func axis(showGrid: Bool) -> some AxisContent {
        if showGrid {
            AxisMarks()
        } else {
            AxisMarks(values: [0, 500, 1000])
        }
    }
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartXAxis {
            axis(showGrid: true)
        }
}

// Charts: AnyAxisContent
@MainActor fileprivate func checkCharts332() async throws {
    let axis = AnyAxisContent(AxisMarks())
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartXAxis {
            axis
        }
}

// Charts: AnyAxisContent.init(_:)
@MainActor fileprivate func checkCharts333() async throws {
    let content: any AxisContent = AxisMarks(position: .top)
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartXAxis {
            AnyAxisContent(content)
        }
}

// Charts: AxisMark
@MainActor fileprivate func checkCharts334() async throws {
    @AxisMarkBuilder func parts() -> some AxisMark {
        AxisGridLine()
        AxisTick()
    }
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartXAxis {
            AxisMarks { _ in parts() }
        }
}

// Charts: AxisMarkBuilder
@MainActor fileprivate func checkCharts335() async throws {
    @AxisMarkBuilder func parts(labels: Bool) -> some AxisMark {
        AxisGridLine()
        if labels {
            AxisValueLabel()
        }
    }
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartXAxis {
            AxisMarks { _ in parts(labels: true) }
        }
}

// Charts: AnyAxisMark
@MainActor fileprivate func checkCharts336() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartXAxis {
            AxisMarks { _ in AnyAxisMark(AxisGridLine()) }
        }
}

// Charts: AnyAxisMark.init(_:)
@MainActor fileprivate func checkCharts337() async throws {
    let mark: any AxisMark = AxisTick()
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartXAxis {
            AxisMarks { _ in AnyAxisMark(mark) }
        }
}

// Charts: AxisMark.foregroundStyle(_:)
@MainActor fileprivate func checkCharts338() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartXAxis {
            AxisMarks { _ in
                AxisGridLine().foregroundStyle(.gray.opacity(0.3))
            }
        }
}

// Charts: AxisMark.font(_:)
@MainActor fileprivate func checkCharts339() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartXAxis {
            AxisMarks { _ in
                AxisValueLabel().font(.caption2)
            }
        }
}

// Charts: AxisMark.offset(x:y:)
@MainActor fileprivate func checkCharts340() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartXAxis {
            AxisMarks { _ in
                AxisValueLabel().offset(x: 2, y: 4)
            }
        }
}

// Charts: AxisMarks
@MainActor fileprivate func checkCharts341() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartXAxis {
            AxisMarks()
        }
}

// Charts: AxisMarks.init(preset:position:values:stroke:)
@MainActor fileprivate func checkCharts342() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartXAxis {
            AxisMarks(preset: .aligned, position: .bottom, values: .automatic(desiredCount: 5), stroke: StrokeStyle(lineWidth: 0.5))
        }
}

// Charts: AxisMarks.init(preset:position:values:stroke:)
@MainActor fileprivate func checkCharts343() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartXAxis {
            AxisMarks(values: ["Mon", "Wed", "Fri"], stroke: StrokeStyle(dash: [2]))
        }
}

// Charts: AxisMarks.init(format:preset:position:values:stroke:)
@MainActor fileprivate func checkCharts344() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartXAxis {
            AxisMarks(format: .dateTime.weekday(), values: .stride(by: .day))
        }
}

// Charts: AxisMarks.init(format:preset:position:values:stroke:)
@MainActor fileprivate func checkCharts345() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartXAxis {
            AxisMarks(format: .percent, values: [0.0, 0.5, 1.0])
        }
}

// Charts: AxisMarks.init(preset:position:values:content:)
@MainActor fileprivate func checkCharts346() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartXAxis {
            AxisMarks(position: .leading) {
                AxisGridLine()
                AxisTick()
            }
        }
}

// Charts: AxisMarks.init(preset:position:values:content:)
@MainActor fileprivate func checkCharts347() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartXAxis {
            AxisMarks(values: [0, 600, 1200]) {
                AxisGridLine()
            }
        }
}

// Charts: AxisMarks.init(preset:position:values:content:)
@MainActor fileprivate func checkCharts348() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartXAxis {
            AxisMarks(values: .stride(by: 500)) { value in
                AxisGridLine()
                AxisValueLabel("\(value.index)")
            }
        }
}

// Charts: AxisMarks.init(preset:position:values:content:)
@MainActor fileprivate func checkCharts349() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartXAxis {
            AxisMarks(values: ["Mon", "Tue"]) { value in
                AxisValueLabel {
                    Text(value.as(String.self) ?? "")
                }
            }
        }
}

// Charts: AxisGridLine
@MainActor fileprivate func checkCharts350() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartXAxis {
            AxisMarks { _ in AxisGridLine() }
        }
}

// Charts: AxisGridLine.init(centered:stroke:)
@MainActor fileprivate func checkCharts351() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartXAxis {
            AxisMarks { _ in AxisGridLine(centered: true, stroke: StrokeStyle(lineWidth: 1, dash: [2, 2])) }
        }
}

// Charts: AxisTick
@MainActor fileprivate func checkCharts352() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartXAxis {
            AxisMarks { _ in AxisTick() }
        }
}

// Charts: AxisTick.init(centered:length:stroke:)
@MainActor fileprivate func checkCharts353() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartXAxis {
            AxisMarks { _ in AxisTick(centered: false, length: 6, stroke: StrokeStyle(lineWidth: 1)) }
        }
}

// Charts: AxisTick.init(centered:length:stroke:)
@MainActor fileprivate func checkCharts354() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartXAxis {
            AxisMarks { _ in AxisTick(length: .label) }
        }
}

// Charts: AxisTick.Length
@MainActor fileprivate func checkCharts355() async throws {
    let length: AxisTick.Length = .longestLabel
    _ = length
}

// Charts: AxisTick.Length.automatic
@MainActor fileprivate func checkCharts356() async throws {
    let length: AxisTick.Length = .automatic
    _ = length
}

// Charts: AxisTick.Length.label
@MainActor fileprivate func checkCharts357() async throws {
    let length: AxisTick.Length = .label
    _ = length
}

// Charts: AxisTick.Length.longestLabel
@MainActor fileprivate func checkCharts358() async throws {
    let length: AxisTick.Length = .longestLabel
    _ = length
}

// Charts: AxisValueLabel
@MainActor fileprivate func checkCharts359() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartXAxis {
            AxisMarks { _ in AxisValueLabel() }
        }
}

// Charts: AxisValueLabel.init(centered:anchor:multiLabelAlignment:collisionResolution:offsetsMarks:orientation:horizontalSpacing:verticalSpacing:)
@MainActor fileprivate func checkCharts360() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartXAxis {
            AxisMarks { _ in AxisValueLabel(centered: true, anchor: .top, collisionResolution: .greedy, orientation: .vertical, verticalSpacing: 4) }
        }
}

// Charts: AxisValueLabel.init(centered:anchor:multiLabelAlignment:collisionResolution:offsetsMarks:orientation:horizontalSpacing:verticalSpacing:content:)
@MainActor fileprivate func checkCharts361() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartXAxis {
            AxisMarks { _ in AxisValueLabel(multiLabelAlignment: .leading, offsetsMarks: true) {
                Image(systemName: "star")
            } }
        }
}

// Charts: AxisValueLabel.init(_:centered:anchor:multiLabelAlignment:collisionResolution:offsetsMarks:orientation:horizontalSpacing:verticalSpacing:)
@MainActor fileprivate func checkCharts362() async throws {
    let title: String = "Week"
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartXAxis {
            AxisMarks { _ in AxisValueLabel(title, orientation: .horizontal, horizontalSpacing: 2) }
        }
}

// Charts: AxisValueLabel.init(format:centered:anchor:multiLabelAlignment:collisionResolution:offsetsMarks:orientation:horizontalSpacing:verticalSpacing:)
@MainActor fileprivate func checkCharts363() async throws {
    _ = Chart { LineMark(x: .value("Day", Date.now), y: .value("Steps", 1200)) }
        .chartXAxis {
            AxisMarks { _ in AxisValueLabel(format: .dateTime.month(.abbreviated)) }
        }
}

// Charts: AxisValueLabelOrientation
@MainActor fileprivate func checkCharts364() async throws {
    let orientation: AxisValueLabelOrientation = .vertical
    _ = orientation
}

// Charts: AxisValueLabelOrientation.automatic
@MainActor fileprivate func checkCharts365() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartXAxis {
            AxisMarks { _ in AxisValueLabel(orientation: .automatic) }
        }
}

// Charts: AxisValueLabelOrientation.horizontal
@MainActor fileprivate func checkCharts366() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartXAxis {
            AxisMarks { _ in AxisValueLabel(orientation: .horizontal) }
        }
}

// Charts: AxisValueLabelOrientation.vertical
@MainActor fileprivate func checkCharts367() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartXAxis {
            AxisMarks { _ in AxisValueLabel(orientation: .vertical) }
        }
}

// Charts: AxisValueLabelOrientation.verticalReversed
@MainActor fileprivate func checkCharts368() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartXAxis {
            AxisMarks { _ in AxisValueLabel(orientation: .verticalReversed) }
        }
}

// Charts: AxisValueLabelCollisionResolution
@MainActor fileprivate func checkCharts369() async throws {
    let resolution: AxisValueLabelCollisionResolution = .truncate
    _ = resolution
}

// Charts: AxisValueLabelCollisionResolution.automatic
@MainActor fileprivate func checkCharts370() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartXAxis {
            AxisMarks { _ in AxisValueLabel(collisionResolution: .automatic) }
        }
}

// Charts: AxisValueLabelCollisionResolution.disabled
@MainActor fileprivate func checkCharts371() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartXAxis {
            AxisMarks { _ in AxisValueLabel(collisionResolution: .disabled) }
        }
}

// Charts: AxisValueLabelCollisionResolution.greedy
@MainActor fileprivate func checkCharts372() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartXAxis {
            AxisMarks { _ in AxisValueLabel(collisionResolution: .greedy) }
        }
}

// Charts: AxisValueLabelCollisionResolution.truncate
@MainActor fileprivate func checkCharts373() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartXAxis {
            AxisMarks { _ in AxisValueLabel(collisionResolution: .truncate) }
        }
}

// Charts: AxisValueLabelCollisionResolution.greedy(priority:minimumSpacing:)
@MainActor fileprivate func checkCharts374() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartXAxis {
            AxisMarks { _ in AxisValueLabel(collisionResolution: .greedy(priority: 1, minimumSpacing: 4)) }
        }
}

// Charts: AxisMarkPreset
@MainActor fileprivate func checkCharts375() async throws {
    let preset: AxisMarkPreset = .extended
    _ = preset
}

// Charts: AxisMarkPreset.aligned
@MainActor fileprivate func checkCharts376() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartXAxis {
            AxisMarks(preset: .aligned)
        }
}

// Charts: AxisMarkPreset.automatic
@MainActor fileprivate func checkCharts377() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartXAxis {
            AxisMarks(preset: .automatic)
        }
}

// Charts: AxisMarkPreset.extended
@MainActor fileprivate func checkCharts378() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartXAxis {
            AxisMarks(preset: .extended)
        }
}

// Charts: AxisMarkPreset.inset
@MainActor fileprivate func checkCharts379() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartXAxis {
            AxisMarks(preset: .inset)
        }
}

// Charts: AxisMarkPosition
@MainActor fileprivate func checkCharts380() async throws {
    let position: AxisMarkPosition = .trailing
    _ = position
}

// Charts: AxisMarkPosition.automatic
@MainActor fileprivate func checkCharts381() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartXAxis {
            AxisMarks(position: .automatic)
        }
}

// Charts: AxisMarkPosition.leading
@MainActor fileprivate func checkCharts382() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartXAxis {
            AxisMarks(position: .leading)
        }
}

// Charts: AxisMarkPosition.trailing
@MainActor fileprivate func checkCharts383() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartXAxis {
            AxisMarks(position: .trailing)
        }
}

// Charts: AxisMarkPosition.top
@MainActor fileprivate func checkCharts384() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartXAxis {
            AxisMarks(position: .top)
        }
}

// Charts: AxisMarkPosition.bottom
@MainActor fileprivate func checkCharts385() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartXAxis {
            AxisMarks(position: .bottom)
        }
}

// Charts: AxisMarkValues
@MainActor fileprivate func checkCharts386() async throws {
    let values: AxisMarkValues = .automatic
    _ = values
}

// Charts: AxisMarkValues.automatic
@MainActor fileprivate func checkCharts387() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartXAxis {
            AxisMarks(values: .automatic)
        }
}

// Charts: AxisMarkValues.automatic(desiredCount:roundLowerBound:roundUpperBound:)
@MainActor fileprivate func checkCharts388() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartXAxis {
            AxisMarks(values: .automatic(desiredCount: 4, roundLowerBound: true, roundUpperBound: true))
        }
}

// Charts: AxisMarkValues.stride(by:roundLowerBound:roundUpperBound:)
@MainActor fileprivate func checkCharts389() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartXAxis {
            AxisMarks(values: .stride(by: 250, roundLowerBound: false))
        }
}

// Charts: AxisMarkValues.stride(by:count:roundLowerBound:roundUpperBound:calendar:)
@MainActor fileprivate func checkCharts390() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartXAxis {
            AxisMarks(values: .stride(by: .month, count: 3, calendar: .current))
        }
}

// Charts: AxisValue
@MainActor fileprivate func checkCharts391() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartXAxis {
            AxisMarks { (value: AxisValue) in
                AxisValueLabel("\(value.index)")
            }
        }
}

// Charts: AxisValue.index
@MainActor fileprivate func checkCharts392() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartXAxis {
            AxisMarks { value in
                if value.index % 2 == 0 {
                    AxisGridLine()
                }
            }
        }
}

// Charts: AxisValue.count
@MainActor fileprivate func checkCharts393() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartXAxis {
            AxisMarks { value in
                if value.index == value.count - 1 {
                    AxisValueLabel()
                }
            }
        }
}

// Charts: AxisValue.as(_:)
@MainActor fileprivate func checkCharts394() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartXAxis {
            AxisMarks { value in
                AxisValueLabel {
                    Text(value.as(String.self)?.uppercased() ?? "")
                }
            }
        }
}

// Charts: ChartProxy
@MainActor fileprivate func checkCharts395() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartOverlay { proxy in
            let chart: ChartProxy = proxy
            Text(chart.value(atX: 10, as: String.self) ?? "")
        }
}

// Charts: ChartProxy.value(atX:as:)
@MainActor fileprivate func checkCharts396() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartOverlay { proxy in
            Text(proxy.value(atX: 40, as: String.self) ?? "")
        }
}

// Charts: ChartProxy.value(atY:as:)
@MainActor fileprivate func checkCharts397() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartOverlay { proxy in
            Text("\(proxy.value(atY: 40, as: Int.self) ?? 0)")
        }
}

// Charts: ChartProxy.value(at:as:)
@MainActor fileprivate func checkCharts398() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartOverlay { proxy in
            Text(proxy.value(at: CGPoint(x: 10, y: 10), as: (String, Int).self)?.0 ?? "")
        }
}

// Charts: ChartProxy.value(atAngle:as:)
@MainActor fileprivate func checkCharts399() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartOverlay { proxy in
            Text(proxy.value(atAngle: .degrees(90), as: String.self) ?? "")
        }
}

// Charts: ChartProxy.position(forX:)
@MainActor fileprivate func checkCharts400() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartOverlay { proxy in
            Color.red.frame(width: 2).offset(x: proxy.position(forX: "Mon") ?? 0)
        }
}

// Charts: ChartProxy.position(forY:)
@MainActor fileprivate func checkCharts401() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartOverlay { proxy in
            Color.red.frame(height: 2).offset(y: proxy.position(forY: 1200) ?? 0)
        }
}

// Charts: ChartProxy.position(for:)
@MainActor fileprivate func checkCharts402() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartOverlay { proxy in
            Circle().frame(width: 6).offset(x: proxy.position(for: (x: "Mon", y: 1200))?.x ?? 0)
        }
}

// Charts: ChartProxy.positionRange(forX:)
@MainActor fileprivate func checkCharts403() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartOverlay { proxy in
            Color.blue.frame(width: proxy.positionRange(forX: "Mon").map { $0.upperBound - $0.lowerBound } ?? 0)
        }
}

// Charts: ChartProxy.positionRange(forY:)
@MainActor fileprivate func checkCharts404() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartOverlay { proxy in
            Color.blue.frame(height: proxy.positionRange(forY: 1200).map { $0.upperBound - $0.lowerBound } ?? 0)
        }
}

// Charts: ChartProxy.positionRange(for:)
@MainActor fileprivate func checkCharts405() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartOverlay { proxy in
            Color.blue.frame(width: proxy.positionRange(for: (x: "Mon", y: 1200))?.width ?? 0)
        }
}

// Charts: ChartProxy.plotFrame
@MainActor fileprivate func checkCharts406() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartOverlay { proxy in
            GeometryReader { geometry in
                if let plotFrame = proxy.plotFrame {
                    Color.clear.frame(width: geometry[plotFrame].width)
                }
            }
        }
}

// Charts: ChartProxy.plotSize
@MainActor fileprivate func checkCharts407() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartOverlay { proxy in
            Color.clear.frame(width: proxy.plotSize.width)
        }
}

// Charts: ChartProxy.plotContainerFrame
@MainActor fileprivate func checkCharts408() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartOverlay { proxy in
            GeometryReader { geometry in
                if let frame = proxy.plotContainerFrame {
                    Color.clear.frame(height: geometry[frame].height)
                }
            }
        }
}

// Charts: ChartProxy.angle(at:)
@MainActor fileprivate func checkCharts409() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartOverlay { proxy in
            Text("\(proxy.angle(at: CGPoint(x: 50, y: 0)).degrees)")
        }
}

// Charts: ChartProxy.selectXValue(at:)
@MainActor fileprivate func checkCharts410() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartOverlay { proxy in
            Color.clear.onTapGesture { proxy.selectXValue(at: 40) }
        }
}

// Charts: ChartProxy.selectYValue(at:)
@MainActor fileprivate func checkCharts411() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartOverlay { proxy in
            Color.clear.onTapGesture { proxy.selectYValue(at: 40) }
        }
}

// Charts: ChartProxy.selectXRange(from:to:)
@MainActor fileprivate func checkCharts412() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartOverlay { proxy in
            Color.clear.onTapGesture { proxy.selectXRange(from: 10, to: 80) }
        }
}

// Charts: ChartProxy.selectYRange(from:to:)
@MainActor fileprivate func checkCharts413() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartOverlay { proxy in
            Color.clear.onTapGesture { proxy.selectYRange(from: 10, to: 80) }
        }
}

// Charts: ChartProxy.selectAngleValue(at:)
@MainActor fileprivate func checkCharts414() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartOverlay { proxy in
            Color.clear.onTapGesture { proxy.selectAngleValue(at: .degrees(45)) }
        }
}

// Charts: ChartProxy.foregroundStyle(for:)
@MainActor fileprivate func checkCharts415() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartOverlay { proxy in
            Circle().fill(proxy.foregroundStyle(for: "Mon") ?? AnyShapeStyle(.gray))
        }
}

// Charts: ChartProxy.plotAreaFrame
@available(*, deprecated, message: "exercises a deprecated API")
@MainActor fileprivate func checkChartsPlotAreaFrame() {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartOverlay { proxy in
            GeometryReader { geometry in
                Color.clear.frame(width: geometry[proxy.plotAreaFrame].width)
            }
        }
}

// Charts: ChartProxy.plotAreaSize
@available(*, deprecated, message: "exercises a deprecated API")
@MainActor fileprivate func checkChartsPlotAreaSize() {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartOverlay { proxy in
            Color.clear.frame(width: proxy.plotAreaSize.width)
        }
}

// Charts: ChartPlotContent
@MainActor fileprivate func checkCharts418() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartPlotStyle { (plotArea: ChartPlotContent) in
            plotArea.border(.gray)
        }
}

// Charts: ChartAxisContent
@MainActor fileprivate func checkCharts419() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartXAxisStyle { (axis: ChartAxisContent) in
            axis.opacity(0.5)
        }
}

// Charts: ScaleType
@MainActor fileprivate func checkCharts420() async throws {
    let type: ScaleType = .log
    _ = type
}

// Charts: ScaleType.category
@MainActor fileprivate func checkCharts421() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartYScale(type: .category)
}

// Charts: ScaleType.date
@MainActor fileprivate func checkCharts422() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartYScale(type: .date)
}

// Charts: ScaleType.linear
@MainActor fileprivate func checkCharts423() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartYScale(type: .linear)
}

// Charts: ScaleType.log
@MainActor fileprivate func checkCharts424() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartYScale(type: .log)
}

// Charts: ScaleType.squareRoot
@MainActor fileprivate func checkCharts425() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartYScale(type: .squareRoot)
}

// Charts: ScaleType.symmetricLog
@MainActor fileprivate func checkCharts426() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartYScale(type: .symmetricLog)
}

// Charts: ScaleType.power(exponent:)
@MainActor fileprivate func checkCharts427() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartYScale(type: .power(exponent: 0.5))
}

// Charts: ScaleDomain
@MainActor fileprivate func checkCharts428() async throws {
    let values: ClosedRange<Double> = 0...100
    let domain: some ScaleDomain = values
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartYScale(domain: domain)
}

// Charts: ScaleDomain.automatic
@MainActor fileprivate func checkCharts429() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartYScale(domain: .automatic)
}

// Charts: ScaleDomain.automatic(includesZero:reversed:)
@MainActor fileprivate func checkCharts430() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartYScale(domain: .automatic(includesZero: false, reversed: true))
}

// Charts: PlotDimensionScaleRange
@MainActor fileprivate func checkCharts433() async throws {
    let range: PlotDimensionScaleRange = .plotDimension(padding: 8)
    _ = range
}

// Charts: PositionScaleRange.plotDimension(startPadding:endPadding:)
@MainActor fileprivate func checkCharts434() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartXScale(range: .plotDimension(startPadding: 12, endPadding: 12))
}

// Charts: PositionScaleRange.plotDimension(padding:)
@MainActor fileprivate func checkCharts435() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartXScale(range: .plotDimension(padding: 12))
}

// Charts: ChartScrollTargetBehavior
@MainActor fileprivate func checkCharts436() async throws {
    let behavior: ValueAlignedChartScrollTargetBehavior = .valueAligned(unit: 1)
    func scrollable(_ behavior: some ChartScrollTargetBehavior) -> some View {
        Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }.chartScrollTargetBehavior(behavior)
    }
    _ = scrollable(behavior)
}

// Charts: ValueAlignedChartScrollTargetBehavior
@MainActor fileprivate func checkCharts437() async throws {
    let behavior: ValueAlignedChartScrollTargetBehavior = .valueAligned(unit: 7)
    _ = behavior
}

// Charts: ChartScrollTargetBehavior.valueAligned(unit:majorAlignment:limitBehavior:)
@MainActor fileprivate func checkCharts438() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartScrollTargetBehavior(.valueAligned(unit: 1, majorAlignment: .page))
}

// Charts: ChartScrollTargetBehavior.valueAligned(matching:majorAlignment:limitBehavior:)
@MainActor fileprivate func checkCharts439() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartScrollTargetBehavior(.valueAligned(matching: DateComponents(minute: 0), majorAlignment: .matching(DateComponents(hour: 0))))
}

// Charts: ChartScrollTargetBehavior.valueAligned(xUnit:yUnit:xMajorAlignment:yMajorAlignment:limitBehavior:)
@MainActor fileprivate func checkCharts440() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartScrollTargetBehavior(.valueAligned(xUnit: 1, yUnit: 100))
}

// Charts: ChartScrollTargetBehavior.valueAligned(xUnit:yMatching:xMajorAlignment:yMajorAlignment:limitBehavior:)
@MainActor fileprivate func checkCharts441() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartScrollTargetBehavior(.valueAligned(xUnit: 1, yMatching: DateComponents(hour: 0)))
}

// Charts: ChartScrollTargetBehavior.valueAligned(xMatching:yUnit:xMajorAlignment:yMajorAlignment:limitBehavior:)
@MainActor fileprivate func checkCharts442() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartScrollTargetBehavior(.valueAligned(xMatching: DateComponents(hour: 0), yUnit: 10))
}

// Charts: ChartScrollTargetBehavior.valueAligned(xMatching:yMatching:xMajorAlignment:yMajorAlignment:limitBehavior:)
@MainActor fileprivate func checkCharts443() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartScrollTargetBehavior(.valueAligned(xMatching: DateComponents(hour: 0), yMatching: DateComponents(day: 1)))
}

// Charts: ValueAlignedChartScrollTargetBehavior.init(unit:majorAlignment:limitBehavior:)
@MainActor fileprivate func checkCharts444() async throws {
    _ = ValueAlignedChartScrollTargetBehavior(unit: 7, majorAlignment: .page, limitBehavior: .automatic)
}

// Charts: ValueAlignedChartScrollTargetBehavior.init(matching:majorAlignment:limitBehavior:)
@MainActor fileprivate func checkCharts445() async throws {
    _ = ValueAlignedChartScrollTargetBehavior(matching: DateComponents(hour: 0))
}

// Charts: ValueAlignedChartScrollTargetBehavior.init(xUnit:yUnit:xMajorAlignment:yMajorAlignment:limitBehavior:)
@MainActor fileprivate func checkCharts446() async throws {
    _ = ValueAlignedChartScrollTargetBehavior(xUnit: 1, yUnit: 50)
}

// Charts: ValueAlignedChartScrollTargetBehavior.init(xUnit:yMatching:xMajorAlignment:yMajorAlignment:limitBehavior:)
@MainActor fileprivate func checkCharts447() async throws {
    _ = ValueAlignedChartScrollTargetBehavior(xUnit: 1, yMatching: DateComponents(day: 1))
}

// Charts: ValueAlignedLimitBehavior
@MainActor fileprivate func checkCharts448() async throws {
    let limit: ValueAlignedLimitBehavior = .automatic
    _ = limit
}

// Charts: ValueAlignedLimitBehavior.automatic
@MainActor fileprivate func checkCharts449() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartScrollTargetBehavior(.valueAligned(unit: 1, limitBehavior: .automatic))
}

// Charts: ValueAlignedLimitBehavior.always
@MainActor fileprivate func checkCharts450() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartScrollTargetBehavior(.valueAligned(unit: 1, limitBehavior: .always))
}

// Charts: ValueAlignedLimitBehavior.never
@MainActor fileprivate func checkCharts451() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartScrollTargetBehavior(.valueAligned(unit: 1, limitBehavior: .never))
}

// Charts: MajorValueAlignment
@MainActor fileprivate func checkCharts452() async throws {
    let alignment: MajorValueAlignment<Date> = .matching(DateComponents(hour: 0))
    _ = alignment
}

// Charts: MajorValueAlignment.page
@MainActor fileprivate func checkCharts453() async throws {
    _ = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1200)) }
        .chartScrollTargetBehavior(.valueAligned(unit: 1, majorAlignment: .page))
}

// Charts: MajorValueAlignment.matching(_:)
@MainActor fileprivate func checkCharts454() async throws {
    let alignment: MajorValueAlignment<Date> = .matching(DateComponents(day: 1))
    _ = alignment
}

// Charts: Chart3D
@MainActor fileprivate func checkCharts455() async throws {
    let chart = Chart3D {
        SurfacePlot(x: "x", y: "y", z: "z") { x, z in sin(2 * x) * cos(2 * z) }
    }
    _ = chart.frame(height: 300)
}

// Charts: Chart3D.init(content:)
@MainActor fileprivate func checkCharts456() async throws {
    _ = Chart3D {
        PointMark(x: .value("X", 1.0), y: .value("Y", 2.0), z: .value("Z", 0.5))
    }
}

// Charts: Chart3DContent
@MainActor fileprivate func checkCharts457() async throws {
    struct Surface: Chart3DContent {
        var body: some Chart3DContent {
            SurfacePlot(x: "x", y: "y", z: "z") { x, z in x * z }
        }
    }
    _ = Chart3D { Surface() }
}

// Charts: SurfacePlot
@MainActor fileprivate func checkCharts458() async throws {
    let surface = SurfacePlot(x: "x", y: "y", z: "z") { x, z in sin(x) * cos(z) }
    _ = Chart3D { surface }
}

// Charts: SurfacePlot.init(x:y:z:function:)
@MainActor fileprivate func checkCharts459() async throws {
    _ = Chart3D {
        SurfacePlot(x: "x", y: "y", z: "z") { x, z in sin(2 * x) * cos(2 * z) }
    }
}

// Charts: Chart3DSurfaceStyle
@MainActor fileprivate func checkCharts460() async throws {
    _ = Chart3D {
        SurfacePlot(x: "x", y: "y", z: "z") { x, z in x * z }
            .foregroundStyle(.heightBased)
    }
}

// Charts: Chart3DSurfaceStyle.heightBased
@MainActor fileprivate func checkCharts461() async throws {
    _ = Chart3D {
        SurfacePlot(x: "x", y: "y", z: "z") { x, z in x * z }
            .foregroundStyle(.heightBased)
    }
}

// Charts: Chart3DSurfaceStyle.normalBased
@MainActor fileprivate func checkCharts462() async throws {
    _ = Chart3D {
        SurfacePlot(x: "x", y: "y", z: "z") { x, z in x * z }
            .foregroundStyle(.normalBased)
    }
}

// Charts: Chart3DPose
@MainActor fileprivate func checkCharts463() async throws {
    let pose: Chart3DPose = .front
    _ = pose
}

// Charts: Chart3DPose.init(azimuth:inclination:)
@MainActor fileprivate func checkCharts464() async throws {
    _ = Chart3DPose(azimuth: .degrees(35), inclination: .degrees(25))
}

// Charts: Chart3DPose.front
@MainActor fileprivate func checkCharts465() async throws {
    let pose: Chart3DPose = .front
    _ = pose
}

// Charts: Chart3DPose.top
@MainActor fileprivate func checkCharts466() async throws {
    let pose: Chart3DPose = .top
    _ = pose
}

// Charts: Chart3DPose.right
@MainActor fileprivate func checkCharts467() async throws {
    let pose: Chart3DPose = .right
    _ = pose
}

// Charts: View.chart3DPose(_:)
@MainActor fileprivate func checkCharts468() async throws {
    _ = Chart3D {
        SurfacePlot(x: "x", y: "y", z: "z") { x, z in x * z }
    }
    .chart3DPose(.constant(.front))
}

// Charts: View.chart3DPose(_:)
@MainActor fileprivate func checkCharts469() async throws {
    _ = Chart3D {
        SurfacePlot(x: "x", y: "y", z: "z") { x, z in x * z }
    }
    .chart3DPose(Chart3DPose(azimuth: .degrees(20), inclination: .degrees(10)))
}

// Charts: View.chartZScale(domain:type:)
@MainActor fileprivate func checkCharts470() async throws {
    _ = Chart3D {
        SurfacePlot(x: "x", y: "y", z: "z") { x, z in x * z }
    }
    .chartZScale(domain: -2...2)
}

// Charts: View.chartZSelection(value:)
@MainActor fileprivate func checkCharts471() async throws {
    _ = Chart3D {
        SurfacePlot(x: "x", y: "y", z: "z") { x, z in x * z }
    }
    .chartZSelection(value: .constant(nil as Double?))
}

// Charts: View.chartZSelection(range:)
@MainActor fileprivate func checkCharts472() async throws {
    _ = Chart3D {
        SurfacePlot(x: "x", y: "y", z: "z") { x, z in x * z }
    }
    .chartZSelection(range: .constant(nil as ClosedRange<Double>?))
}

// Intents: INIntent
final class INChkIntent: INIntent {}

// Intents: INIntent.init()
@MainActor fileprivate func checkIntents1() async throws {
    _ = CKINIntent()
}

// Intents: INIntent.identifier
@MainActor fileprivate func checkIntents2() async throws {
    _ = CKINIntent().identifier
}

// Intents: INIntent.intentDescription
@MainActor fileprivate func checkIntents3() async throws {
    _ = CKINIntent().intentDescription
}

// Intents: INIntent.suggestedInvocationPhrase
@MainActor fileprivate func checkIntents4() async throws {
    let intent = CKINIntent()
    intent.suggestedInvocationPhrase = "Show my widget"
    _ = intent.suggestedInvocationPhrase
}

// Intents: INIntentResponse
final class INChkResponse: INIntentResponse {}

// Intents: INIntentResponse.userActivity
@MainActor fileprivate func checkIntents6() async throws {
    let response = INIntentResponse()
    response.userActivity = NSUserActivity(activityType: "com.example.widget")
    _ = response.userActivity
}

// Intents: INExtension
final class INChkExtension: INExtension {}

// Intents: INIntentHandlerProviding
final class INChkProvider: NSObject, INIntentHandlerProviding {
    func handler(for intent: INIntent) -> Any? { nil }
}

// Intents: INIntentHandlerProviding.handler(for:)
final class INChkIntentHandler: INExtension {
    override func handler(for intent: INIntent) -> Any { self }
}
@MainActor fileprivate func checkINChkIntentHandler() {
    _ = INChkIntentHandler().handler(for: CKINIntent())
}

// Intents: INObject
final class INChkCity: INObject {}

// Intents: INObject.init(identifier:display:)
@MainActor fileprivate func checkIntents11() async throws {
    _ = INObject(identifier: "paris", display: "Paris")
}

// Intents: INObject.init(identifier:display:pronunciationHint:)
@MainActor fileprivate func checkIntents12() async throws {
    _ = INObject(identifier: "paris", display: "Paris", pronunciationHint: "pa-ree")
}

// Intents: INObject.init(identifier:display:subtitle:image:)
@MainActor fileprivate func checkIntents13() async throws {
    _ = INObject(identifier: "paris", display: "Paris", subtitle: "France", image: INImage(named: "Paris"))
}

// Intents: INObject.init(identifier:display:pronunciationHint:subtitle:image:)
@MainActor fileprivate func checkIntents14() async throws {
    _ = INObject(identifier: "paris", display: "Paris", pronunciationHint: nil, subtitle: "France", image: nil)
}

// Intents: INObject.identifier
@MainActor fileprivate func checkIntents15() async throws {
    _ = INObject(identifier: "paris", display: "Paris").identifier
}

// Intents: INObject.displayString
@MainActor fileprivate func checkIntents16() async throws {
    _ = INObject(identifier: "paris", display: "Paris").displayString
}

// Intents: INObject.pronunciationHint
@MainActor fileprivate func checkIntents17() async throws {
    _ = INObject(identifier: "paris", display: "Paris", pronunciationHint: "pa-ree").pronunciationHint
}

// Intents: INObject.subtitleString
@MainActor fileprivate func checkIntents18() async throws {
    let object = INObject(identifier: "paris", display: "Paris")
    object.subtitleString = "France"
    _ = object.subtitleString
}

// Intents: INObject.displayImage
@MainActor fileprivate func checkIntents19() async throws {
    let object = INObject(identifier: "paris", display: "Paris")
    object.displayImage = INImage(named: "Paris")
    _ = object.displayImage
}

// Intents: INObject.alternativeSpeakableMatches
@MainActor fileprivate func checkIntents20() async throws {
    let object = INObject(identifier: "nyc", display: "New York")
    object.alternativeSpeakableMatches = [INSpeakableString(spokenPhrase: "Big Apple")]
    _ = object.alternativeSpeakableMatches
}

// Intents: INImage
@MainActor fileprivate func checkIntents21() async throws {
    let image: INImage = INImage(named: "Logo")
    _ = image
}

// Intents: INImage.init(named:)
@MainActor fileprivate func checkIntents22() async throws {
    _ = INImage(named: "Logo")
}

// Intents: INImage.init(imageData:)
@MainActor fileprivate func checkIntents23() async throws {
    _ = INImage(imageData: Data())
}

// Intents: INImage.init(url:)
@MainActor fileprivate func checkIntents24() async throws {
    _ = INImage(url: URL(fileURLWithPath: "/tmp/logo.png"))
}

// Intents: INImage.init(url:width:height:)
@MainActor fileprivate func checkIntents25() async throws {
    _ = INImage(url: URL(fileURLWithPath: "/tmp/logo.png"), width: 60, height: 60)
}

// Intents: INImage.systemImageNamed(_:)
@MainActor fileprivate func checkIntents26() async throws {
    _ = INImage.systemImageNamed("cloud.sun")
}

// Intents: INObjectCollection
@MainActor fileprivate func checkIntents27() async throws {
    let collection: INObjectCollection<INObject> = INObjectCollection(items: [INObject(identifier: "a", display: "A")])
    _ = collection
}

// Intents: INObjectCollection.init(items:)
@MainActor fileprivate func checkIntents28() async throws {
    _ = INObjectCollection(items: [INObject(identifier: "paris", display: "Paris"), INObject(identifier: "rome", display: "Rome")])
}

// Intents: INObjectCollection.init(sections:)
@MainActor fileprivate func checkIntents29() async throws {
    _ = INObjectCollection(sections: [INObjectSection(title: "Europe", items: [INObject(identifier: "paris", display: "Paris")])])
}

// Intents: INObjectCollection.sections
@MainActor fileprivate func checkIntents30() async throws {
    let collection = INObjectCollection(items: [INObject(identifier: "a", display: "A")])
    _ = collection.sections
}

// Intents: INObjectCollection.allItems
@MainActor fileprivate func checkIntents31() async throws {
    let collection = INObjectCollection(items: [INObject(identifier: "a", display: "A")])
    _ = collection.allItems
}

// Intents: INObjectCollection.usesIndexedCollation
@MainActor fileprivate func checkIntents32() async throws {
    let collection = INObjectCollection(items: [INObject(identifier: "a", display: "A")])
    collection.usesIndexedCollation = true
    _ = collection.usesIndexedCollation
}

// Intents: INObjectSection
@MainActor fileprivate func checkIntents33() async throws {
    let section: INObjectSection<INObject> = INObjectSection(title: nil, items: [])
    _ = section
}

// Intents: INObjectSection.init(title:items:)
@MainActor fileprivate func checkIntents34() async throws {
    _ = INObjectSection(title: "Europe", items: [INObject(identifier: "paris", display: "Paris")])
}

// Intents: INObjectSection.title
@MainActor fileprivate func checkIntents35() async throws {
    _ = INObjectSection(title: "Europe", items: [INObject(identifier: "paris", display: "Paris")]).title
}

// Intents: INObjectSection.items
@MainActor fileprivate func checkIntents36() async throws {
    _ = INObjectSection(title: "Europe", items: [INObject(identifier: "paris", display: "Paris")]).items
}

// Intents: INSpeakable
@MainActor fileprivate func checkIntents37() async throws {
    func phrase(of speakable: some INSpeakable) -> String { speakable.spokenPhrase }
    _ = phrase(of: INSpeakableString(spokenPhrase: "Paris"))
}

// Intents: INSpeakable.spokenPhrase
@MainActor fileprivate func checkIntents38() async throws {
    _ = INSpeakableString(spokenPhrase: "Paris").spokenPhrase
}

// Intents: INSpeakable.pronunciationHint
@MainActor fileprivate func checkIntents39() async throws {
    _ = INSpeakableString(vocabularyIdentifier: "paris", spokenPhrase: "Paris", pronunciationHint: "pa-ree").pronunciationHint
}

// Intents: INSpeakable.vocabularyIdentifier
@MainActor fileprivate func checkIntents40() async throws {
    _ = INSpeakableString(vocabularyIdentifier: "paris", spokenPhrase: "Paris", pronunciationHint: nil).vocabularyIdentifier
}

// Intents: INSpeakableString
@MainActor fileprivate func checkIntents41() async throws {
    let string: INSpeakableString = INSpeakableString(spokenPhrase: "Paris")
    _ = string
}

// Intents: INSpeakableString.init(vocabularyIdentifier:spokenPhrase:pronunciationHint:)
@MainActor fileprivate func checkIntents42() async throws {
    _ = INSpeakableString(vocabularyIdentifier: "paris", spokenPhrase: "Paris", pronunciationHint: "pa-ree")
}

// Intents: INSpeakableString.init(spokenPhrase:)
@MainActor fileprivate func checkIntents43() async throws {
    _ = INSpeakableString(spokenPhrase: "Paris")
}

// Intents: INInteraction
@MainActor fileprivate func checkIntents44() async throws {
    let interaction: INInteraction = INInteraction(intent: CKINIntent(), response: nil)
    _ = interaction
}

// Intents: INInteraction.init(intent:response:)
@MainActor fileprivate func checkIntents45() async throws {
    _ = INInteraction(intent: CKINIntent(), response: nil)
}

// Intents: INInteraction.donate(completion:)
@MainActor fileprivate func checkIntents46() async throws {
    INInteraction(intent: CKINIntent(), response: nil).donate { _ in }
}

// Intents: INInteraction.intent
@MainActor fileprivate func checkIntents47() async throws {
    _ = INInteraction(intent: CKINIntent(), response: nil).intent
}

// SwiftData: Model()
@Model final class SDTrip {
    var name: String
    var startDate: Date
    var destination: String?
    init(name: String, startDate: Date, destination: String? = nil) {
        self.name = name
        self.startDate = startDate
        self.destination = destination
    }
}

// SwiftData: Attribute(_:originalName:hashModifier:)
@Model final class SDAttributeItem {
    @Attribute(.unique) var identifier: String
    @Attribute(.externalStorage) var photo: Data?
    @Attribute(originalName: "title") var name: String
    init(identifier: String, name: String) {
        self.identifier = identifier
        self.name = name
    }
}

// SwiftData: Relationship(_:deleteRule:minimumModelCount:maximumModelCount:originalName:inverse:hashModifier:)
@Model final class SDFolder {
    var name: String
    @Relationship(deleteRule: .cascade, inverse: \SDNote.folder) var notes: [SDNote] = []
    init(name: String) {
        self.name = name
    }
}
@Model final class SDNote {
    var text: String
    var folder: SDFolder?
    init(text: String) {
        self.text = text
    }
}

// SwiftData: Transient()
@Model final class SDRemoteImage {
    var sourceURL: URL
    @Transient var isDownloading = false
    init(sourceURL: URL) {
        self.sourceURL = sourceURL
    }
}

// SwiftData: Schema.Attribute.Option.unique
@MainActor fileprivate func checkSwiftData4() async throws {
    let option: Schema.Attribute.Option = .unique
    _ = option
}

// SwiftData: Schema.Attribute.Option.externalStorage
@MainActor fileprivate func checkSwiftData5() async throws {
    let option: Schema.Attribute.Option = .externalStorage
    _ = option
}

// SwiftData: Schema.Attribute.Option.preserveValueOnDeletion
@MainActor fileprivate func checkSwiftData6() async throws {
    let option: Schema.Attribute.Option = .preserveValueOnDeletion
    _ = option
}

// SwiftData: Schema.Attribute.Option.spotlight
@MainActor fileprivate func checkSwiftData7() async throws {
    let option: Schema.Attribute.Option = .spotlight
    _ = option
}

// SwiftData: Schema.Attribute.Option.allowsCloudEncryption
@MainActor fileprivate func checkSwiftData8() async throws {
    let option: Schema.Attribute.Option = .allowsCloudEncryption
    _ = option
}

// SwiftData: Schema.Attribute.Option.ephemeral
@MainActor fileprivate func checkSwiftData9() async throws {
    let option: Schema.Attribute.Option = .ephemeral
    _ = option
}

// SwiftData: Schema.Relationship.DeleteRule.cascade
@MainActor fileprivate func checkSwiftData10() async throws {
    let rule: Schema.Relationship.DeleteRule = .cascade
    _ = rule
}

// SwiftData: Schema.Relationship.DeleteRule.deny
@MainActor fileprivate func checkSwiftData11() async throws {
    let rule: Schema.Relationship.DeleteRule = .deny
    _ = rule
}

// SwiftData: Schema.Relationship.DeleteRule.noAction
@MainActor fileprivate func checkSwiftData12() async throws {
    let rule: Schema.Relationship.DeleteRule = .noAction
    _ = rule
}

// SwiftData: Schema.Relationship.DeleteRule.nullify
@MainActor fileprivate func checkSwiftData13() async throws {
    let rule: Schema.Relationship.DeleteRule = .nullify
    _ = rule
}

// SwiftData: ModelConfiguration
@MainActor fileprivate func checkSwiftData14() async throws {
    let configuration: ModelConfiguration = ModelConfiguration(isStoredInMemoryOnly: true)
    _ = configuration.isStoredInMemoryOnly
}

// SwiftData: ModelConfiguration.init(isStoredInMemoryOnly:)
@MainActor fileprivate func checkSwiftData15() async throws {
    _ = ModelConfiguration(isStoredInMemoryOnly: true)
}

// SwiftData: ModelConfiguration.init(for:isStoredInMemoryOnly:)
@Model final class SDConfigForItem {
    var name: String
    var done: Bool
    init(name: String, done: Bool = false) {
        self.name = name
        self.done = done
    }
}
@MainActor fileprivate func sdConfigFor() {
    _ = ModelConfiguration(for: SDConfigForItem.self, isStoredInMemoryOnly: true)
}

// SwiftData: ModelConfiguration.init(_:schema:isStoredInMemoryOnly:allowsSave:groupContainer:cloudKitDatabase:)
@MainActor fileprivate func checkSwiftData17() async throws {
    _ = ModelConfiguration("Shared", isStoredInMemoryOnly: false, allowsSave: false, groupContainer: .identifier("group.com.example.app"), cloudKitDatabase: .none)
}

// SwiftData: ModelConfiguration.init(_:schema:url:allowsSave:cloudKitDatabase:)
@MainActor fileprivate func checkSwiftData18() async throws {
    let url = URL(fileURLWithPath: "/tmp/Widget.store")
    _ = ModelConfiguration("Widget", url: url, allowsSave: false)
}

// SwiftData: ModelConfiguration.isStoredInMemoryOnly
@MainActor fileprivate func checkSwiftData19() async throws {
    _ = ModelConfiguration(isStoredInMemoryOnly: true).isStoredInMemoryOnly
}

// SwiftData: ModelConfiguration.allowsSave
@MainActor fileprivate func checkSwiftData20() async throws {
    _ = ModelConfiguration(allowsSave: false).allowsSave
}

// SwiftData: ModelConfiguration.groupContainer
@MainActor fileprivate func checkSwiftData21() async throws {
    _ = ModelConfiguration(isStoredInMemoryOnly: true).groupContainer
}

// SwiftData: ModelConfiguration.cloudKitDatabase
@MainActor fileprivate func checkSwiftData22() async throws {
    _ = ModelConfiguration(isStoredInMemoryOnly: true).cloudKitDatabase
}

// SwiftData: ModelConfiguration.url
@MainActor fileprivate func checkSwiftData23() async throws {
    _ = ModelConfiguration(isStoredInMemoryOnly: true).url
}

// SwiftData: ModelConfiguration.name
@MainActor fileprivate func checkSwiftData24() async throws {
    _ = ModelConfiguration(isStoredInMemoryOnly: true).name
}

// SwiftData: ModelConfiguration.GroupContainer.automatic
@MainActor fileprivate func checkSwiftData25() async throws {
    let group: ModelConfiguration.GroupContainer = .automatic
    _ = group
}

// SwiftData: ModelConfiguration.GroupContainer.none
@MainActor fileprivate func checkSwiftData26() async throws {
    let group: ModelConfiguration.GroupContainer = ModelConfiguration.GroupContainer.none
    _ = group
}

// SwiftData: ModelConfiguration.GroupContainer.identifier(_:)
@MainActor fileprivate func checkSwiftData27() async throws {
    let group: ModelConfiguration.GroupContainer = .identifier("group.com.example.app")
    _ = group
}

// SwiftData: ModelConfiguration.CloudKitDatabase.automatic
@MainActor fileprivate func checkSwiftData28() async throws {
    let database: ModelConfiguration.CloudKitDatabase = .automatic
    _ = database
}

// SwiftData: ModelConfiguration.CloudKitDatabase.none
@MainActor fileprivate func checkSwiftData29() async throws {
    let database: ModelConfiguration.CloudKitDatabase = ModelConfiguration.CloudKitDatabase.none
    _ = database
}

// SwiftData: ModelConfiguration.CloudKitDatabase.private(_:)
@MainActor fileprivate func checkSwiftData30() async throws {
    let database: ModelConfiguration.CloudKitDatabase = .private("iCloud.com.example.app")
    _ = database
}

// SwiftData: ModelContainer
@Model final class SDContainerItem {
    var name: String
    var done: Bool
    init(name: String, done: Bool = false) {
        self.name = name
        self.done = done
    }
}
@MainActor fileprivate func sdContainer() throws {
    let container: ModelContainer = try ModelContainer(for: SDContainerItem.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    _ = container.configurations
}

// SwiftData: ModelContainer.init(for:configurations:)
@Model final class SDContainerTypesItem {
    var name: String
    var done: Bool
    init(name: String, done: Bool = false) {
        self.name = name
        self.done = done
    }
}
@MainActor fileprivate func sdContainerTypes() throws {
    _ = try ModelContainer(for: SDContainerTypesItem.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
}

// SwiftData: ModelContainer.init(for:configurations:)
@Model final class SDContainerSchemaItem {
    var name: String
    var done: Bool
    init(name: String, done: Bool = false) {
        self.name = name
        self.done = done
    }
}
@MainActor fileprivate func sdContainerSchema() throws {
    let schema = Schema([SDContainerSchemaItem.self])
    let configurations: [any DataStoreConfiguration] = [ModelConfiguration(isStoredInMemoryOnly: true)]
    _ = try ModelContainer(for: schema, configurations: configurations)
}

// SwiftData: ModelContainer.init(for:migrationPlan:configurations:)
@Model final class SDContainerPlanItem {
    var name: String
    var done: Bool
    init(name: String, done: Bool = false) {
        self.name = name
        self.done = done
    }
}
@MainActor fileprivate func sdContainerPlan() throws {
    _ = try ModelContainer(for: SDContainerPlanItem.self, migrationPlan: nil, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
}

// SwiftData: ModelContainer.init(for:migrationPlan:configurations:)
@Model final class SDContainerSchemaPlanItem {
    var name: String
    var done: Bool
    init(name: String, done: Bool = false) {
        self.name = name
        self.done = done
    }
}
@MainActor fileprivate func sdContainerSchemaPlan() throws {
    let schema = Schema([SDContainerSchemaPlanItem.self])
    _ = try ModelContainer(for: schema, migrationPlan: nil, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
}

// SwiftData: ModelContainer.init(for:migrationPlan:configurations:)
@Model final class SDContainerArrayItem {
    var name: String
    var done: Bool
    init(name: String, done: Bool = false) {
        self.name = name
        self.done = done
    }
}
@MainActor fileprivate func sdContainerArray() throws {
    let schema = Schema([SDContainerArrayItem.self])
    let configuration = ModelConfiguration(isStoredInMemoryOnly: true)
    _ = try ModelContainer(for: schema, configurations: [configuration])
}

// SwiftData: ModelContainer.mainContext
@Model final class SDMainContextItem {
    var name: String
    var done: Bool
    init(name: String, done: Bool = false) {
        self.name = name
        self.done = done
    }
}
@MainActor fileprivate func sdMainContext() throws {
    let container = try ModelContainer(for: SDMainContextItem.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    container.mainContext.insert(SDMainContextItem(name: "Milk"))
}

// SwiftData: ModelContainer.configurations
@Model final class SDConfigurationsItem {
    var name: String
    var done: Bool
    init(name: String, done: Bool = false) {
        self.name = name
        self.done = done
    }
}
@MainActor fileprivate func sdConfigurations() throws {
    let container = try ModelContainer(for: SDConfigurationsItem.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    _ = container.configurations.count
}

// SwiftData: ModelContainer.migrationPlan
@Model final class SDMigrationPlanPropItem {
    var name: String
    var done: Bool
    init(name: String, done: Bool = false) {
        self.name = name
        self.done = done
    }
}
@MainActor fileprivate func sdMigrationPlanProp() throws {
    let container = try ModelContainer(for: SDMigrationPlanPropItem.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    _ = container.migrationPlan
}

// SwiftData: ModelContainer.schema
@Model final class SDSchemaPropItem {
    var name: String
    var done: Bool
    init(name: String, done: Bool = false) {
        self.name = name
        self.done = done
    }
}
@MainActor fileprivate func sdSchemaProp() throws {
    let container = try ModelContainer(for: SDSchemaPropItem.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    _ = container.schema.entities.count
}

// SwiftData: ModelContext
@Model final class SDContextItem {
    var name: String
    var done: Bool
    init(name: String, done: Bool = false) {
        self.name = name
        self.done = done
    }
}
@MainActor fileprivate func sdContext() throws {
    let container = try ModelContainer(for: SDContextItem.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    let context = ModelContext(container)
    _ = context.container
}

// SwiftData: ModelContext.init(_:)
@Model final class SDContextInitItem {
    var name: String
    var done: Bool
    init(name: String, done: Bool = false) {
        self.name = name
        self.done = done
    }
}
@MainActor fileprivate func sdContextInit() throws {
    let container = try ModelContainer(for: SDContextInitItem.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    let context = ModelContext(container)
    context.autosaveEnabled = false
}

// SwiftData: ModelContext.container
@Model final class SDContextContainerItem {
    var name: String
    var done: Bool
    init(name: String, done: Bool = false) {
        self.name = name
        self.done = done
    }
}
@MainActor fileprivate func sdContextContainer() throws {
    let container = try ModelContainer(for: SDContextContainerItem.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    let context = ModelContext(container)
    _ = context.container.configurations
}

// SwiftData: ModelContext.fetch(_:)
@Model final class SDFetchItem {
    var name: String
    var done: Bool
    init(name: String, done: Bool = false) {
        self.name = name
        self.done = done
    }
}
@MainActor fileprivate func sdFetch() throws {
    let container = try ModelContainer(for: SDFetchItem.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    let context = ModelContext(container)
    let items: [SDFetchItem] = try context.fetch(FetchDescriptor<SDFetchItem>())
    _ = items.first?.name
}

// SwiftData: ModelContext.fetch(_:batchSize:)
@Model final class SDFetchBatchItem {
    var name: String
    var done: Bool
    init(name: String, done: Bool = false) {
        self.name = name
        self.done = done
    }
}
@MainActor fileprivate func sdFetchBatch() throws {
    let container = try ModelContainer(for: SDFetchBatchItem.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    let context = ModelContext(container)
    let items = try context.fetch(FetchDescriptor<SDFetchBatchItem>(), batchSize: 20)
    _ = items.count
}

// SwiftData: ModelContext.fetchCount(_:)
@Model final class SDFetchCountItem {
    var name: String
    var done: Bool
    init(name: String, done: Bool = false) {
        self.name = name
        self.done = done
    }
}
@MainActor fileprivate func sdFetchCount() throws {
    let container = try ModelContainer(for: SDFetchCountItem.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    let context = ModelContext(container)
    let count = try context.fetchCount(FetchDescriptor<SDFetchCountItem>(predicate: #Predicate { $0.done }))
    _ = count
}

// SwiftData: ModelContext.fetchIdentifiers(_:)
@Model final class SDFetchIDsItem {
    var name: String
    var done: Bool
    init(name: String, done: Bool = false) {
        self.name = name
        self.done = done
    }
}
@MainActor fileprivate func sdFetchIDs() throws {
    let container = try ModelContainer(for: SDFetchIDsItem.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    let context = ModelContext(container)
    let identifiers = try context.fetchIdentifiers(FetchDescriptor<SDFetchIDsItem>())
    _ = identifiers.count
}

// SwiftData: ModelContext.insert(_:)
@Model final class SDInsertItem {
    var name: String
    var done: Bool
    init(name: String, done: Bool = false) {
        self.name = name
        self.done = done
    }
}
@MainActor fileprivate func sdInsert() throws {
    let container = try ModelContainer(for: SDInsertItem.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    let context = ModelContext(container)
    context.insert(SDInsertItem(name: "Milk"))
}

// SwiftData: ModelContext.delete(_:)
@Model final class SDDeleteItem {
    var name: String
    var done: Bool
    init(name: String, done: Bool = false) {
        self.name = name
        self.done = done
    }
}
@MainActor fileprivate func sdDelete() throws {
    let container = try ModelContainer(for: SDDeleteItem.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    let context = ModelContext(container)
    let item = SDDeleteItem(name: "Milk")
    context.insert(item)
    context.delete(item)
}

// SwiftData: ModelContext.delete(model:where:includeSubclasses:)
@Model final class SDDeleteWhereItem {
    var name: String
    var done: Bool
    init(name: String, done: Bool = false) {
        self.name = name
        self.done = done
    }
}
@MainActor fileprivate func sdDeleteWhere() throws {
    let container = try ModelContainer(for: SDDeleteWhereItem.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    let context = ModelContext(container)
    try context.delete(model: SDDeleteWhereItem.self, where: #Predicate { $0.done })
}

// SwiftData: ModelContext.save()
@Model final class SDSaveItem {
    var name: String
    var done: Bool
    init(name: String, done: Bool = false) {
        self.name = name
        self.done = done
    }
}
@MainActor fileprivate func sdSave() throws {
    let container = try ModelContainer(for: SDSaveItem.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    let context = ModelContext(container)
    if context.hasChanges {
        try context.save()
    }
}

// SwiftData: ModelContext.hasChanges
@Model final class SDHasChangesItem {
    var name: String
    var done: Bool
    init(name: String, done: Bool = false) {
        self.name = name
        self.done = done
    }
}
@MainActor fileprivate func sdHasChanges() throws {
    let container = try ModelContainer(for: SDHasChangesItem.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    let context = ModelContext(container)
    _ = context.hasChanges
}

// SwiftData: ModelContext.autosaveEnabled
@Model final class SDAutosaveItem {
    var name: String
    var done: Bool
    init(name: String, done: Bool = false) {
        self.name = name
        self.done = done
    }
}
@MainActor fileprivate func sdAutosave() throws {
    let container = try ModelContainer(for: SDAutosaveItem.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    let context = ModelContext(container)
    context.autosaveEnabled = true
    _ = context.autosaveEnabled
}

// SwiftData: ModelContext.model(for:)
@Model final class SDModelForItem {
    var name: String
    var done: Bool
    init(name: String, done: Bool = false) {
        self.name = name
        self.done = done
    }
}
@MainActor fileprivate func sdModelFor() throws {
    let container = try ModelContainer(for: SDModelForItem.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    let context = ModelContext(container)
    let item = SDModelForItem(name: "Milk")
    context.insert(item)
    _ = context.model(for: item.persistentModelID)
}

// SwiftData: ModelContext.registeredModel(for:)
@Model final class SDRegisteredItem {
    var name: String
    var done: Bool
    init(name: String, done: Bool = false) {
        self.name = name
        self.done = done
    }
}
@MainActor fileprivate func sdRegistered() throws {
    let container = try ModelContainer(for: SDRegisteredItem.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    let context = ModelContext(container)
    let item = SDRegisteredItem(name: "Milk")
    context.insert(item)
    let found: SDRegisteredItem? = context.registeredModel(for: item.persistentModelID)
    _ = found
}

// SwiftData: ModelContext.transaction(block:)
@Model final class SDTransactionItem {
    var name: String
    var done: Bool
    init(name: String, done: Bool = false) {
        self.name = name
        self.done = done
    }
}
@MainActor fileprivate func sdTransaction() throws {
    let container = try ModelContainer(for: SDTransactionItem.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    let context = ModelContext(container)
    try context.transaction {
        context.insert(SDTransactionItem(name: "Milk"))
    }
}

// SwiftData: ModelContext.rollback()
@Model final class SDRollbackItem {
    var name: String
    var done: Bool
    init(name: String, done: Bool = false) {
        self.name = name
        self.done = done
    }
}
@MainActor fileprivate func sdRollback() throws {
    let container = try ModelContainer(for: SDRollbackItem.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    let context = ModelContext(container)
    context.insert(SDRollbackItem(name: "Milk"))
    context.rollback()
}

// SwiftData: ModelContext.deletedModelsArray
@Model final class SDDeletedItem {
    var name: String
    var done: Bool
    init(name: String, done: Bool = false) {
        self.name = name
        self.done = done
    }
}
@MainActor fileprivate func sdDeleted() throws {
    let container = try ModelContainer(for: SDDeletedItem.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    let context = ModelContext(container)
    _ = context.deletedModelsArray.count
}

// SwiftData: ModelContext.insertedModelsArray
@Model final class SDInsertedItem {
    var name: String
    var done: Bool
    init(name: String, done: Bool = false) {
        self.name = name
        self.done = done
    }
}
@MainActor fileprivate func sdInserted() throws {
    let container = try ModelContainer(for: SDInsertedItem.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    let context = ModelContext(container)
    _ = context.insertedModelsArray.count
}

// SwiftData: ModelContext.changedModelsArray
@Model final class SDChangedItem {
    var name: String
    var done: Bool
    init(name: String, done: Bool = false) {
        self.name = name
        self.done = done
    }
}
@MainActor fileprivate func sdChanged() throws {
    let container = try ModelContainer(for: SDChangedItem.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    let context = ModelContext(container)
    _ = context.changedModelsArray.count
}

// SwiftData: FetchDescriptor
@Model final class SDFDItem {
    var name: String
    var done: Bool
    init(name: String, done: Bool = false) {
        self.name = name
        self.done = done
    }
}
@MainActor fileprivate func sdFD() {
    let descriptor = FetchDescriptor<SDFDItem>()
    _ = descriptor.fetchLimit
}

// SwiftData: FetchDescriptor.init(predicate:sortBy:)
@Model final class SDFDInitItem {
    var name: String
    var done: Bool
    init(name: String, done: Bool = false) {
        self.name = name
        self.done = done
    }
}
@MainActor fileprivate func sdFDInit() {
    let descriptor = FetchDescriptor<SDFDInitItem>(
        predicate: #Predicate { !$0.done },
        sortBy: [SortDescriptor(\.name)]
    )
    _ = descriptor
}

// SwiftData: FetchDescriptor.predicate
@Model final class SDFDPredicateItem {
    var name: String
    var done: Bool
    init(name: String, done: Bool = false) {
        self.name = name
        self.done = done
    }
}
@MainActor fileprivate func sdFDPredicate() {
    var descriptor = FetchDescriptor<SDFDPredicateItem>()
    descriptor.predicate = #Predicate { $0.done }
    _ = descriptor
}

// SwiftData: FetchDescriptor.sortBy
@Model final class SDFDSortItem {
    var name: String
    var done: Bool
    init(name: String, done: Bool = false) {
        self.name = name
        self.done = done
    }
}
@MainActor fileprivate func sdFDSort() {
    var descriptor = FetchDescriptor<SDFDSortItem>()
    descriptor.sortBy = [SortDescriptor(\.name, order: .reverse)]
    _ = descriptor
}

// SwiftData: FetchDescriptor.fetchLimit
@Model final class SDFDLimitItem {
    var name: String
    var done: Bool
    init(name: String, done: Bool = false) {
        self.name = name
        self.done = done
    }
}
@MainActor fileprivate func sdFDLimit() {
    var descriptor = FetchDescriptor<SDFDLimitItem>()
    descriptor.fetchLimit = 5
    _ = descriptor
}

// SwiftData: FetchDescriptor.fetchOffset
@Model final class SDFDOffsetItem {
    var name: String
    var done: Bool
    init(name: String, done: Bool = false) {
        self.name = name
        self.done = done
    }
}
@MainActor fileprivate func sdFDOffset() {
    var descriptor = FetchDescriptor<SDFDOffsetItem>()
    descriptor.fetchOffset = 10
    _ = descriptor
}

// SwiftData: FetchDescriptor.includePendingChanges
@Model final class SDFDPendingItem {
    var name: String
    var done: Bool
    init(name: String, done: Bool = false) {
        self.name = name
        self.done = done
    }
}
@MainActor fileprivate func sdFDPending() {
    var descriptor = FetchDescriptor<SDFDPendingItem>()
    descriptor.includePendingChanges = false
    _ = descriptor
}

// SwiftData: FetchDescriptor.propertiesToFetch
@Model final class SDFDPropsItem {
    var name: String
    var done: Bool
    init(name: String, done: Bool = false) {
        self.name = name
        self.done = done
    }
}
@MainActor fileprivate func sdFDProps() {
    var descriptor = FetchDescriptor<SDFDPropsItem>()
    descriptor.propertiesToFetch = [\.name]
    _ = descriptor
}

// SwiftData: FetchDescriptor.relationshipKeyPathsForPrefetching
@Model final class SDFDPrefetchItem {
    var name: String
    var done: Bool
    init(name: String, done: Bool = false) {
        self.name = name
        self.done = done
    }
}
@MainActor fileprivate func sdFDPrefetch() {
    var descriptor = FetchDescriptor<SDFDPrefetchItem>()
    descriptor.relationshipKeyPathsForPrefetching = [\.name]
    _ = descriptor
}

// SwiftData: PersistentModel
@Model final class SDPMItem {
    var name: String
    var done: Bool
    init(name: String, done: Bool = false) {
        self.name = name
        self.done = done
    }
}
@MainActor fileprivate func sdPM() {
    func describe<M: PersistentModel>(_ model: M) -> PersistentIdentifier { model.persistentModelID }
    _ = describe(SDPMItem(name: "Milk"))
}

// SwiftData: PersistentModel.persistentModelID
@Model final class SDPMIDItem {
    var name: String
    var done: Bool
    init(name: String, done: Bool = false) {
        self.name = name
        self.done = done
    }
}
@MainActor fileprivate func sdPMID() {
    let item = SDPMIDItem(name: "Milk")
    let identifier: PersistentIdentifier = item.persistentModelID
    _ = identifier
}

// SwiftData: PersistentModel.modelContext
@Model final class SDPMContextItem {
    var name: String
    var done: Bool
    init(name: String, done: Bool = false) {
        self.name = name
        self.done = done
    }
}
@MainActor fileprivate func sdPMContext() {
    let item = SDPMContextItem(name: "Milk")
    _ = item.modelContext
}

// SwiftData: PersistentIdentifier
@Model final class SDPIDTypeItem {
    var name: String
    var done: Bool
    init(name: String, done: Bool = false) {
        self.name = name
        self.done = done
    }
}
@MainActor fileprivate func sdPIDType() {
    let identifiers: Set<PersistentIdentifier> = [SDPIDTypeItem(name: "Milk").persistentModelID]
    _ = identifiers
}

// SwiftData: PersistentIdentifier.entityName
@Model final class SDPIDEntityItem {
    var name: String
    var done: Bool
    init(name: String, done: Bool = false) {
        self.name = name
        self.done = done
    }
}
@MainActor fileprivate func sdPIDEntity() {
    _ = SDPIDEntityItem(name: "Milk").persistentModelID.entityName
}

// SwiftData: PersistentIdentifier.storeIdentifier
@Model final class SDPIDStoreItem {
    var name: String
    var done: Bool
    init(name: String, done: Bool = false) {
        self.name = name
        self.done = done
    }
}
@MainActor fileprivate func sdPIDStore() {
    _ = SDPIDStoreItem(name: "Milk").persistentModelID.storeIdentifier
}

// SwiftData: Schema
@Model final class SDSchemaItem {
    var name: String
    var done: Bool
    init(name: String, done: Bool = false) {
        self.name = name
        self.done = done
    }
}
@MainActor fileprivate func sdSchema() {
    let schema = Schema([SDSchemaItem.self])
    _ = schema.entities.count
}

// SwiftData: Schema.init(_:version:)
@Model final class SDSchemaTypesItem {
    var name: String
    var done: Bool
    init(name: String, done: Bool = false) {
        self.name = name
        self.done = done
    }
}
@MainActor fileprivate func sdSchemaTypes() {
    let schema = Schema([SDSchemaTypesItem.self], version: Schema.Version(1, 1, 0))
    _ = schema
}

// SwiftData: Schema.init(_:version:)
@MainActor fileprivate func checkSwiftData78() async throws {
    let schema = Schema(version: Schema.Version(1, 0, 0))
    _ = schema.version
}

// SwiftData: VersionedSchema
enum SDSchemaV1: VersionedSchema {
    static var versionIdentifier: Schema.Version { Schema.Version(1, 0, 0) }
    static var models: [any PersistentModel.Type] { [SDVersionedItem.self] }

    @Model final class SDVersionedItem {
        var name: String
        init(name: String) {
            self.name = name
        }
    }
}
enum SDMigrationPlan: SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { [SDSchemaV1.self] }
    static var stages: [MigrationStage] { [] }
}

// SwiftData: VersionedSchema.versionIdentifier
@MainActor fileprivate func checkSwiftData80() async throws {
    _ = SDSchemaV1.versionIdentifier
}

// SwiftData: VersionedSchema.models
@MainActor fileprivate func checkSwiftData81() async throws {
    _ = SDSchemaV1.models.count
}

// SwiftData: Schema.init(versionedSchema:)
@MainActor fileprivate func checkSwiftData82() async throws {
    _ = Schema(versionedSchema: SDSchemaV1.self)
}

// SwiftData: Schema.version
@MainActor fileprivate func checkSwiftData83() async throws {
    _ = Schema(versionedSchema: SDSchemaV1.self).version
}

// SwiftData: Schema.Version.init(_:_:_:)
@MainActor fileprivate func checkSwiftData84() async throws {
    let version = Schema.Version(2, 0, 0)
    _ = version
}

// SwiftData: SchemaMigrationPlan
@MainActor fileprivate func checkSwiftData85() async throws {
    let container = try ModelContainer(for: Schema(versionedSchema: SDSchemaV1.self), migrationPlan: SDMigrationPlan.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    _ = container.migrationPlan
}

// SwiftData: SchemaMigrationPlan.schemas
@MainActor fileprivate func checkSwiftData86() async throws {
    _ = SDMigrationPlan.schemas.count
}

// SwiftData: SchemaMigrationPlan.stages
@MainActor fileprivate func checkSwiftData87() async throws {
    _ = SDMigrationPlan.stages.isEmpty
}

// SwiftData: MigrationStage.lightweight(fromVersion:toVersion:)
@MainActor fileprivate func checkSwiftData88() async throws {
    let stage = MigrationStage.lightweight(fromVersion: SDSchemaV1.self, toVersion: SDSchemaV1.self)
    _ = stage
}

// SwiftData: Query()
@Model final class SDQueryItem {
    var name: String
    var done: Bool
    init(name: String, done: Bool = false) {
        self.name = name
        self.done = done
    }
}
struct SDQueryView: View {
    @Query var items: [SDQueryItem]
    var body: some View {
        Text("\(items.count) items")
    }
}

// SwiftData: Query(transaction:)
@Model final class SDQueryTxnItem {
    var name: String
    var done: Bool
    init(name: String, done: Bool = false) {
        self.name = name
        self.done = done
    }
}
struct SDQueryTxnView: View {
    @Query(transaction: Transaction(animation: .default)) var items: [SDQueryTxnItem]
    var body: some View {
        Text("\(items.count) items")
    }
}

// SwiftData: Query(animation:)
@Model final class SDQueryAnimItem {
    var name: String
    var done: Bool
    init(name: String, done: Bool = false) {
        self.name = name
        self.done = done
    }
}
struct SDQueryAnimView: View {
    @Query(animation: .default) var items: [SDQueryAnimItem]
    var body: some View {
        Text("\(items.count) items")
    }
}

// SwiftData: Query(filter:sort:transaction:)
@Model final class SDQueryFilterItem {
    var name: String
    var done: Bool
    init(name: String, done: Bool = false) {
        self.name = name
        self.done = done
    }
}
struct SDQueryFilterView: View {
    @Query(filter: #Predicate<SDQueryFilterItem> { !$0.done }, sort: [SortDescriptor(\SDQueryFilterItem.name)]) var items: [SDQueryFilterItem]
    var body: some View {
        Text("\(items.count) items")
    }
}

// SwiftData: Query(filter:sort:animation:)
@Model final class SDQueryFilterAnimItem {
    var name: String
    var done: Bool
    init(name: String, done: Bool = false) {
        self.name = name
        self.done = done
    }
}
struct SDQueryFilterAnimView: View {
    @Query(filter: #Predicate<SDQueryFilterAnimItem> { $0.done }, sort: [SortDescriptor(\SDQueryFilterAnimItem.name)], animation: .default) var items: [SDQueryFilterAnimItem]
    var body: some View {
        Text("\(items.count) items")
    }
}

// SwiftData: Query(filter:sort:order:transaction:)
@Model final class SDQuerySortKeyItem {
    var name: String
    var done: Bool
    init(name: String, done: Bool = false) {
        self.name = name
        self.done = done
    }
}
struct SDQuerySortKeyView: View {
    @Query(sort: \SDQuerySortKeyItem.name, order: .reverse) var items: [SDQuerySortKeyItem]
    var body: some View {
        Text("\(items.count) items")
    }
}

// SwiftData: Query(filter:sort:order:transaction:)
@Model final class SDQueryOptionalSortItem {
    var name: String
    var due: Date?
    init(name: String, due: Date? = nil) {
        self.name = name
        self.due = due
    }
}
struct SDQueryOptionalSortView: View {
    @Query(sort: \SDQueryOptionalSortItem.due, order: .forward) var items: [SDQueryOptionalSortItem]
    var body: some View {
        Text("\(items.count) items")
    }
}

// SwiftData: Query(_:transaction:)
@Model final class SDQueryDescriptorItem {
    var name: String
    var done: Bool
    init(name: String, done: Bool = false) {
        self.name = name
        self.done = done
    }
}
struct SDQueryDescriptorView: View {
    @Query(FetchDescriptor<SDQueryDescriptorItem>(sortBy: [SortDescriptor(\.name)]), transaction: nil) var items: [SDQueryDescriptorItem]
    var body: some View {
        Text("\(items.count) items")
    }
}

// SwiftData: Query(_:animation:)
@Model final class SDQueryDescriptorAnimItem {
    var name: String
    var done: Bool
    init(name: String, done: Bool = false) {
        self.name = name
        self.done = done
    }
}
struct SDQueryDescriptorAnimView: View {
    @Query(FetchDescriptor<SDQueryDescriptorAnimItem>(), animation: .default) var items: [SDQueryDescriptorAnimItem]
    var body: some View {
        Text("\(items.count) items")
    }
}

// SwiftData: Query
@Model final class SDQueryStructItem {
    var name: String
    var done: Bool
    init(name: String, done: Bool = false) {
        self.name = name
        self.done = done
    }
}
struct SDQueryStructView: View {
    @Query(filter: #Predicate<SDQueryStructItem> { !$0.done }) var items: [SDQueryStructItem]
    var body: some View {
        Text("\(items.count) items")
    }
}

// SwiftData: Query.init(filter:sort:transaction:)
@Model final class SDQueryInitFilterItem {
    var name: String
    var done: Bool
    init(name: String, done: Bool = false) {
        self.name = name
        self.done = done
    }
}
@MainActor fileprivate func sdQueryInitFilter(showDone: Bool) {
    let query = Query<SDQueryInitFilterItem, [SDQueryInitFilterItem]>(filter: #Predicate<SDQueryInitFilterItem> { $0.done == showDone }, sort: [SortDescriptor(\.name)])
    _ = query
}

// SwiftData: Query.init(_:transaction:)
@Model final class SDQueryInitDescItem {
    var name: String
    var done: Bool
    init(name: String, done: Bool = false) {
        self.name = name
        self.done = done
    }
}
@MainActor fileprivate func sdQueryInitDesc(showDone: Bool) {
    let query = Query<SDQueryInitDescItem, [SDQueryInitDescItem]>(FetchDescriptor<SDQueryInitDescItem>(predicate: #Predicate { $0.done == showDone }), transaction: nil)
    _ = query
}

// SwiftData: Query.init(_:animation:)
@Model final class SDQueryInitDescAnimItem {
    var name: String
    var done: Bool
    init(name: String, done: Bool = false) {
        self.name = name
        self.done = done
    }
}
@MainActor fileprivate func sdQueryInitDescAnim(showDone: Bool) {
    let query = Query<SDQueryInitDescAnimItem, [SDQueryInitDescAnimItem]>(FetchDescriptor<SDQueryInitDescAnimItem>(predicate: #Predicate { $0.done == showDone }), animation: .default)
    _ = query
}

// SwiftData: Query.init(filter:sort:order:transaction:)
@Model final class SDQueryInitKeyItem {
    var name: String
    var done: Bool
    init(name: String, done: Bool = false) {
        self.name = name
        self.done = done
    }
}
@MainActor fileprivate func sdQueryInitKey(showDone: Bool) {
    let query = Query<SDQueryInitKeyItem, [SDQueryInitKeyItem]>(filter: #Predicate<SDQueryInitKeyItem> { $0.done == showDone }, sort: \.name, order: .reverse)
    _ = query
}

// SwiftData: Query.wrappedValue
@Model final class SDQueryWrappedItem {
    var name: String
    var done: Bool
    init(name: String, done: Bool = false) {
        self.name = name
        self.done = done
    }
}
@MainActor fileprivate func sdQueryWrapped(showDone: Bool) {
    let query = Query<SDQueryWrappedItem, [SDQueryWrappedItem]>(filter: #Predicate { $0.done == showDone })
    _ = query.wrappedValue.count
}

// SwiftData: Query.modelContext
@Model final class SDQueryContextItem {
    var name: String
    var done: Bool
    init(name: String, done: Bool = false) {
        self.name = name
        self.done = done
    }
}
@MainActor fileprivate func sdQueryContext(showDone: Bool) {
    let query = Query<SDQueryContextItem, [SDQueryContextItem]>(filter: #Predicate { $0.done == showDone })
    _ = query.modelContext
}

// SwiftData: View.modelContainer(for:inMemory:isAutosaveEnabled:isUndoEnabled:onSetup:)
@Model final class SDViewContainerForItem {
    var name: String
    var done: Bool
    init(name: String, done: Bool = false) {
        self.name = name
        self.done = done
    }
}
@MainActor fileprivate func sdViewContainerFor() throws {
    _ = Text("Groceries").modelContainer(for: SDViewContainerForItem.self, inMemory: true)
}

// SwiftData: View.modelContainer(for:inMemory:isAutosaveEnabled:isUndoEnabled:onSetup:)
@Model final class SDViewContainerForManyItem {
    var name: String
    var done: Bool
    init(name: String, done: Bool = false) {
        self.name = name
        self.done = done
    }
}
@MainActor fileprivate func sdViewContainerForMany() throws {
    _ = Text("Groceries").modelContainer(for: [SDViewContainerForManyItem.self], inMemory: true, isAutosaveEnabled: false)
}

// SwiftData: View.modelContainer(_:)
@Model final class SDViewContainerItem {
    var name: String
    var done: Bool
    init(name: String, done: Bool = false) {
        self.name = name
        self.done = done
    }
}
@MainActor fileprivate func sdViewContainer() throws {
    let container = try ModelContainer(for: SDViewContainerItem.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    _ = Text("Groceries").modelContainer(container)
}

// SwiftData: View.modelContext(_:)
@Model final class SDViewContextItem {
    var name: String
    var done: Bool
    init(name: String, done: Bool = false) {
        self.name = name
        self.done = done
    }
}
@MainActor fileprivate func sdViewContext() throws {
    let container = try ModelContainer(for: SDViewContextItem.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    _ = Text("Groceries").modelContext(ModelContext(container))
}

// SwiftData: EnvironmentValues.modelContext
@Model final class SDEnvContextItem {
    var name: String
    var done: Bool
    init(name: String, done: Bool = false) {
        self.name = name
        self.done = done
    }
}
struct SDEnvContextView: View {
    @Environment(\.modelContext) private var context
    var body: some View {
        Button("Add") {
            context.insert(SDEnvContextItem(name: "Milk"))
        }
    }
}

// SwiftData: ModelActor()
@Model final class SDActorItem {
    var name: String
    var done: Bool
    init(name: String, done: Bool = false) {
        self.name = name
        self.done = done
    }
}
@ModelActor actor SDActorStore {
    func count() throws -> Int {
        try modelContext.fetchCount(FetchDescriptor<SDActorItem>())
    }
}
@MainActor fileprivate func sdActorUse() throws {
    let container = try ModelContainer(for: SDActorItem.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    _ = SDActorStore(modelContainer: container)
}

// SwiftData: ModelActor
@MainActor fileprivate func checkSwiftData111() async throws {
    func store<A: ModelActor>(_ actor: A) -> ModelContainer { actor.modelContainer }
    let container = try ModelContainer(for: SDActorItem.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    _ = store(SDActorStore(modelContainer: container))
}

// SwiftData: ModelActor.modelContainer
@MainActor fileprivate func checkSwiftData112() async throws {
    let container = try ModelContainer(for: SDActorItem.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    _ = SDActorStore(modelContainer: container).modelContainer
}

// SwiftData: ModelActor.modelExecutor
@MainActor fileprivate func checkSwiftData113() async throws {
    let container = try ModelContainer(for: SDActorItem.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    _ = SDActorStore(modelContainer: container).modelExecutor
}

// SwiftData: ModelActor.modelContext
@MainActor fileprivate func checkSwiftData114() async throws {
    let container = try ModelContainer(for: SDActorItem.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    _ = try await SDActorStore(modelContainer: container).count()
}

// SwiftData: DefaultSerialModelExecutor.init(modelContext:)
@MainActor fileprivate func checkSwiftData115() async throws {
    let container = try ModelContainer(for: SDActorItem.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    _ = DefaultSerialModelExecutor(modelContext: ModelContext(container))
}

// UIKit: UIColor
@MainActor fileprivate func checkUIKit0() async throws {
    let color: UIColor = .systemBlue
    _ = color.cgColor
}

// UIKit: UIColor.init(red:green:blue:alpha:)
@MainActor fileprivate func checkUIKit1() async throws {
    _ = UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
}

// UIKit: UIColor.init(white:alpha:)
@MainActor fileprivate func checkUIKit2() async throws {
    _ = UIColor(white: 0.5, alpha: 1)
}

// UIKit: UIColor.init(hue:saturation:brightness:alpha:)
@MainActor fileprivate func checkUIKit3() async throws {
    _ = UIColor(hue: 0.6, saturation: 0.8, brightness: 0.9, alpha: 1)
}

// UIKit: UIColor.init(displayP3Red:green:blue:alpha:)
@MainActor fileprivate func checkUIKit4() async throws {
    _ = UIColor(displayP3Red: 1, green: 0.3, blue: 0.2, alpha: 1)
}

// UIKit: UIColor.init(named:)
@MainActor fileprivate func checkUIKit5() async throws {
    _ = UIColor(named: "AccentColor")
}

// UIKit: UIColor.init(named:in:compatibleWith:)
@MainActor fileprivate func checkUIKit6() async throws {
    _ = UIColor(named: "AccentColor", in: .main, compatibleWith: nil)
}

// UIKit: UIColor.init(dynamicProvider:)
@MainActor fileprivate func checkUIKit7() async throws {
    _ = UIColor { traits in
        traits.userInterfaceStyle == .dark ? .white : .black
    }
}

// UIKit: UIColor.init(_:)
@MainActor fileprivate func checkUIKit8() async throws {
    _ = UIColor(Color.orange)
}

// UIKit: UIColor.init(cgColor:)
@MainActor fileprivate func checkUIKit9() async throws {
    _ = UIColor(cgColor: UIColor.red.cgColor)
}

// UIKit: UIColor.init(resource:)
@MainActor fileprivate func checkUIKit10() async throws {
    _ = UIColor(resource: ColorResource(name: "Brand", bundle: .main))
}

// UIKit: UIColor.systemRed
@MainActor fileprivate func checkUIKit11() async throws {
    _ = UIColor.systemRed
}

// UIKit: UIColor.systemGreen
@MainActor fileprivate func checkUIKit12() async throws {
    _ = UIColor.systemGreen
}

// UIKit: UIColor.systemBlue
@MainActor fileprivate func checkUIKit13() async throws {
    _ = UIColor.systemBlue
}

// UIKit: UIColor.systemOrange
@MainActor fileprivate func checkUIKit14() async throws {
    _ = UIColor.systemOrange
}

// UIKit: UIColor.systemYellow
@MainActor fileprivate func checkUIKit15() async throws {
    _ = UIColor.systemYellow
}

// UIKit: UIColor.systemPink
@MainActor fileprivate func checkUIKit16() async throws {
    _ = UIColor.systemPink
}

// UIKit: UIColor.systemPurple
@MainActor fileprivate func checkUIKit17() async throws {
    _ = UIColor.systemPurple
}

// UIKit: UIColor.systemTeal
@MainActor fileprivate func checkUIKit18() async throws {
    _ = UIColor.systemTeal
}

// UIKit: UIColor.systemIndigo
@MainActor fileprivate func checkUIKit19() async throws {
    _ = UIColor.systemIndigo
}

// UIKit: UIColor.systemBrown
@MainActor fileprivate func checkUIKit20() async throws {
    _ = UIColor.systemBrown
}

// UIKit: UIColor.systemMint
@MainActor fileprivate func checkUIKit21() async throws {
    _ = UIColor.systemMint
}

// UIKit: UIColor.systemCyan
@MainActor fileprivate func checkUIKit22() async throws {
    _ = UIColor.systemCyan
}

// UIKit: UIColor.systemGray
@MainActor fileprivate func checkUIKit23() async throws {
    _ = UIColor.systemGray
}

// UIKit: UIColor.systemGray2
@MainActor fileprivate func checkUIKit24() async throws {
    _ = UIColor.systemGray2
}

// UIKit: UIColor.systemGray3
@MainActor fileprivate func checkUIKit25() async throws {
    _ = UIColor.systemGray3
}

// UIKit: UIColor.systemGray4
@MainActor fileprivate func checkUIKit26() async throws {
    _ = UIColor.systemGray4
}

// UIKit: UIColor.systemGray5
@MainActor fileprivate func checkUIKit27() async throws {
    _ = UIColor.systemGray5
}

// UIKit: UIColor.systemGray6
@MainActor fileprivate func checkUIKit28() async throws {
    _ = UIColor.systemGray6
}

// UIKit: UIColor.label
@MainActor fileprivate func checkUIKit29() async throws {
    _ = UIColor.label
}

// UIKit: UIColor.secondaryLabel
@MainActor fileprivate func checkUIKit30() async throws {
    _ = UIColor.secondaryLabel
}

// UIKit: UIColor.tertiaryLabel
@MainActor fileprivate func checkUIKit31() async throws {
    _ = UIColor.tertiaryLabel
}

// UIKit: UIColor.quaternaryLabel
@MainActor fileprivate func checkUIKit32() async throws {
    _ = UIColor.quaternaryLabel
}

// UIKit: UIColor.systemBackground
@MainActor fileprivate func checkUIKit33() async throws {
    _ = UIColor.systemBackground
}

// UIKit: UIColor.secondarySystemBackground
@MainActor fileprivate func checkUIKit34() async throws {
    _ = UIColor.secondarySystemBackground
}

// UIKit: UIColor.tertiarySystemBackground
@MainActor fileprivate func checkUIKit35() async throws {
    _ = UIColor.tertiarySystemBackground
}

// UIKit: UIColor.systemGroupedBackground
@MainActor fileprivate func checkUIKit36() async throws {
    _ = UIColor.systemGroupedBackground
}

// UIKit: UIColor.secondarySystemGroupedBackground
@MainActor fileprivate func checkUIKit37() async throws {
    _ = UIColor.secondarySystemGroupedBackground
}

// UIKit: UIColor.tertiarySystemGroupedBackground
@MainActor fileprivate func checkUIKit38() async throws {
    _ = UIColor.tertiarySystemGroupedBackground
}

// UIKit: UIColor.separator
@MainActor fileprivate func checkUIKit39() async throws {
    _ = UIColor.separator
}

// UIKit: UIColor.opaqueSeparator
@MainActor fileprivate func checkUIKit40() async throws {
    _ = UIColor.opaqueSeparator
}

// UIKit: UIColor.link
@MainActor fileprivate func checkUIKit41() async throws {
    _ = UIColor.link
}

// UIKit: UIColor.placeholderText
@MainActor fileprivate func checkUIKit42() async throws {
    _ = UIColor.placeholderText
}

// UIKit: UIColor.systemFill
@MainActor fileprivate func checkUIKit43() async throws {
    _ = UIColor.systemFill
}

// UIKit: UIColor.secondarySystemFill
@MainActor fileprivate func checkUIKit44() async throws {
    _ = UIColor.secondarySystemFill
}

// UIKit: UIColor.tertiarySystemFill
@MainActor fileprivate func checkUIKit45() async throws {
    _ = UIColor.tertiarySystemFill
}

// UIKit: UIColor.quaternarySystemFill
@MainActor fileprivate func checkUIKit46() async throws {
    _ = UIColor.quaternarySystemFill
}

// UIKit: UIColor.tintColor
@MainActor fileprivate func checkUIKit47() async throws {
    _ = UIColor.tintColor
}

// UIKit: UIColor.black
@MainActor fileprivate func checkUIKit48() async throws {
    _ = UIColor.black
}

// UIKit: UIColor.white
@MainActor fileprivate func checkUIKit49() async throws {
    _ = UIColor.white
}

// UIKit: UIColor.clear
@MainActor fileprivate func checkUIKit50() async throws {
    _ = UIColor.clear
}

// UIKit: UIColor.red
@MainActor fileprivate func checkUIKit51() async throws {
    _ = UIColor.red
}

// UIKit: UIColor.green
@MainActor fileprivate func checkUIKit52() async throws {
    _ = UIColor.green
}

// UIKit: UIColor.blue
@MainActor fileprivate func checkUIKit53() async throws {
    _ = UIColor.blue
}

// UIKit: UIColor.orange
@MainActor fileprivate func checkUIKit54() async throws {
    _ = UIColor.orange
}

// UIKit: UIColor.yellow
@MainActor fileprivate func checkUIKit55() async throws {
    _ = UIColor.yellow
}

// UIKit: UIColor.purple
@MainActor fileprivate func checkUIKit56() async throws {
    _ = UIColor.purple
}

// UIKit: UIColor.brown
@MainActor fileprivate func checkUIKit57() async throws {
    _ = UIColor.brown
}

// UIKit: UIColor.gray
@MainActor fileprivate func checkUIKit58() async throws {
    _ = UIColor.gray
}

// UIKit: UIColor.darkGray
@MainActor fileprivate func checkUIKit59() async throws {
    _ = UIColor.darkGray
}

// UIKit: UIColor.lightGray
@MainActor fileprivate func checkUIKit60() async throws {
    _ = UIColor.lightGray
}

// UIKit: UIColor.cyan
@MainActor fileprivate func checkUIKit61() async throws {
    _ = UIColor.cyan
}

// UIKit: UIColor.magenta
@MainActor fileprivate func checkUIKit62() async throws {
    _ = UIColor.magenta
}

// UIKit: UIColor.withAlphaComponent(_:)
@MainActor fileprivate func checkUIKit63() async throws {
    _ = UIColor.systemBlue.withAlphaComponent(0.5)
}

// UIKit: UIColor.resolvedColor(with:)
@MainActor fileprivate func checkUIKit64() async throws {
    _ = UIColor.label.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
}

// UIKit: UIColor.getRed(_:green:blue:alpha:)
@MainActor fileprivate func checkUIKit65() async throws {
    var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
    if UIColor.systemTeal.getRed(&red, green: &green, blue: &blue, alpha: &alpha) {
        _ = (red, green, blue, alpha)
    }
}

// UIKit: UIColor.getHue(_:saturation:brightness:alpha:)
@MainActor fileprivate func checkUIKit66() async throws {
    var hue: CGFloat = 0, saturation: CGFloat = 0, brightness: CGFloat = 0, alpha: CGFloat = 0
    if UIColor.systemOrange.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha) {
        _ = (hue, saturation, brightness, alpha)
    }
}

// UIKit: UIColor.getWhite(_:alpha:)
@MainActor fileprivate func checkUIKit67() async throws {
    var white: CGFloat = 0, alpha: CGFloat = 0
    if UIColor.gray.getWhite(&white, alpha: &alpha) {
        _ = (white, alpha)
    }
}

// UIKit: UIColor.cgColor
@MainActor fileprivate func checkUIKit68() async throws {
    let cgColor: CGColor = UIColor.systemPink.cgColor
    _ = cgColor
}

// UIKit: Color.init(uiColor:)
@MainActor fileprivate func checkUIKit69() async throws {
    _ = Color(uiColor: .secondaryLabel)
}

// UIKit: UIImage
@MainActor fileprivate func checkUIKit70() async throws {
    let image: UIImage = UIImage(systemName: "star.fill")!
    _ = image.size
}

// UIKit: UIImage.init(named:)
@MainActor fileprivate func checkUIKit71() async throws {
    _ = UIImage(named: "Background")
}

// UIKit: UIImage.init(named:in:compatibleWith:)
@MainActor fileprivate func checkUIKit72() async throws {
    _ = UIImage(named: "Background", in: .main, compatibleWith: nil)
}

// UIKit: UIImage.init(named:in:with:)
@MainActor fileprivate func checkUIKit73() async throws {
    _ = UIImage(named: "Background", in: .main, with: UIImage.SymbolConfiguration(pointSize: 20))
}

// UIKit: UIImage.init(systemName:)
@MainActor fileprivate func checkUIKit74() async throws {
    _ = UIImage(systemName: "sun.max.fill")
}

// UIKit: UIImage.init(systemName:withConfiguration:)
@MainActor fileprivate func checkUIKit75() async throws {
    _ = UIImage(systemName: "cloud.rain", withConfiguration: UIImage.SymbolConfiguration(weight: .bold))
}

// UIKit: UIImage.init(systemName:compatibleWith:)
@MainActor fileprivate func checkUIKit76() async throws {
    _ = UIImage(systemName: "bolt", compatibleWith: nil)
}

// UIKit: UIImage.init(systemName:variableValue:configuration:)
@MainActor fileprivate func checkUIKit77() async throws {
    _ = UIImage(systemName: "wifi", variableValue: 0.6)
}

// UIKit: UIImage.init(resource:)
@MainActor fileprivate func checkUIKit78() async throws {
    _ = UIImage(resource: ImageResource(name: "Background", bundle: .main))
}

// UIKit: UIImage.init(data:)
@MainActor fileprivate func checkUIKit79() async throws {
    _ = UIImage(data: Data())
}

// UIKit: UIImage.init(data:scale:)
@MainActor fileprivate func checkUIKit80() async throws {
    _ = UIImage(data: Data(), scale: 2)
}

// UIKit: UIImage.init(contentsOfFile:)
@MainActor fileprivate func checkUIKit81() async throws {
    _ = UIImage(contentsOfFile: "/tmp/photo.png")
}

// UIKit: UIImage.init(cgImage:)
@MainActor fileprivate func checkUIKit82() async throws {
    if let cgImage = UIImage(systemName: "star.fill")!.cgImage {
        _ = UIImage(cgImage: cgImage)
    }
}

// UIKit: UIImage.init(cgImage:scale:orientation:)
@MainActor fileprivate func checkUIKit83() async throws {
    if let cgImage = UIImage(systemName: "star.fill")!.cgImage {
        _ = UIImage(cgImage: cgImage, scale: 2, orientation: .up)
    }
}

// UIKit: UIImage.init(ciImage:)
@MainActor fileprivate func checkUIKit84() async throws {
    _ = UIImage(ciImage: CIImage(color: CIColor(red: 1, green: 0, blue: 0)))
}

// UIKit: UIImage.size
@MainActor fileprivate func checkUIKit85() async throws {
    _ = UIImage(systemName: "star.fill")!.size
}

// UIKit: UIImage.scale
@MainActor fileprivate func checkUIKit86() async throws {
    _ = UIImage(systemName: "star.fill")!.scale
}

// UIKit: UIImage.cgImage
@MainActor fileprivate func checkUIKit87() async throws {
    _ = UIImage(systemName: "star.fill")!.cgImage
}

// UIKit: UIImage.renderingMode
@MainActor fileprivate func checkUIKit88() async throws {
    _ = UIImage(systemName: "star.fill")!.renderingMode
}

// UIKit: UIImage.imageOrientation
@MainActor fileprivate func checkUIKit89() async throws {
    _ = UIImage(systemName: "star.fill")!.imageOrientation
}

// UIKit: UIImage.isSymbolImage
@MainActor fileprivate func checkUIKit90() async throws {
    _ = UIImage(systemName: "star.fill")!.isSymbolImage
}

// UIKit: UIImage.configuration
@MainActor fileprivate func checkUIKit91() async throws {
    _ = UIImage(systemName: "star.fill")!.configuration
}

// UIKit: UIImage.symbolConfiguration
@MainActor fileprivate func checkUIKit92() async throws {
    _ = UIImage(systemName: "star.fill")!.symbolConfiguration
}

// UIKit: UIImage.capInsets
@MainActor fileprivate func checkUIKit93() async throws {
    _ = UIImage(systemName: "star.fill")!.capInsets
}

// UIKit: UIImage.imageRendererFormat
@MainActor fileprivate func checkUIKit94() async throws {
    _ = UIImage(systemName: "star.fill")!.imageRendererFormat
}

// UIKit: UIImage.withRenderingMode(_:)
@MainActor fileprivate func checkUIKit95() async throws {
    _ = UIImage(systemName: "star.fill")!.withRenderingMode(.alwaysTemplate)
}

// UIKit: UIImage.withTintColor(_:)
@MainActor fileprivate func checkUIKit96() async throws {
    _ = UIImage(systemName: "star.fill")!.withTintColor(.systemYellow)
}

// UIKit: UIImage.withTintColor(_:renderingMode:)
@MainActor fileprivate func checkUIKit97() async throws {
    _ = UIImage(systemName: "star.fill")!.withTintColor(.systemYellow, renderingMode: .alwaysOriginal)
}

// UIKit: UIImage.withConfiguration(_:)
@MainActor fileprivate func checkUIKit98() async throws {
    _ = UIImage(systemName: "star.fill")!.withConfiguration(UIImage.SymbolConfiguration(scale: .large))
}

// UIKit: UIImage.applyingSymbolConfiguration(_:)
@MainActor fileprivate func checkUIKit99() async throws {
    _ = UIImage(systemName: "star.fill")!.applyingSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 30))
}

// UIKit: UIImage.withHorizontallyFlippedOrientation()
@MainActor fileprivate func checkUIKit100() async throws {
    _ = UIImage(systemName: "star.fill")!.withHorizontallyFlippedOrientation()
}

// UIKit: UIImage.pngData()
@MainActor fileprivate func checkUIKit101() async throws {
    _ = UIImage(systemName: "star.fill")!.pngData()
}

// UIKit: UIImage.jpegData(compressionQuality:)
@MainActor fileprivate func checkUIKit102() async throws {
    _ = UIImage(systemName: "star.fill")!.jpegData(compressionQuality: 0.8)
}

// UIKit: UIImage.heicData()
@MainActor fileprivate func checkUIKit103() async throws {
    _ = UIImage(systemName: "star.fill")!.heicData()
}

// UIKit: UIImage.draw(at:)
@MainActor fileprivate func checkUIKit104() async throws {
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 100))
    _ = renderer.image { _ in
        UIImage(systemName: "star.fill")!.draw(at: CGPoint(x: 10, y: 10))
    }
}

// UIKit: UIImage.draw(at:blendMode:alpha:)
@MainActor fileprivate func checkUIKit105() async throws {
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 100))
    _ = renderer.image { _ in
        UIImage(systemName: "star.fill")!.draw(at: .zero, blendMode: .multiply, alpha: 0.5)
    }
}

// UIKit: UIImage.draw(in:)
@MainActor fileprivate func checkUIKit106() async throws {
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 100))
    _ = renderer.image { _ in
        UIImage(systemName: "star.fill")!.draw(in: CGRect(x: 0, y: 0, width: 50, height: 50))
    }
}

// UIKit: UIImage.draw(in:blendMode:alpha:)
@MainActor fileprivate func checkUIKit107() async throws {
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 100))
    _ = renderer.image { _ in
        UIImage(systemName: "star.fill")!.draw(in: CGRect(x: 0, y: 0, width: 50, height: 50), blendMode: .normal, alpha: 0.8)
    }
}

// UIKit: UIImage.resizableImage(withCapInsets:)
@MainActor fileprivate func checkUIKit108() async throws {
    _ = UIImage(systemName: "star.fill")!.resizableImage(withCapInsets: UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4))
}

// UIKit: UIImage.resizableImage(withCapInsets:resizingMode:)
@MainActor fileprivate func checkUIKit109() async throws {
    _ = UIImage(systemName: "star.fill")!.resizableImage(withCapInsets: .zero, resizingMode: .stretch)
}

// UIKit: UIImage.preparingThumbnail(of:)
@MainActor fileprivate func checkUIKit110() async throws {
    _ = UIImage(systemName: "star.fill")!.preparingThumbnail(of: CGSize(width: 40, height: 40))
}

// UIKit: UIImage.byPreparingThumbnail(ofSize:)
@MainActor fileprivate func checkUIKit111() async throws {
    _ = await UIImage(systemName: "star.fill")!.byPreparingThumbnail(ofSize: CGSize(width: 40, height: 40))
}

// UIKit: UIImage.prepareThumbnail(of:completionHandler:)
@MainActor fileprivate func checkUIKit112() async throws {
    UIImage(systemName: "star.fill")!.prepareThumbnail(of: CGSize(width: 40, height: 40)) { thumbnail in
        _ = thumbnail
    }
}

// UIKit: UIImage.preparingForDisplay()
@MainActor fileprivate func checkUIKit113() async throws {
    _ = UIImage(systemName: "star.fill")!.preparingForDisplay()
}

// UIKit: UIImage.byPreparingForDisplay()
@MainActor fileprivate func checkUIKit114() async throws {
    _ = await UIImage(systemName: "star.fill")!.byPreparingForDisplay()
}

// UIKit: UIImage.RenderingMode.automatic
@MainActor fileprivate func checkUIKit115() async throws {
    let mode: UIImage.RenderingMode = .automatic
    _ = mode
}

// UIKit: UIImage.RenderingMode.alwaysOriginal
@MainActor fileprivate func checkUIKit116() async throws {
    let mode: UIImage.RenderingMode = .alwaysOriginal
    _ = mode
}

// UIKit: UIImage.RenderingMode.alwaysTemplate
@MainActor fileprivate func checkUIKit117() async throws {
    let mode: UIImage.RenderingMode = .alwaysTemplate
    _ = mode
}

// UIKit: UIImage.Orientation.up
@MainActor fileprivate func checkUIKit118() async throws {
    let orientation: UIImage.Orientation = .up
    _ = orientation
}

// UIKit: UIImage.SymbolConfiguration
@MainActor fileprivate func checkUIKit119() async throws {
    let configuration: UIImage.SymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 24)
    _ = configuration
}

// UIKit: UIImage.SymbolConfiguration.init(pointSize:)
@MainActor fileprivate func checkUIKit120() async throws {
    _ = UIImage.SymbolConfiguration(pointSize: 24)
}

// UIKit: UIImage.SymbolConfiguration.init(pointSize:weight:)
@MainActor fileprivate func checkUIKit121() async throws {
    _ = UIImage.SymbolConfiguration(pointSize: 24, weight: .semibold)
}

// UIKit: UIImage.SymbolConfiguration.init(pointSize:weight:scale:)
@MainActor fileprivate func checkUIKit122() async throws {
    _ = UIImage.SymbolConfiguration(pointSize: 24, weight: .bold, scale: .small)
}

// UIKit: UIImage.SymbolConfiguration.init(textStyle:)
@MainActor fileprivate func checkUIKit123() async throws {
    _ = UIImage.SymbolConfiguration(textStyle: .headline)
}

// UIKit: UIImage.SymbolConfiguration.init(textStyle:scale:)
@MainActor fileprivate func checkUIKit124() async throws {
    _ = UIImage.SymbolConfiguration(textStyle: .body, scale: .medium)
}

// UIKit: UIImage.SymbolConfiguration.init(weight:)
@MainActor fileprivate func checkUIKit125() async throws {
    _ = UIImage.SymbolConfiguration(weight: .heavy)
}

// UIKit: UIImage.SymbolConfiguration.init(scale:)
@MainActor fileprivate func checkUIKit126() async throws {
    _ = UIImage.SymbolConfiguration(scale: .large)
}

// UIKit: UIImage.SymbolConfiguration.init(font:)
@MainActor fileprivate func checkUIKit127() async throws {
    _ = UIImage.SymbolConfiguration(font: .systemFont(ofSize: 17))
}

// UIKit: UIImage.SymbolConfiguration.init(font:scale:)
@MainActor fileprivate func checkUIKit128() async throws {
    _ = UIImage.SymbolConfiguration(font: .boldSystemFont(ofSize: 17), scale: .small)
}

// UIKit: UIImage.SymbolConfiguration.init(hierarchicalColor:)
@MainActor fileprivate func checkUIKit129() async throws {
    _ = UIImage.SymbolConfiguration(hierarchicalColor: .systemBlue)
}

// UIKit: UIImage.SymbolConfiguration.init(paletteColors:)
@MainActor fileprivate func checkUIKit130() async throws {
    _ = UIImage.SymbolConfiguration(paletteColors: [.systemRed, .systemGray])
}

// UIKit: UIImage.SymbolConfiguration.preferringMulticolor()
@MainActor fileprivate func checkUIKit131() async throws {
    _ = UIImage.SymbolConfiguration.preferringMulticolor()
}

// UIKit: UIImage.SymbolConfiguration.preferringMonochrome()
@MainActor fileprivate func checkUIKit132() async throws {
    _ = UIImage.SymbolConfiguration.preferringMonochrome()
}

// UIKit: UIImage.SymbolConfiguration.unspecified
@MainActor fileprivate func checkUIKit133() async throws {
    _ = UIImage.SymbolConfiguration.unspecified
}

// UIKit: UIImage.Configuration.applying(_:)
@MainActor fileprivate func checkUIKit134() async throws {
    _ = UIImage.SymbolConfiguration(pointSize: 20).applying(UIImage.SymbolConfiguration(weight: .bold))
}

// UIKit: UIImage.SymbolWeight.regular
@MainActor fileprivate func checkUIKit135() async throws {
    let weight: UIImage.SymbolWeight = .regular
    _ = weight
}

// UIKit: UIImage.SymbolWeight.semibold
@MainActor fileprivate func checkUIKit136() async throws {
    let weight: UIImage.SymbolWeight = .semibold
    _ = weight
}

// UIKit: UIImage.SymbolWeight.bold
@MainActor fileprivate func checkUIKit137() async throws {
    let weight: UIImage.SymbolWeight = .bold
    _ = weight
}

// UIKit: UIImage.SymbolScale.small
@MainActor fileprivate func checkUIKit138() async throws {
    let scale: UIImage.SymbolScale = .small
    _ = scale
}

// UIKit: UIImage.SymbolScale.medium
@MainActor fileprivate func checkUIKit139() async throws {
    let scale: UIImage.SymbolScale = .medium
    _ = scale
}

// UIKit: UIImage.SymbolScale.large
@MainActor fileprivate func checkUIKit140() async throws {
    let scale: UIImage.SymbolScale = .large
    _ = scale
}

// UIKit: UIFont
@MainActor fileprivate func checkUIKit141() async throws {
    let font: UIFont = .systemFont(ofSize: 17)
    _ = font.lineHeight
}

// UIKit: UIFont.systemFont(ofSize:)
@MainActor fileprivate func checkUIKit142() async throws {
    _ = UIFont.systemFont(ofSize: 17)
}

// UIKit: UIFont.systemFont(ofSize:weight:)
@MainActor fileprivate func checkUIKit143() async throws {
    _ = UIFont.systemFont(ofSize: 17, weight: .semibold)
}

// UIKit: UIFont.systemFont(ofSize:weight:width:)
@MainActor fileprivate func checkUIKit144() async throws {
    _ = UIFont.systemFont(ofSize: 17, weight: .regular, width: .condensed)
}

// UIKit: UIFont.boldSystemFont(ofSize:)
@MainActor fileprivate func checkUIKit145() async throws {
    _ = UIFont.boldSystemFont(ofSize: 17)
}

// UIKit: UIFont.italicSystemFont(ofSize:)
@MainActor fileprivate func checkUIKit146() async throws {
    _ = UIFont.italicSystemFont(ofSize: 17)
}

// UIKit: UIFont.monospacedSystemFont(ofSize:weight:)
@MainActor fileprivate func checkUIKit147() async throws {
    _ = UIFont.monospacedSystemFont(ofSize: 13, weight: .regular)
}

// UIKit: UIFont.monospacedDigitSystemFont(ofSize:weight:)
@MainActor fileprivate func checkUIKit148() async throws {
    _ = UIFont.monospacedDigitSystemFont(ofSize: 34, weight: .bold)
}

// UIKit: UIFont.preferredFont(forTextStyle:)
@MainActor fileprivate func checkUIKit149() async throws {
    _ = UIFont.preferredFont(forTextStyle: .headline)
}

// UIKit: UIFont.preferredFont(forTextStyle:compatibleWith:)
@MainActor fileprivate func checkUIKit150() async throws {
    _ = UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large))
}

// UIKit: UIFont.fontNames(forFamilyName:)
@MainActor fileprivate func checkUIKit151() async throws {
    _ = UIFont.fontNames(forFamilyName: "Helvetica Neue")
}

// UIKit: UIFont.withSize(_:)
@MainActor fileprivate func checkUIKit152() async throws {
    _ = UIFont.systemFont(ofSize: 17).withSize(22)
}

// UIKit: UIFont.init(name:size:)
@MainActor fileprivate func checkUIKit153() async throws {
    _ = UIFont(name: "Avenir-Heavy", size: 20)
}

// UIKit: UIFont.init(descriptor:size:)
@MainActor fileprivate func checkUIKit154() async throws {
    _ = UIFont(descriptor: UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body), size: 0)
}

// UIKit: UIFont.familyNames
@MainActor fileprivate func checkUIKit155() async throws {
    _ = UIFont.familyNames.count
}

// UIKit: UIFont.pointSize
@MainActor fileprivate func checkUIKit156() async throws {
    _ = UIFont.systemFont(ofSize: 17).pointSize
}

// UIKit: UIFont.lineHeight
@MainActor fileprivate func checkUIKit157() async throws {
    _ = UIFont.systemFont(ofSize: 17).lineHeight
}

// UIKit: UIFont.ascender
@MainActor fileprivate func checkUIKit158() async throws {
    _ = UIFont.systemFont(ofSize: 17).ascender
}

// UIKit: UIFont.descender
@MainActor fileprivate func checkUIKit159() async throws {
    _ = UIFont.systemFont(ofSize: 17).descender
}

// UIKit: UIFont.capHeight
@MainActor fileprivate func checkUIKit160() async throws {
    _ = UIFont.systemFont(ofSize: 17).capHeight
}

// UIKit: UIFont.xHeight
@MainActor fileprivate func checkUIKit161() async throws {
    _ = UIFont.systemFont(ofSize: 17).xHeight
}

// UIKit: UIFont.leading
@MainActor fileprivate func checkUIKit162() async throws {
    _ = UIFont.systemFont(ofSize: 17).leading
}

// UIKit: UIFont.familyName
@MainActor fileprivate func checkUIKit163() async throws {
    _ = UIFont.systemFont(ofSize: 17).familyName
}

// UIKit: UIFont.fontName
@MainActor fileprivate func checkUIKit164() async throws {
    _ = UIFont.systemFont(ofSize: 17).fontName
}

// UIKit: UIFont.fontDescriptor
@MainActor fileprivate func checkUIKit165() async throws {
    _ = UIFont.systemFont(ofSize: 17).fontDescriptor
}

// UIKit: UIFont.Weight.ultraLight
@MainActor fileprivate func checkUIKit166() async throws {
    let weight: UIFont.Weight = .ultraLight
    _ = weight
}

// UIKit: UIFont.Weight.thin
@MainActor fileprivate func checkUIKit167() async throws {
    let weight: UIFont.Weight = .thin
    _ = weight
}

// UIKit: UIFont.Weight.light
@MainActor fileprivate func checkUIKit168() async throws {
    let weight: UIFont.Weight = .light
    _ = weight
}

// UIKit: UIFont.Weight.regular
@MainActor fileprivate func checkUIKit169() async throws {
    let weight: UIFont.Weight = .regular
    _ = weight
}

// UIKit: UIFont.Weight.medium
@MainActor fileprivate func checkUIKit170() async throws {
    let weight: UIFont.Weight = .medium
    _ = weight
}

// UIKit: UIFont.Weight.semibold
@MainActor fileprivate func checkUIKit171() async throws {
    let weight: UIFont.Weight = .semibold
    _ = weight
}

// UIKit: UIFont.Weight.bold
@MainActor fileprivate func checkUIKit172() async throws {
    let weight: UIFont.Weight = .bold
    _ = weight
}

// UIKit: UIFont.Weight.heavy
@MainActor fileprivate func checkUIKit173() async throws {
    let weight: UIFont.Weight = .heavy
    _ = weight
}

// UIKit: UIFont.Weight.black
@MainActor fileprivate func checkUIKit174() async throws {
    let weight: UIFont.Weight = .black
    _ = weight
}

// UIKit: UIFont.Weight.init(rawValue:)
@MainActor fileprivate func checkUIKit175() async throws {
    _ = UIFont.Weight(rawValue: 0.3)
}

// UIKit: UIFont.Width.standard
@MainActor fileprivate func checkUIKit176() async throws {
    let width: UIFont.Width = .standard
    _ = width
}

// UIKit: UIFont.Width.condensed
@MainActor fileprivate func checkUIKit177() async throws {
    let width: UIFont.Width = .condensed
    _ = width
}

// UIKit: UIFont.Width.expanded
@MainActor fileprivate func checkUIKit178() async throws {
    let width: UIFont.Width = .expanded
    _ = width
}

// UIKit: UIFont.Width.compressed
@MainActor fileprivate func checkUIKit179() async throws {
    let width: UIFont.Width = .compressed
    _ = width
}

// UIKit: UIFont.TextStyle.largeTitle
@MainActor fileprivate func checkUIKit180() async throws {
    let style: UIFont.TextStyle = .largeTitle
    _ = style
}

// UIKit: UIFont.TextStyle.title1
@MainActor fileprivate func checkUIKit181() async throws {
    let style: UIFont.TextStyle = .title1
    _ = style
}

// UIKit: UIFont.TextStyle.title2
@MainActor fileprivate func checkUIKit182() async throws {
    let style: UIFont.TextStyle = .title2
    _ = style
}

// UIKit: UIFont.TextStyle.title3
@MainActor fileprivate func checkUIKit183() async throws {
    let style: UIFont.TextStyle = .title3
    _ = style
}

// UIKit: UIFont.TextStyle.headline
@MainActor fileprivate func checkUIKit184() async throws {
    let style: UIFont.TextStyle = .headline
    _ = style
}

// UIKit: UIFont.TextStyle.subheadline
@MainActor fileprivate func checkUIKit185() async throws {
    let style: UIFont.TextStyle = .subheadline
    _ = style
}

// UIKit: UIFont.TextStyle.body
@MainActor fileprivate func checkUIKit186() async throws {
    let style: UIFont.TextStyle = .body
    _ = style
}

// UIKit: UIFont.TextStyle.callout
@MainActor fileprivate func checkUIKit187() async throws {
    let style: UIFont.TextStyle = .callout
    _ = style
}

// UIKit: UIFont.TextStyle.footnote
@MainActor fileprivate func checkUIKit188() async throws {
    let style: UIFont.TextStyle = .footnote
    _ = style
}

// UIKit: UIFont.TextStyle.caption1
@MainActor fileprivate func checkUIKit189() async throws {
    let style: UIFont.TextStyle = .caption1
    _ = style
}

// UIKit: UIFont.TextStyle.caption2
@MainActor fileprivate func checkUIKit190() async throws {
    let style: UIFont.TextStyle = .caption2
    _ = style
}

// UIKit: UIFontDescriptor.withDesign(_:)
@MainActor fileprivate func checkUIKit191() async throws {
    if let rounded = UIFont.systemFont(ofSize: 17).fontDescriptor.withDesign(.rounded) {
        _ = UIFont(descriptor: rounded, size: 17)
    }
}

// UIKit: UIFontDescriptor.withSymbolicTraits(_:)
@MainActor fileprivate func checkUIKit192() async throws {
    _ = UIFont.systemFont(ofSize: 17).fontDescriptor.withSymbolicTraits([.traitBold, .traitItalic])
}

// UIKit: UIFontDescriptor.withSize(_:)
@MainActor fileprivate func checkUIKit193() async throws {
    _ = UIFont.systemFont(ofSize: 17).fontDescriptor.withSize(20)
}

// UIKit: UIFontDescriptor.preferredFontDescriptor(withTextStyle:)
@MainActor fileprivate func checkUIKit194() async throws {
    _ = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .title2)
}

// UIKit: UIFontDescriptor.init(name:size:)
@MainActor fileprivate func checkUIKit195() async throws {
    _ = UIFontDescriptor(name: "Menlo", size: 12)
}

// UIKit: UIFontDescriptor.symbolicTraits
@MainActor fileprivate func checkUIKit196() async throws {
    _ = UIFont.systemFont(ofSize: 17).fontDescriptor.symbolicTraits.contains(.traitBold)
}

// UIKit: UIFontDescriptor.pointSize
@MainActor fileprivate func checkUIKit197() async throws {
    _ = UIFont.systemFont(ofSize: 17).fontDescriptor.pointSize
}

// UIKit: UIFontDescriptor.SymbolicTraits.traitBold
@MainActor fileprivate func checkUIKit198() async throws {
    let traits: UIFontDescriptor.SymbolicTraits = .traitBold
    _ = traits
}

// UIKit: UIFontDescriptor.SymbolicTraits.traitItalic
@MainActor fileprivate func checkUIKit199() async throws {
    let traits: UIFontDescriptor.SymbolicTraits = .traitItalic
    _ = traits
}

// UIKit: UIFontDescriptor.SymbolicTraits.traitMonoSpace
@MainActor fileprivate func checkUIKit200() async throws {
    let traits: UIFontDescriptor.SymbolicTraits = .traitMonoSpace
    _ = traits
}

// UIKit: UIFontDescriptor.SymbolicTraits.traitCondensed
@MainActor fileprivate func checkUIKit201() async throws {
    let traits: UIFontDescriptor.SymbolicTraits = .traitCondensed
    _ = traits
}

// UIKit: UIFontDescriptor.SystemDesign.default
@MainActor fileprivate func checkUIKit202() async throws {
    let design: UIFontDescriptor.SystemDesign = .`default`
    _ = design
}

// UIKit: UIFontDescriptor.SystemDesign.rounded
@MainActor fileprivate func checkUIKit203() async throws {
    let design: UIFontDescriptor.SystemDesign = .rounded
    _ = design
}

// UIKit: UIFontDescriptor.SystemDesign.serif
@MainActor fileprivate func checkUIKit204() async throws {
    let design: UIFontDescriptor.SystemDesign = .serif
    _ = design
}

// UIKit: UIFontDescriptor.SystemDesign.monospaced
@MainActor fileprivate func checkUIKit205() async throws {
    let design: UIFontDescriptor.SystemDesign = .monospaced
    _ = design
}

// UIKit: UIFontMetrics.default
@MainActor fileprivate func checkUIKit206() async throws {
    _ = UIFontMetrics.default.scaledValue(for: 12)
}

// UIKit: UIFontMetrics.init(forTextStyle:)
@MainActor fileprivate func checkUIKit207() async throws {
    _ = UIFontMetrics(forTextStyle: .headline)
}

// UIKit: UIFontMetrics.scaledValue(for:)
@MainActor fileprivate func checkUIKit208() async throws {
    _ = UIFontMetrics(forTextStyle: .body).scaledValue(for: 8)
}

// UIKit: UIFontMetrics.scaledValue(for:compatibleWith:)
@MainActor fileprivate func checkUIKit209() async throws {
    _ = UIFontMetrics.default.scaledValue(for: 8, compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraLarge))
}

// UIKit: UIFontMetrics.scaledFont(for:)
@MainActor fileprivate func checkUIKit210() async throws {
    _ = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont(name: "Avenir", size: 15) ?? .systemFont(ofSize: 15))
}

// UIKit: UIFontMetrics.scaledFont(for:maximumPointSize:)
@MainActor fileprivate func checkUIKit211() async throws {
    _ = UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 15), maximumPointSize: 28)
}

// UIKit: UIFontMetrics.scaledFont(for:compatibleWith:)
@MainActor fileprivate func checkUIKit212() async throws {
    _ = UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 15), compatibleWith: nil)
}

// UIKit: UIGraphicsImageRenderer
@MainActor fileprivate func checkUIKit213() async throws {
    let renderer: UIGraphicsImageRenderer = UIGraphicsImageRenderer(size: CGSize(width: 64, height: 64))
    _ = renderer.format
}

// UIKit: UIGraphicsImageRenderer.init(size:)
@MainActor fileprivate func checkUIKit214() async throws {
    _ = UIGraphicsImageRenderer(size: CGSize(width: 64, height: 64))
}

// UIKit: UIGraphicsImageRenderer.init(size:format:)
@MainActor fileprivate func checkUIKit215() async throws {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 2
    _ = UIGraphicsImageRenderer(size: CGSize(width: 64, height: 64), format: format)
}

// UIKit: UIGraphicsImageRenderer.init(bounds:format:)
@MainActor fileprivate func checkUIKit216() async throws {
    _ = UIGraphicsImageRenderer(bounds: CGRect(x: 0, y: 0, width: 64, height: 64), format: .preferred())
}

// UIKit: UIGraphicsRenderer.init(bounds:)
@MainActor fileprivate func checkUIKit217() async throws {
    _ = UIGraphicsImageRenderer(bounds: CGRect(x: 0, y: 0, width: 64, height: 64))
}

// UIKit: UIGraphicsImageRenderer.image(actions:)
@MainActor fileprivate func checkUIKit218() async throws {
    let image = UIGraphicsImageRenderer(size: CGSize(width: 64, height: 64)).image { context in
        UIColor.systemBlue.setFill()
        context.fill(CGRect(x: 0, y: 0, width: 64, height: 64))
    }
    _ = image
}

// UIKit: UIGraphicsImageRenderer.pngData(actions:)
@MainActor fileprivate func checkUIKit219() async throws {
    let data = UIGraphicsImageRenderer(size: CGSize(width: 64, height: 64)).pngData { context in
        context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
    }
    _ = data
}

// UIKit: UIGraphicsImageRenderer.jpegData(withCompressionQuality:actions:)
@MainActor fileprivate func checkUIKit220() async throws {
    let data = UIGraphicsImageRenderer(size: CGSize(width: 64, height: 64)).jpegData(withCompressionQuality: 0.9) { context in
        context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
    }
    _ = data
}

// UIKit: UIGraphicsImageRenderer.DrawingActions
@MainActor fileprivate func checkUIKit221() async throws {
    let actions: UIGraphicsImageRenderer.DrawingActions = { context in
        context.stroke(CGRect(x: 1, y: 1, width: 10, height: 10))
    }
    _ = UIGraphicsImageRenderer(size: CGSize(width: 64, height: 64)).image(actions: actions)
}

// UIKit: UIGraphicsRenderer.format
@MainActor fileprivate func checkUIKit222() async throws {
    _ = UIGraphicsImageRenderer(size: CGSize(width: 64, height: 64)).format.bounds
}

// UIKit: UIGraphicsImageRendererFormat
@MainActor fileprivate func checkUIKit223() async throws {
    let format: UIGraphicsImageRendererFormat = UIGraphicsImageRendererFormat()
    format.opaque = true
    _ = format
}

// UIKit: UIGraphicsImageRendererFormat.init()
@MainActor fileprivate func checkUIKit224() async throws {
    _ = UIGraphicsImageRendererFormat()
}

// UIKit: UIGraphicsImageRendererFormat.init(for:)
@MainActor fileprivate func checkUIKit225() async throws {
    _ = UIGraphicsImageRendererFormat(for: UITraitCollection(displayScale: 3))
}

// UIKit: UIGraphicsRendererFormat.default()
@MainActor fileprivate func checkUIKit226() async throws {
    let format = UIGraphicsImageRendererFormat.default()
    _ = format.scale
}

// UIKit: UIGraphicsRendererFormat.preferred()
@MainActor fileprivate func checkUIKit227() async throws {
    let format = UIGraphicsImageRendererFormat.preferred()
    _ = format.scale
}

// UIKit: UIGraphicsRendererFormat.bounds
@MainActor fileprivate func checkUIKit228() async throws {
    _ = UIGraphicsImageRendererFormat().bounds
}

// UIKit: UIGraphicsImageRendererFormat.scale
@MainActor fileprivate func checkUIKit229() async throws {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 3
    _ = format.scale
}

// UIKit: UIGraphicsImageRendererFormat.opaque
@MainActor fileprivate func checkUIKit230() async throws {
    let format = UIGraphicsImageRendererFormat()
    format.opaque = false
    _ = format.opaque
}

// UIKit: UIGraphicsImageRendererFormat.preferredRange
@MainActor fileprivate func checkUIKit231() async throws {
    let format = UIGraphicsImageRendererFormat()
    format.preferredRange = .standard
    _ = format.preferredRange
}

// UIKit: UIGraphicsImageRendererFormat.Range.automatic
@MainActor fileprivate func checkUIKit232() async throws {
    let range: UIGraphicsImageRendererFormat.Range = .automatic
    _ = range
}

// UIKit: UIGraphicsImageRendererFormat.Range.standard
@MainActor fileprivate func checkUIKit233() async throws {
    let range: UIGraphicsImageRendererFormat.Range = .standard
    _ = range
}

// UIKit: UIGraphicsImageRendererFormat.Range.extended
@MainActor fileprivate func checkUIKit234() async throws {
    let range: UIGraphicsImageRendererFormat.Range = .extended
    _ = range
}

// UIKit: UIGraphicsImageRendererContext
@MainActor fileprivate func checkUIKit235() async throws {
    _ = UIGraphicsImageRenderer(size: CGSize(width: 64, height: 64)).image { (context: UIGraphicsImageRendererContext) in
        _ = context.format
    }
}

// UIKit: UIGraphicsRendererContext.cgContext
@MainActor fileprivate func checkUIKit236() async throws {
    _ = UIGraphicsImageRenderer(size: CGSize(width: 64, height: 64)).image { context in
        context.cgContext.setFillColor(UIColor.red.cgColor)
    }
}

// UIKit: UIGraphicsRendererContext.fill(_:)
@MainActor fileprivate func checkUIKit237() async throws {
    _ = UIGraphicsImageRenderer(size: CGSize(width: 64, height: 64)).image { context in
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
    }
}

// UIKit: UIGraphicsRendererContext.fill(_:blendMode:)
@MainActor fileprivate func checkUIKit238() async throws {
    _ = UIGraphicsImageRenderer(size: CGSize(width: 64, height: 64)).image { context in
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10), blendMode: .multiply)
    }
}

// UIKit: UIGraphicsRendererContext.stroke(_:)
@MainActor fileprivate func checkUIKit239() async throws {
    _ = UIGraphicsImageRenderer(size: CGSize(width: 64, height: 64)).image { context in
        context.stroke(CGRect(x: 2, y: 2, width: 20, height: 20))
    }
}

// UIKit: UIGraphicsRendererContext.stroke(_:blendMode:)
@MainActor fileprivate func checkUIKit240() async throws {
    _ = UIGraphicsImageRenderer(size: CGSize(width: 64, height: 64)).image { context in
        context.stroke(CGRect(x: 2, y: 2, width: 20, height: 20), blendMode: .normal)
    }
}

// UIKit: UIGraphicsRendererContext.clip(to:)
@MainActor fileprivate func checkUIKit241() async throws {
    _ = UIGraphicsImageRenderer(size: CGSize(width: 64, height: 64)).image { context in
        context.clip(to: CGRect(x: 0, y: 0, width: 32, height: 32))
    }
}

// UIKit: UIGraphicsRendererContext.format
@MainActor fileprivate func checkUIKit242() async throws {
    _ = UIGraphicsImageRenderer(size: CGSize(width: 64, height: 64)).image { context in
        _ = context.format.bounds
    }
}

// UIKit: UIGraphicsImageRendererContext.currentImage
@MainActor fileprivate func checkUIKit243() async throws {
    _ = UIGraphicsImageRenderer(size: CGSize(width: 64, height: 64)).image { context in
        _ = context.currentImage.size
    }
}

// UIKit: UIGraphicsGetCurrentContext()
@MainActor fileprivate func checkUIKit244() async throws {
    _ = UIGraphicsImageRenderer(size: CGSize(width: 64, height: 64)).image { _ in
        UIGraphicsGetCurrentContext()?.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
    }
}

// UIKit: UIGraphicsPushContext(_:)
@MainActor fileprivate func checkUIKit245() async throws {
    _ = UIGraphicsImageRenderer(size: CGSize(width: 64, height: 64)).image { context in
        UIGraphicsPushContext(context.cgContext)
        UIGraphicsPopContext()
    }
}

// UIKit: UIGraphicsPopContext()
@MainActor fileprivate func checkUIKit246() async throws {
    _ = UIGraphicsImageRenderer(size: CGSize(width: 64, height: 64)).image { context in
        UIGraphicsPushContext(context.cgContext)
        UIGraphicsPopContext()
    }
}

// UIKit: UIRectFill(_:)
@MainActor fileprivate func checkUIKit247() async throws {
    _ = UIGraphicsImageRenderer(size: CGSize(width: 64, height: 64)).image { _ in
        UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 4))
    }
}

// UIKit: UIBezierPath
@MainActor fileprivate func checkUIKit248() async throws {
    let path: UIBezierPath = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
    _ = path.bounds
}

// UIKit: UIBezierPath.init()
@MainActor fileprivate func checkUIKit249() async throws {
    _ = UIBezierPath()
}

// UIKit: UIBezierPath.init(rect:)
@MainActor fileprivate func checkUIKit250() async throws {
    _ = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 40, height: 20))
}

// UIKit: UIBezierPath.init(ovalIn:)
@MainActor fileprivate func checkUIKit251() async throws {
    _ = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 40, height: 40))
}

// UIKit: UIBezierPath.init(roundedRect:cornerRadius:)
@MainActor fileprivate func checkUIKit252() async throws {
    _ = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 6)
}

// UIKit: UIBezierPath.init(roundedRect:byRoundingCorners:cornerRadii:)
@MainActor fileprivate func checkUIKit253() async throws {
    _ = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 8, height: 8))
}

// UIKit: UIBezierPath.init(arcCenter:radius:startAngle:endAngle:clockwise:)
@MainActor fileprivate func checkUIKit254() async throws {
    _ = UIBezierPath(arcCenter: CGPoint(x: 20, y: 20), radius: 18, startAngle: 0, endAngle: .pi, clockwise: true)
}

// UIKit: UIBezierPath.init(cgPath:)
@MainActor fileprivate func checkUIKit255() async throws {
    _ = UIBezierPath(cgPath: CGPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4), transform: nil))
}

// UIKit: UIBezierPath.move(to:)
@MainActor fileprivate func checkUIKit256() async throws {
    let path = UIBezierPath()
    path.move(to: .zero)
}

// UIKit: UIBezierPath.addLine(to:)
@MainActor fileprivate func checkUIKit257() async throws {
    let path = UIBezierPath()
    path.move(to: .zero)
    path.addLine(to: CGPoint(x: 10, y: 10))
}

// UIKit: UIBezierPath.addCurve(to:controlPoint1:controlPoint2:)
@MainActor fileprivate func checkUIKit258() async throws {
    let path = UIBezierPath()
    path.move(to: .zero)
    path.addCurve(to: CGPoint(x: 30, y: 0), controlPoint1: CGPoint(x: 10, y: 20), controlPoint2: CGPoint(x: 20, y: -20))
}

// UIKit: UIBezierPath.addQuadCurve(to:controlPoint:)
@MainActor fileprivate func checkUIKit259() async throws {
    let path = UIBezierPath()
    path.move(to: .zero)
    path.addQuadCurve(to: CGPoint(x: 30, y: 0), controlPoint: CGPoint(x: 15, y: 20))
}

// UIKit: UIBezierPath.addArc(withCenter:radius:startAngle:endAngle:clockwise:)
@MainActor fileprivate func checkUIKit260() async throws {
    let path = UIBezierPath()
    path.addArc(withCenter: CGPoint(x: 20, y: 20), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
}

// UIKit: UIBezierPath.close()
@MainActor fileprivate func checkUIKit261() async throws {
    let path = UIBezierPath()
    path.move(to: .zero)
    path.addLine(to: CGPoint(x: 10, y: 0))
    path.close()
}

// UIKit: UIBezierPath.append(_:)
@MainActor fileprivate func checkUIKit262() async throws {
    let path = UIBezierPath()
    path.append(UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 8, height: 8)))
}

// UIKit: UIBezierPath.apply(_:)
@MainActor fileprivate func checkUIKit263() async throws {
    let path = UIBezierPath()
    path.append(UIBezierPath(rect: CGRect(x: 0, y: 0, width: 8, height: 8)))
    path.apply(CGAffineTransform(scaleX: 2, y: 2))
}

// UIKit: UIBezierPath.removeAllPoints()
@MainActor fileprivate func checkUIKit264() async throws {
    let path = UIBezierPath()
    path.move(to: .zero)
    path.removeAllPoints()
}

// UIKit: UIBezierPath.contains(_:)
@MainActor fileprivate func checkUIKit265() async throws {
    let path = UIBezierPath()
    path.append(UIBezierPath(rect: CGRect(x: 0, y: 0, width: 8, height: 8)))
    _ = path.contains(CGPoint(x: 4, y: 4))
}

// UIKit: UIBezierPath.fill()
@MainActor fileprivate func checkUIKit266() async throws {
    _ = UIGraphicsImageRenderer(size: CGSize(width: 64, height: 64)).image { _ in
        UIColor.systemGreen.setFill()
        UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 32, height: 32)).fill()
    }
}

// UIKit: UIBezierPath.stroke()
@MainActor fileprivate func checkUIKit267() async throws {
    _ = UIGraphicsImageRenderer(size: CGSize(width: 64, height: 64)).image { _ in
        let path = UIBezierPath(rect: CGRect(x: 4, y: 4, width: 24, height: 24))
        path.lineWidth = 2
        UIColor.label.setStroke()
        path.stroke()
    }
}

// UIKit: UIBezierPath.fill(with:alpha:)
@MainActor fileprivate func checkUIKit268() async throws {
    _ = UIGraphicsImageRenderer(size: CGSize(width: 64, height: 64)).image { _ in
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 32, height: 32)).fill(with: .normal, alpha: 0.5)
    }
}

// UIKit: UIBezierPath.stroke(with:alpha:)
@MainActor fileprivate func checkUIKit269() async throws {
    _ = UIGraphicsImageRenderer(size: CGSize(width: 64, height: 64)).image { _ in
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 32, height: 32)).stroke(with: .normal, alpha: 0.5)
    }
}

// UIKit: UIBezierPath.addClip()
@MainActor fileprivate func checkUIKit270() async throws {
    _ = UIGraphicsImageRenderer(size: CGSize(width: 64, height: 64)).image { _ in
        UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 64, height: 64), cornerRadius: 12).addClip()
    }
}

// UIKit: UIBezierPath.lineWidth
@MainActor fileprivate func checkUIKit271() async throws {
    let path = UIBezierPath()
    path.lineWidth = 3
    _ = path.lineWidth
}

// UIKit: UIBezierPath.lineCapStyle
@MainActor fileprivate func checkUIKit272() async throws {
    let path = UIBezierPath()
    path.lineCapStyle = .round
    _ = path.lineCapStyle
}

// UIKit: UIBezierPath.lineJoinStyle
@MainActor fileprivate func checkUIKit273() async throws {
    let path = UIBezierPath()
    path.lineJoinStyle = .bevel
    _ = path.lineJoinStyle
}

// UIKit: UIBezierPath.usesEvenOddFillRule
@MainActor fileprivate func checkUIKit274() async throws {
    let path = UIBezierPath()
    path.usesEvenOddFillRule = true
    _ = path.usesEvenOddFillRule
}

// UIKit: UIBezierPath.cgPath
@MainActor fileprivate func checkUIKit275() async throws {
    let path = UIBezierPath()
    let cgPath: CGPath = path.cgPath
    _ = cgPath
}

// UIKit: UIBezierPath.bounds
@MainActor fileprivate func checkUIKit276() async throws {
    let path = UIBezierPath()
    _ = path.bounds
}

// UIKit: UIBezierPath.currentPoint
@MainActor fileprivate func checkUIKit277() async throws {
    let path = UIBezierPath()
    path.move(to: CGPoint(x: 3, y: 4))
    _ = path.currentPoint
}

// UIKit: UIBezierPath.isEmpty
@MainActor fileprivate func checkUIKit278() async throws {
    let path = UIBezierPath()
    _ = path.isEmpty
}

// UIKit: UIRectCorner.topLeft
@MainActor fileprivate func checkUIKit279() async throws {
    let corners: UIRectCorner = .topLeft
    _ = corners
}

// UIKit: UIRectCorner.topRight
@MainActor fileprivate func checkUIKit280() async throws {
    let corners: UIRectCorner = .topRight
    _ = corners
}

// UIKit: UIRectCorner.bottomLeft
@MainActor fileprivate func checkUIKit281() async throws {
    let corners: UIRectCorner = .bottomLeft
    _ = corners
}

// UIKit: UIRectCorner.bottomRight
@MainActor fileprivate func checkUIKit282() async throws {
    let corners: UIRectCorner = .bottomRight
    _ = corners
}

// UIKit: UIRectCorner.allCorners
@MainActor fileprivate func checkUIKit283() async throws {
    let corners: UIRectCorner = .allCorners
    _ = corners
}

// UIKit: NSString.draw(at:withAttributes:)
@MainActor fileprivate func checkUIKit284() async throws {
    _ = UIGraphicsImageRenderer(size: CGSize(width: 200, height: 40)).image { _ in
        ("72°" as NSString).draw(at: CGPoint(x: 4, y: 4), withAttributes: [.font: UIFont.systemFont(ofSize: 14), .foregroundColor: UIColor.label])
    }
}

// UIKit: NSString.draw(in:withAttributes:)
@MainActor fileprivate func checkUIKit285() async throws {
    _ = UIGraphicsImageRenderer(size: CGSize(width: 200, height: 40)).image { _ in
        ("Sunny" as NSString).draw(in: CGRect(x: 0, y: 0, width: 200, height: 40), withAttributes: [.font: UIFont.systemFont(ofSize: 14), .foregroundColor: UIColor.label])
    }
}

// UIKit: NSString.draw(with:options:attributes:context:)
@MainActor fileprivate func checkUIKit286() async throws {
    _ = UIGraphicsImageRenderer(size: CGSize(width: 200, height: 40)).image { _ in
        ("Sunny" as NSString).draw(with: CGRect(x: 0, y: 0, width: 200, height: 40), options: .usesLineFragmentOrigin, attributes: [.font: UIFont.systemFont(ofSize: 14), .foregroundColor: UIColor.label], context: nil)
    }
}

// UIKit: NSString.size(withAttributes:)
@MainActor fileprivate func checkUIKit287() async throws {
    _ = ("72°" as NSString).size(withAttributes: [.font: UIFont.boldSystemFont(ofSize: 30)])
}

// UIKit: NSString.boundingRect(with:options:attributes:context:)
@MainActor fileprivate func checkUIKit288() async throws {
    _ = ("A longer forecast line" as NSString).boundingRect(with: CGSize(width: 120, height: .greatestFiniteMagnitude), options: [.usesLineFragmentOrigin, .usesFontLeading], attributes: [.font: UIFont.preferredFont(forTextStyle: .body)], context: nil)
}

// UIKit: NSAttributedString.draw(at:)
@MainActor fileprivate func checkUIKit289() async throws {
    _ = UIGraphicsImageRenderer(size: CGSize(width: 200, height: 40)).image { _ in
        NSAttributedString(string: "Rain at 4 PM", attributes: [.font: UIFont.systemFont(ofSize: 13)]).draw(at: .zero)
    }
}

// UIKit: NSAttributedString.draw(in:)
@MainActor fileprivate func checkUIKit290() async throws {
    _ = UIGraphicsImageRenderer(size: CGSize(width: 200, height: 40)).image { _ in
        NSAttributedString(string: "Rain at 4 PM", attributes: [.font: UIFont.systemFont(ofSize: 13)]).draw(in: CGRect(x: 0, y: 0, width: 200, height: 40))
    }
}

// UIKit: NSAttributedString.draw(with:options:context:)
@MainActor fileprivate func checkUIKit291() async throws {
    _ = UIGraphicsImageRenderer(size: CGSize(width: 200, height: 40)).image { _ in
        NSAttributedString(string: "Rain at 4 PM", attributes: [.font: UIFont.systemFont(ofSize: 13)]).draw(with: CGRect(x: 0, y: 0, width: 200, height: 40), options: .usesLineFragmentOrigin, context: nil)
    }
}

// UIKit: NSAttributedString.size()
@MainActor fileprivate func checkUIKit292() async throws {
    _ = NSAttributedString(string: "Rain at 4 PM", attributes: [.font: UIFont.systemFont(ofSize: 13)]).size()
}

// UIKit: NSAttributedString.boundingRect(with:options:context:)
@MainActor fileprivate func checkUIKit293() async throws {
    _ = NSAttributedString(string: "Rain at 4 PM", attributes: [.font: UIFont.systemFont(ofSize: 13)]).boundingRect(with: CGSize(width: 120, height: 200), options: .usesLineFragmentOrigin, context: nil)
}

// UIKit: NSStringDrawingOptions.usesLineFragmentOrigin
@MainActor fileprivate func checkUIKit294() async throws {
    let options: NSStringDrawingOptions = .usesLineFragmentOrigin
    _ = options
}

// UIKit: NSStringDrawingOptions.usesFontLeading
@MainActor fileprivate func checkUIKit295() async throws {
    let options: NSStringDrawingOptions = .usesFontLeading
    _ = options
}

// UIKit: NSStringDrawingOptions.truncatesLastVisibleLine
@MainActor fileprivate func checkUIKit296() async throws {
    let options: NSStringDrawingOptions = .truncatesLastVisibleLine
    _ = options
}

// UIKit: NSStringDrawingContext.init()
@MainActor fileprivate func checkUIKit297() async throws {
    let context = NSStringDrawingContext()
    context.minimumScaleFactor = 0.5
    _ = context
}

// UIKit: NSStringDrawingContext.minimumScaleFactor
@MainActor fileprivate func checkUIKit298() async throws {
    let context = NSStringDrawingContext()
    context.minimumScaleFactor = 0.7
    _ = context.minimumScaleFactor
}

// UIKit: NSAttributedString.Key.font
@MainActor fileprivate func checkUIKit299() async throws {
    _ = NSAttributedString(string: "Hi", attributes: [.font: UIFont.systemFont(ofSize: 12)])
}

// UIKit: NSAttributedString.Key.foregroundColor
@MainActor fileprivate func checkUIKit300() async throws {
    _ = NSAttributedString(string: "Hi", attributes: [.foregroundColor: UIColor.label])
}

// UIKit: NSAttributedString.Key.backgroundColor
@MainActor fileprivate func checkUIKit301() async throws {
    _ = NSAttributedString(string: "Hi", attributes: [.backgroundColor: UIColor.systemYellow])
}

// UIKit: NSAttributedString.Key.kern
@MainActor fileprivate func checkUIKit302() async throws {
    _ = NSAttributedString(string: "Hi", attributes: [.kern: 1.5])
}

// UIKit: NSAttributedString.Key.tracking
@MainActor fileprivate func checkUIKit303() async throws {
    _ = NSAttributedString(string: "Hi", attributes: [.tracking: 0.5])
}

// UIKit: NSAttributedString.Key.paragraphStyle
@MainActor fileprivate func checkUIKit304() async throws {
    _ = NSAttributedString(string: "Hi", attributes: [.paragraphStyle: NSParagraphStyle.default])
}

// UIKit: NSAttributedString.Key.strokeColor
@MainActor fileprivate func checkUIKit305() async throws {
    _ = NSAttributedString(string: "Hi", attributes: [.strokeColor: UIColor.black])
}

// UIKit: NSAttributedString.Key.strokeWidth
@MainActor fileprivate func checkUIKit306() async throws {
    _ = NSAttributedString(string: "Hi", attributes: [.strokeWidth: -2.0])
}

// UIKit: NSAttributedString.Key.underlineStyle
@MainActor fileprivate func checkUIKit307() async throws {
    _ = NSAttributedString(string: "Hi", attributes: [.underlineStyle: NSUnderlineStyle.single.rawValue])
}

// UIKit: NSAttributedString.Key.underlineColor
@MainActor fileprivate func checkUIKit308() async throws {
    _ = NSAttributedString(string: "Hi", attributes: [.underlineColor: UIColor.red])
}

// UIKit: NSAttributedString.Key.strikethroughStyle
@MainActor fileprivate func checkUIKit309() async throws {
    _ = NSAttributedString(string: "Hi", attributes: [.strikethroughStyle: NSUnderlineStyle.single.rawValue])
}

// UIKit: NSAttributedString.Key.baselineOffset
@MainActor fileprivate func checkUIKit310() async throws {
    _ = NSAttributedString(string: "Hi", attributes: [.baselineOffset: 2.0])
}

// UIKit: NSAttributedString.Key.link
@MainActor fileprivate func checkUIKit311() async throws {
    _ = NSAttributedString(string: "Hi", attributes: [.link: URL(string: "https://example.com")!])
}

// UIKit: NSAttributedString.Key.shadow
@MainActor fileprivate func checkUIKit312() async throws {
    _ = NSAttributedString(string: "Hi", attributes: [.shadow: NSShadow()])
}

// UIKit: NSAttributedString.Key.ligature
@MainActor fileprivate func checkUIKit313() async throws {
    _ = NSAttributedString(string: "Hi", attributes: [.ligature: 0])
}

// UIKit: NSAttributedString.Key.obliqueness
@MainActor fileprivate func checkUIKit314() async throws {
    _ = NSAttributedString(string: "Hi", attributes: [.obliqueness: 0.2])
}

// UIKit: NSAttributedString.Key.expansion
@MainActor fileprivate func checkUIKit315() async throws {
    _ = NSAttributedString(string: "Hi", attributes: [.expansion: 0.1])
}

// UIKit: NSUnderlineStyle.single
@MainActor fileprivate func checkUIKit316() async throws {
    let style: NSUnderlineStyle = .single
    _ = style
}

// UIKit: NSUnderlineStyle.thick
@MainActor fileprivate func checkUIKit317() async throws {
    let style: NSUnderlineStyle = .thick
    _ = style
}

// UIKit: NSUnderlineStyle.double
@MainActor fileprivate func checkUIKit318() async throws {
    let style: NSUnderlineStyle = .double
    _ = style
}

// UIKit: NSShadow.init()
@MainActor fileprivate func checkUIKit319() async throws {
    let shadow = NSShadow()
    shadow.shadowOffset = CGSize(width: 0, height: 1)
    _ = shadow
}

// UIKit: NSShadow.shadowColor
@MainActor fileprivate func checkUIKit320() async throws {
    let shadow = NSShadow()
    shadow.shadowColor = UIColor.black.withAlphaComponent(0.3)
    _ = shadow
}

// UIKit: NSShadow.shadowBlurRadius
@MainActor fileprivate func checkUIKit321() async throws {
    let shadow = NSShadow()
    shadow.shadowBlurRadius = 4
    _ = shadow
}

// UIKit: NSParagraphStyle.default
@MainActor fileprivate func checkUIKit322() async throws {
    _ = NSParagraphStyle.default.alignment
}

// UIKit: NSMutableParagraphStyle.init()
@MainActor fileprivate func checkUIKit323() async throws {
    let style = NSMutableParagraphStyle()
    style.alignment = .center
    _ = style
}

// UIKit: NSMutableParagraphStyle.alignment
@MainActor fileprivate func checkUIKit324() async throws {
    let style = NSMutableParagraphStyle()
    style.alignment = .right
    _ = NSAttributedString(string: "Forecast", attributes: [.paragraphStyle: style])
}

// UIKit: NSMutableParagraphStyle.lineSpacing
@MainActor fileprivate func checkUIKit325() async throws {
    let style = NSMutableParagraphStyle()
    style.lineSpacing = 4
    _ = NSAttributedString(string: "Forecast", attributes: [.paragraphStyle: style])
}

// UIKit: NSMutableParagraphStyle.lineBreakMode
@MainActor fileprivate func checkUIKit326() async throws {
    let style = NSMutableParagraphStyle()
    style.lineBreakMode = .byTruncatingTail
    _ = NSAttributedString(string: "Forecast", attributes: [.paragraphStyle: style])
}

// UIKit: NSMutableParagraphStyle.paragraphSpacing
@MainActor fileprivate func checkUIKit327() async throws {
    let style = NSMutableParagraphStyle()
    style.paragraphSpacing = 6
    _ = NSAttributedString(string: "Forecast", attributes: [.paragraphStyle: style])
}

// UIKit: NSMutableParagraphStyle.lineHeightMultiple
@MainActor fileprivate func checkUIKit328() async throws {
    let style = NSMutableParagraphStyle()
    style.lineHeightMultiple = 1.2
    _ = NSAttributedString(string: "Forecast", attributes: [.paragraphStyle: style])
}

// UIKit: NSMutableParagraphStyle.minimumLineHeight
@MainActor fileprivate func checkUIKit329() async throws {
    let style = NSMutableParagraphStyle()
    style.minimumLineHeight = 18
    _ = NSAttributedString(string: "Forecast", attributes: [.paragraphStyle: style])
}

// UIKit: NSMutableParagraphStyle.maximumLineHeight
@MainActor fileprivate func checkUIKit330() async throws {
    let style = NSMutableParagraphStyle()
    style.maximumLineHeight = 24
    _ = NSAttributedString(string: "Forecast", attributes: [.paragraphStyle: style])
}

// UIKit: NSMutableParagraphStyle.firstLineHeadIndent
@MainActor fileprivate func checkUIKit331() async throws {
    let style = NSMutableParagraphStyle()
    style.firstLineHeadIndent = 8
    _ = NSAttributedString(string: "Forecast", attributes: [.paragraphStyle: style])
}

// UIKit: NSMutableParagraphStyle.headIndent
@MainActor fileprivate func checkUIKit332() async throws {
    let style = NSMutableParagraphStyle()
    style.headIndent = 8
    _ = NSAttributedString(string: "Forecast", attributes: [.paragraphStyle: style])
}

// UIKit: NSMutableParagraphStyle.tailIndent
@MainActor fileprivate func checkUIKit333() async throws {
    let style = NSMutableParagraphStyle()
    style.tailIndent = -8
    _ = NSAttributedString(string: "Forecast", attributes: [.paragraphStyle: style])
}

// UIKit: NSMutableParagraphStyle.allowsDefaultTighteningForTruncation
@MainActor fileprivate func checkUIKit334() async throws {
    let style = NSMutableParagraphStyle()
    style.allowsDefaultTighteningForTruncation = true
    _ = style
}

// UIKit: NSMutableParagraphStyle.lineBreakStrategy
@MainActor fileprivate func checkUIKit335() async throws {
    let style = NSMutableParagraphStyle()
    style.lineBreakStrategy = .standard
    _ = style
}

// UIKit: NSTextAlignment.left
@MainActor fileprivate func checkUIKit336() async throws {
    let alignment: NSTextAlignment = .left
    _ = alignment
}

// UIKit: NSTextAlignment.center
@MainActor fileprivate func checkUIKit337() async throws {
    let alignment: NSTextAlignment = .center
    _ = alignment
}

// UIKit: NSTextAlignment.right
@MainActor fileprivate func checkUIKit338() async throws {
    let alignment: NSTextAlignment = .right
    _ = alignment
}

// UIKit: NSTextAlignment.justified
@MainActor fileprivate func checkUIKit339() async throws {
    let alignment: NSTextAlignment = .justified
    _ = alignment
}

// UIKit: NSTextAlignment.natural
@MainActor fileprivate func checkUIKit340() async throws {
    let alignment: NSTextAlignment = .natural
    _ = alignment
}

// UIKit: NSLineBreakMode.byWordWrapping
@MainActor fileprivate func checkUIKit341() async throws {
    let mode: NSLineBreakMode = .byWordWrapping
    _ = mode
}

// UIKit: NSLineBreakMode.byCharWrapping
@MainActor fileprivate func checkUIKit342() async throws {
    let mode: NSLineBreakMode = .byCharWrapping
    _ = mode
}

// UIKit: NSLineBreakMode.byClipping
@MainActor fileprivate func checkUIKit343() async throws {
    let mode: NSLineBreakMode = .byClipping
    _ = mode
}

// UIKit: NSLineBreakMode.byTruncatingHead
@MainActor fileprivate func checkUIKit344() async throws {
    let mode: NSLineBreakMode = .byTruncatingHead
    _ = mode
}

// UIKit: NSLineBreakMode.byTruncatingTail
@MainActor fileprivate func checkUIKit345() async throws {
    let mode: NSLineBreakMode = .byTruncatingTail
    _ = mode
}

// UIKit: NSLineBreakMode.byTruncatingMiddle
@MainActor fileprivate func checkUIKit346() async throws {
    let mode: NSLineBreakMode = .byTruncatingMiddle
    _ = mode
}

// UIKit: UIScreen.main
@available(*, deprecated, message: "exercises a deprecated API")
@MainActor fileprivate func checkUKScreenMain() {
    _ = UIScreen.main
}

// UIKit: UIScreen.bounds
@available(*, deprecated, message: "exercises a deprecated API")
@MainActor fileprivate func checkUKScreenBounds() {
    _ = UIScreen.main.bounds.width
}

// UIKit: UIScreen.scale
@available(*, deprecated, message: "exercises a deprecated API")
@MainActor fileprivate func checkUKScreenScale() {
    _ = UIScreen.main.scale
}

// UIKit: UIScreen.nativeScale
@available(*, deprecated, message: "exercises a deprecated API")
@MainActor fileprivate func checkUKScreenNativeScale() {
    _ = UIScreen.main.nativeScale
}

// UIKit: UITraitCollection
@MainActor fileprivate func checkUIKit351() async throws {
    let traits: UITraitCollection = UITraitCollection(userInterfaceStyle: .dark)
    _ = traits.userInterfaceStyle
}

// UIKit: UITraitCollection.init(userInterfaceStyle:)
@MainActor fileprivate func checkUIKit352() async throws {
    _ = UITraitCollection(userInterfaceStyle: .dark)
}

// UIKit: UITraitCollection.init(displayScale:)
@MainActor fileprivate func checkUIKit353() async throws {
    _ = UITraitCollection(displayScale: 2)
}

// UIKit: UITraitCollection.init(preferredContentSizeCategory:)
@MainActor fileprivate func checkUIKit354() async throws {
    _ = UITraitCollection(preferredContentSizeCategory: .accessibilityLarge)
}

// UIKit: UITraitCollection.init(traitsFrom:)
@MainActor fileprivate func checkUIKit355() async throws {
    _ = UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(displayScale: 3)])
}

// UIKit: UITraitCollection.init(mutations:)
@MainActor fileprivate func checkUIKit356() async throws {
    _ = UITraitCollection { traits in
        traits.userInterfaceStyle = .dark
        traits.displayScale = 2
    }
}

// UIKit: UITraitCollection.current
@MainActor fileprivate func checkUIKit357() async throws {
    _ = UITraitCollection.current.userInterfaceStyle
}

// UIKit: UITraitCollection.userInterfaceStyle
@MainActor fileprivate func checkUIKit358() async throws {
    _ = UITraitCollection(userInterfaceStyle: .dark).userInterfaceStyle
}

// UIKit: UITraitCollection.displayScale
@MainActor fileprivate func checkUIKit359() async throws {
    _ = UITraitCollection(userInterfaceStyle: .dark).displayScale
}

// UIKit: UITraitCollection.preferredContentSizeCategory
@MainActor fileprivate func checkUIKit360() async throws {
    _ = UITraitCollection(userInterfaceStyle: .dark).preferredContentSizeCategory
}

// UIKit: UITraitCollection.horizontalSizeClass
@MainActor fileprivate func checkUIKit361() async throws {
    _ = UITraitCollection(userInterfaceStyle: .dark).horizontalSizeClass
}

// UIKit: UITraitCollection.userInterfaceIdiom
@MainActor fileprivate func checkUIKit362() async throws {
    _ = UITraitCollection(userInterfaceStyle: .dark).userInterfaceIdiom
}

// UIKit: UITraitCollection.legibilityWeight
@MainActor fileprivate func checkUIKit363() async throws {
    _ = UITraitCollection(userInterfaceStyle: .dark).legibilityWeight
}

// UIKit: UITraitCollection.accessibilityContrast
@MainActor fileprivate func checkUIKit364() async throws {
    _ = UITraitCollection(userInterfaceStyle: .dark).accessibilityContrast
}

// UIKit: UITraitCollection.performAsCurrent(_:)
@MainActor fileprivate func checkUIKit365() async throws {
    UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
        _ = UIColor.label.cgColor
    }
}

// UIKit: UIUserInterfaceStyle.unspecified
@MainActor fileprivate func checkUIKit366() async throws {
    let style: UIUserInterfaceStyle = .unspecified
    _ = style
}

// UIKit: UIUserInterfaceStyle.light
@MainActor fileprivate func checkUIKit367() async throws {
    let style: UIUserInterfaceStyle = .light
    _ = style
}

// UIKit: UIUserInterfaceStyle.dark
@MainActor fileprivate func checkUIKit368() async throws {
    let style: UIUserInterfaceStyle = .dark
    _ = style
}

// UIKit: UIContentSizeCategory.extraSmall
@MainActor fileprivate func checkUIKit369() async throws {
    let category: UIContentSizeCategory = .extraSmall
    _ = category
}

// UIKit: UIContentSizeCategory.small
@MainActor fileprivate func checkUIKit370() async throws {
    let category: UIContentSizeCategory = .small
    _ = category
}

// UIKit: UIContentSizeCategory.medium
@MainActor fileprivate func checkUIKit371() async throws {
    let category: UIContentSizeCategory = .medium
    _ = category
}

// UIKit: UIContentSizeCategory.large
@MainActor fileprivate func checkUIKit372() async throws {
    let category: UIContentSizeCategory = .large
    _ = category
}

// UIKit: UIContentSizeCategory.extraLarge
@MainActor fileprivate func checkUIKit373() async throws {
    let category: UIContentSizeCategory = .extraLarge
    _ = category
}

// UIKit: UIContentSizeCategory.extraExtraLarge
@MainActor fileprivate func checkUIKit374() async throws {
    let category: UIContentSizeCategory = .extraExtraLarge
    _ = category
}

// UIKit: UIContentSizeCategory.extraExtraExtraLarge
@MainActor fileprivate func checkUIKit375() async throws {
    let category: UIContentSizeCategory = .extraExtraExtraLarge
    _ = category
}

// UIKit: UIContentSizeCategory.accessibilityMedium
@MainActor fileprivate func checkUIKit376() async throws {
    let category: UIContentSizeCategory = .accessibilityMedium
    _ = category
}

// UIKit: UIContentSizeCategory.accessibilityExtraExtraExtraLarge
@MainActor fileprivate func checkUIKit377() async throws {
    let category: UIContentSizeCategory = .accessibilityExtraExtraExtraLarge
    _ = category
}

// UIKit: UIContentSizeCategory.unspecified
@MainActor fileprivate func checkUIKit378() async throws {
    let category: UIContentSizeCategory = .unspecified
    _ = category
}

// UIKit: UIContentSizeCategory.isAccessibilityCategory
@MainActor fileprivate func checkUIKit379() async throws {
    _ = UIContentSizeCategory.accessibilityLarge.isAccessibilityCategory
}

// UIKit: UIContentSizeCategory.<(_:_:)
@MainActor fileprivate func checkUIKit380() async throws {
    _ = UIContentSizeCategory.large < .extraLarge
}

// UIKit: UIEdgeInsets.init(top:left:bottom:right:)
@MainActor fileprivate func checkUIKit381() async throws {
    _ = UIEdgeInsets(top: 8, left: 12, bottom: 8, right: 12)
}

// UIKit: UIEdgeInsets.zero
@MainActor fileprivate func checkUIKit382() async throws {
    let insets: UIEdgeInsets = .zero
    _ = insets
}

// UIKit: CGRect.inset(by:)
@MainActor fileprivate func checkUIKit383() async throws {
    _ = CGRect(x: 0, y: 0, width: 100, height: 50).inset(by: UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4))
}

// UIKit: UIDevice.current
@MainActor fileprivate func checkUIKit384() async throws {
    _ = UIDevice.current
}

// UIKit: UIDevice.userInterfaceIdiom
@MainActor fileprivate func checkUIKit385() async throws {
    _ = UIDevice.current.userInterfaceIdiom
}

// UIKit: UIDevice.systemVersion
@MainActor fileprivate func checkUIKit386() async throws {
    _ = UIDevice.current.systemVersion
}

// UIKit: UIDevice.systemName
@MainActor fileprivate func checkUIKit387() async throws {
    _ = UIDevice.current.systemName
}

// UIKit: UIDevice.model
@MainActor fileprivate func checkUIKit388() async throws {
    _ = UIDevice.current.model
}

// UIKit: UIDevice.name
@MainActor fileprivate func checkUIKit389() async throws {
    _ = UIDevice.current.name
}

// UIKit: UIUserInterfaceIdiom.unspecified
@MainActor fileprivate func checkUIKit390() async throws {
    let idiom: UIUserInterfaceIdiom = .unspecified
    _ = idiom
}

// UIKit: UIUserInterfaceIdiom.phone
@MainActor fileprivate func checkUIKit391() async throws {
    let idiom: UIUserInterfaceIdiom = .phone
    _ = idiom
}

// UIKit: UIUserInterfaceIdiom.pad
@MainActor fileprivate func checkUIKit392() async throws {
    let idiom: UIUserInterfaceIdiom = .pad
    _ = idiom
}

// UIKit: UIUserInterfaceIdiom.tv
@MainActor fileprivate func checkUIKit393() async throws {
    let idiom: UIUserInterfaceIdiom = .tv
    _ = idiom
}

// UIKit: UIUserInterfaceIdiom.carPlay
@MainActor fileprivate func checkUIKit394() async throws {
    let idiom: UIUserInterfaceIdiom = .carPlay
    _ = idiom
}

// UIKit: UIUserInterfaceIdiom.mac
@MainActor fileprivate func checkUIKit395() async throws {
    let idiom: UIUserInterfaceIdiom = .mac
    _ = idiom
}

// UIKit: UIUserInterfaceIdiom.vision
@MainActor fileprivate func checkUIKit396() async throws {
    let idiom: UIUserInterfaceIdiom = .vision
    _ = idiom
}

// Foundation: RelativeDateTimeFormatter
@MainActor fileprivate func checkFoundation0() async throws {
    let formatter = RelativeDateTimeFormatter()
    _ = formatter.localizedString(fromTimeInterval: -3600)
}

// Foundation: RelativeDateTimeFormatter.init()
@MainActor fileprivate func checkFoundation1() async throws {
    _ = RelativeDateTimeFormatter()
}

// Foundation: RelativeDateTimeFormatter.localizedString(for:relativeTo:)
@MainActor fileprivate func checkFoundation2() async throws {
    let formatter = RelativeDateTimeFormatter()
    _ = formatter.localizedString(for: Date.now.addingTimeInterval(-90), relativeTo: .now)
}

// Foundation: RelativeDateTimeFormatter.localizedString(from:)
@MainActor fileprivate func checkFoundation3() async throws {
    let formatter = RelativeDateTimeFormatter()
    _ = formatter.localizedString(from: DateComponents(day: -1))
}

// Foundation: RelativeDateTimeFormatter.localizedString(fromTimeInterval:)
@MainActor fileprivate func checkFoundation4() async throws {
    let formatter = RelativeDateTimeFormatter()
    _ = formatter.localizedString(fromTimeInterval: 7200)
}

// Foundation: RelativeDateTimeFormatter.string(for:)
@MainActor fileprivate func checkFoundation5() async throws {
    let formatter = RelativeDateTimeFormatter()
    _ = formatter.string(for: Date.now.addingTimeInterval(300))
}

// Foundation: RelativeDateTimeFormatter.unitsStyle
@MainActor fileprivate func checkFoundation6() async throws {
    let formatter = RelativeDateTimeFormatter()
    formatter.unitsStyle = .abbreviated
    _ = formatter.unitsStyle
}

// Foundation: RelativeDateTimeFormatter.dateTimeStyle
@MainActor fileprivate func checkFoundation7() async throws {
    let formatter = RelativeDateTimeFormatter()
    formatter.dateTimeStyle = .named
    _ = formatter.dateTimeStyle
}

// Foundation: RelativeDateTimeFormatter.locale
@MainActor fileprivate func checkFoundation8() async throws {
    let formatter = RelativeDateTimeFormatter()
    formatter.locale = Locale(identifier: "fr_FR")
    _ = formatter.locale
}

// Foundation: RelativeDateTimeFormatter.calendar
@MainActor fileprivate func checkFoundation9() async throws {
    let formatter = RelativeDateTimeFormatter()
    formatter.calendar = Calendar(identifier: .gregorian)
    _ = formatter.calendar
}

// Foundation: RelativeDateTimeFormatter.formattingContext
@MainActor fileprivate func checkFoundation10() async throws {
    let formatter = RelativeDateTimeFormatter()
    formatter.formattingContext = .beginningOfSentence
    _ = formatter.formattingContext
}

// Foundation: RelativeDateTimeFormatter.UnitsStyle.full
@MainActor fileprivate func checkFoundation11() async throws {
    let style: RelativeDateTimeFormatter.UnitsStyle = .full
    _ = style
}

// Foundation: RelativeDateTimeFormatter.UnitsStyle.spellOut
@MainActor fileprivate func checkFoundation12() async throws {
    let style: RelativeDateTimeFormatter.UnitsStyle = .spellOut
    _ = style
}

// Foundation: RelativeDateTimeFormatter.UnitsStyle.short
@MainActor fileprivate func checkFoundation13() async throws {
    let style: RelativeDateTimeFormatter.UnitsStyle = .short
    _ = style
}

// Foundation: RelativeDateTimeFormatter.UnitsStyle.abbreviated
@MainActor fileprivate func checkFoundation14() async throws {
    let style: RelativeDateTimeFormatter.UnitsStyle = .abbreviated
    _ = style
}

// Foundation: RelativeDateTimeFormatter.DateTimeStyle.numeric
@MainActor fileprivate func checkFoundation15() async throws {
    let style: RelativeDateTimeFormatter.DateTimeStyle = .numeric
    _ = style
}

// Foundation: RelativeDateTimeFormatter.DateTimeStyle.named
@MainActor fileprivate func checkFoundation16() async throws {
    let style: RelativeDateTimeFormatter.DateTimeStyle = .named
    _ = style
}

// Foundation: ListFormatter
@MainActor fileprivate func checkFoundation17() async throws {
    let formatter = ListFormatter()
    _ = formatter.string(from: ["Rain", "Wind"])
}

// Foundation: ListFormatter.init()
@MainActor fileprivate func checkFoundation18() async throws {
    _ = ListFormatter()
}

// Foundation: ListFormatter.localizedString(byJoining:)
@MainActor fileprivate func checkFoundation19() async throws {
    _ = ListFormatter.localizedString(byJoining: ["Mon", "Tue", "Wed"])
}

// Foundation: ListFormatter.string(from:)
@MainActor fileprivate func checkFoundation20() async throws {
    _ = ListFormatter().string(from: [1, 2, 3])
}

// Foundation: ListFormatter.locale
@MainActor fileprivate func checkFoundation21() async throws {
    let formatter = ListFormatter()
    formatter.locale = Locale(identifier: "de_DE")
    _ = formatter.locale
}

// Foundation: ListFormatter.itemFormatter
@MainActor fileprivate func checkFoundation22() async throws {
    let formatter = ListFormatter()
    formatter.itemFormatter = NumberFormatter()
    _ = formatter.itemFormatter
}

// Foundation: Date.now
@MainActor fileprivate func checkFoundation23() async throws {
    let now: Date = .now
    _ = now
}

// Foundation: Date.formatted()
@MainActor fileprivate func checkFoundation24() async throws {
    _ = Date.now.formatted()
}

// Foundation: Date.formatted(_:)
@MainActor fileprivate func checkFoundation25() async throws {
    _ = Date.now.formatted(.dateTime.hour().minute())
}

// Foundation: Date.formatted(date:time:)
@MainActor fileprivate func checkFoundation26() async throws {
    _ = Date.now.formatted(date: .abbreviated, time: .shortened)
}

// Foundation: Date.ISO8601Format(_:)
@MainActor fileprivate func checkFoundation27() async throws {
    _ = Date.now.ISO8601Format()
}

// Foundation: Date.FormatStyle
@MainActor fileprivate func checkFoundation28() async throws {
    let style: Date.FormatStyle = .dateTime.weekday(.wide)
    _ = style.format(.now)
}

// Foundation: Date.FormatStyle.init(date:time:locale:calendar:timeZone:capitalizationContext:)
@MainActor fileprivate func checkFoundation29() async throws {
    let style = Date.FormatStyle(date: .numeric, time: .shortened, locale: Locale(identifier: "en_GB"), calendar: Calendar(identifier: .gregorian), timeZone: TimeZone(identifier: "Europe/London")!)
    _ = Date.now.formatted(style)
}

// Foundation: FormatStyle.dateTime
@MainActor fileprivate func checkFoundation30() async throws {
    _ = Date.now.formatted(.dateTime)
}

// Foundation: Date.FormatStyle.hour(_:)
@MainActor fileprivate func checkFoundation31() async throws {
    _ = Date.now.formatted(.dateTime.hour())
}

// Foundation: Date.FormatStyle.minute(_:)
@MainActor fileprivate func checkFoundation32() async throws {
    _ = Date.now.formatted(.dateTime.minute(.twoDigits))
}

// Foundation: Date.FormatStyle.second(_:)
@MainActor fileprivate func checkFoundation33() async throws {
    _ = Date.now.formatted(.dateTime.second())
}

// Foundation: Date.FormatStyle.day(_:)
@MainActor fileprivate func checkFoundation34() async throws {
    _ = Date.now.formatted(.dateTime.day())
}

// Foundation: Date.FormatStyle.month(_:)
@MainActor fileprivate func checkFoundation35() async throws {
    _ = Date.now.formatted(.dateTime.month(.wide))
}

// Foundation: Date.FormatStyle.year(_:)
@MainActor fileprivate func checkFoundation36() async throws {
    _ = Date.now.formatted(.dateTime.year())
}

// Foundation: Date.FormatStyle.weekday(_:)
@MainActor fileprivate func checkFoundation37() async throws {
    _ = Date.now.formatted(.dateTime.weekday(.wide))
}

// Foundation: Date.FormatStyle.locale(_:)
@MainActor fileprivate func checkFoundation38() async throws {
    _ = Date.now.formatted(.dateTime.day().month().locale(Locale(identifier: "ja_JP")))
}

// Foundation: Date.FormatStyle.format(_:)
@MainActor fileprivate func checkFoundation39() async throws {
    _ = Date.FormatStyle(date: .complete, time: .omitted).format(.now)
}

// Foundation: Date.FormatStyle.attributed
@MainActor fileprivate func checkFoundation40() async throws {
    let text: AttributedString = Date.now.formatted(.dateTime.hour().minute().attributed)
    _ = text
}

// Foundation: Date.FormatStyle.capitalizationContext
@MainActor fileprivate func checkFoundation41() async throws {
    var style = Date.FormatStyle.dateTime.weekday(.wide)
    style.capitalizationContext = .beginningOfSentence
    _ = style
}

// Foundation: Date.FormatStyle.timeZone
@MainActor fileprivate func checkFoundation42() async throws {
    var style = Date.FormatStyle.dateTime.hour()
    style.timeZone = TimeZone(identifier: "Asia/Tokyo")!
    _ = style
}

// Foundation: Date.FormatStyle.DateStyle.omitted
@MainActor fileprivate func checkFoundation43() async throws {
    _ = Date.now.formatted(date: .omitted, time: .omitted)
}

// Foundation: Date.FormatStyle.DateStyle.numeric
@MainActor fileprivate func checkFoundation44() async throws {
    _ = Date.now.formatted(date: .numeric, time: .omitted)
}

// Foundation: Date.FormatStyle.DateStyle.abbreviated
@MainActor fileprivate func checkFoundation45() async throws {
    _ = Date.now.formatted(date: .abbreviated, time: .omitted)
}

// Foundation: Date.FormatStyle.DateStyle.long
@MainActor fileprivate func checkFoundation46() async throws {
    _ = Date.now.formatted(date: .long, time: .omitted)
}

// Foundation: Date.FormatStyle.DateStyle.complete
@MainActor fileprivate func checkFoundation47() async throws {
    _ = Date.now.formatted(date: .complete, time: .omitted)
}

// Foundation: Date.FormatStyle.TimeStyle.omitted
@MainActor fileprivate func checkFoundation48() async throws {
    _ = Date.now.formatted(date: .omitted, time: .omitted)
}

// Foundation: Date.FormatStyle.TimeStyle.shortened
@MainActor fileprivate func checkFoundation49() async throws {
    _ = Date.now.formatted(date: .omitted, time: .shortened)
}

// Foundation: Date.FormatStyle.TimeStyle.standard
@MainActor fileprivate func checkFoundation50() async throws {
    _ = Date.now.formatted(date: .omitted, time: .standard)
}

// Foundation: Date.FormatStyle.TimeStyle.complete
@MainActor fileprivate func checkFoundation51() async throws {
    _ = Date.now.formatted(date: .omitted, time: .complete)
}

// Foundation: Date.FormatStyle.Symbol.Hour.defaultDigits(amPM:)
@MainActor fileprivate func checkFoundation52() async throws {
    _ = Date.now.formatted(.dateTime.hour(.defaultDigits(amPM: .omitted)))
}

// Foundation: Date.FormatStyle.Symbol.Hour.twoDigits(amPM:)
@MainActor fileprivate func checkFoundation53() async throws {
    _ = Date.now.formatted(.dateTime.hour(.twoDigits(amPM: .abbreviated)))
}

// Foundation: Date.FormatStyle.Symbol.Month.wide
@MainActor fileprivate func checkFoundation54() async throws {
    _ = Date.now.formatted(.dateTime.month(.wide))
}

// Foundation: Date.FormatStyle.Symbol.Weekday.narrow
@MainActor fileprivate func checkFoundation55() async throws {
    _ = Date.now.formatted(.dateTime.weekday(.narrow))
}

// Foundation: Date.FormatStyle.Symbol.Day.twoDigits
@MainActor fileprivate func checkFoundation56() async throws {
    _ = Date.now.formatted(.dateTime.day(.twoDigits))
}

// Foundation: Date.FormatStyle.Symbol.Year.defaultDigits
@MainActor fileprivate func checkFoundation57() async throws {
    _ = Date.now.formatted(.dateTime.year(.defaultDigits))
}

// Foundation: Date.VerbatimFormatStyle.init(format:locale:timeZone:calendar:)
@MainActor fileprivate func checkFoundation58() async throws {
    let style = Date.VerbatimFormatStyle(format: "\(hour: .twoDigits(clock: .twentyFourHour, hourCycle: .zeroBased)):\(minute: .twoDigits)", timeZone: .current, calendar: .current)
    _ = Date.now.formatted(style)
}

// Foundation: FormatStyle.iso8601
@MainActor fileprivate func checkFoundation59() async throws {
    _ = Date.now.formatted(.iso8601)
}

// Foundation: FormatStyleCapitalizationContext.beginningOfSentence
@MainActor fileprivate func checkFoundation60() async throws {
    let context: FormatStyleCapitalizationContext = .beginningOfSentence
    _ = context
}

// Foundation: Date.RelativeFormatStyle
@MainActor fileprivate func checkFoundation61() async throws {
    let style: Date.RelativeFormatStyle = .relative(presentation: .named)
    _ = style.format(Date.now.addingTimeInterval(-86400))
}

// Foundation: Date.RelativeFormatStyle.init(presentation:unitsStyle:locale:calendar:capitalizationContext:)
@MainActor fileprivate func checkFoundation62() async throws {
    let style = Date.RelativeFormatStyle(presentation: .numeric, unitsStyle: .abbreviated)
    _ = Date.now.addingTimeInterval(600).formatted(style)
}

// Foundation: Date.RelativeFormatStyle.init(allowedFields:presentation:unitsStyle:locale:calendar:capitalizationContext:)
@MainActor fileprivate func checkFoundation63() async throws {
    let style = Date.RelativeFormatStyle(allowedFields: [.hour, .minute], unitsStyle: .narrow)
    _ = Date.now.addingTimeInterval(5400).formatted(style)
}

// Foundation: FormatStyle.relative(presentation:unitsStyle:)
@MainActor fileprivate func checkFoundation64() async throws {
    _ = Date.now.addingTimeInterval(-120).formatted(.relative(presentation: .named, unitsStyle: .abbreviated))
}

// Foundation: Date.RelativeFormatStyle.format(_:)
@MainActor fileprivate func checkFoundation65() async throws {
    _ = Date.RelativeFormatStyle().format(Date.now.addingTimeInterval(3600))
}

// Foundation: Date.RelativeFormatStyle.Presentation.numeric
@MainActor fileprivate func checkFoundation66() async throws {
    let presentation: Date.RelativeFormatStyle.Presentation = .numeric
    _ = presentation
}

// Foundation: Date.RelativeFormatStyle.Presentation.named
@MainActor fileprivate func checkFoundation67() async throws {
    let presentation: Date.RelativeFormatStyle.Presentation = .named
    _ = presentation
}

// Foundation: Date.RelativeFormatStyle.UnitsStyle.wide
@MainActor fileprivate func checkFoundation68() async throws {
    let units: Date.RelativeFormatStyle.UnitsStyle = .wide
    _ = units
}

// Foundation: Date.RelativeFormatStyle.UnitsStyle.spellOut
@MainActor fileprivate func checkFoundation69() async throws {
    let units: Date.RelativeFormatStyle.UnitsStyle = .spellOut
    _ = units
}

// Foundation: Date.RelativeFormatStyle.UnitsStyle.abbreviated
@MainActor fileprivate func checkFoundation70() async throws {
    let units: Date.RelativeFormatStyle.UnitsStyle = .abbreviated
    _ = units
}

// Foundation: Date.RelativeFormatStyle.UnitsStyle.narrow
@MainActor fileprivate func checkFoundation71() async throws {
    let units: Date.RelativeFormatStyle.UnitsStyle = .narrow
    _ = units
}

// Foundation: Date.IntervalFormatStyle
@MainActor fileprivate func checkFoundation72() async throws {
    let range = Date.now..<Date.now.addingTimeInterval(3600)
    let style: Date.IntervalFormatStyle = .interval
    _ = range.formatted(style)
}

// Foundation: Date.IntervalFormatStyle.init(date:time:locale:calendar:timeZone:)
@MainActor fileprivate func checkFoundation73() async throws {
    let range = Date.now..<Date.now.addingTimeInterval(3600)
    _ = range.formatted(Date.IntervalFormatStyle(date: .omitted, time: .shortened))
}

// Foundation: FormatStyle.interval
@MainActor fileprivate func checkFoundation74() async throws {
    let range = Date.now..<Date.now.addingTimeInterval(3600)
    _ = range.formatted(.interval.hour().minute())
}

// Foundation: Range.formatted(_:)
@MainActor fileprivate func checkFoundation75() async throws {
    let range = Date.now..<Date.now.addingTimeInterval(3600)
    _ = range.formatted(.timeDuration)
}

// Foundation: Range.formatted(date:time:)
@MainActor fileprivate func checkFoundation76() async throws {
    let range = Date.now..<Date.now.addingTimeInterval(3600)
    _ = range.formatted(date: .omitted, time: .shortened)
}

// Foundation: Range.formatted()
@MainActor fileprivate func checkFoundation77() async throws {
    let range = Date.now..<Date.now.addingTimeInterval(3600)
    _ = range.formatted()
}

// Foundation: FormatStyle.components(style:fields:)
@MainActor fileprivate func checkFoundation80() async throws {
    let range = Date.now..<Date.now.addingTimeInterval(3600)
    _ = range.formatted(.components(style: .narrow, fields: [.minute]))
}

// Foundation: Date.ComponentsFormatStyle.Style.wide
@MainActor fileprivate func checkFoundation81() async throws {
    let range = Date.now..<Date.now.addingTimeInterval(3600)
    _ = range.formatted(.components(style: .wide))
}

// Foundation: Date.ComponentsFormatStyle.Style.abbreviated
@MainActor fileprivate func checkFoundation82() async throws {
    let range = Date.now..<Date.now.addingTimeInterval(3600)
    _ = range.formatted(.components(style: .abbreviated))
}

// Foundation: Date.ComponentsFormatStyle.Style.condensedAbbreviated
@MainActor fileprivate func checkFoundation83() async throws {
    let range = Date.now..<Date.now.addingTimeInterval(3600)
    _ = range.formatted(.components(style: .condensedAbbreviated))
}

// Foundation: Date.ComponentsFormatStyle.Style.narrow
@MainActor fileprivate func checkFoundation84() async throws {
    let range = Date.now..<Date.now.addingTimeInterval(3600)
    _ = range.formatted(.components(style: .narrow))
}

// Foundation: Date.ComponentsFormatStyle.Style.spellOut
@MainActor fileprivate func checkFoundation85() async throws {
    let range = Date.now..<Date.now.addingTimeInterval(3600)
    _ = range.formatted(.components(style: .spellOut))
}

// Foundation: Date.ComponentsFormatStyle.Field.hour
@MainActor fileprivate func checkFoundation86() async throws {
    let field: Date.ComponentsFormatStyle.Field = .hour
    _ = field
}

// Foundation: FormatStyle.timeDuration
@MainActor fileprivate func checkFoundation87() async throws {
    let range = Date.now..<Date.now.addingTimeInterval(3600)
    _ = range.formatted(.timeDuration)
}

// Foundation: Duration.formatted()
@MainActor fileprivate func checkFoundation88() async throws {
    let duration = Duration.seconds(5025)
    _ = duration.formatted()
}

// Foundation: Duration.formatted(_:)
@MainActor fileprivate func checkFoundation89() async throws {
    let duration = Duration.seconds(5025)
    _ = duration.formatted(.units(allowed: [.hours, .minutes], width: .abbreviated))
}

// Foundation: Duration.UnitsFormatStyle
@MainActor fileprivate func checkFoundation90() async throws {
    let duration = Duration.seconds(5025)
    let style: Duration.UnitsFormatStyle = .units(width: .wide)
    _ = style.format(duration)
}

// Foundation: Duration.UnitsFormatStyle.init(allowedUnits:width:maximumUnitCount:zeroValueUnits:valueLength:fractionalPart:)
@MainActor fileprivate func checkFoundation91() async throws {
    let duration = Duration.seconds(5025)
    _ = duration.formatted(Duration.UnitsFormatStyle(allowedUnits: [.hours, .minutes, .seconds], width: .narrow, maximumUnitCount: 2))
}

// Foundation: FormatStyle.units(allowed:width:maximumUnitCount:zeroValueUnits:valueLength:fractionalPart:)
@MainActor fileprivate func checkFoundation92() async throws {
    let duration = Duration.seconds(5025)
    _ = duration.formatted(.units(allowed: [.minutes, .seconds], width: .wide, zeroValueUnits: .show(length: 1)))
}

// Foundation: Duration.UnitsFormatStyle.allowedUnits
@MainActor fileprivate func checkFoundation93() async throws {
    var style = Duration.UnitsFormatStyle(allowedUnits: [.hours], width: .wide)
    style.allowedUnits = [.minutes]
    _ = style
}

// Foundation: Duration.UnitsFormatStyle.Unit.hours
@MainActor fileprivate func checkFoundation94() async throws {
    let unit: Duration.UnitsFormatStyle.Unit = .hours
    _ = unit
}

// Foundation: Duration.UnitsFormatStyle.Unit.minutes
@MainActor fileprivate func checkFoundation95() async throws {
    let unit: Duration.UnitsFormatStyle.Unit = .minutes
    _ = unit
}

// Foundation: Duration.UnitsFormatStyle.Unit.seconds
@MainActor fileprivate func checkFoundation96() async throws {
    let unit: Duration.UnitsFormatStyle.Unit = .seconds
    _ = unit
}

// Foundation: Duration.UnitsFormatStyle.Unit.days
@MainActor fileprivate func checkFoundation97() async throws {
    let unit: Duration.UnitsFormatStyle.Unit = .days
    _ = unit
}

// Foundation: Duration.UnitsFormatStyle.UnitWidth.wide
@MainActor fileprivate func checkFoundation98() async throws {
    let width: Duration.UnitsFormatStyle.UnitWidth = .wide
    _ = width
}

// Foundation: Duration.UnitsFormatStyle.UnitWidth.abbreviated
@MainActor fileprivate func checkFoundation99() async throws {
    let width: Duration.UnitsFormatStyle.UnitWidth = .abbreviated
    _ = width
}

// Foundation: Duration.UnitsFormatStyle.UnitWidth.condensedAbbreviated
@MainActor fileprivate func checkFoundation100() async throws {
    let width: Duration.UnitsFormatStyle.UnitWidth = .condensedAbbreviated
    _ = width
}

// Foundation: Duration.UnitsFormatStyle.UnitWidth.narrow
@MainActor fileprivate func checkFoundation101() async throws {
    let width: Duration.UnitsFormatStyle.UnitWidth = .narrow
    _ = width
}

// Foundation: Duration.TimeFormatStyle
@MainActor fileprivate func checkFoundation102() async throws {
    let duration = Duration.seconds(5025)
    let style: Duration.TimeFormatStyle = .time(pattern: .hourMinute)
    _ = style.format(duration)
}

// Foundation: Duration.TimeFormatStyle.init(pattern:locale:)
@MainActor fileprivate func checkFoundation103() async throws {
    let duration = Duration.seconds(5025)
    _ = duration.formatted(Duration.TimeFormatStyle(pattern: .minuteSecond))
}

// Foundation: FormatStyle.time(pattern:)
@MainActor fileprivate func checkFoundation104() async throws {
    let duration = Duration.seconds(5025)
    _ = duration.formatted(.time(pattern: .hourMinuteSecond))
}

// Foundation: Duration.TimeFormatStyle.pattern
@MainActor fileprivate func checkFoundation105() async throws {
    var style = Duration.TimeFormatStyle(pattern: .hourMinute)
    style.pattern = .minuteSecond
    _ = style
}

// Foundation: Duration.TimeFormatStyle.Pattern.hourMinute
@MainActor fileprivate func checkFoundation106() async throws {
    let duration = Duration.seconds(5025)
    _ = duration.formatted(.time(pattern: .hourMinute))
}

// Foundation: Duration.TimeFormatStyle.Pattern.hourMinuteSecond
@MainActor fileprivate func checkFoundation107() async throws {
    let duration = Duration.seconds(5025)
    _ = duration.formatted(.time(pattern: .hourMinuteSecond))
}

// Foundation: Duration.TimeFormatStyle.Pattern.minuteSecond
@MainActor fileprivate func checkFoundation108() async throws {
    let duration = Duration.seconds(5025)
    _ = duration.formatted(.time(pattern: .minuteSecond))
}

// Foundation: Duration.TimeFormatStyle.Pattern.hourMinute(padHourToLength:roundSeconds:)
@MainActor fileprivate func checkFoundation109() async throws {
    let duration = Duration.seconds(5025)
    _ = duration.formatted(.time(pattern: .hourMinute(padHourToLength: 2)))
}

// Foundation: Duration.TimeFormatStyle.Pattern.hourMinuteSecond(padHourToLength:fractionalSecondsLength:roundFractionalSeconds:)
@MainActor fileprivate func checkFoundation110() async throws {
    let duration = Duration.seconds(5025)
    _ = duration.formatted(.time(pattern: .hourMinuteSecond(padHourToLength: 2, fractionalSecondsLength: 1)))
}

// Foundation: Duration.TimeFormatStyle.Pattern.minuteSecond(padMinuteToLength:fractionalSecondsLength:roundFractionalSeconds:)
@MainActor fileprivate func checkFoundation111() async throws {
    let duration = Duration.seconds(5025)
    _ = duration.formatted(.time(pattern: .minuteSecond(padMinuteToLength: 2)))
}

// Foundation: BinaryInteger.formatted()
@MainActor fileprivate func checkFoundation112() async throws {
    _ = 1234567.formatted()
}

// Foundation: BinaryInteger.formatted(_:)
@MainActor fileprivate func checkFoundation113() async throws {
    _ = 42.formatted(.number.grouping(.never))
}

// Foundation: BinaryFloatingPoint.formatted()
@MainActor fileprivate func checkFoundation114() async throws {
    _ = 3.14159.formatted()
}

// Foundation: BinaryFloatingPoint.formatted(_:)
@MainActor fileprivate func checkFoundation115() async throws {
    _ = 21.456.formatted(.number.precision(.fractionLength(1)))
}

// Foundation: IntegerFormatStyle
@MainActor fileprivate func checkFoundation116() async throws {
    let style = IntegerFormatStyle<Int>()
    _ = style.format(1500)
}

// Foundation: IntegerFormatStyle.init(locale:)
@MainActor fileprivate func checkFoundation117() async throws {
    _ = 1500.formatted(IntegerFormatStyle<Int>(locale: Locale(identifier: "de_DE")))
}

// Foundation: FormatStyle.number (IntegerFormatStyle)
@MainActor fileprivate func checkFoundation118() async throws {
    _ = 12000.formatted(.number)
}

// Foundation: FormatStyle.number (FloatingPointFormatStyle)
@MainActor fileprivate func checkFoundation119() async throws {
    _ = 0.5.formatted(.number)
}

// Foundation: FormatStyle.percent (IntegerFormatStyle)
@MainActor fileprivate func checkFoundation120() async throws {
    _ = 42.formatted(.percent)
}

// Foundation: FormatStyle.percent (FloatingPointFormatStyle)
@MainActor fileprivate func checkFoundation121() async throws {
    _ = 0.42.formatted(.percent.precision(.fractionLength(0)))
}

// Foundation: FormatStyle.currency(code:)
@MainActor fileprivate func checkFoundation122() async throws {
    _ = 25.formatted(.currency(code: "EUR"))
}

// Foundation: FormatStyle.currency(code:)
@MainActor fileprivate func checkFoundation123() async throws {
    _ = 19.99.formatted(.currency(code: "USD"))
}

// Foundation: FormatStyle.currency(code:)
@MainActor fileprivate func checkFoundation124() async throws {
    _ = Decimal(string: "19.99")!.formatted(.currency(code: "GBP"))
}

// Foundation: IntegerFormatStyle.Currency.init(code:locale:)
@MainActor fileprivate func checkFoundation125() async throws {
    _ = 1200.formatted(IntegerFormatStyle<Int>.Currency(code: "JPY"))
}

// Foundation: IntegerFormatStyle.Percent.init(locale:)
@MainActor fileprivate func checkFoundation126() async throws {
    _ = 75.formatted(IntegerFormatStyle<Int>.Percent())
}

// Foundation: FloatingPointFormatStyle
@MainActor fileprivate func checkFoundation127() async throws {
    let style = FloatingPointFormatStyle<Double>()
    _ = style.format(2.5)
}

// Foundation: FloatingPointFormatStyle.init(locale:)
@MainActor fileprivate func checkFoundation128() async throws {
    _ = 2.5.formatted(FloatingPointFormatStyle<Double>(locale: Locale(identifier: "fr_FR")))
}

// Foundation: FloatingPointFormatStyle.Currency.init(code:locale:)
@MainActor fileprivate func checkFoundation129() async throws {
    _ = 9.5.formatted(FloatingPointFormatStyle<Double>.Currency(code: "CHF"))
}

// Foundation: FloatingPointFormatStyle.Percent.init(locale:)
@MainActor fileprivate func checkFoundation130() async throws {
    _ = 0.25.formatted(FloatingPointFormatStyle<Double>.Percent())
}

// Foundation: FloatingPointFormatStyle.precision(_:)
@MainActor fileprivate func checkFoundation131() async throws {
    _ = 21.456.formatted(.number.precision(.fractionLength(1)))
}

// Foundation: FloatingPointFormatStyle.notation(_:)
@MainActor fileprivate func checkFoundation132() async throws {
    _ = 15300.0.formatted(.number.notation(.compactName))
}

// Foundation: FloatingPointFormatStyle.grouping(_:)
@MainActor fileprivate func checkFoundation133() async throws {
    _ = 15300.0.formatted(.number.grouping(.never))
}

// Foundation: FloatingPointFormatStyle.sign(strategy:)
@MainActor fileprivate func checkFoundation134() async throws {
    _ = 2.5.formatted(.number.sign(strategy: .always()))
}

// Foundation: FloatingPointFormatStyle.rounded(rule:increment:)
@MainActor fileprivate func checkFoundation135() async throws {
    _ = 2.46.formatted(.number.rounded(rule: .down, increment: 0.5))
}

// Foundation: FloatingPointFormatStyle.decimalSeparator(strategy:)
@MainActor fileprivate func checkFoundation136() async throws {
    _ = 2.0.formatted(.number.decimalSeparator(strategy: .always))
}

// Foundation: FloatingPointFormatStyle.scale(_:)
@MainActor fileprivate func checkFoundation137() async throws {
    _ = 0.5.formatted(.number.scale(100))
}

// Foundation: FloatingPointFormatStyle.locale(_:)
@MainActor fileprivate func checkFoundation138() async throws {
    _ = 1234.5.formatted(.number.locale(Locale(identifier: "de_CH")))
}

// Foundation: IntegerFormatStyle.notation(_:)
@MainActor fileprivate func checkFoundation139() async throws {
    _ = 1_250_000.formatted(.number.notation(.compactName))
}

// Foundation: IntegerFormatStyle.grouping(_:)
@MainActor fileprivate func checkFoundation140() async throws {
    _ = 10_000.formatted(.number.grouping(.automatic))
}

// Foundation: IntegerFormatStyle.sign(strategy:)
@MainActor fileprivate func checkFoundation141() async throws {
    _ = 3.formatted(.number.sign(strategy: .always()))
}

// Foundation: IntegerFormatStyle.precision(_:)
@MainActor fileprivate func checkFoundation142() async throws {
    _ = 7.formatted(.number.precision(.integerLength(2)))
}

// Foundation: IntegerFormatStyle.rounded(rule:increment:)
@MainActor fileprivate func checkFoundation143() async throws {
    _ = 1234.formatted(.number.rounded(increment: 100))
}

// Foundation: IntegerFormatStyle.locale(_:)
@MainActor fileprivate func checkFoundation144() async throws {
    _ = 1234.formatted(.number.locale(Locale(identifier: "hi_IN")))
}

// Foundation: IntegerFormatStyle.format(_:)
@MainActor fileprivate func checkFoundation145() async throws {
    _ = IntegerFormatStyle<Int>.number.format(99)
}

// Foundation: IntegerFormatStyle.attributed
@MainActor fileprivate func checkFoundation146() async throws {
    let text: AttributedString = 1234.formatted(.number.attributed)
    _ = text
}

// Foundation: NumberFormatStyleConfiguration.Precision.fractionLength(_:)
@MainActor fileprivate func checkFoundation147() async throws {
    _ = 3.0.formatted(.number.precision(.fractionLength(2)))
}

// Foundation: NumberFormatStyleConfiguration.Precision.fractionLength(_:)
@MainActor fileprivate func checkFoundation148() async throws {
    _ = 3.14159.formatted(.number.precision(.fractionLength(0...2)))
}

// Foundation: NumberFormatStyleConfiguration.Precision.significantDigits(_:)
@MainActor fileprivate func checkFoundation149() async throws {
    _ = 1234.5678.formatted(.number.precision(.significantDigits(1...3)))
}

// Foundation: NumberFormatStyleConfiguration.Precision.integerLength(_:)
@MainActor fileprivate func checkFoundation150() async throws {
    _ = 5.formatted(.number.precision(.integerLength(3)))
}

// Foundation: NumberFormatStyleConfiguration.Notation.compactName
@MainActor fileprivate func checkFoundation151() async throws {
    _ = 1234.formatted(.number.notation(.compactName))
}

// Foundation: NumberFormatStyleConfiguration.Notation.scientific
@MainActor fileprivate func checkFoundation152() async throws {
    _ = 1234.formatted(.number.notation(.scientific))
}

// Foundation: NumberFormatStyleConfiguration.Grouping.never
@MainActor fileprivate func checkFoundation153() async throws {
    _ = 2026.formatted(.number.grouping(.never))
}

// Foundation: NumberFormatStyleConfiguration.SignDisplayStrategy.always(includingZero:)
@MainActor fileprivate func checkFoundation154() async throws {
    _ = 0.formatted(.number.sign(strategy: .always(includingZero: false)))
}

// Foundation: Decimal.FormatStyle
@MainActor fileprivate func checkFoundation155() async throws {
    let style = Decimal.FormatStyle()
    _ = style.format(Decimal(12))
}

// Foundation: Decimal.FormatStyle.init(locale:)
@MainActor fileprivate func checkFoundation156() async throws {
    _ = Decimal(12.5).formatted(Decimal.FormatStyle(locale: Locale(identifier: "en_US")))
}

// Foundation: Decimal.FormatStyle.precision(_:)
@MainActor fileprivate func checkFoundation157() async throws {
    _ = Decimal(12.345).formatted(.number.precision(.fractionLength(2)))
}

// Foundation: Decimal.formatted()
@MainActor fileprivate func checkFoundation158() async throws {
    _ = Decimal(42).formatted()
}

// Foundation: Decimal.formatted(_:)
@MainActor fileprivate func checkFoundation159() async throws {
    _ = Decimal(0.25).formatted(.percent)
}

// Foundation: Decimal.FormatStyle.Currency.init(code:locale:)
@MainActor fileprivate func checkFoundation160() async throws {
    _ = Decimal(10).formatted(Decimal.FormatStyle.Currency(code: "AUD"))
}

// Foundation: Measurement.formatted()
@MainActor fileprivate func checkFoundation161() async throws {
    let temperature = Measurement(value: 21.5, unit: UnitTemperature.celsius)
    _ = temperature.formatted()
}

// Foundation: Measurement.formatted(_:)
@MainActor fileprivate func checkFoundation162() async throws {
    let temperature = Measurement(value: 21.5, unit: UnitTemperature.celsius)
    _ = temperature.formatted(.measurement(width: .narrow))
}

// Foundation: Measurement.FormatStyle
@MainActor fileprivate func checkFoundation163() async throws {
    let temperature = Measurement(value: 21.5, unit: UnitTemperature.celsius)
    let style: Measurement<UnitTemperature>.FormatStyle = .measurement(width: .abbreviated)
    _ = style.format(temperature)
}

// Foundation: Measurement.FormatStyle.init(width:locale:usage:numberFormatStyle:)
@MainActor fileprivate func checkFoundation164() async throws {
    let distance = Measurement(value: 5, unit: UnitLength.kilometers)
    _ = distance.formatted(Measurement<UnitLength>.FormatStyle(width: .wide, usage: .road))
}

// Foundation: Measurement.FormatStyle.init(width:locale:usage:hidesScaleName:numberFormatStyle:)
@MainActor fileprivate func checkFoundation165() async throws {
    let temperature = Measurement(value: 21.5, unit: UnitTemperature.celsius)
    _ = temperature.formatted(Measurement<UnitTemperature>.FormatStyle(width: .narrow, usage: .weather, hidesScaleName: true, numberFormatStyle: .number.precision(.fractionLength(0))))
}

// Foundation: FormatStyle.measurement(width:usage:numberFormatStyle:)
@MainActor fileprivate func checkFoundation166() async throws {
    let temperature = Measurement(value: 21.5, unit: UnitTemperature.celsius)
    _ = temperature.formatted(.measurement(width: .abbreviated, usage: .weather, numberFormatStyle: .number.precision(.fractionLength(0))))
}

// Foundation: Measurement.FormatStyle.UnitWidth.wide
@MainActor fileprivate func checkFoundation167() async throws {
    let temperature = Measurement(value: 21.5, unit: UnitTemperature.celsius)
    _ = temperature.formatted(.measurement(width: .wide))
}

// Foundation: Measurement.FormatStyle.UnitWidth.abbreviated
@MainActor fileprivate func checkFoundation168() async throws {
    let temperature = Measurement(value: 21.5, unit: UnitTemperature.celsius)
    _ = temperature.formatted(.measurement(width: .abbreviated))
}

// Foundation: Measurement.FormatStyle.UnitWidth.narrow
@MainActor fileprivate func checkFoundation169() async throws {
    let temperature = Measurement(value: 21.5, unit: UnitTemperature.celsius)
    _ = temperature.formatted(.measurement(width: .narrow))
}

// Foundation: MeasurementFormatUnitUsage.general
@MainActor fileprivate func checkFoundation170() async throws {
    let usage: MeasurementFormatUnitUsage<UnitLength> = .general
    _ = usage
}

// Foundation: MeasurementFormatUnitUsage.weather
@MainActor fileprivate func checkFoundation171() async throws {
    let usage: MeasurementFormatUnitUsage<UnitTemperature> = .weather
    _ = usage
}

// Foundation: MeasurementFormatUnitUsage.road
@MainActor fileprivate func checkFoundation172() async throws {
    let usage: MeasurementFormatUnitUsage<UnitLength> = .road
    _ = usage
}

// Foundation: ByteCountFormatStyle
@MainActor fileprivate func checkFoundation173() async throws {
    let style = ByteCountFormatStyle()
    _ = style.format(1_048_576)
}

// Foundation: ByteCountFormatStyle.init(style:allowedUnits:spellsOutZero:includesActualByteCount:locale:)
@MainActor fileprivate func checkFoundation174() async throws {
    let style = ByteCountFormatStyle(style: .memory, allowedUnits: [.kb, .mb])
    _ = Int64(5_000_000).formatted(style)
}

// Foundation: FormatStyle.byteCount(style:allowedUnits:spellsOutZero:includesActualByteCount:)
@MainActor fileprivate func checkFoundation175() async throws {
    _ = Int64(2048).formatted(.byteCount(style: .file))
}

// Foundation: FormatStyle.byteCount(style:allowedUnits:spellsOutZero:includesActualByteCount:)
@MainActor fileprivate func checkFoundation176() async throws {
    _ = Measurement(value: 1024, unit: UnitInformationStorage.bytes).formatted(.byteCount(style: .memory))
}

// Foundation: ByteCountFormatStyle.Style.file
@MainActor fileprivate func checkFoundation177() async throws {
    _ = Int64(4096).formatted(.byteCount(style: .file))
}

// Foundation: ByteCountFormatStyle.Style.memory
@MainActor fileprivate func checkFoundation178() async throws {
    _ = Int64(4096).formatted(.byteCount(style: .memory))
}

// Foundation: ByteCountFormatStyle.Style.decimal
@MainActor fileprivate func checkFoundation179() async throws {
    _ = Int64(4096).formatted(.byteCount(style: .decimal))
}

// Foundation: ByteCountFormatStyle.Style.binary
@MainActor fileprivate func checkFoundation180() async throws {
    _ = Int64(4096).formatted(.byteCount(style: .binary))
}

// Foundation: ListFormatStyle
@MainActor fileprivate func checkFoundation181() async throws {
    let names = ["Ana", "Ben", "Cy"]
    let style: ListFormatStyle<StringStyle, [String]> = .list(type: .and)
    _ = style.format(names)
}

// Foundation: FormatStyle.list(type:width:)
@MainActor fileprivate func checkFoundation182() async throws {
    let names = ["Ana", "Ben", "Cy"]
    _ = names.formatted(.list(type: .or, width: .short))
}

// Foundation: FormatStyle.list(memberStyle:type:width:)
@MainActor fileprivate func checkFoundation183() async throws {
    _ = [1, 2, 3].formatted(.list(memberStyle: .number, type: .and))
}

// Foundation: Sequence.formatted()
@MainActor fileprivate func checkFoundation184() async throws {
    let names = ["Ana", "Ben", "Cy"]
    _ = names.formatted()
}

// Foundation: Sequence.formatted(_:)
@MainActor fileprivate func checkFoundation185() async throws {
    let names = ["Ana", "Ben", "Cy"]
    _ = names.formatted(.list(type: .and, width: .narrow))
}

// Foundation: ListFormatStyle.width
@MainActor fileprivate func checkFoundation186() async throws {
    var style = ListFormatStyle<StringStyle, [String]>.list(type: .and)
    style.width = .narrow
    _ = style
}

// Foundation: ListFormatStyle.ListType.and
@MainActor fileprivate func checkFoundation187() async throws {
    let names = ["Ana", "Ben", "Cy"]
    _ = names.formatted(.list(type: .and))
}

// Foundation: ListFormatStyle.ListType.or
@MainActor fileprivate func checkFoundation188() async throws {
    let names = ["Ana", "Ben", "Cy"]
    _ = names.formatted(.list(type: .or))
}

// Foundation: ListFormatStyle.Width.standard
@MainActor fileprivate func checkFoundation189() async throws {
    let names = ["Ana", "Ben", "Cy"]
    _ = names.formatted(.list(type: .and, width: .standard))
}

// Foundation: ListFormatStyle.Width.short
@MainActor fileprivate func checkFoundation190() async throws {
    let names = ["Ana", "Ben", "Cy"]
    _ = names.formatted(.list(type: .and, width: .short))
}

// Foundation: ListFormatStyle.Width.narrow
@MainActor fileprivate func checkFoundation191() async throws {
    let names = ["Ana", "Ben", "Cy"]
    _ = names.formatted(.list(type: .and, width: .narrow))
}

// Foundation: PersonNameComponents.FormatStyle
@MainActor fileprivate func checkFoundation192() async throws {
    let name = PersonNameComponents(givenName: "Ada", familyName: "Lovelace")
    let style: PersonNameComponents.FormatStyle = .name(style: .short)
    _ = style.format(name)
}

// Foundation: PersonNameComponents.FormatStyle.init(style:locale:)
@MainActor fileprivate func checkFoundation193() async throws {
    let name = PersonNameComponents(givenName: "Ada", familyName: "Lovelace")
    _ = name.formatted(PersonNameComponents.FormatStyle(style: .long))
}

// Foundation: FormatStyle.name(style:)
@MainActor fileprivate func checkFoundation194() async throws {
    let name = PersonNameComponents(givenName: "Ada", familyName: "Lovelace")
    _ = name.formatted(.name(style: .abbreviated))
}

// Foundation: PersonNameComponents.formatted()
@MainActor fileprivate func checkFoundation195() async throws {
    let name = PersonNameComponents(givenName: "Ada", familyName: "Lovelace")
    _ = name.formatted()
}

// Foundation: PersonNameComponents.formatted(_:)
@MainActor fileprivate func checkFoundation196() async throws {
    let name = PersonNameComponents(givenName: "Ada", familyName: "Lovelace")
    _ = name.formatted(.name(style: .short))
}

// Foundation: PersonNameComponents.FormatStyle.Style.short
@MainActor fileprivate func checkFoundation197() async throws {
    let style: PersonNameComponents.FormatStyle.Style = .short
    _ = style
}

// Foundation: PersonNameComponents.FormatStyle.Style.medium
@MainActor fileprivate func checkFoundation198() async throws {
    let style: PersonNameComponents.FormatStyle.Style = .medium
    _ = style
}

// Foundation: PersonNameComponents.FormatStyle.Style.long
@MainActor fileprivate func checkFoundation199() async throws {
    let style: PersonNameComponents.FormatStyle.Style = .long
    _ = style
}

// Foundation: PersonNameComponents.FormatStyle.Style.abbreviated
@MainActor fileprivate func checkFoundation200() async throws {
    let style: PersonNameComponents.FormatStyle.Style = .abbreviated
    _ = style
}

// Foundation: String.init(localized:table:bundle:locale:comment:)
@MainActor fileprivate func checkFoundation201() async throws {
    let count = 3
    _ = String(localized: "\(count) new messages", table: "Widget", comment: "Badge text")
}

// Foundation: String.init(localized:defaultValue:table:bundle:locale:comment:)
@MainActor fileprivate func checkFoundation202() async throws {
    _ = String(localized: "widget.title", defaultValue: "Up Next", bundle: .main)
}

// Foundation: String.init(localized:options:table:bundle:locale:comment:)
@MainActor fileprivate func checkFoundation203() async throws {
    var options = String.LocalizationOptions()
    options.replacements = ["3"]
    _ = String(localized: "%@ events", options: options)
}

// Foundation: String.init(localized:defaultValue:options:table:bundle:locale:comment:)
@MainActor fileprivate func checkFoundation204() async throws {
    _ = String(localized: "events.count", defaultValue: "Events", options: String.LocalizationOptions())
}

// Foundation: String.init(localized:)
@MainActor fileprivate func checkFoundation205() async throws {
    let resource: LocalizedStringResource = "Good morning"
    _ = String(localized: resource)
}

// Foundation: String.LocalizationValue.init(_:)
@MainActor fileprivate func checkFoundation206() async throws {
    let key = "greeting"
    _ = String(localized: String.LocalizationValue(key))
}

// Foundation: LocalizedStringResource
@MainActor fileprivate func checkFoundation207() async throws {
    let resource: LocalizedStringResource = "Next Up"
    _ = resource.key
}

// Foundation: LocalizedStringResource.init(stringLiteral:)
@MainActor fileprivate func checkFoundation208() async throws {
    _ = LocalizedStringResource(stringLiteral: "Next Up")
}

// Foundation: LocalizedStringResource.init(_:table:locale:bundle:comment:)
@MainActor fileprivate func checkFoundation209() async throws {
    _ = LocalizedStringResource("Next Up", table: "Widget", comment: "Title")
}

// Foundation: LocalizedStringResource.init(_:table:locale:bundle:comment:)
@MainActor fileprivate func checkFoundation210() async throws {
    _ = LocalizedStringResource("Next Up", bundle: Bundle.main)
}

// Foundation: LocalizedStringResource.init(_:defaultValue:table:locale:bundle:comment:)
@MainActor fileprivate func checkFoundation211() async throws {
    _ = LocalizedStringResource("widget.title", defaultValue: "Next Up")
}

// Foundation: LocalizedStringResource.init(_:defaultValue:table:locale:bundle:comment:)
@MainActor fileprivate func checkFoundation212() async throws {
    _ = LocalizedStringResource("widget.title", defaultValue: "Next Up", bundle: Bundle.main)
}

// Foundation: LocalizedStringResource.key
@MainActor fileprivate func checkFoundation213() async throws {
    let resource: LocalizedStringResource = "Title"
    _ = resource.key
}

// Foundation: LocalizedStringResource.locale
@MainActor fileprivate func checkFoundation214() async throws {
    var resource: LocalizedStringResource = "Title"
    resource.locale = Locale(identifier: "es")
    _ = resource
}

// Foundation: LocalizedStringResource.BundleDescription.main
@MainActor fileprivate func checkFoundation215() async throws {
    let bundle: LocalizedStringResource.BundleDescription = .main
    _ = bundle
}

// Foundation: AttributedString.init(markdown:options:baseURL:)
@MainActor fileprivate func checkFoundation216() async throws {
    _ = try AttributedString(markdown: "**Rain** expected at _4 PM_")
}

// Foundation: AttributedString.init(markdown:including:options:baseURL:)
@MainActor fileprivate func checkFoundation217() async throws {
    _ = try AttributedString(markdown: "*Soon*", including: \.foundation)
}

// Foundation: AttributedString.MarkdownParsingOptions.init(allowsExtendedAttributes:interpretedSyntax:failurePolicy:languageCode:)
@MainActor fileprivate func checkFoundation218() async throws {
    let options = AttributedString.MarkdownParsingOptions(interpretedSyntax: .inlineOnlyPreservingWhitespace, failurePolicy: .returnPartiallyParsedIfPossible)
    _ = try AttributedString(markdown: "Line *one*\nLine two", options: options)
}

// Foundation: AttributedString.init(localized:options:table:bundle:locale:comment:)
@MainActor fileprivate func checkFoundation219() async throws {
    let minutes = 5
    _ = AttributedString(localized: "Leaves in **\(minutes) min**")
}

// Foundation: AttributedString.init(localized:options:table:bundle:locale:comment:)
@MainActor fileprivate func checkFoundation220() async throws {
    _ = AttributedString(localized: "Leaves soon", options: AttributedString.LocalizationOptions())
}

// Foundation: AttributedString.init(localized:)
@MainActor fileprivate func checkFoundation221() async throws {
    let resource: LocalizedStringResource = "Leaves soon"
    _ = AttributedString(localized: resource)
}

// Foundation: Locale.current
@MainActor fileprivate func checkFoundation222() async throws {
    _ = Locale.current.identifier
}

// Foundation: Locale.autoupdatingCurrent
@MainActor fileprivate func checkFoundation223() async throws {
    _ = Locale.autoupdatingCurrent.identifier
}

// Foundation: Locale.init(identifier:)
@MainActor fileprivate func checkFoundation224() async throws {
    _ = Locale(identifier: "pt_BR")
}

// Foundation: Locale.identifier
@MainActor fileprivate func checkFoundation225() async throws {
    _ = Locale.current.identifier
}

// Foundation: Locale.preferredLanguages
@MainActor fileprivate func checkFoundation226() async throws {
    _ = Locale.preferredLanguages.first
}

// Foundation: Locale.language
@MainActor fileprivate func checkFoundation227() async throws {
    _ = Locale.current.language
}

// Foundation: Locale.region
@MainActor fileprivate func checkFoundation228() async throws {
    _ = Locale.current.region
}

// Foundation: Locale.measurementSystem
@MainActor fileprivate func checkFoundation229() async throws {
    _ = Locale.current.measurementSystem
}

// Foundation: Locale.hourCycle
@MainActor fileprivate func checkFoundation230() async throws {
    _ = Locale.current.hourCycle
}

// Foundation: Locale.currency
@MainActor fileprivate func checkFoundation231() async throws {
    _ = Locale.current.currency
}

// Foundation: Locale.firstDayOfWeek
@MainActor fileprivate func checkFoundation232() async throws {
    _ = Locale.current.firstDayOfWeek
}

// Foundation: Locale.calendar
@MainActor fileprivate func checkFoundation233() async throws {
    _ = Locale.current.calendar
}

// Foundation: Locale.timeZone
@MainActor fileprivate func checkFoundation234() async throws {
    _ = Locale.current.timeZone
}

// Foundation: Locale.numberingSystem
@MainActor fileprivate func checkFoundation235() async throws {
    _ = Locale.current.numberingSystem
}

// Foundation: Locale.decimalSeparator
@MainActor fileprivate func checkFoundation236() async throws {
    _ = Locale.current.decimalSeparator
}

// Foundation: Locale.groupingSeparator
@MainActor fileprivate func checkFoundation237() async throws {
    _ = Locale.current.groupingSeparator
}

// Foundation: Locale.currencySymbol
@MainActor fileprivate func checkFoundation238() async throws {
    _ = Locale.current.currencySymbol
}

// Foundation: Locale.Language.init(identifier:)
@MainActor fileprivate func checkFoundation239() async throws {
    _ = Locale.Language(identifier: "zh-Hant")
}

// Foundation: Locale.Language.languageCode
@MainActor fileprivate func checkFoundation240() async throws {
    _ = Locale.current.language.languageCode?.identifier
}

// Foundation: Locale.Language.script
@MainActor fileprivate func checkFoundation241() async throws {
    _ = Locale.current.language.script
}

// Foundation: Locale.Language.characterDirection
@MainActor fileprivate func checkFoundation242() async throws {
    _ = Locale.current.language.characterDirection == .rightToLeft
}

// Foundation: Locale.Language.minimalIdentifier
@MainActor fileprivate func checkFoundation243() async throws {
    _ = Locale.current.language.minimalIdentifier
}

// Foundation: Locale.Region.identifier
@MainActor fileprivate func checkFoundation244() async throws {
    _ = Locale.current.region?.identifier
}

// Foundation: Locale.MeasurementSystem.metric
@MainActor fileprivate func checkFoundation245() async throws {
    _ = Locale.current.measurementSystem == .metric
}

// Foundation: Locale.HourCycle.oneToTwelve
@MainActor fileprivate func checkFoundation246() async throws {
    _ = Locale.current.hourCycle == .oneToTwelve
}

// Foundation: Locale.Weekday.monday
@MainActor fileprivate func checkFoundation247() async throws {
    _ = Locale.current.firstDayOfWeek == .monday
}

// Foundation: Locale.Currency.identifier
@MainActor fileprivate func checkFoundation248() async throws {
    _ = Locale.current.currency?.identifier
}

// Foundation: TimeZone.current
@MainActor fileprivate func checkFoundation249() async throws {
    _ = TimeZone.current.identifier
}

// Foundation: TimeZone.autoupdatingCurrent
@MainActor fileprivate func checkFoundation250() async throws {
    _ = TimeZone.autoupdatingCurrent.identifier
}

// Foundation: TimeZone.localizedName(for:locale:)
@MainActor fileprivate func checkFoundation251() async throws {
    _ = TimeZone.current.localizedName(for: .shortGeneric, locale: .current)
}

// Foundation: Calendar.current
@MainActor fileprivate func checkFoundation252() async throws {
    _ = Calendar.current.firstWeekday
}

// Foundation: Calendar.autoupdatingCurrent
@MainActor fileprivate func checkFoundation253() async throws {
    _ = Calendar.autoupdatingCurrent.identifier
}
