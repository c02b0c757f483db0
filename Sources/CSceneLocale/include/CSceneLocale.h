// The locale scene code formats with: `Locale.current` chosen by the shell (`--locale`).
//
// On Linux, Foundation fixes `Locale.current` and `Locale.autoupdatingCurrent` at `en_001`
// (no environment variable or preference changes it), so a scene's `NumberFormatter()` prints
// `¤1.23` where the device shows `$1.23`. CSceneLocale.c defines both getters, weakly, in the
// program: the dynamic linker then binds every library's call to them (Foundation's
// formatters, a scene's own code) to the program's definitions, which return the locale
// `SceneLocale` holds. Where Foundation is linked statically (`--static-swift-stdlib`) its own
// strong definitions win and `--locale` changes nothing: no scene built into `scenesh` formats
// with the locale, and host packages link Foundation dynamically, as `swift build` does.

#ifndef CSCENE_LOCALE_H
#define CSCENE_LOCALE_H

// Nothing to call: the definitions are found by the linker, not by Swift code.

#endif
