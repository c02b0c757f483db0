#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Terminal facts the shell needs before it picks a reader.
public enum Terminal {
  /// Whether `fd` is a terminal (decides between `EditlineReader` and `PipedLineReader`).
  public static func isTerminal(_ fd: Int32) -> Bool {
    isatty(fd) == 1
  }

  /// Sets `LC_CTYPE` from the environment, falling back to C.UTF-8: in the C locale libedit
  /// silently drops non-ASCII input and cannot measure wide characters.
  public static func setUpLocale() {
    let chosen = setlocale(LC_CTYPE, "").map { String(cString: $0) }
    if chosen == nil || chosen == "C" || chosen == "POSIX" {
      _ = setlocale(LC_CTYPE, "C.UTF-8")
    }
  }
}
