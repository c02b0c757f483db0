// libcurl behind a few plain functions: curl_easy_setopt and curl_easy_getinfo are variadic,
// which Swift cannot call, so these make those calls in C. curl's own header stays inside
// CCurl.c, so Swift sees only what is declared here.

#ifndef CCURL_H
#define CCURL_H

#include <stddef.h>

/// One GET request, its transfer and its answer.
typedef struct ccurl_request ccurl_request;

/// What `ccurl_request_perform` returns: a CURLcode, or one of the negative codes below. Only
/// the values the caller tells apart are named; the others are curl's (`ccurl_strerror` says
/// what they mean). CCurl.c checks that each equals its CURLE_ constant.
enum {
  CCURL_CANCELLED = -1,
  /// The multi interface itself failed (out of memory, most likely).
  CCURL_MULTI_FAILED = -2,
  /// The answer's body went past the request's `max_body` bytes; the rest was not read.
  CCURL_TOO_LARGE = -3,
  /// An answer's header was more than libcurl keeps (100 KiB a line, 300 KiB in all, in 7.88):
  /// libcurl itself says CURLE_OUT_OF_MEMORY or CURLE_RECV_ERROR for it, which would read as
  /// the machine's memory running out or a lost connection.
  CCURL_HEADER_TOO_LARGE = -4,
  CCURL_OK = 0,
  CCURL_UNSUPPORTED_PROTOCOL = 1,
  CCURL_COULDNT_RESOLVE_HOST = 6,
  CCURL_COULDNT_CONNECT = 7,
  CCURL_WEIRD_SERVER_REPLY = 8,
  CCURL_PARTIAL_FILE = 18,
  CCURL_OPERATION_TIMEDOUT = 28,
  CCURL_TOO_MANY_REDIRECTS = 47,
  CCURL_GOT_NOTHING = 52,
  CCURL_SEND_ERROR = 55,
  CCURL_RECV_ERROR = 56,
};

/// curl_global_init, once per process before any request (it is thread-safe only from libcurl
/// 7.84 on): returns its CURLcode.
int ccurl_global_init(void);

/// A short, fixed English text for a code `ccurl_request_perform` returned.
const char *ccurl_strerror(int code);

/// A GET of `url` that gives up after `timeout_ms` (at least 1), follows at most
/// `max_redirects` redirects (0: none), to http and https URLs only, and reads at most
/// `max_body` bytes of answer. Nothing is sent until `ccurl_request_perform`. NULL when out
/// of memory.
ccurl_request *ccurl_request_create(
    const char *url, long timeout_ms, long max_redirects, size_t max_body);

/// Adds a header line ("Accept: application/json") to send; before `perform` only.
/// Returns 0, or -1 when out of memory.
int ccurl_request_add_header(ccurl_request *request, const char *line);

/// Makes the request a `method` one (POST, PUT, DELETE…) sending `count` bytes of `body`
/// (none when `body` is NULL); before `perform` only. Returns 0, or -1 when out of memory.
int ccurl_request_set_method(
    ccurl_request *request, const char *method, const unsigned char *body, size_t count);

/// Sends the request and reads the whole answer, blocking the calling thread meanwhile.
/// Returns CCURL_OK once an answer came (any status), CCURL_CANCELLED when
/// `ccurl_request_cancel` came first (then no request was sent, or its connection is being
/// dropped), or the CURLcode of the failure. Call at most once per request.
int ccurl_request_perform(ccurl_request *request);

/// Makes `perform` return CCURL_CANCELLED as soon as it can, or at once if it has not started.
/// Any thread may call it, any number of times, until `ccurl_request_free`.
void ccurl_request_cancel(ccurl_request *request);

/// Whether `ccurl_request_cancel` was called. Any thread.
int ccurl_request_is_cancelled(ccurl_request *request);

/// The answer's HTTP status after a CCURL_OK `perform`; 0 when the server sent no status line.
long ccurl_request_status(const ccurl_request *request);

/// The answer's body after a CCURL_OK `perform`: `*count` bytes, now the caller's to `free`
/// (NULL for an empty body). A body of hundreds of MiB is handed over, not copied.
unsigned char *ccurl_request_take_body(ccurl_request *request, size_t *count);

/// The last answer's header lines after a CCURL_OK `perform` (its status line first, each line
/// ending in CRLF, at most 64 KiB of them): `*count` bytes, the request's own (NULL when none).
const char *ccurl_request_head(const ccurl_request *request, size_t *count);

/// Lets go of libcurl's handles, closing the connection. Call it on the thread that performed,
/// after reading the answer: it may wait for a host name lookup to end (libcurl waits for its
/// resolver thread), which must not hold up anyone else.
void ccurl_request_close(ccurl_request *request);

/// Frees the request; the caller makes sure no other thread still uses it. Closes it first
/// when `ccurl_request_close` was not called.
void ccurl_request_free(ccurl_request *request);

#endif
