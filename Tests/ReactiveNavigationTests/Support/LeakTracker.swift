import Testing

/// Weak references to the objects a test builds, checked when the test ends.
///
/// A suite opts in with the ``LeakCheckTrait/checksForLeaks`` trait; its `init` and tests then call
/// ``trackForLeaks(_:sourceLocation:)`` on what they build. When a test case returns and its suite
/// instance is gone, every tracked object must have been freed.
@MainActor
final class LeakTracker {
    private var references: [(name: String, object: () -> AnyObject?, sourceLocation: SourceLocation)] = []

    /// How many objects are tracked.
    var count: Int { references.count }

    /// Records weak references to `objects`.
    func track(_ objects: [AnyObject], sourceLocation: SourceLocation) {
        for object in objects {
            references.append(
                (name: "\(type(of: object))", object: { [weak object] in object }, sourceLocation: sourceLocation))
        }
    }

    /// Records an issue for every tracked object that is still alive.
    func expectAllFreed() {
        for reference in references where reference.object() != nil {
            Issue.record(
                "leaked: a \(reference.name) is still alive at the end", sourceLocation: reference.sourceLocation)
        }
    }
}

/// Where the running test case finds its ``LeakTracker``.
enum LeakTracking {
    /// The tracker of the running test case, provided by ``LeakCheckTrait``.
    @TaskLocal static var current: LeakTracker?
}

/// Tracks `objects` for the running test: they must all be freed once it has returned.
///
/// - Parameters:
///   - objects: What the test built.
///   - sourceLocation: Where leaks are reported.
@MainActor
func trackForLeaks(_ objects: AnyObject..., sourceLocation: SourceLocation = #_sourceLocation) {
    guard let tracker = LeakTracking.current else {
        Issue.record("trackForLeaks needs the .checksForLeaks trait on the suite", sourceLocation: sourceLocation)
        return
    }
    tracker.track(objects, sourceLocation: sourceLocation)
}

/// Tracks `root` and every object of our modules reachable from it for the running test.
///
/// - Parameters:
///   - root: The root of an object graph, such as a seed app.
///   - sourceLocation: Where leaks are reported.
@MainActor
func trackGraphForLeaks(of root: AnyObject, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let tracker = LeakTracking.current else {
        Issue.record("trackGraphForLeaks needs the .checksForLeaks trait on the suite", sourceLocation: sourceLocation)
        return
    }
    tracker.track([root] + reachableObjects(from: root), sourceLocation: sourceLocation)
}

/// Expects every object of `references` to have been freed already.
///
/// - Parameters:
///   - references: Weak references to the objects of a graph that should be gone.
///   - sourceLocation: Where leaks are reported.
func expectFreed(_ references: WeakReferences, sourceLocation: SourceLocation = #_sourceLocation) {
    let alive = references.alive
    #expect(alive.isEmpty, "still alive: \(alive.map { "\(type(of: $0))" })", sourceLocation: sourceLocation)
}

/// Runs each test case with a fresh ``LeakTracker`` and checks, after the test case and its suite instance
/// are gone, that everything tracked was freed.
struct LeakCheckTrait: SuiteTrait, TestTrait, TestScoping {
    /// Applies to every test of the suite it is attached to, not to the suite as a whole.
    var isRecursive: Bool { true }

    func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        testCase == nil ? nil : self
    }

    func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        let tracker = await LeakTracker()
        try await LeakTracking.$current.withValue(tracker) {
            try await function()
        }
        await tracker.expectAllFreed()
    }
}

extension Trait where Self == LeakCheckTrait {
    /// Checks at the end of each test case that the objects it tracked were freed.
    static var checksForLeaks: Self { Self() }
}
