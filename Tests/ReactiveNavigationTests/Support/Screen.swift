/// A screen for tests: any class instance works as one, this one has a readable name.
final class Screen: CustomStringConvertible {
    let name: String

    init(_ name: String) {
        self.name = name
    }

    var description: String { name }
}
