/// How a keyframe moves from the previous value to its own.
enum KeyframeInterpolation {
    case linear(UnitCurve)
    case cubic
    case move
    case spring(Spring)
}

/// One keyframe of a track: a target, how long it takes to get there, and how.
public struct KeyframeSegment<Value: Animatable> {
    /// The value the keyframe reaches (its `animatableData` is read on the main actor, where
    /// the track is evaluated; keyframes themselves are built anywhere).
    let to: Value
    let duration: Double
    let interpolation: KeyframeInterpolation
}

/// A keyframe: ``LinearKeyframe``, ``CubicKeyframe``, ``MoveKeyframe`` or ``SpringKeyframe``.
public protocol KeyframeTrackContent<Value> {
    /// The animated value's type.
    associatedtype Value: Animatable
    /// The keyframe as a segment of its track.
    var segment: KeyframeSegment<Value> { get }
}

/// Interpolates to `to` along a timing curve (linear by default).
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
    /// The keyframe as a segment of its track.
    public let segment: KeyframeSegment<Value>
    /// A keyframe reaching `to` after `duration` seconds.
    nonisolated public init(_ to: Value, duration: Double, timingCurve: UnitCurve = .linear) {
        segment = KeyframeSegment(to: to, duration: duration, interpolation: .linear(timingCurve))
    }
}

/// Interpolates to `to` on a smooth (Catmull-Rom) curve through the neighbouring keyframes;
/// a track starts and ends at rest.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
    /// The keyframe as a segment of its track.
    public let segment: KeyframeSegment<Value>
    /// A keyframe reaching `to` after `duration` seconds.
    nonisolated public init(_ to: Value, duration: Double) {
        segment = KeyframeSegment(to: to, duration: duration, interpolation: .cubic)
    }
}

/// Jumps to `to` at once (it takes no time).
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
    /// The keyframe as a segment of its track.
    public let segment: KeyframeSegment<Value>
    /// A keyframe jumping to `to`.
    nonisolated public init(_ to: Value) {
        segment = KeyframeSegment(to: to, duration: 0, interpolation: .move)
    }
}

/// Moves to `to` on a spring, over `duration` seconds.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
    /// The keyframe as a segment of its track.
    public let segment: KeyframeSegment<Value>
    /// A keyframe reaching `to` on `spring` after `duration` seconds.
    nonisolated public init(_ to: Value, duration: Double? = nil, spring: Spring = Spring()) {
        segment = KeyframeSegment(
            to: to, duration: duration ?? spring.settlingDuration, interpolation: .spring(spring))
    }
}

/// Builds a track's keyframes.
@resultBuilder @MainActor
public enum KeyframeTrackContentBuilder<Value: Animatable> {
    /// A keyframe or track statement.
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> [KeyframeSegment<Value>] where K.Value == Value {
        [keyframe.segment]
    }
    /// The statements of a block, in order.
    public static func buildBlock(_ parts: [KeyframeSegment<Value>]...) -> [KeyframeSegment<Value>] { parts.flatMap { $0 } }
    /// The keyframes of a `for` loop, in order.
    public static func buildArray(_ parts: [[KeyframeSegment<Value>]]) -> [KeyframeSegment<Value>] { parts.flatMap { $0 } }
}

/// The keyframes of one property of the animated value; tracks run in parallel, and a
/// track that ends early holds its last value.
public struct KeyframeTrack<Root, Value: Animatable> {
    let keyPath: WritableKeyPath<Root, Value>
    let segments: [KeyframeSegment<Value>]

    /// A track for the property at `keyPath`.
    nonisolated public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> [KeyframeSegment<Value>]) {
        self.keyPath = keyPath
        segments = content()
    }

    init(keyPath: WritableKeyPath<Root, Value>, segments: [KeyframeSegment<Value>]) {
        self.keyPath = keyPath
        self.segments = segments
    }

    /// How long the track runs.
    var duration: Double { segments.reduce(0) { $0 + $1.duration } }

    /// The property's data at `time`, starting from `initial` (read on the main actor, where
    /// `Animatable` values give their data).
    @MainActor func data(at time: Double, from initial: Value.AnimatableData) -> Value.AnimatableData {
        var points: [Value.AnimatableData] = [initial]
        var times: [Double] = [0]
        for segment in segments {
            points.append(segment.to.animatableData)
            times.append(times.last! + segment.duration)
        }
        guard segments.count > 0 else { return initial }
        if time >= times.last! { return points.last! }
        var index = 1
        while index < times.count - 1 && time > times[index] { index += 1 }
        let segment = segments[index - 1]
        let (t0, t1) = (times[index - 1], times[index])
        let (p0, p1) = (points[index - 1], points[index])
        let length = t1 - t0
        let fraction = length > 0 ? max(0, min(1, (time - t0) / length)) : 1
        switch segment.interpolation {
        case .move:
            return p1
        case .linear(let curve):
            return p0 + (p1 - p0).scaled(by: curve.value(at: fraction))
        case .spring(let spring):
            return p0 + (p1 - p0).scaled(by: spring.value(at: fraction * length))
        case .cubic:
            func tangent(_ i: Int) -> Value.AnimatableData {
                guard i > 0, i < points.count - 1 else { return .zero }  // at rest at both ends
                let span = times[i + 1] - times[i - 1]
                return span > 0 ? (points[i + 1] - points[i - 1]).scaled(by: 1 / span) : .zero
            }
            let (m0, m1) = (tangent(index - 1), tangent(index))
            let s = fraction, s2 = s * s, s3 = s2 * s
            let h00 = 2 * s3 - 3 * s2 + 1, h10 = s3 - 2 * s2 + s, h01 = -2 * s3 + 3 * s2, h11 = s3 - s2
            return p0.scaled(by: h00) + m0.scaled(by: h10 * length) + p1.scaled(by: h01) + m1.scaled(by: h11 * length)
        }
    }
}

