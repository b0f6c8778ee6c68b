import Signals

/// `target <~ source`, as an expression the formatter accepts inside another statement.
func bind<Target: BindingTargetProvider, Source: BindingSource>(
    _ target: Target,
    to source: Source
) -> Disposable? where Source.Value == Target.Value {
    target <~ source
}
