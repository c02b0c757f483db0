// The libcurl functions FoundationNetworking calls, defined here so that a program linking
// FoundationNetworking statically does not link libcurl: the first call loads it with dlopen,
// as CCurlLoader's own requests do, and forwards to it. Start-up then maps neither libcurl nor
// the thirty-odd libraries it needs (`make bench`'s start-up figures), and a program that never
// makes a session never loads it.
//
// The Makefile's release link then drops the binary's need of libcurl.so.4 (patchelf), once it
// has checked that nothing calls libcurl directly; a dynamic build, where FoundationNetworking's
// own shared library needs libcurl, reaches these first and they forward to the same library.
//
// Declared with the C types curl's ABI has (its enums are ints, its handles pointers) rather
// than with curl's header, whose type-checking macros would rename the variadic calls.

#include <dlfcn.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

static void *library;
static pthread_once_t loading = PTHREAD_ONCE_INIT;

static void load(void) {
  library = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
  if (library == NULL) {
    // FoundationNetworking cannot run a session without it, and has no way to say so.
    fprintf(stderr, "URLSession needs libcurl.so.4, which is not installed (install libcurl4)\n");
    abort();
  }
}

static void *resolve(const char *name) {
  pthread_once(&loading, load);
  void *function = dlsym(library, name);
  if (function == NULL) {
    fprintf(stderr, "libcurl.so.4 has no %s, which URLSession needs\n", name);
    abort();
  }
  return function;
}

// One forwarder per function, its pointer resolved on the first call (threads racing there store
// the same value).
#define FORWARD(result, name, parameters, arguments)                          \
  result name parameters {                                                    \
    static result(*_Atomic forwarded) parameters;                             \
    if (!forwarded) forwarded = (result(*) parameters)resolve(#name);         \
    return forwarded arguments;                                               \
  }

FORWARD(int, curl_global_init, (long flags), (flags))
FORWARD(const char *, curl_version, (void), ())
FORWARD(void *, curl_version_info, (int age), (age))
FORWARD(void *, curl_easy_init, (void), ())
FORWARD(int, curl_easy_pause, (void *handle, int mask), (handle, mask))
FORWARD(const char *, curl_easy_strerror, (int code), (code))
FORWARD(void *, curl_multi_init, (void), ())
FORWARD(int, curl_multi_add_handle, (void *multi, void *easy), (multi, easy))
FORWARD(int, curl_multi_remove_handle, (void *multi, void *easy), (multi, easy))
FORWARD(int, curl_multi_assign, (void *multi, int socket, void *pointer), (multi, socket, pointer))
FORWARD(int, curl_multi_cleanup, (void *multi), (multi))
FORWARD(void *, curl_multi_info_read, (void *multi, int *left), (multi, left))
FORWARD(int, curl_multi_socket_action, (void *multi, int socket, int mask, int *running),
        (multi, socket, mask, running))
FORWARD(void *, curl_slist_append, (void *list, const char *text), (list, text))
FORWARD(void *, curl_url, (void), ())
FORWARD(int, curl_url_get, (void *url, int part, char **text, unsigned flags),
        (url, part, text, flags))
FORWARD(int, curl_url_set, (void *url, int part, const char *text, unsigned flags),
        (url, part, text, flags))

#define FORWARD_VOID(name, parameters, arguments)                             \
  void name parameters {                                                      \
    static void(*_Atomic forwarded) parameters;                               \
    if (!forwarded) forwarded = (void(*) parameters)resolve(#name);           \
    forwarded arguments;                                                      \
  }

FORWARD_VOID(curl_easy_cleanup, (void *handle), (handle))
FORWARD_VOID(curl_free, (void *pointer), (pointer))
FORWARD_VOID(curl_slist_free_all, (void *list), (list))

// The variadic three take exactly one argument after the option, of pointer size whatever its
// type (a long, a pointer, a curl_off_t, a function pointer): read as a pointer and passed on.
#define FORWARD_OPTION(name)                                                  \
  int name(void *handle, int option, ...) {                                   \
    static int (*_Atomic forwarded)(void *, int, ...);                        \
    if (!forwarded) forwarded = (int (*)(void *, int, ...))resolve(#name);    \
    va_list list;                                                             \
    va_start(list, option);                                                   \
    void *argument = va_arg(list, void *);                                    \
    va_end(list);                                                             \
    return forwarded(handle, option, argument);                               \
  }

FORWARD_OPTION(curl_easy_setopt)
FORWARD_OPTION(curl_easy_getinfo)
FORWARD_OPTION(curl_multi_setopt)
