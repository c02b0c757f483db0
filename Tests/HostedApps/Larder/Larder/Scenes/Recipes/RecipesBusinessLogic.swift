// swift-format-ignore-file
//
//  RecipesBusinessLogic.swift
//  Larder
//

import Foundation

/// What the recipes screen asks of its interactor.
protocol RecipesBusinessLogic
{
  func loadRecipes() async
  func selectRecipe(index: Int) async
}
