// swift-format-ignore-file
//
//  RecipesInteractor.swift
//  Larder
//

import Foundation

/// Loads the recipes and keeps the ones on screen, which a selection indexes.
actor RecipesInteractor: RecipesBusinessLogic
{
  private let presenter: RecipesPresentationLogic
  private let worker: RecipesWorking
  private var recipes: [Recipe] = []

  init(presenter: RecipesPresentationLogic, worker: RecipesWorking = RecipesWorker())
  {
    self.presenter = presenter
    self.worker = worker
  }

  func loadRecipes() async
  {
    await presenter.presentLoading()
    do {
      recipes = try await worker.fetchRecipes()
      await presenter.presentRecipes(recipes)
    } catch {
      await presenter.presentError(error)
    }
  }

  func selectRecipe(index: Int) async
  {
    guard recipes.indices.contains(index) else { return }
    await presenter.presentRecipeDetail(recipes[index])
  }
}
