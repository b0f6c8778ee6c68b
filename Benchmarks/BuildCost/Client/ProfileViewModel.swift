/// A profile form: fields combined into validity and zipped into edits, an action that saves.
final class ProfileViewModel__N__ {
    let name = MutableProperty("")
    let email = MutableProperty("")
    let age = MutableProperty(0)
    let acceptsTerms = MutableProperty(false)
    let isValid: Property<Bool>
    let edits: Property<(String, String, Int, Bool)>
    let save: Action<Void, User, LoadError>
    let status: Property<String>

    init(backend: Backend) {
        isValid = Property.combineLatest(name, email, age, acceptsTerms).map { name, email, age, accepts in
            !name.isEmpty && email.contains("@") && age >= 18 && accepts
        }
        edits = Property.zip(name, email, age, acceptsTerms)
        let name = self.name
        save = Action(enabledIf: isValid) { _ in backend.user(named: name.value) }
        status = Property(initial: "", then: save.values.map { "Saved \($0.name)" })
    }
}
