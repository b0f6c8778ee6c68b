/// The objects of our two modules reachable from a root through stored properties, found by reflection.
///
/// Shared objects of the Signals module (such as ended lifetimes) are walked through but not collected,
/// so a leak check over the result only sees what the app graph itself owns.
func reachableObjects(from root: AnyObject) -> [AnyObject] {
    var found: [AnyObject] = []
    var visited: Set<ObjectIdentifier> = []

    func visit(_ value: Any) {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .class {
            let object = value as AnyObject
            guard visited.insert(ObjectIdentifier(object)).inserted else { return }
            let typeName = String(reflecting: type(of: object))
            if typeName.hasPrefix("ReactiveNavigation") { found.append(object) }
        }
        var current: Mirror? = mirror
        while let level = current {
            for child in level.children { visit(child.value) }
            current = level.superclassMirror
        }
    }

    visit(root)
    return found
}

/// Weak references to a set of objects.
struct WeakReferences {
    private let references: [() -> AnyObject?]

    init(_ objects: [AnyObject]) {
        references = objects.map { object in { [weak object] in object } }
    }

    var count: Int { references.count }

    /// The objects still alive.
    var alive: [AnyObject] { references.compactMap { $0() } }
}
