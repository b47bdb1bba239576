import SwiftUI

// The project's own helpers turning an optional's binding into a flag derived from it.
extension Binding where Value == Bool {
    init(bindingOptional: Binding<(some Any)?>) {
        self.init(get: {
                      bindingOptional.wrappedValue != nil
                  },
                  set: { newValue in
                      guard newValue == false else { return }
                      bindingOptional.wrappedValue = nil
                  })
    }

    // Not derived from the optional: the getter never tests it.
    init(alwaysShown: Binding<(some Any)?>) {
        self.init(get: { true }, set: { _ in alwaysShown.wrappedValue = nil })
    }
}

extension Binding {
    // Through the initialiser above.
    func mappedToBool<Wrapped>() -> Binding<Bool> where Value == Wrapped? {
        Binding<Bool>(bindingOptional: self)
    }

    // Made here, over `wrappedValue`.
    func isSet<Wrapped>() -> Binding<Bool> where Value == Wrapped? {
        Binding<Bool>(get: { self.wrappedValue != nil }, set: { if !$0 { self.wrappedValue = nil } })
    }

    // Through an initialiser whose Bool is not derived from the optional.
    func shownAlways<Wrapped>() -> Binding<Bool> where Value == Wrapped? {
        Binding<Bool>(alwaysShown: self)
    }

    // True while the optional is nil: the opposite flag.
    func isMissing<Wrapped>() -> Binding<Bool> where Value == Wrapped? {
        Binding<Bool>(get: { self.wrappedValue == nil }, set: { if !$0 { self.wrappedValue = nil } })
    }

    // The getter tests nothing against nil.
    func pinned<Wrapped>() -> Binding<Bool> where Value == Wrapped? {
        Binding<Bool>(get: { true }, set: { if !$0 { self.wrappedValue = nil } })
    }

    // The setter does not clear the optional: it writes something else.
    func stamped<Wrapped>() -> Binding<Bool> where Value == Wrapped? {
        Binding<Bool>(get: { self.wrappedValue != nil }, set: { _ in Stamp.count += 1 })
    }
}

enum Stamp { static var count = 0 }

// Static helpers taking the optional's binding: `.isNotNil($x)`.
extension Binding where Value == Bool {
    static func isNotNil<T>(_ value: Binding<T?>) -> Binding<Bool> {
        Binding(get: { value.wrappedValue != nil }, set: { if !$0 { value.wrappedValue = nil } })
    }

    // True while the optional is nil: the opposite flag.
    static func isNil<T>(_ value: Binding<T?>) -> Binding<Bool> {
        Binding(get: { value.wrappedValue == nil }, set: { if !$0 { value.wrappedValue = nil } })
    }
}

enum Browser {
    // Handed the optional's binding, it assigns it: the in-app browser opens.
    static func open(_ url: URL, in browserURL: Binding<URL?>) { browserURL.wrappedValue = url }
}
