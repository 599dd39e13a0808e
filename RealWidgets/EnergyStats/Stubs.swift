// Energy Stats' widget extension keeps all of the app's own types in its Energy_Stats_Core
// framework (Modules/Energy_Stats_Core); the extension itself needs nothing more.
import Foundation
