import SwiftUI

extension AttachmentList {
    func open(_ data: String) {
        previewed = try? Self.decode(data)
        showsPreview = true
    }
    static func decode(_ data: String) throws -> Attachment { Attachment(id: data.count, name: data) }
}
