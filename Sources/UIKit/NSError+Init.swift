import Foundation

/// `NSError()`, as Apple's platforms have it: Objective-C's `init` of every class. Linux's
/// Foundation has no such initializer and an extension cannot add one, so code written for iOS
/// (`completion(error ?? NSError())`, seed 004's intent) would need an edit; this function,
/// which UIKit, SwiftUI and the files importing them see, answers the same call. It gives what
/// `[NSError new]` does there: code 0 in an empty domain (Apple prints its domain as "(null)").
///
/// ```swift
/// let error: Error? = nil
/// let failure = error ?? NSError()
/// (failure as NSError).code  // 0
/// ```
// swift-format-ignore: AlwaysUseLowerCamelCase
// Named as the type, so that `NSError()` reads as on Apple's platforms.
public func NSError() -> Foundation.NSError {
  Foundation.NSError(domain: "", code: 0)
}
