//
//  PantryView.swift
//  Larder
//

import SwiftUI

struct PantryView: View
{
  @StateObject var intent: PantryIntent

  var body: some View {
    List(intent.model.items.indices, id: \.self) { index in
      Text(intent.model.items[index]).onTapGesture { intent.onTapItem(index: index) }
    }
    .onAppear { intent.onAppear() }
  }
}
