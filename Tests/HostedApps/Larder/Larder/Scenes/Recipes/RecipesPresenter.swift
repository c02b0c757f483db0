// swift-format-ignore-file
//
//  RecipesPresenter.swift
//  Larder
//

import Foundation

/// Writes what the screen shows into its display state; it never calls the view.
@MainActor
final class RecipesPresenter: RecipesPresentationLogic
{
  let displayState: RecipesDisplayState

  init(displayState: RecipesDisplayState = RecipesDisplayState())
  {
    self.displayState = displayState
  }

  func presentLoading()
  {
    displayState.isLoading = true
  }

  func presentRecipes(_ recipes: [Recipe])
  {
    displayState.rows = recipes.map { "\($0.title) · \($0.minutes) min" }
    displayState.isLoading = false
  }

  func presentError(_ error: Error)
  {
    displayState.isLoading = false
    displayState.pendingError = "The recipes could not be loaded"
  }

  func presentRecipeDetail(_ recipe: Recipe)
  {
    displayState.pendingNavigation = recipe
  }
}
