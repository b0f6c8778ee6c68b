/// A dashboard: six sources combined and zipped, a refresh action, a label bound to the headline.
final class DashboardViewModel__N__ {
    let unread = MutableProperty(0)
    let drafts = MutableProperty(0)
    let sent = MutableProperty(0)
    let isOnline = MutableProperty(true)
    let userName = MutableProperty("")
    let lastSync = MutableProperty(0.0)
    let headline: Property<String>
    let snapshots: Property<(Int, Int, Int, Bool, String, Double)>
    let refresh: Action<Void, [Item], LoadError>
    let label = Label()

    init(backend: Backend) {
        headline = Property.combineLatest(unread, drafts, sent, isOnline, userName, lastSync).map {
            unread, drafts, sent, online, name, sync in
            online ? "\(name): \(unread) unread, \(drafts) drafts, \(sent) sent (\(Int(sync)))" : "Offline"
        }
        snapshots = Property.zip(unread, drafts, sent, isOnline, userName, lastSync)
        refresh = Action { backend.items(matching: "dashboard") }
        let label = self.label
        BindingTarget(lifetime: label.lifetime) { label.text = $0 } <~ headline
        unread <~ refresh.values.map { $0.count }
    }
}
