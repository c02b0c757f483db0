// See include/CCurl.h. Everything libcurl-specific lives here, behind curl's own header.

// CURLOPT_PROTOCOLS and CURLOPT_REDIR_PROTOCOLS (bit masks) work from libcurl 7.19.4 on; the
// *_STR options replacing them exist only from 7.85, and this file accepts 7.68 (the first with
// curl_multi_wakeup, Ubuntu 20.04's). Deprecated is not removed: curl keeps old options working.
#define CURL_DISABLE_DEPRECATION 1

#include "CCurl.h"

#include <curl/curl.h>
#include <pthread.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

_Static_assert(CCURL_OK == CURLE_OK, "CCURL_OK");
_Static_assert(CCURL_UNSUPPORTED_PROTOCOL == CURLE_UNSUPPORTED_PROTOCOL, "UNSUPPORTED_PROTOCOL");
_Static_assert(CCURL_COULDNT_RESOLVE_HOST == CURLE_COULDNT_RESOLVE_HOST, "COULDNT_RESOLVE_HOST");
_Static_assert(CCURL_COULDNT_CONNECT == CURLE_COULDNT_CONNECT, "COULDNT_CONNECT");
_Static_assert(CCURL_WEIRD_SERVER_REPLY == CURLE_WEIRD_SERVER_REPLY, "WEIRD_SERVER_REPLY");
_Static_assert(CCURL_PARTIAL_FILE == CURLE_PARTIAL_FILE, "PARTIAL_FILE");
_Static_assert(CCURL_OPERATION_TIMEDOUT == CURLE_OPERATION_TIMEDOUT, "OPERATION_TIMEDOUT");
_Static_assert(CCURL_TOO_MANY_REDIRECTS == CURLE_TOO_MANY_REDIRECTS, "TOO_MANY_REDIRECTS");
_Static_assert(CCURL_GOT_NOTHING == CURLE_GOT_NOTHING, "GOT_NOTHING");
_Static_assert(CCURL_SEND_ERROR == CURLE_SEND_ERROR, "SEND_ERROR");
_Static_assert(CCURL_RECV_ERROR == CURLE_RECV_ERROR, "RECV_ERROR");

// MARK: - The process

int ccurl_global_init(void) { return (int)curl_global_init(CURL_GLOBAL_DEFAULT); }

const char *ccurl_strerror(int code) {
  switch (code) {
  case CCURL_CANCELLED: return "cancelled";
  case CCURL_TOO_LARGE: return "answer too large";
  case CCURL_HEADER_TOO_LARGE: return "header too large";
  case CCURL_MULTI_FAILED: return "libcurl's multi interface failed";
  default: return curl_easy_strerror((CURLcode)code);
  }
}

// MARK: - A request

struct ccurl_request {
  // What to send: set before `perform`, read only by the performing thread.
  char *url;
  long timeout_ms;
  long max_redirects;
  size_t max_body;
  char **headers;
  size_t header_count;

  // The transfer: touched only by the performing thread, from `perform` to `close`.
  CURL *easy;
  CURLM *multi;
  struct curl_slist *header_list;
  bool easy_added;

  // The answer: written by the performing thread during `perform`, read after it.
  unsigned char *body;
  size_t body_count;
  size_t body_capacity;
  long status;
  // Set when the body went past `max_body`: the write callback then stops the transfer.
  bool too_large;
  // Whether an answer's header has begun (its status line came) and not yet ended (the blank
  // line after it): libcurl fails a header line past its own limit with CURLE_OUT_OF_MEMORY,
  // which, while a header is being read, is that limit and not memory.
  bool in_header;
  // The last answer's header lines (a redirect's are dropped as the next answer begins), at
  // most 64 KiB of them; what a recorded answer keeps.
  char *head;
  size_t head_count;
  // Every header byte received, redirects' included: libcurl gives up past its total (300 KiB
  // in 7.88) with an error that reads as a lost connection.
  size_t head_total;
  // NULL for a GET; otherwise the method and the body to send (body may be NULL).
  char *method;
  unsigned char *upload;
  size_t upload_count;

