// Coin Wallet: every type its widget files use is in the corpus; its one package, SDWebImage, is
// under Modules/. The price service's answers and the coins' logos are recorded in HTTP/.
import Foundation
