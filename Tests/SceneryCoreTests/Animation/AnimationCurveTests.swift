@testable import SceneryCore
import Testing

@Suite("Animation curves, springs and modifiers (Thinking in SwiftUI, chapter \"Animations\")")
struct AnimationCurveTests {
    @Test("linear: progress is the fraction of the duration")
    func linear() {
        let animation = Animation.linear(duration: 1)
        #expect(animation.progress(after: 0) == 0)
        #expect(animation.progress(after: 0.25) == 0.25)
        #expect(animation.progress(after: 0.5) == 0.5)
        #expect(animation.progress(after: 1) == 1)
        #expect(animation.progress(after: 7) == 1)
        #expect(animation.isComplete(after: 1))
        #expect(!animation.isComplete(after: 0.99))
    }

    @Test("easeIn/easeOut/easeInOut are the CSS cubic Béziers")
    func easing() {
        // cubic-bezier(0.42, 0, 0.58, 1) at x = 0.25 is 0.12916…; the curve is symmetric.
        #expect(close(Animation.easeInOut(duration: 1).progress(after: 0.25), 0.1291619310473198, 1e-6))
        #expect(close(Animation.easeInOut(duration: 2).progress(after: 1), 0.5, 1e-9))
        #expect(close(Animation.easeIn(duration: 1).progress(after: 0.5), 0.31535681257253945, 1e-6))
        #expect(close(Animation.easeOut(duration: 1).progress(after: 0.5), 0.6846431874274606, 1e-6))
        #expect(Animation.default == .easeInOut(duration: 0.35))
    }

    @Test("delay, speed and repeatCount change the timing")
    func modifiers() {
        let delayed = Animation.linear(duration: 1).delay(0.5)
        #expect(delayed.progress(after: 0.25) == 0)
        #expect(delayed.progress(after: 1) == 0.5)
        #expect(delayed.duration == 1.5)
        let fast = Animation.linear(duration: 1).speed(2)
        #expect(fast.progress(after: 0.25) == 0.5)
        #expect(fast.duration == 0.5)
        let repeated = Animation.linear(duration: 1).repeatCount(3, autoreverses: true)
        #expect(repeated.duration == 3)
        #expect(repeated.progress(after: 0.25) == 0.25)
        #expect(repeated.progress(after: 1.25) == 0.75, "the second run goes backwards")
        #expect(repeated.progress(after: 2.25) == 0.25)
        #expect(repeated.progress(after: 3) == 1)
        let forever = Animation.linear(duration: 1).repeatForever(autoreverses: false)
        #expect(forever.duration == .infinity)
        #expect(forever.progress(after: 10.5) == 0.5)
    }

    @Test("springs settle on the target; bouncy overshoots, smooth does not")
    func springs() {
        let smooth = Animation.smooth
        let bouncy = Animation.bouncy
        #expect(bouncy.duration.isFinite && bouncy.duration > 0.5)
        var overshoot = 0.0, smoothMax = 0.0
        for step in 0...200 {
            let t = Double(step) / 100
            overshoot = max(overshoot, bouncy.progress(after: t))
            smoothMax = max(smoothMax, smooth.progress(after: t))
        }
        #expect(overshoot > 1.01, "the bouncy spring passes its target")
        #expect(smoothMax <= 1.0 + 1e-9, "a critically damped spring does not")
        let spring = Spring(response: 0.5, dampingFraction: 0.5)
        #expect(abs(1 - spring.value(at: spring.settlingDuration)) <= 0.001)
        #expect(Animation.spring(response: 0.5, dampingFraction: 0.5).progress(after: 100) == 1)
        // Critically damped: 1 − e^(−ωt)(1 + ωt), ω = 2π / response.
        let omega = 2 * Double.pi / 0.5
        let t = 0.1
        #expect(close(Spring(response: 0.5, dampingFraction: 1).value(at: t), 1 - exp(-omega * t) * (1 + omega * t)))
    }

    @Test("VectorArithmetic: pairs add, subtract and scale component-wise; empty data stays zero")
    func vectors() {
        let a = AnimatablePair(1.0, AnimatablePair(2.0, 3.0))
        let b = AnimatablePair(3.0, AnimatablePair(4.0, 5.0))
        let mid = a + (b - a).scaled(by: 0.5)
        #expect(mid.first == 2 && mid.second.first == 3 && mid.second.second == 4)
        #expect(a.magnitudeSquared == 14)
        #expect(EmptyAnimatableData() + EmptyAnimatableData() == .zero)
        var point = CGPoint(x: 1, y: 2)
        point.animatableData = AnimatablePair(5, 6)
        #expect(point == CGPoint(x: 5, y: 6))
    }
}
#if canImport(Glibc)
import Glibc
#endif
