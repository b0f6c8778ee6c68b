/// Which transitions of a deep link or a restoration are animated, and whether each stack changes once.
///
/// A link's steps run one after the other, each once the one before has finished. Under ``lastStepOnly`` and
/// ``none`` each stack changes once: the steps' pushes, pops and sets are applied to the stack navigator at once (its
/// ``StackNavigator/routes`` follow the link) and its controller gets the final screens in one `set` when the link
/// ends, or before a presentation, selection or child flow of the link needs them shown. Navigator calls that a step
/// makes with `animated: false` stay unanimated whatever the choice.
public enum DeepLinkAnimation: Hashable, Sendable {
    /// Every step is its own transition, animated as the coordinator asks for: the user sees each screen of the way.
    case allSteps
    /// Each stack changes once, and only the transitions of the last step animate: the user sees one transition to
    /// the link's destination. A stack's one `set` animates when the last step asked for an animated change of it.
    /// With a child coordinator that follows the rest of the link, the last step is the child link's last step
    /// during the parent's last step.
    case lastStepOnly
    /// Each stack changes once and no transition animates: the link lands on its destination at once on hosts whose
    /// unanimated transitions are immediate, as UIKit's are.
    case none
}
