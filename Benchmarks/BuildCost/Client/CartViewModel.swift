/// A cart: items, quantities and a coupon combined into a total, with zipped confirmations.
final class CartViewModel__N__ {
    let items = MutableProperty<[Item]>([])
    let quantities = MutableProperty<[Int: Int]>([:])
    let coupon = MutableProperty<String?>(nil)
    let shipping = MutableProperty(4.99)
    let taxRate = MutableProperty(0.2)
    let total: Property<Double>
    let revisions: Property<([Item], [Int: Int], String?, Double, Double)>
    let confirmations: Signal<(Item, Bool), Never>
    private let confirmedInput: Signal<Bool, Never>.Observer
    private let addedInput: Signal<Item, Never>.Observer

    init() {
        total = Property.combineLatest(items, quantities, coupon, shipping, taxRate).map {
            items, quantities, coupon, shipping, taxRate in
            let subtotal = items.reduce(0.0) { $0 + $1.price * Double(quantities[$1.id] ?? 1) }
            let discount = coupon == nil ? 0.0 : subtotal * 0.1
            return (subtotal - discount) * (1 + taxRate) + shipping
        }
        revisions = Property.zip(items, quantities, coupon, shipping, taxRate)
        let (added, addedInput) = Signal<Item, Never>.pipe()
        let (confirmed, confirmedInput) = Signal<Bool, Never>.pipe()
        self.addedInput = addedInput
        self.confirmedInput = confirmedInput
        confirmations = Signal.zip(added, confirmed)
    }

    func add(_ item: Item, confirmed: Bool) {
        items.value.append(item)
        addedInput.send(value: item)
        confirmedInput.send(value: confirmed)
    }
}
