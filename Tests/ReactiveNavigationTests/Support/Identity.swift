/// Whether two lists hold the same objects in the same order.
func sameObjects(_ lhs: [AnyObject], _ rhs: [AnyObject]) -> Bool {
    lhs.elementsEqual(rhs, by: ===)
}
