extension Array {
    /// Returns the elements and leaves the array empty.
    mutating func take() -> [Element] {
        defer { self = [] }
        return self
    }
}
