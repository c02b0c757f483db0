// SwiftUI as a headless scene's model and intent see it: no views, only what a file that
// starts `import SwiftUI` uses for its model. It brings in the headless `Combine`
// (`ObservableObject`, `@Published`, the publishers) and `UIKit` (`UIImage`), `Foundation` and
// `Observation` (`@Observable`), and `URLSession`, as Apple's SwiftUI on iOS brings in theirs.
//
//     import SwiftUI
//
//     final class ProfileModel: ObservableObject {
//       @Published var name = "Ann"
//     }
//     let model = ProfileModel()
//     let cancellable = model.objectWillChange.sink { print("will change") }
//     model.name = "Bea"
//     print(model.name)
//
// prints
//
//     will change
//     Bea
@_exported import Combine
@_exported import Foundation
@_exported import Observation
@_exported import UIKit

// On Apple's platforms `URLSession` is Foundation's, so an intent that starts `import SwiftUI`
// calls `URLSession.shared.dataTask` (seed 004 does); on Linux it lives in FoundationNetworking.
#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif
