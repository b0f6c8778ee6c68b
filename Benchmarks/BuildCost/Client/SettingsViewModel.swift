/// Settings: toggles combined four and three at a time and zipped three at a time, an action per toggle.
final class SettingsViewModel__N__ {
    let notifications = MutableProperty(true)
    let sounds = MutableProperty(true)
    let badges = MutableProperty(false)
    let darkMode = MutableProperty(false)
    let syncOnCellular = MutableProperty(false)
    let description: Property<String>
    let alerts: Property<Bool>
    let changes: Property<(Bool, Bool, Bool)>
    let reset: Action<Void, Void, Never>

    init() {
        alerts = Property.combineLatest(notifications, sounds, badges).map { $0 && ($1 || $2) }
        changes = Property.zip(notifications, sounds, badges)
        description = Property.combineLatest(alerts, darkMode, syncOnCellular, notifications).map {
            "alerts \($0), dark \($1), cellular \($2), notifications \($3)"
        }
        let toggles = [notifications, sounds, badges, darkMode, syncOnCellular]
        reset = Action {
            SignalProducer { observer, _ in
                for toggle in toggles { toggle.value = false }
                observer.sendCompleted()
            }
        }
    }
}
