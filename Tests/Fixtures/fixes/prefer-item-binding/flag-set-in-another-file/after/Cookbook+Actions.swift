import SwiftUI

extension Cookbook {
    func open(_ recipe: Recipe) {
        selected = recipe
        showDetail = true
    }
}