extension KeyframeTrack where Root == Value {
    /// A track for the whole value.
    nonisolated public init(@KeyframeTrackContentBuilder<Value> content: () -> [KeyframeSegment<Value>]) {
        self.init(\.self, content: content)
    }
}

/// A track with its property type erased.
public struct AnyKeyframeTrack<Root> {
    let duration: Double
    let apply: @MainActor (inout Root, Double) -> Void
}

/// One statement of a ``KeyframesBuilder``: a track, or a keyframe of the whole value
/// (consecutive ones form one track).
public struct KeyframesPart<Value> {
    let track: AnyKeyframeTrack<Value>?
    let segment: Any?
    let combine: (@MainActor ([Any]) -> AnyKeyframeTrack<Value>)?
}

/// Builds the tracks of a keyframe animation: `KeyframeTrack`s (run in parallel), or
/// keyframes of the whole value (run in sequence, as one track).
@resultBuilder @MainActor
public enum KeyframesBuilder<Value> {
    static func erase<V: Animatable>(_ track: KeyframeTrack<Value, V>) -> AnyKeyframeTrack<Value> {
        nonisolated(unsafe) let track = track
        return AnyKeyframeTrack(duration: track.duration) { value, time in
            let initial = value[keyPath: track.keyPath].animatableData
            value[keyPath: track.keyPath].animatableData = track.data(at: time, from: initial)
        }
    }
    /// A keyframe or track statement.
    public static func buildExpression<V: Animatable>(_ track: KeyframeTrack<Value, V>) -> [KeyframesPart<Value>] {
        [KeyframesPart(track: erase(track), segment: nil, combine: nil)]
    }
    /// A keyframe or track statement.
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> [KeyframesPart<Value>] where K.Value == Value {
        [KeyframesPart(track: nil, segment: keyframe.segment, combine: { segments in
            erase(KeyframeTrack<Value, Value>(keyPath: \.self, segments: segments.compactMap { $0 as? KeyframeSegment<Value> }))
        })]
    }
    /// The statements of a block, in order.
    public static func buildBlock(_ parts: [KeyframesPart<Value>]...) -> [KeyframesPart<Value>] { parts.flatMap { $0 } }
    /// The tracks: consecutive whole-value keyframes become one track.
    public static func buildFinalResult(_ parts: [KeyframesPart<Value>]) -> [AnyKeyframeTrack<Value>] {
        var tracks: [AnyKeyframeTrack<Value>] = []
        var run: [KeyframesPart<Value>] = []
        func flush() {
            if let combine = run.first?.combine { tracks.append(combine(run.compactMap(\.segment))) }
            run = []
        }
        for part in parts {
            if let track = part.track {
                flush()
                tracks.append(track)
            } else {
                run.append(part)
            }
        }
        flush()
        return tracks
    }
}

/// A keyframe animation as a function of time, for views and for tests (R148).
///
/// ```swift
/// let timeline = KeyframeTimeline(initialValue: 0.0) {
///     KeyframeTrack { CubicKeyframe(-30, duration: 0.25); CubicKeyframe(30, duration: 0.5); CubicKeyframe(0, duration: 0.25) }
/// }
/// timeline.value(time: 0.75)  // 30
/// ```
@MainActor
public struct KeyframeTimeline<Value> {
    let initialValue: Value
    let tracks: [AnyKeyframeTrack<Value>]

    /// A timeline starting at `initialValue`.
    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> [AnyKeyframeTrack<Value>]) {
        self.initialValue = initialValue
        tracks = content()
    }

    init(initialValue: Value, tracks: [AnyKeyframeTrack<Value>]) {
        self.initialValue = initialValue
        self.tracks = tracks
    }

    /// The longest track's duration.
    public var duration: Double { tracks.map(\.duration).max() ?? 0 }

    /// The value `time` seconds after the start.
    public func value(time: Double) -> Value {
        var value = initialValue
        for track in tracks { track.apply(&value, max(0, time)) }
        return value
    }

    /// The value at `progress` (0…1) of the duration.
    public func value(progress: Double) -> Value { value(time: progress * duration) }
}
