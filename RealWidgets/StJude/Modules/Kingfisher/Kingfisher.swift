// Kingfisher (an image-downloading package): HeadToHeadWidgetView.swift imports it and uses none
// of it, so the module is empty.
import Foundation
