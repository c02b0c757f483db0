/// The two output streams of the shell.
///
/// Clients that also import Foundation must spell it `LineEditing.OutputStream`.
public enum OutputStream: Sendable {
  case standardOutput
  case standardError
}
