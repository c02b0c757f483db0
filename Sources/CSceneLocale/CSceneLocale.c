// See CSceneLocale.h. Each getter jumps to `scene_locale_current` (SceneLocale.swift), a Swift
// function of the same calling convention (a static method of `Locale` taking no argument and
// returning a `Locale`), so the arguments and the returned value pass through untouched.
#include "CSceneLocale.h"

#if defined(__x86_64__)
#define JUMP "jmp scene_locale_current@PLT"
#elif defined(__aarch64__)
#define JUMP "b scene_locale_current"
#endif

// Elsewhere no getter is defined, and `Locale.current` stays Foundation's.
#ifdef JUMP
#define SCENE_LOCALE_GETTER(symbol)           \
  __asm__(".text\n"                           \
          ".weak \"" symbol "\"\n"            \
          ".type \"" symbol "\", %function\n" \
          "\"" symbol "\":\n"                 \
          "  " JUMP "\n"                      \
          ".size \"" symbol "\", . - \"" symbol "\"\n")

#define CURRENT "$s20FoundationEssentials6LocaleV7currentACvgZ"
#define AUTOUPDATING "$s20FoundationEssentials6LocaleV19autoupdatingCurrentACvgZ"

SCENE_LOCALE_GETTER(CURRENT);
SCENE_LOCALE_GETTER(AUTOUPDATING);
#endif
