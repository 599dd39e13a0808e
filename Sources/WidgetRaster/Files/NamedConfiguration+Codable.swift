extension NamedConfiguration: Decodable {
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        try c.rejectUnknownKeys(allowed: ["name", "data"], in: "a configuration")
        self.init(name: try c.decode("name"), data: try c.sceneData("data") ?? [:])
    }
}
