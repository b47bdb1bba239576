@MainActor @Observable final class M {}
@available(iOS 17.0, macOS 14.0, *)
@objc(doThing:) func doThing(_ x: Int) {}
@_spi(Private) import Foundation
@propertyWrapper struct W { var wrappedValue: Int }
