/// What a window draws, in window coordinates, back to front.
///
/// The layout engine produces it; the Cairo painter (X11 and headless backends) draws it;
/// tests read its textual dump.
package struct DisplayList: Sendable, Equatable, CustomStringConvertible {
    /// The items, back to front, in one array. Changing them through this property forgets
    /// the list's ``spans`` (which items the change touched is not known): drawing appends
    /// with ``append(_:)`` and ``append(reused:)``, and changes what it drew itself with
    /// ``modifyItems(from:_:)`` (DisplayListSpan.swift). Reading them copies the items of
    /// the reused drawings; the damage and the painter read ``itemsInPlace``.
    package var items: [DisplayItem] {
        get { rope.flattened }
        set { rope = ItemRope(own: newValue) }
        _modify {
            if !rope.spans.isEmpty { rope = ItemRope(own: rope.flattened) }
            yield &rope.own
        }
    }
    /// The items: the list's own, and the drawings appended again, by reference.
    var rope = ItemRope()
    /// The runs of ``items`` that subtrees drew as one piece and the list holds by reference
    /// (DisplayListSpan.swift), in order and apart: the damage and the painter step over a
    /// run they need not look into.
    package var spans: [DisplayListSpan] { rope.spans }
    /// How many items the list holds, those of the drawings appended again included.
    package var count: Int { rope.count }
    /// How many items were drawn into the list itself (not appended as a reused drawing).
    package var ownItemCount: Int { rope.own.count }
    /// The items read in place, without copying the reused drawings' items.
    package var itemsInPlace: DisplayListItems { DisplayListItems(rope: rope) }
    /// The window's animation clock (seconds) when the list is drawn: what moves by itself
    /// (an indeterminate progress indicator) is drawn for this time.
    package var time: Double = 0
    /// The wall-clock date the list is drawn for, in seconds since the reference date
    /// (Foundation's `Date.timeIntervalSinceReferenceDate`): a timer's progress is drawn for it.
    package var date: Double = 0
    /// Set while drawing by content that moves by itself: the window draws again on every
    /// frame of its frame clock while a list it presents says so (docs/animation.md).
    package var animatesContinuously = false
    /// The window background under the items (nil: the painter's default, light).
    package var background: Color?
    package init(items: [DisplayItem] = [], time: Double = 0, date: Double = 0, background: Color? = nil) {
        self.rope = ItemRope(own: items)
        self.time = time
        self.date = date
        self.background = background
    }
    package mutating func append(_ item: DisplayItem) { rope.append(item) }

    /// Makes room for `count` items drawn into the list itself (a window drawing a frame
    /// reserves as many as the last frame drew, so appending never moves the items to
    /// larger storage).
    package mutating func reserveCapacity(_ count: Int) { rope.own.reserveCapacity(count) }

    /// Two lists are equal when they draw the same items.
    package static func == (lhs: DisplayList, rhs: DisplayList) -> Bool { lhs.items == rhs.items }

    /// One line per item, indented inside clips and opacity groups, e.g.
    /// `text "Hello, world!" (20, 52, 83, 16) size 13 weight 400 rgba(...)`.
    package var description: String {
        var depth = 0
        var lines: [String] = []
        for item in items {
            if case .end = item { depth = max(0, depth - 1) }
            lines.append(String(repeating: "  ", count: depth) + item.description)
            switch item {
            case .beginClip, .beginOpacity, .beginTransform, .beginBlur, .beginShadow: depth += 1
            default: break
            }
        }
        return lines.joined(separator: "\n")
    }
}

/// How a shape's outline is painted.
package enum ShapePaint: Sendable, Equatable, CustomStringConvertible {
    /// Fill the inside (even-odd rule when `eoFill`).
    case fill(eoFill: Bool)
    /// Stroke the outline.
    case stroke(StrokeStyle)

    package var description: String {
        switch self {
        case .fill(let eo): eo ? "fill(eo)" : "fill"
        case .stroke(let style): "stroke(\(formatted(style.lineWidth)))"
        }
    }
}

