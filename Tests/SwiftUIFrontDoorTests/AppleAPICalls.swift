// Written by scripts/apple-api.py from docs/apple-api/: one call of every Apple declaration in the
// checklist that compiles here, with the fixtures of AppleAPIFixtures.swift. Do not edit; change the
// checklist and run the script.
import ActivityKit
import AppIntents
import Charts
import Foundation
import Intents
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