  // Shared with the cancelling thread, under `lock`: whether to stop, and the multi handle to
  // wake while the transfer may be waiting in curl_multi_poll (NULL before and after).
  pthread_mutex_t lock;
  bool cancelled;
  CURLM *wakeable;
};

ccurl_request *ccurl_request_create(
    const char *url, long timeout_ms, long max_redirects, size_t max_body) {
  ccurl_request *request = calloc(1, sizeof *request);
  if (request == NULL) return NULL;
  request->url = strdup(url);
  if (request->url == NULL) {
    free(request);
    return NULL;
  }
  // 0 would mean "never time out" to libcurl.
  request->timeout_ms = timeout_ms > 0 ? timeout_ms : 1;
  request->max_redirects = max_redirects > 0 ? max_redirects : 0;
  request->max_body = max_body;
  if (pthread_mutex_init(&request->lock, NULL) != 0) {
    free(request->url);
    free(request);
    return NULL;
  }
  return request;
}

int ccurl_request_add_header(ccurl_request *request, const char *line) {
  char *copy = strdup(line);
  if (copy == NULL) return -1;
  char **headers = realloc(request->headers, (request->header_count + 1) * sizeof *headers);
  if (headers == NULL) {
    free(copy);
    return -1;
  }
  headers[request->header_count++] = copy;
  request->headers = headers;
  return 0;
}

// CURLOPT_WRITEFUNCTION: appends a piece of the body. Returning less than given makes libcurl
// end the transfer with CURLE_WRITE_ERROR.
static size_t ccurl_write(char *data, size_t size, size_t count, void *context) {
  ccurl_request *request = context;
  size_t length = size * count;  // size is always 1
  // A server that never stops sending would otherwise fill memory until the deadline.
  if (length > request->max_body - request->body_count) {
    request->too_large = true;
    return 0;
  }
  if (length > request->body_capacity - request->body_count) {
    if (length > SIZE_MAX / 2 - request->body_count) return 0;
    size_t needed = request->body_count + length;
    // Doubling: a 256 MiB body is grown in 15 steps, and past glibc's mmap threshold realloc
    // moves pages (mremap), not bytes.
    size_t capacity = request->body_capacity < 16384 ? 16384 : request->body_capacity;
    while (capacity < needed) capacity *= 2;
    unsigned char *body = realloc(request->body, capacity);
    if (body == NULL) return 0;
    request->body = body;
    request->body_capacity = capacity;
  }
  memcpy(request->body + request->body_count, data, length);
  request->body_count += length;
  return length;
}

// CURLOPT_HEADERFUNCTION: each header line of each answer (redirects included), whole. Notes
// where a header begins and ends, and keeps the last answer's lines (a status line starts
// them again) up to 64 KiB; past that the rest is left out, not the transfer.
static size_t ccurl_header(char *data, size_t size, size_t count, void *context) {
  ccurl_request *request = context;
  size_t length = size * count;  // size is always 1
  bool blank = length == 0 || (length <= 2 && (data[0] == '\r' || data[0] == '\n'));
  request->in_header = !blank;
  request->head_total += length;
  if (length >= 5 && memcmp(data, "HTTP/", 5) == 0) request->head_count = 0;
  const size_t limit = 65536;
  if (!blank && request->head_count + length <= limit) {
    if (request->head == NULL) request->head = malloc(limit);
    if (request->head != NULL) {
      memcpy(request->head + request->head_count, data, length);
      request->head_count += length;
    }
  }
  return length;
}

