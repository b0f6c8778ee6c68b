extension Sequence where Element: Hashable {
    /// Whether the elements appear in `sequence` in this order (not necessarily next to each other).
    func isOrderedSubsequence(of sequence: [Element]) -> Bool {
        var positions: [Element: Int] = [:]
        for (index, element) in sequence.enumerated() { positions[element] = index }
        var previous = -1
        for element in self {
            guard let position = positions[element], position > previous else { return false }
            previous = position
        }
        return true
    }
}
