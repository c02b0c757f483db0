import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A Foundation-only network service: its signatures name `URLRequest` and `URLSession`, which
/// Linux keeps in FoundationNetworking.
protocol TeaMenuServiceProtocol {
  func menuRequest(page: Int) -> URLRequest
  func loadMenu(_ request: URLRequest, session: URLSession) async throws -> Data
  func loadMenu(
    _ request: URLRequest, completion: @escaping (Data?, URLResponse?, (any Error)?) -> Void)
}
