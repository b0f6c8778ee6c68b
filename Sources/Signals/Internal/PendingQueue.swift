/// A first-in, first-out queue that keeps its capacity, so a busy signal stops allocating once warmed up.
///
/// Popping moves the element out, so the queue never keeps a delivered event (and what it references) alive.
@usableFromInline
struct PendingQueue<Element> {
    @usableFromInline
    var elements: [Element?] = []
    @usableFromInline
    var head = 0

    @inlinable
    init() {}

    @inlinable
    var isEmpty: Bool { head == elements.count }

    @inlinable
    mutating func append(_ element: Element) {
        if head > 64 && head * 2 > elements.count {
            // Under sustained load the queue may never drain; drop the popped slots instead of growing forever.
            elements.removeFirst(head)
            head = 0
        }
        elements.append(element)
    }

    @inlinable
    mutating func popFirst() -> Element? {
        guard head < elements.count else { return nil }
        let element = elements[head].take()
        head += 1
        if head == elements.count {
            elements.removeAll(keepingCapacity: true)
            head = 0
        }
        return element
    }
}
