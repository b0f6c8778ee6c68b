import ReactiveNavigation

/// Collects the diagnostics a navigator or eraser reports.
@MainActor
final class DiagnosticsRecorder {
    private(set) var diagnostics: [NavigationDiagnostic] = []

    var sink: NavigationDiagnostics {
        NavigationDiagnostics { [weak self] diagnostic in self?.diagnostics.append(diagnostic) }
    }

    var kinds: [NavigationDiagnostic.Kind] { diagnostics.map(\.kind) }
}
