public import Foundation
public import SceneryCore

extension Text {
    /// Creates text that shows the localized string for `key` from the table `tableName`
    /// (`Localizable` when nil) of `bundle` — `Bundle.module` for a package's own resources,
    /// nil for the app's bundles — for the current locale, else the key itself; see
    /// ``Text/init(_:tableName:comment:)``. (SwiftUI gives `bundle` a default of nil; here
    /// it is written out, since `Text("key")` already means the app's bundles.)
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle?, comment: StaticString? = nil) {
        self.init(key, tableName: tableName, bundlePath: bundle?.bundlePath)
    }
}

extension LocalizedStringKey.StringInterpolation {
    /// Appends a value formatted by a Foundation formatter (`%@`); without one, its
    /// description.
    public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter? = nil) {
        if let formatter, let text = formatter.string(for: subject) {
            appendInterpolation(text)
        } else {
            appendInterpolation(String(describing: subject))
        }
    }

    /// Appends an object formatted by a Foundation formatter (`%@`); without one, its description.
    public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter? = nil) {
        appendInterpolation((formatter?.string(for: subject)) ?? subject.description)
    }
}
