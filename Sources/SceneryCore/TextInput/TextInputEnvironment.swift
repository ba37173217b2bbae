private struct LineLimitMinimumKey: EnvironmentKey {
    static var defaultValue: Int? { nil }
}

private struct CaretAtEndOnFocusKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private struct SubmitActionsKey: EnvironmentKey {
    static var defaultValue: [@MainActor () -> Void] { [] }
}

private struct SearchSubmitActionsKey: EnvironmentKey {
    static var defaultValue: [@MainActor () -> Void] { [] }
}

extension EnvironmentValues {
    /// The fewest lines a vertical text field shows (`lineLimit(3...)`); nil: one.
    package var lineLimitMinimum: Int? {
        get { self[LineLimitMinimumKey.self] }
        set { self[LineLimitMinimumKey.self] = newValue }
    }

    /// The lines a vertical text field grows between: the minimum (a range's lower bound,
    /// or the limit when it reserves space) and the limit.
    package var lineLimitRange: (lowerBound: Int, upperBound: Int?)? {
        let lower = lineLimitMinimum ?? (lineLimitReservesSpace ? lineLimit : nil)
        guard lower != nil || lineLimit != nil else { return nil }
        return (lower ?? 1, lineLimit)
    }

    /// Whether text fields inside put the caret at the end of their text when they take
    /// the focus, wherever the click was (the header bar's title and search fields).
    package var textInputCaretAtEndOnFocus: Bool {
        get { self[CaretAtEndOnFocusKey.self] }
        set { self[CaretAtEndOnFocusKey.self] = newValue }
    }

    /// The `onSubmit` actions for the text fields inside, innermost first.
    package var submitActions: [@MainActor () -> Void] {
        get { self[SubmitActionsKey.self] }
        set { self[SubmitActionsKey.self] = newValue }
    }

    /// The `onSubmit(of: .search)` actions for the search fields of `searchable` views
    /// inside, innermost first.
    package var searchSubmitActions: [@MainActor () -> Void] {
        get { self[SearchSubmitActionsKey.self] }
        set { self[SearchSubmitActionsKey.self] = newValue }
    }
}

extension View {
    /// Lets vertical text fields inside grow between the range's bounds in lines.
    nonisolated public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        updatingEnvironment {
            $0.lineLimit = limit.upperBound
            $0.lineLimitMinimum = limit.lowerBound
            $0.lineLimitReservesSpace = false
        }
    }

    /// Lets vertical text fields inside show at least `limit.lowerBound` lines, with no
    /// upper limit.
    nonisolated public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        updatingEnvironment {
            $0.lineLimit = nil
            $0.lineLimitMinimum = limit.lowerBound
            $0.lineLimitReservesSpace = false
        }
    }

    /// Limits text inside to `limit.upperBound` lines.
    nonisolated public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        updatingEnvironment {
            $0.lineLimit = limit.upperBound
            $0.lineLimitMinimum = nil
            $0.lineLimitReservesSpace = false
        }
    }

    /// Calls `action` when a text field inside is submitted (Return in a single-line field,
    /// for ``SubmitTriggers/text``) or when the search field of a `searchable` view inside is
    /// (Return in the header's search field, for ``SubmitTriggers/search``). Text fields do
    /// not run `.search` actions, nor search fields `.text` ones.
    nonisolated public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        nonisolated(unsafe) let action = action
        return updatingEnvironment { environment in
            if triggers.contains(.text) { environment.submitActions.insert({ action() }, at: 0) }
            if triggers.contains(.search) { environment.searchSubmitActions.insert({ action() }, at: 0) }
        }
    }

    /// The label of the Return key for text fields inside (accepted; X11 keyboards have
    /// no such label).
    nonisolated public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }

    /// Turns autocorrection off for text inside (accepted: there is no autocorrection on
    /// Linux).
    nonisolated public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }

    /// Turns autocorrection off (`true`) for text inside; accepted as
    /// ``autocorrectionDisabled(_:)``.
    nonisolated public func disableAutocorrection(_ disable: Bool?) -> some View { self }

    /// How text typed inside is capitalised (accepted: X11 keyboards type what they type).
    nonisolated public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }
}

/// What submits a view: text fields, or the search field.
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    /// Creates triggers from their raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// A text field's Return.
    public static let text = SubmitTriggers(rawValue: 1 << 0)
    /// The search field's Return.
    public static let search = SubmitTriggers(rawValue: 1 << 1)
}

/// The label of the Return key while a text field is edited (a touch keyboard's).
public struct SubmitLabel: Sendable, Equatable {
    let name: String
    /// "Done".
    public static let done = SubmitLabel(name: "done")
    /// "Go".
    public static let go = SubmitLabel(name: "go")
    /// "Send".
    public static let send = SubmitLabel(name: "send")
    /// "Join".
    public static let join = SubmitLabel(name: "join")
    /// "Route".
    public static let route = SubmitLabel(name: "route")
    /// "Search".
    public static let search = SubmitLabel(name: "search")
    /// "Return".
    public static let `return` = SubmitLabel(name: "return")
    /// "Next".
    public static let next = SubmitLabel(name: "next")
    /// "Continue".
    public static let `continue` = SubmitLabel(name: "continue")
}

/// How typed text is capitalised (a touch keyboard's setting).
public struct TextInputAutocapitalization: Sendable, Equatable {
    let name: String
    /// Capitalise nothing.
    public static let never = TextInputAutocapitalization(name: "never")
    /// Capitalise the first letter of each word.
    public static let words = TextInputAutocapitalization(name: "words")
    /// Capitalise the first letter of each sentence.
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    /// Capitalise every letter.
    public static let characters = TextInputAutocapitalization(name: "characters")
}
