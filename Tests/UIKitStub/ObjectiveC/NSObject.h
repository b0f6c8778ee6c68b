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

// The associated-object functions of the runtime (objc/runtime.h), as documented.
typedef enum __attribute__((enum_extensibility(open))) objc_AssociationPolicy : unsigned long {
    OBJC_ASSOCIATION_ASSIGN = 0,
    OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1,
    OBJC_ASSOCIATION_COPY_NONATOMIC = 3,
    OBJC_ASSOCIATION_RETAIN = 01401,
    OBJC_ASSOCIATION_COPY = 01403
} objc_AssociationPolicy;

void objc_setAssociatedObject(id object, const void *key, id value, objc_AssociationPolicy policy);
id objc_getAssociatedObject(id object, const void *key);
