import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A presenter that answers on the queue its work finished on, as app code over a
/// completion-handler `URLSession` often does: its display calls reach the view off the main
/// thread (on a device UIKit runs them there, and the Main Thread Checker complains).
enum Headlines {
  struct ViewModel {
    var titles: [String]
  }
}

/// A display method of each form, none, one and two arguments, so that the generated view's
/// hand-off of each to the main thread is compiled.
protocol HeadlinesDisplayLogic: AnyObject {
  func displayHeadlines(viewModel: Headlines.ViewModel)
  func displayRefreshing()
  func displayUpdated(count: Int, at time: String)
  func displayStatus(message: String)
}

final class HeadlinesPresenter {
  weak var viewController: HeadlinesDisplayLogic?

  init() {}

  func fetchHeadlines() {
    DispatchQueue.global().async { [weak self] in
      self?.viewController?.displayHeadlines(
        viewModel: Headlines.ViewModel(titles: ["Oolong harvest in", "Kettles up 3%"]))
    }
  }

  /// Asks the news service and answers in the completion handler, on URLSession's queue.
  // swift-format-ignore: NeverForceUnwrap
  func fetchLatest() {
    let url = URL(string: "https://news.test/latest.json")!
    URLSession.shared.dataTask(with: url) { [weak self] _, response, _ in
      let status = (response as? HTTPURLResponse)?.statusCode ?? 0
      self?.viewController?.displayStatus(message: "The news service answered \(status).")
    }.resume()
  }
}