/// One drawing operation. `begin…` items apply until the matching ``end``.
package enum DisplayItem: Sendable, Equatable, CustomStringConvertible {
    /// Text laid out in `frame` (wrapped to its width; lines, alignment and truncation as
    /// `style` says) in `font` and `color`, except for the styled runs of `style`.
    case text(String, font: Font, color: Color, frame: CGRect, style: TextLayoutStyle)
    /// A symbol image (an icon-theme icon or a drawn fallback) tinted with `color`; with
    /// `multicolor`, the theme's full-colour icon when it has one.
    case symbol(String, color: Color, frame: CGRect, multicolor: Bool = false)
    /// A named image scaled into `frame`.
    case image(String, frame: CGRect)
    /// A rectangle filled with a colour.
    case fill(CGRect, color: Color)
    /// A path filled or stroked with a colour; `frame` is the shape's layout rectangle.
    case shape(Path, paint: ShapePaint, color: Color, frame: CGRect)
    /// A path filled or stroked with a gradient (placed in window coordinates); `frame`
    /// is the shape's layout rectangle.
    case gradientShape(Path, paint: ShapePaint, gradient: GradientPaint, frame: CGRect)
    /// Clips what follows to a path (the view's frame for `clipped()`).
    case beginClip(Path, frame: CGRect)
    /// Draws what follows as a group at an opacity.
    case beginOpacity(Double, frame: CGRect)
    /// Draws what follows scaled and rotated about an anchor point.
    case beginTransform(scaleX: Double, scaleY: Double, rotation: Double, anchor: CGPoint, frame: CGRect)
    /// Draws what follows as a group blurred with a Gaussian of standard deviation
    /// `radius` points; `opaque` keeps the blur inside `frame`, edges extended.
    case beginBlur(radius: Double, opaque: Bool, frame: CGRect)
    /// Draws what follows as a group over its shadow: the group's alpha in `color`, moved
    /// by `offset` and blurred with a Gaussian of standard deviation `radius` points.
    case beginShadow(color: Color, radius: Double, offset: CGSize, frame: CGRect)
    /// Ends the innermost `begin…`.
    case end

    package var frame: CGRect {
        switch self {
        case .text(_, _, _, let frame, _), .symbol(_, _, let frame, _), .image(_, let frame), .fill(let frame, _),
             .shape(_, _, _, let frame), .gradientShape(_, _, _, let frame), .beginClip(_, let frame), .beginOpacity(_, let frame),
             .beginTransform(_, _, _, _, let frame), .beginBlur(_, _, let frame), .beginShadow(_, _, _, let frame):
            frame
        case .end: .zero
        }
    }

    package var description: String {
        switch self {
        case let .text(string, font, color, frame, style):
            "text \"\(string)\" \(frame.layoutDescription) size \(formatted(font.size)) weight \(font.weight.value)"
                + (font.family == "sans-serif" ? "" : " family \(font.family)") + (font.isItalic ? " italic" : "") + " \(color)"
                + (style.lineLimit.map { " lines \($0)" } ?? "")
                + (style.alignment == .leading ? "" : " aligned \(style.alignment)")
                + (style.truncation == .tail ? "" : " truncated at \(style.truncation)")
                + style.runs.map { " [\($0)]" }.joined()
        case let .symbol(name, color, frame, multicolor):
            "symbol \(name) \(frame.layoutDescription) \(color)\(multicolor ? " multicolor" : "")"
        case let .image(name, frame):
            "image \(name) \(frame.layoutDescription)"
        case let .fill(rect, color):
            "fill \(rect.layoutDescription) \(color)"
        case let .shape(path, paint, color, frame):
            "\(paint) \(path) \(frame.layoutDescription) \(color)"
        case let .gradientShape(path, paint, gradient, frame):
            "\(paint) \(path) \(frame.layoutDescription) \(gradient)"
        case let .beginClip(path, frame):
            "clip \(path) \(frame.layoutDescription)"
        case let .beginOpacity(opacity, frame):
            "opacity \(formatted(opacity)) \(frame.layoutDescription)"
        case let .beginTransform(sx, sy, rotation, anchor, frame):
            "transform scale \(formatted(sx))×\(formatted(sy)) rotate \(formatted(rotation)) about \(anchor.layoutDescription) \(frame.layoutDescription)"
        case let .beginBlur(radius, opaque, frame):
            "blur \(formatted(radius))\(opaque ? " opaque" : "") \(frame.layoutDescription)"
        case let .beginShadow(color, radius, offset, frame):
            "shadow \(formatted(radius)) offset \(offset.layoutDescription) \(frame.layoutDescription) \(color)"
        case .end:
            "end"
        }
    }
}
