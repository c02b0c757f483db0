import Foundation

/// A `URLError`'s code as Swift spells it (`.notConnectedToInternet`): its mirror is a bridged
/// `NSError` (`_nsError`, `_domain`, `_userInfo`) that says nothing a reader can use.
enum URLErrorName {
  static func of(_ code: URLError.Code) -> String {
    names[code.rawValue].map { "." + $0 } ?? "code: \(code.rawValue)"
  }

  private static let names: [Int: String] = [
    NSURLErrorUnknown: "unknown",
    NSURLErrorCancelled: "cancelled",
    NSURLErrorBadURL: "badURL",
    NSURLErrorTimedOut: "timedOut",
    NSURLErrorUnsupportedURL: "unsupportedURL",
    NSURLErrorCannotFindHost: "cannotFindHost",
    NSURLErrorCannotConnectToHost: "cannotConnectToHost",
    NSURLErrorNetworkConnectionLost: "networkConnectionLost",
    NSURLErrorDNSLookupFailed: "dnsLookupFailed",
    NSURLErrorHTTPTooManyRedirects: "httpTooManyRedirects",
    NSURLErrorResourceUnavailable: "resourceUnavailable",
    NSURLErrorNotConnectedToInternet: "notConnectedToInternet",
    NSURLErrorRedirectToNonExistentLocation: "redirectToNonExistentLocation",
    NSURLErrorBadServerResponse: "badServerResponse",
    NSURLErrorUserCancelledAuthentication: "userCancelledAuthentication",
    NSURLErrorUserAuthenticationRequired: "userAuthenticationRequired",
    NSURLErrorZeroByteResource: "zeroByteResource",
    NSURLErrorCannotDecodeRawData: "cannotDecodeRawData",
    NSURLErrorCannotDecodeContentData: "cannotDecodeContentData",
    NSURLErrorCannotParseResponse: "cannotParseResponse",
    NSURLErrorFileDoesNotExist: "fileDoesNotExist",
    NSURLErrorFileIsDirectory: "fileIsDirectory",
    NSURLErrorNoPermissionsToReadFile: "noPermissionsToReadFile",
    NSURLErrorDataLengthExceedsMaximum: "dataLengthExceedsMaximum",
    NSURLErrorSecureConnectionFailed: "secureConnectionFailed",
    NSURLErrorServerCertificateUntrusted: "serverCertificateUntrusted",
    NSURLErrorCannotLoadFromNetwork: "cannotLoadFromNetwork",
    NSURLErrorDataNotAllowed: "dataNotAllowed",
  ]
}