// The easy handle's options; the first that libcurl refuses ends it.
static CURLcode ccurl_configure(ccurl_request *request) {
  CURL *easy = request->easy;
  CURLcode code = CURLE_OK;
#define CCURL_SET(option, value) \
  if (code == CURLE_OK) code = curl_easy_setopt(easy, option, value);
  CCURL_SET(CURLOPT_URL, request->url)
  // Several threads use libcurl at once: no signals (a SIGALRM for a name lookup's timeout
  // would reach any thread).
  CCURL_SET(CURLOPT_NOSIGNAL, 1L)
  CCURL_SET(CURLOPT_TIMEOUT_MS, request->timeout_ms)
  CCURL_SET(CURLOPT_CONNECTTIMEOUT_MS, request->timeout_ms)
  // http and https only, for the first URL and for every redirect: a server cannot send us to
  // file:// or any other of libcurl's protocols.
  CCURL_SET(CURLOPT_PROTOCOLS, (long)(CURLPROTO_HTTP | CURLPROTO_HTTPS))
  CCURL_SET(CURLOPT_REDIR_PROTOCOLS, (long)(CURLPROTO_HTTP | CURLPROTO_HTTPS))
  CCURL_SET(CURLOPT_FOLLOWLOCATION, request->max_redirects > 0 ? 1L : 0L)
  CCURL_SET(CURLOPT_MAXREDIRS, request->max_redirects)
  // An answer without a status line reaches the caller as status 0 (not an HTTP answer)
  // rather than as CURLE_UNSUPPORTED_PROTOCOL, which also means "not an http(s) URL".
  CCURL_SET(CURLOPT_HTTP09_ALLOWED, 1L)
  // Every encoding this libcurl can decode (gzip, brotli…), decoded before the body arrives.
  CCURL_SET(CURLOPT_ACCEPT_ENCODING, "")
  CCURL_SET(CURLOPT_HTTPHEADER, request->header_list)
  CCURL_SET(CURLOPT_WRITEFUNCTION, ccurl_write)
  CCURL_SET(CURLOPT_WRITEDATA, (void *)request)
  CCURL_SET(CURLOPT_HEADERFUNCTION, ccurl_header)
  CCURL_SET(CURLOPT_HEADERDATA, (void *)request)
  if (request->method != NULL) {
    CCURL_SET(CURLOPT_CUSTOMREQUEST, request->method)
    if (request->upload != NULL) {
      CCURL_SET(CURLOPT_POSTFIELDSIZE_LARGE, (curl_off_t)request->upload_count)
      CCURL_SET(CURLOPT_POSTFIELDS, (char *)request->upload)
    }
  }
#undef CCURL_SET
  return code;
}

int ccurl_request_perform(ccurl_request *request) {
  if (ccurl_request_is_cancelled(request)) return CCURL_CANCELLED;
  request->easy = curl_easy_init();
  request->multi = curl_multi_init();
  if (request->easy == NULL || request->multi == NULL) return CURLE_OUT_OF_MEMORY;
  for (size_t index = 0; index < request->header_count; index++) {
    struct curl_slist *list = curl_slist_append(request->header_list, request->headers[index]);
    if (list == NULL) return CURLE_OUT_OF_MEMORY;
    request->header_list = list;
  }
  CURLcode code = ccurl_configure(request);
  if (code != CURLE_OK) return code;
  if (curl_multi_add_handle(request->multi, request->easy) != CURLM_OK) {
    return CCURL_MULTI_FAILED;
  }
  request->easy_added = true;

  // A cancellation before this point is seen here, and no request goes out; one after it
  // wakes the loop below.
  pthread_mutex_lock(&request->lock);
  bool cancelled = request->cancelled;
  if (!cancelled) request->wakeable = request->multi;
  pthread_mutex_unlock(&request->lock);
  if (cancelled) return CCURL_CANCELLED;

  for (;;) {
    int running = 0;
    if (curl_multi_perform(request->multi, &running) != CURLM_OK) return CCURL_MULTI_FAILED;
    if (ccurl_request_is_cancelled(request)) return CCURL_CANCELLED;
    if (running == 0) break;
    // curl_multi_poll returns when a socket is ready, at libcurl's next timeout (the request's
    // own deadline among them), or when `cancel` wakes it: the 1 s only bounds a wait that
    // nothing else would end.
    if (curl_multi_poll(request->multi, NULL, 0, 1000, NULL) != CURLM_OK) {
      return CCURL_MULTI_FAILED;
    }
  }

  int result = CCURL_MULTI_FAILED;
  int left = 0;
  CURLMsg *message;
  while ((message = curl_multi_info_read(request->multi, &left)) != NULL) {
    if (message->msg == CURLMSG_DONE && message->easy_handle == request->easy) {
      result = (int)message->data.result;
    }
  }
  // Returning 0 from the write callback fails the transfer with CURLE_WRITE_ERROR.
  if (request->too_large) return CCURL_TOO_LARGE;
  // Out of memory with a header begun: libcurl refused a header line past its limit (a status
  // line past it never reaches the callback, but is no answer either way).
  if (result == CURLE_OUT_OF_MEMORY && request->in_header) return CCURL_HEADER_TOO_LARGE;
  // Past libcurl's total for an answer's header lines (100,000 of them): not a lost connection.
  if (result != CURLE_OK && request->in_header && request->head_total >= 256 * 1024) {
    return CCURL_HEADER_TOO_LARGE;
  }
  if (result != CURLE_OK) return result;
  long status = 0;
  code = curl_easy_getinfo(request->easy, CURLINFO_RESPONSE_CODE, &status);
  if (code != CURLE_OK) return code;
  request->status = status;
  return CCURL_OK;
}

