// Swift Testing on this toolchain declares a cross-import overlay for UIKit
// (Testing.swiftcrossimport/UIKit.swiftoverlay): a file that imports both Testing and UIKit
// makes the compiler import `_Testing_UIKit` too, which exists only on Apple's platforms.
// With the UIKit stand-in, a host's tests would fail with "no such module '_Testing_UIKit'".
// This empty module is that overlay's stand-in; UIKit depends on it so it is always built.
