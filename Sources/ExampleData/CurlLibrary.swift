internal import CCurlLoader
import Synchronization

/// libcurl's functions, loaded with `dlopen` by the first request that needs them and never
/// before: a session without `--data-url` never maps libcurl, nor the TLS, Kerberos and LDAP
/// libraries it brings, and starts without relocating them.
final class CurlLibrary: @unchecked Sendable {
  // Sendable although it holds a pointer: `functions` points to the table ccurl_library_open
  // filled before this object existed; nothing writes to it afterwards and nothing frees it,
  // so any thread may read it. libcurl itself allows any thread as long as no handle is used
  // by two at once, which `CurlTransfer` keeps to (one request, one performing thread).
  let functions: OpaquePointer

  /// Why a library could not be loaded, in one line (`libcurl.so.4 not found (install
  /// libcurl4)`).
  struct LoadFailure: Error, Equatable {
    let message: String
  }

  /// The library HTTPDataSource uses: Debian's libcurl4 (OpenSSL), the one FoundationNetworking
  /// links as well.
  static let systemName = "libcurl.so.4"

  private init(functions: OpaquePointer) {
    self.functions = functions
  }

  /// The library `soname` names, loaded the first time a request asks for it. A success stays
  /// for the life of the process (curl_global_init runs once per library, and the library is
  /// never closed); a failure does not, so a libcurl installed meanwhile is found next time.
  /// Loading takes some milliseconds: it happens on a transfer's own thread, never on the
  /// shell's executor.
  static func named(_ soname: String) -> Result<CurlLibrary, LoadFailure> {
    loaded.withLock { loaded in
      if let library = loaded[soname] { return .success(library) }
      var message = [CChar](repeating: 0, count: 256)
      guard let functions = ccurl_library_open(soname, &message, message.count) else {
        let text = String(
          decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return .failure(LoadFailure(message: text))
      }
      let library = CurlLibrary(functions: functions)
      loaded[soname] = library
      return .success(library)
    }
  }

  /// Every library loaded so far, by name. Loading happens under the lock, so two first
  /// requests at once load it once; the second waits, as it would have to anyway.
  private static let loaded = Mutex<[String: CurlLibrary]>([:])
}
