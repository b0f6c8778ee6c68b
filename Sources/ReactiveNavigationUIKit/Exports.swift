// `import ReactiveNavigationUIKit` is all a UIKit app needs: the core and Signals come with it.
@_exported import ReactiveNavigation
@_exported import Signals
