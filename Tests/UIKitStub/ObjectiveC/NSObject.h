// The root class and protocol of the Objective-C runtime, declared so that the UIKit stub can
// declare @objc protocols with optional requirements when typechecking on Linux.
@protocol NSObject
@end

__attribute__((objc_root_class))
@interface NSObject <NSObject>
- (instancetype)init;
@end
