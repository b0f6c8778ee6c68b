#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// An opaque, comparable identity of an OS thread, used to tell reentrant calls from concurrent ones.
@usableFromInline
struct ThreadIdentity: Equatable, Sendable {
    @usableFromInline
    let rawValue: UInt

    @inlinable
    init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The calling thread.
    @inlinable
    static var current: ThreadIdentity {
        #if canImport(Darwin)
            ThreadIdentity(rawValue: UInt(bitPattern: pthread_self()))
        #else
            ThreadIdentity(rawValue: UInt(pthread_self()))
        #endif
    }

    /// A value that matches no thread.
    @inlinable
    static var none: ThreadIdentity { ThreadIdentity(rawValue: 0) }
}
