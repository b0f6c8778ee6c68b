/// An unordered collection that hands out a token for each element inserted, by which it is removed, as ReactiveSwift's
/// `Bag`.
///
/// ```swift
/// var handlers = Bag<() -> Void>()
/// let token = handlers.insert { print("changed") }
/// handlers.forEach { $0() }
/// handlers.remove(using: token)
/// ```
///
/// Elements are iterated in the order they were inserted. A token removes only the element it was given for, once;
/// tokens of one bag mean nothing to another. Not thread-safe: guard a shared bag with a lock, as with any value.
public struct Bag<Element> {
    /// Identifies an element inserted in a ``Bag``, for ``Bag/remove(using:)``.
    public struct Token: Hashable, Sendable {
        fileprivate let value: UInt64
    }

    private var elements: ContiguousArray<Element> = []
    /// The token of each element, in the same order; increasing, so a removal finds its element by binary search.
    private var tokens: ContiguousArray<UInt64> = []
    private var nextToken: UInt64 = 0

    /// Creates an empty bag.
    public init() {}

    /// Creates a bag of `elements`, in their order.
    ///
    /// - Parameter elements: The elements to insert.
    public init<Elements: Sequence>(_ elements: Elements) where Elements.Element == Element {
        for element in elements {
            insert(element)
        }
    }

    /// Inserts `value` and returns the token that removes it.
    ///
    /// - Parameter value: The element to insert.
    /// - Returns: The token for ``remove(using:)``.
    @discardableResult
    public mutating func insert(_ value: Element) -> Token {
        let token = nextToken
        nextToken += 1
        elements.append(value)
        tokens.append(token)
        return Token(value: token)
    }

    /// Removes the element inserted with `token`, if it is still in the bag.
    ///
    /// - Parameter token: The token ``insert(_:)`` returned.
    /// - Returns: The element removed, or `nil` when it was already removed.
    @discardableResult
    public mutating func remove(using token: Token) -> Element? {
        var low = 0
        var high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if tokens[middle] < token.value { low = middle + 1 } else { high = middle }
        }
        guard low < tokens.count, tokens[low] == token.value else { return nil }
        tokens.remove(at: low)
        return elements.remove(at: low)
    }
}

extension Bag: RandomAccessCollection {
    /// The position of the first element.
    public var startIndex: Int { elements.startIndex }

    /// The position after the last element.
    public var endIndex: Int { elements.endIndex }

    /// The element at `position`, in the order of insertion.
    ///
    /// - Parameter position: A valid position of the bag.
    public subscript(position: Int) -> Element { elements[position] }

    /// An iterator over the elements, in the order of insertion.
    public func makeIterator() -> ContiguousArray<Element>.Iterator { elements.makeIterator() }
}

extension Bag: Sendable where Element: Sendable {}
