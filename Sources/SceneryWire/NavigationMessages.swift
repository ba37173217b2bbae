/// What one navigation view of a window shows: a stack's titles, a tab view's or split
/// view's selection.
///
/// Bounded so a window's summary fits well inside a frame: ``kind`` at most
/// ``maximumKindSize`` bytes, ``key`` and ``selection`` at most ``maximumTextSize``,
/// at most ``maximumTitles`` titles of at most ``maximumTitleSize`` bytes each (about
/// 10 KiB per view at most).
public struct NavigationViewState: WireCodable {
    /// The kind of view: `stack`, `tab`, `split`, … (receivers show kinds they do not know
    /// as they are).
    public var kind: String
    /// The view's identity path in its window.
    public var key: String
    /// A stack's number of views above its root (0 for other kinds).
    public var depth: UInt32
    /// A stack's view titles, bottom first, the top last; only the top ones when the stack
    /// is deeper than ``maximumTitles``.
    public var titles: [String]
    /// A selection, as text.
    public var selection: String?

    public static let maximumKindSize = 64
    public static let maximumTextSize = 1024
    public static let maximumTitleSize = 256
    public static let maximumTitles = 32

    /// Creates a view state.
    public init(kind: String, key: String, depth: UInt32 = 0, titles: [String] = [], selection: String? = nil) {
        self.kind = kind
        self.key = key
        self.depth = depth
        self.titles = titles
        self.selection = selection
    }

    public func encode(to writer: inout WireWriter) {
        writer.write(kind)
        writer.write(key)
        writer.write(depth)
        writer.write(titles) { $0.write($1) }
        writer.write(selection) { $0.write($1) }
    }

    public init(from reader: inout WireReader) throws(WireError) {
        func text(_ field: String, limit: Int, _ reader: inout WireReader) throws(WireError) -> String {
            let value = try reader.readString(field)
            guard value.utf8.count <= limit else {
                throw WireError(.invalidValue, "\(field) is \(value.utf8.count) bytes, more than \(limit)")
            }
            return value
        }
        kind = try text("navigation.kind", limit: Self.maximumKindSize, &reader)
        key = try text("navigation.key", limit: Self.maximumTextSize, &reader)
        depth = try reader.readUInt32("navigation.depth")
        titles = try reader.readArray("navigation.titles", minimumElementSize: 4) { r throws(WireError) in
            try text("navigation.title", limit: Self.maximumTitleSize, &r)
        }
        guard titles.count <= Self.maximumTitles else {
            throw WireError(.invalidValue, "navigation.titles has \(titles.count) titles, more than \(Self.maximumTitles)")
        }
        selection = try reader.readOptional("navigation.selection") { r throws(WireError) in
            try text("navigation.selection", limit: Self.maximumTextSize, &r)
        }
    }

    /// A copy within the bounds: longer texts cut (at a character boundary), only the
    /// top titles.
    public func clamped() -> NavigationViewState {
        func cut(_ text: String, _ limit: Int) -> String {
            guard text.utf8.count > limit else { return text }
            var out = ""
            for character in text {
                guard out.utf8.count + character.utf8.count <= limit else { break }
                out.append(character)
            }
            return out
        }
        return NavigationViewState(
            kind: cut(kind, Self.maximumKindSize), key: cut(key, Self.maximumTextSize), depth: depth,
            titles: titles.suffix(Self.maximumTitles).map { cut($0, Self.maximumTitleSize) },
            selection: selection.map { cut($0, Self.maximumTextSize) })
    }
}

/// A window's navigation state changed: a push, a pop, a title, a selection.
///
/// Direction: renderer → host, after a frame that changed it (the whole state each time).
/// Trust: the host checks the window id and the bounds (at most ``maximumViews`` views,
/// each bounded as ``NavigationViewState`` says), keeps it for `scenectl list` and streams
/// a `navigation` host event; it never interprets the texts.
public struct WindowNavigation: WireCodable {
    /// The window.
    public var windowID: UInt64
    /// Its navigation views, in a stable order.
    public var views: [NavigationViewState]

    public static let maximumViews = 16

    /// Creates the message.
    public init(windowID: UInt64, views: [NavigationViewState]) {
        self.windowID = windowID
        self.views = views
    }

    public func encode(to writer: inout WireWriter) {
        writer.write(windowID)
        writer.write(views) { $1.encode(to: &$0) }
    }

    public init(from reader: inout WireReader) throws(WireError) {
        windowID = try reader.readUInt64("navigation.windowID")
        views = try reader.readArray("navigation.views", minimumElementSize: 17) { r throws(WireError) in
            try NavigationViewState(from: &r)
        }
        guard views.count <= Self.maximumViews else {
            throw WireError(.invalidValue, "navigation.views has \(views.count) views, more than \(Self.maximumViews)")
        }
    }
}
