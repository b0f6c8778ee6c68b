// The root class and protocol of the Objective-C runtime, declared so that the UIKit stub can
// declare @objc protocols with optional requirements when typechecking on Linux. Selectors and BOOL
// are declared as the runtime declares them; the Swift overlay (ObjectiveC.swift) supplies Selector.
// Each declaration cites the SDK header it comes from. The SDK's usr/include/objc/NSObject.h and
// objc.h are not in the mirrors' index (iPhoneOS27.0.sdk/usr/include/objc, the newest, holds only message.h and
// runtime.h there; no iOS 26.x SDK is in the mirror): their text was read from Apple's objc4 sources
// (github.com/apple-oss-distributions/objc4, tag objc4-951.1, runtime/NSObject.h and runtime/objc.h),
// which the SDK installs unchanged as usr/include/objc/NSObject.h and usr/include/objc/objc.h.
// Stub: only the members the adapters use are declared.

// Stub: the SDK's objc/NSObject.h and objc/objc.h have no nullability annotations, while runtime.h has them; clang
// checks nullability completeness per file, so this one file, which stands for all three, silences that check for the
// unannotated part, which Swift then imports with implicitly unwrapped optionals, as from the SDK.
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wnullability-completeness"

// SDK: usr/include/objc/objc.h (objc4-951.1 runtime/objc.h: `typedef struct objc_selector *SEL;`)
typedef struct objc_selector *SEL;
// SDK: usr/include/objc/objc.h (objc4-951.1 runtime/objc.h: `typedef bool BOOL;` when OBJC_BOOL_IS_BOOL, as on arm64 iOS)
// Stub: spelled _Bool, the same C type, since this header does not include <stdbool.h>.
typedef _Bool BOOL;

// SDK: usr/include/objc/NSObject.h (objc4-951.1 runtime/NSObject.h: `@protocol NSObject`, not audited for nullability)
@protocol NSObject
// SDK: usr/include/objc/NSObject.h (`- (BOOL)respondsToSelector:(SEL)aSelector;`, imported as `responds(to aSelector: Selector!) -> Bool`)
- (BOOL)respondsToSelector:(SEL)aSelector;
@end

// SDK: usr/include/objc/NSObject.h (`OBJC_ROOT_CLASS OBJC_EXPORT @interface NSObject <NSObject>`)
__attribute__((objc_root_class))
@interface NSObject <NSObject>
// SDK: usr/include/objc/NSObject.h (`- (instancetype)init`, NS_DESIGNATED_INITIALIZER when NS_ENFORCE_NSOBJECT_DESIGNATED_INITIALIZER)
- (instancetype)init;
// SDK: usr/include/objc/NSObject.h (`- (id)forwardingTargetForSelector:(SEL)aSelector OBJC_AVAILABLE(10.5, 2.0, 9.0, 1.0, 2.0);`)
- (id)forwardingTargetForSelector:(SEL)aSelector;
@end

#pragma clang diagnostic pop

// The associated-object functions of the runtime, as iOS 27.0's runtime.h declares them (as did the 16.4 header).
// SDK: iPhoneOS27.0.sdk/usr/include/objc/runtime.h (`typedef OBJC_ENUM(uintptr_t, objc_AssociationPolicy)`; OBJC_ENUM as objc-api.h defines it under objc_fixed_enum)
#define OBJC_ENUM(_type, _name) enum _name : _type _name; enum _name : _type
// SDK: iPhoneOS27.0.sdk/usr/include/objc/runtime.h (uintptr_t from <stdint.h>)
// Stub: taken from the compiler's predefined type, since this header includes no system header.
typedef __UINTPTR_TYPE__ uintptr_t;
// SDK: iPhoneOS27.0.sdk/usr/include/objc/runtime.h
typedef OBJC_ENUM(uintptr_t, objc_AssociationPolicy) {
    OBJC_ASSOCIATION_ASSIGN = 0,
    OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1,
    OBJC_ASSOCIATION_COPY_NONATOMIC = 3,
    OBJC_ASSOCIATION_RETAIN = 01401,
    OBJC_ASSOCIATION_COPY = 01403
};

// SDK: iPhoneOS27.0.sdk/usr/include/objc/runtime.h (`objc_setAssociatedObject(id _Nonnull object, const void * _Nonnull key, id _Nullable value, objc_AssociationPolicy policy)`)
void objc_setAssociatedObject(id _Nonnull object, const void * _Nonnull key, id _Nullable value, objc_AssociationPolicy policy);
// SDK: iPhoneOS27.0.sdk/usr/include/objc/runtime.h (`OBJC_EXPORT id _Nullable objc_getAssociatedObject(id _Nonnull object, const void * _Nonnull key)`)
id _Nullable objc_getAssociatedObject(id _Nonnull object, const void * _Nonnull key);
