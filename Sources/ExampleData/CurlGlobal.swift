internal import CCurl

/// libcurl's process-wide set-up, made once by the first request that needs it.
enum CurlGlobal {
  /// curl_global_init's CURLcode (0 when it worked). A static is initialized once, on first
  /// use, under a lock: two first requests at once set libcurl up once.
  static let setUp: Int32 = ccurl_global_init()
}
