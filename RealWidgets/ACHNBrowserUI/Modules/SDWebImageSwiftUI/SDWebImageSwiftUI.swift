// SDWebImageSwiftUI (a third-party image loader the app depends on): what the widgets call.
