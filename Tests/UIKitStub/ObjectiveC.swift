// swift-format-ignore-file
// The Swift overlay of the stub ObjectiveC module: re-exports the clang module (NSObject.h) and
// declares Selector, the Swift type that the importer gives to SEL, as the real overlay does.
@_exported import ObjectiveC

@frozen
public struct Selector {
    var pointer: OpaquePointer
}
