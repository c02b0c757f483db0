// swift-format-ignore-file
//
//  RecipesView.swift
//  Larder
//

import SwiftUI

struct RecipesView: View
{
  @State var state = RecipesDisplayState()
  let interactor: RecipesBusinessLogic

  var body: some View {
    List(state.rows, id: \.self) { Text($0) }
      .task { await interactor.loadRecipes() }
  }
}