void ccurl_request_cancel(ccurl_request *request) {
  pthread_mutex_lock(&request->lock);
  request->cancelled = true;
  // curl_multi_wakeup may be called from any thread; `wakeable` is only set while the handle
  // lives (`close` clears it under this lock before cleaning up).
  if (request->wakeable != NULL) curl_multi_wakeup(request->wakeable);
  pthread_mutex_unlock(&request->lock);
}

int ccurl_request_is_cancelled(ccurl_request *request) {
  pthread_mutex_lock(&request->lock);
  bool cancelled = request->cancelled;
  pthread_mutex_unlock(&request->lock);
  return cancelled ? 1 : 0;
}

long ccurl_request_status(const ccurl_request *request) { return request->status; }

unsigned char *ccurl_request_take_body(ccurl_request *request, size_t *count) {
  unsigned char *body = request->body;
  *count = request->body_count;
  request->body = NULL;
  request->body_count = 0;
  request->body_capacity = 0;
  return body;
}

void ccurl_request_close(ccurl_request *request) {
  pthread_mutex_lock(&request->lock);
  request->wakeable = NULL;
  pthread_mutex_unlock(&request->lock);
  // In the order libcurl documents: out of the multi handle, the easy handle, the multi handle
  // (which closes the connection it kept), and the header list the easy handle pointed to.
  if (request->easy_added) curl_multi_remove_handle(request->multi, request->easy);
  if (request->easy != NULL) curl_easy_cleanup(request->easy);
  if (request->multi != NULL) curl_multi_cleanup(request->multi);
  if (request->header_list != NULL) curl_slist_free_all(request->header_list);
  request->easy_added = false;
  request->easy = NULL;
  request->multi = NULL;
  request->header_list = NULL;
}

int ccurl_request_set_method(
    ccurl_request *request, const char *method, const unsigned char *body, size_t count) {
  char *copy = strdup(method);
  unsigned char *upload = NULL;
  if (copy != NULL && body != NULL) {
    upload = malloc(count > 0 ? count : 1);
    if (upload != NULL) memcpy(upload, body, count);
  }
  if (copy == NULL || (body != NULL && upload == NULL)) {
    free(copy);
    free(upload);
    return -1;
  }
  free(request->method);
  free(request->upload);
  request->method = copy;
  request->upload = upload;
  request->upload_count = count;
  return 0;
}

const char *ccurl_request_head(const ccurl_request *request, size_t *count) {
  *count = request->head_count;
  return request->head;
}

void ccurl_request_free(ccurl_request *request) {
  if (request == NULL) return;
  ccurl_request_close(request);
  pthread_mutex_destroy(&request->lock);
  for (size_t index = 0; index < request->header_count; index++) free(request->headers[index]);
  free(request->headers);
  free(request->head);
  free(request->method);
  free(request->upload);
  free(request->body);
  free(request->url);
  free(request);
}
