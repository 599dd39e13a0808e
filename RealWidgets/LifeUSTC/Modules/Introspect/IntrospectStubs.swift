// SwiftUI-Introspect (siteline/SwiftUI-Introspect 0.1.x), which Life@USTC's shared
// SwiftUIExtension.swift imports. Its API reaches the UIKit view behind a SwiftUI view in the app;
// the widget's files call none of it, so the module only has to exist for `import Introspect`.
import SwiftUI
