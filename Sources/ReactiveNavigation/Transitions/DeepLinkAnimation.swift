/// Which transitions of a deep link or a restoration are animated.
///
/// A link's steps run one after the other either way, each once the one before has finished; this only chooses which
/// of them the user sees move. Navigator calls that a step makes with `animated: false` stay unanimated whatever the
/// choice.
public enum DeepLinkAnimation: Hashable, Sendable {
    /// Every step's transitions animate as the coordinator asks for: the user sees each screen of the way.
    case allSteps
    /// Only the last step's transitions animate: the screens on the way are shown without animation, and the user sees
    /// one transition to the link's destination. With a child coordinator that follows the rest of the link, the
    /// last step is the child link's last step during the parent's last step.
    case lastStepOnly
    /// No transition animates: the link lands on its destination at once on hosts whose unanimated transitions
    /// are immediate, as UIKit's are.
    case none
    /// Each stack changes once: the steps' pushes, pops and sets are applied to the stack navigator at once (its
    /// ``StackNavigator/routes`` follow the link), and its controller gets the final screens in one `set`, animated
    /// when a step asked for an animation, once the last step has been taken. Presentations, tabs, pages and columns
    /// animate only their last change, as with ``lastStepOnly``. This is the one case where a navigator's routes run
    /// ahead of its host: until the link hands the controller its final screens, at the link's end.
    case oneTransitionPerContainer
}
