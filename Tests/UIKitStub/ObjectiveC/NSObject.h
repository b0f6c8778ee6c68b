// The root class and protocol of the Objective-C runtime, declared so that the UIKit stub can
// declare @objc protocols with optional requirements when typechecking on Linux. Selectors and BOOL
// are declared as the runtime declares them; the Swift overlay (ObjectiveC.swift) supplies Selector.
typedef struct objc_selector *SEL;
typedef _Bool BOOL;

@protocol NSObject
- (BOOL)respondsToSelector:(SEL)aSelector;
@end

__attribute__((objc_root_class))
@interface NSObject <NSObject>
- (instancetype)init;
- (id)forwardingTargetForSelector:(SEL)aSelector;
@end
