import Foundation
import Observation

struct DisplayedUser: Equatable, Identifiable {
  var id: Int
  var fullName: String
  var emailLabel: String
}

struct PlainPoint {
  var x: Int
  var y: Int
}

enum Route: Equatable {
  case list
  case userDetail(userId: Int, userName: String)
  case pair(Int, String)
  case loaded([Int])
}

struct DisplayState {
  var isLoading: Bool
  var displayedUsers: [DisplayedUser]
  var route: Route
  var alert: String?
}

final class Node {
  var value: Int
  var next: Node?

  init(value: Int, next: Node? = nil) {
    self.value = value
    self.next = next
  }
}

@Observable
final class CounterModel {
  var count = 0
  var title = "Counter"
}

let leanne = DisplayedUser(id: 1, fullName: "Leanne Graham", emailLabel: "sincere@april.biz")
let ervin = DisplayedUser(id: 2, fullName: "Ervin Howell", emailLabel: "shanna@melissa.tv")
let clementine = DisplayedUser(
  id: 3, fullName: "Clementine Bauch", emailLabel: "nathan@yesenia.net")
let patricia = DisplayedUser(id: 4, fullName: "Patricia Lebsack", emailLabel: "julianne@kory.org")
