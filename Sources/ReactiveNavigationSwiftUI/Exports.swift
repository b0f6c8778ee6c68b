// `import ReactiveNavigationSwiftUI` is all a SwiftUI app needs: the core and Signals come with it.
@_exported import ReactiveNavigation
@_exported import Signals
