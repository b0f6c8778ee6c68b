/// Which transitions of a deep link or a restoration are animated, and whether each container changes once.
///
/// A link's steps run one after the other, each once the one before has finished. Under ``lastStepOnly`` and ``none``
/// each stack and each modal navigator changes once: the steps' pushes, pops, sets and presentations are applied to the
/// navigators at once (their ``StackNavigator/routes`` and ``ModalNavigator/presentedRoutes`` follow the link), and
/// each host gets the final screens in one transition (a stack's one `set`; a modal navigator's new screens presented
/// as one chain, each over the one below) when the link ends, or before a selection, a split or page call, or a
/// dismissal of screens shown before the link, needs them shown; the calls complete once their change is in the routes,
/// and a dismissal of screens not presented yet only takes them off the routes. A stack that a deferred presentation
/// shows (a presented child coordinator's) gets its screens first, without animation, so an animated presentation
/// brings them in. A call that a step makes with `animated: false` never animates a transition of its own, whatever the
/// choice; its change may be part of a container's one animated transition when another call of the link animates it.
public enum DeepLinkAnimation: Hashable, Sendable {
    /// Every step is its own transition, animated as the coordinator asks for: the user sees each screen of the way.
    case allSteps
    /// Each stack and modal navigator changes once, and only the transitions of the last step animate: the user sees
    /// one transition to the link's destination. A stack's one `set` animates when the last step asked for an
    /// animated change of it; a chain of presentations animates only its last screen, when the last step presented a
    /// screen of the chain animated. With a child coordinator that follows the rest of the link, the last step is the
    /// child link's last step during the parent's last step.
    case lastStepOnly
    /// Each stack and modal navigator changes once and no transition animates: the link lands on its destination at
    /// once on hosts whose unanimated transitions are immediate, as UIKit's are.
    case none
}
