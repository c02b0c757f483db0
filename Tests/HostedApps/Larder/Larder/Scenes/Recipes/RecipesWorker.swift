// swift-format-ignore-file
//
//  RecipesWorker.swift
//  Larder
//

import Foundation

protocol RecipesWorking
{
  func fetchRecipes() async throws -> [Recipe]
}

/// The recipes from the app's server.
struct RecipesWorker: RecipesWorking
{
  var session = URLSession.shared

  func fetchRecipes() async throws -> [Recipe]
  {
    let url = URL(string: "https://api.larder.test/v1/recipes.json")!
    let (data, response) = try await session.data(from: url)
    guard (response as? HTTPURLResponse)?.statusCode == 200 else {
      throw URLError(.badServerResponse)
    }
    return try JSONDecoder().decode([Recipe].self, from: data)
  }
}
