// swift-format-ignore-file
//
//  RecipesPresentationLogic.swift
//  Larder
//

import Foundation

@MainActor
protocol RecipesPresentationLogic
{
  func presentLoading()
  func presentRecipes(_ recipes: [Recipe])
  func presentError(_ error: Error)
  func presentRecipeDetail(_ recipe: Recipe)
}
