/// A value that can be read at any time and observed as it changes.
///
/// ``Property`` and ``MutableProperty`` conform. Both are thread-safe.
///
/// A property made from another one with an operator (`map`, `combineLatest`, ...) does not keep its sources alive:
/// it follows them while they live, keeps its last value once they are gone, and its signal then completes. See
/// <doc:Contracts#Derived-properties-never-keep-their-sources-alive>.
public protocol PropertyProtocol<Value>: AnyObject, BindingSource {
    /// The current value.
    var value: Value { get }

    /// The changes of the value, not including the current one.
    ///
    /// Completes when the property is deinitialized or, for a property derived from others, when the sources that
    /// feed it are gone.
    var signal: Signal<Value, Never> { get }

    /// Calls `action` with the current value, then with every later value.
    ///
    /// Nothing is missed or repeated between the current value and the changes, even when the value is being set on
    /// another thread at the same moment. `action` never runs concurrently with itself.
    ///
    /// - Parameter action: Called with each value.
    /// - Returns: A disposable that stops the calls, or `nil` if the property's signal has ended (`action` still gets
    ///   the last value).
    func startWithValues(_ action: @escaping (Value) -> Void) -> Disposable?
}
