/// A detail screen: an item loaded, edited and saved; errors shown.
final class DetailViewModel__N__ {
    let item: MutableProperty<Item>
    let title = MutableProperty("")
    let price = MutableProperty(0.0)
    let save: Action<Void, Item, LoadError>
    let error: Property<String?>
    let canSave: Property<Bool>

    init(item: Item, backend: Backend) {
        self.item = MutableProperty(item)
        title.value = item.title
        price.value = item.price
        canSave = Property.combineLatest(title, price).map { !$0.isEmpty && $1 > 0 }
        let (title, price) = (self.title, self.price)
        save = Action(enabledIf: canSave) { _ in
            backend.save(Item(id: item.id, title: title.value, price: price.value))
        }
        error = Property(initial: nil, then: save.errors.map { "\($0)" })
        self.item <~ save.values
    }
}
