// swift-format-ignore-file
//
//  PantryView.swift
//  Larder
//

import SwiftUI

struct PantryView: View
{
  @ObservedObject var model: PantryModel
  let intent: PantryIntent

  var body: some View {
    List(model.items.indices, id: \.self) { index in
      Text(model.items[index]).onTapGesture { intent.onTapItem(index: index) }
    }
    .onAppear { intent.onAppear() }
  }
}
