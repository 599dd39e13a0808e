// FoodTruckKit's types the widget files use besides its files in the corpus: the ingredients
// (Donut.Dough, Glaze, Topping) and their flavour profile. Image names follow the kit's catalogue
// (`dough/plain-thumb`, `glaze/brown-thumb`, `topping/sprinkles-thumb`).
import Foundation

public struct FlavorProfile: Hashable {
    public var salty = 0, sweet = 0, bitter = 0, sour = 0, savory = 0, spicy = 0

    public init(salty: Int = 0, sweet: Int = 0, bitter: Int = 0, sour: Int = 0, savory: Int = 0, spicy: Int = 0) {
        (self.salty, self.sweet, self.bitter, self.sour, self.savory, self.spicy) = (salty, sweet, bitter, sour, savory, spicy)
    }

    public mutating func formUnion(with other: FlavorProfile) {
        salty += other.salty; sweet += other.sweet; bitter += other.bitter
        sour += other.sour; savory += other.savory; spicy += other.spicy
    }
}

public extension Donut {
    struct Dough: Ingredient {
        public var name: String
        public var imageAssetName: String
        public var flavors: FlavorProfile
        public static let imageAssetPrefix = "dough"

        public static let blueberry = Dough(name: "Blueberry", imageAssetName: "blue", flavors: FlavorProfile(sweet: 3, sour: 1))
        public static let chocolate = Dough(name: "Chocolate", imageAssetName: "brown", flavors: FlavorProfile(sweet: 3, bitter: 1))
        public static let lemonade = Dough(name: "Lemonade", imageAssetName: "yellow", flavors: FlavorProfile(sweet: 2, sour: 3))
        public static let plain = Dough(name: "Plain", imageAssetName: "plain", flavors: FlavorProfile(salty: 1, sweet: 1))
        public static let strawberry = Dough(name: "Strawberry", imageAssetName: "pink", flavors: FlavorProfile(sweet: 3, sour: 1))
    }

    struct Glaze: Ingredient {
        public var name: String
        public var imageAssetName: String
        public var flavors: FlavorProfile
        public static let imageAssetPrefix = "glaze"

        public static let blueberry = Glaze(name: "Blueberry", imageAssetName: "blue", flavors: FlavorProfile(sweet: 3))
        public static let chocolate = Glaze(name: "Chocolate", imageAssetName: "brown", flavors: FlavorProfile(sweet: 2, bitter: 2))
        public static let lemon = Glaze(name: "Lemon", imageAssetName: "yellow", flavors: FlavorProfile(sweet: 1, sour: 3))
        public static let rainbow = Glaze(name: "Rainbow", imageAssetName: "rainbow", flavors: FlavorProfile(sweet: 4))
        public static let spicy = Glaze(name: "Spicy", imageAssetName: "spicy", flavors: FlavorProfile(spicy: 3))
        public static let strawberry = Glaze(name: "Strawberry", imageAssetName: "pink", flavors: FlavorProfile(sweet: 3, sour: 1))
    }

    struct Topping: Ingredient {
        public var name: String
        public var imageAssetName: String
        public var flavors: FlavorProfile
        public static let imageAssetPrefix = "topping"

        public static let blueberryDrizzle = Topping(name: "Blueberry Drizzle", imageAssetName: "blue-drizzle", flavors: FlavorProfile(sweet: 2))
        public static let blueberryLattice = Topping(name: "Blueberry Lattice", imageAssetName: "blue-lattice", flavors: FlavorProfile(sweet: 2))
        public static let chocolateDrizzle = Topping(name: "Chocolate Drizzle", imageAssetName: "brown-drizzle", flavors: FlavorProfile(bitter: 1))
        public static let lemonLines = Topping(name: "Lemon Lines", imageAssetName: "yellow-lines", flavors: FlavorProfile(sour: 2))
        public static let powderedSugar = Topping(name: "Powdered Sugar", imageAssetName: "powdered-sugar", flavors: FlavorProfile(sweet: 2))
        public static let spicySauceDrizzle = Topping(name: "Spicy Sauce Drizzle", imageAssetName: "red-drizzle", flavors: FlavorProfile(spicy: 3))
        public static let sprinkles = Topping(name: "Sprinkles", imageAssetName: "sprinkles", flavors: FlavorProfile(sweet: 1))
        public static let starSprinkles = Topping(name: "Star Sprinkles", imageAssetName: "star-sprinkles", flavors: FlavorProfile(sweet: 1))
        public static let sugarDrizzle = Topping(name: "Sugar Drizzle", imageAssetName: "white-drizzle", flavors: FlavorProfile(sweet: 2))
        public static let sugarLattice = Topping(name: "Sugar Lattice", imageAssetName: "white-lattice", flavors: FlavorProfile(sweet: 2))
    }
}

public enum Flavor: String, CaseIterable, Identifiable {
    case salty, sweet, bitter, sour, savory, spicy
    public var id: Self { self }
}

public struct ParkingSpot: Identifiable, Hashable {
    public var id: String { name }
    public var name: String
}

public struct City: Identifiable, Hashable {
    public var id: String { name }
    public var name: String
    public var parkingSpots: [ParkingSpot]

    public static let cupertino = City(name: "Cupertino", parkingSpots: [ParkingSpot(name: "Infinite Loop"), ParkingSpot(name: "Apple Park")])
}
