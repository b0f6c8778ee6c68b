// swift-format-ignore-file
// Stands in for Foundation while typechecking the UIKit adapters on Linux: it only re-exports the
// Objective-C root class, which is all the adapters need from it.
@_exported import ObjectiveC
