@testable import SceneryCairo
@testable import SceneryCore
import SceneryTesting
import Testing

@Suite("blur(radius:opaque:): a Gaussian over the view's pixels", .probes)
@MainActor
struct BlurTests {
    private func redness(_ image: RasterImage, _ x: Int, _ y: Int) -> Int {
        let c = image.rgb(x: x, y: y)
        return c.red - (c.green + c.blue) / 2
    }

    /// A red square in the middle of a 60×60 window.
    private func square(blur radius: CGFloat, opaque: Bool = false) -> HeadlessSnapshot {
        HeadlessSnapshot(
            of: Color.red.frame(width: 20, height: 20).blur(radius: radius, opaque: opaque)
                .frame(width: 60, height: 60),
            width: 60, height: 60)
    }

    @Test("Three box widths whose variance is the Gaussian's")
    func boxSizes() {
        for sigma in [1.0, 2.5, 4, 10] {
            let sizes = BoxBlur.boxSizes(sigma: sigma)
            #expect(sizes.count == 3 && sizes.allSatisfy { $0 % 2 == 1 })
            let variance = sizes.map { Double($0 * $0 - 1) / 12 }.reduce(0, +)
            #expect(abs(variance.squareRoot() - sigma) < 0.6, "σ \(sigma): boxes \(sizes)")
        }
    }

    @Test("Blurring keeps the total of each channel (transparent edges far away) and spreads a dot")
    func conservesAndSpreads() {
        let width = 41, height = 41
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let centre = (20 * width + 20) * 4
        for channel in 0..<4 { pixels[centre + channel] = 255 }
        pixels.withUnsafeMutableBufferPointer {
            BoxBlur.blur($0.baseAddress!, width: width, height: height, stride: width * 4, sigma: 2, edges: .transparent)
        }
        let total = stride(from: 3, to: pixels.count, by: 4).map { Int(pixels[$0]) }.reduce(0, +)
        #expect(abs(total - 255) < 40, "rounding loses little: \(total)")
        #expect(pixels[centre + 3] < 40, "the dot spread")
        #expect(pixels[((20 * width) + 22) * 4 + 3] > 0, "two pixels away got some")
        #expect(pixels[3] == 0, "far away nothing")
    }

    @Test("The blur spreads beyond the frame and softens the edge; the middle stays red; layout does not change")
    func spreads() {
        let sharp = square(blur: 0)
        let blurred = square(blur: 3)
        #expect(blurred.displayList.contains("blur 3 (20, 20, 20, 20)"), "\(blurred.displayList)")
        #expect(sharp.shape("fill") != nil && blurred.shape("fill")?.x == sharp.shape("fill")?.x, "the same layout")
        #expect(redness(blurred.image, 30, 30) > 200, "the middle is still red")
        #expect(redness(sharp.image, 17, 30) < 10)
        #expect(redness(blurred.image, 17, 30) > 20, "red spread 3 points outside the frame")
        #expect(redness(blurred.image, 20, 30) < redness(sharp.image, 20, 30), "the edge is softer")
        #expect(redness(blurred.image, 2, 2) < 5, "far outside stays clean")
    }

    @Test("An opaque blur stays inside the frame with its edges extended")
    func opaque() {
        let blurred = square(blur: 3, opaque: true)
        #expect(redness(blurred.image, 17, 30) < 10, "nothing outside the frame")
        #expect(redness(blurred.image, 20, 30) > 200, "the edge stays fully red (edge pixels extended)")
    }

    @Test("A blur on a HiDPI display blurs in points")
    func displayScale() {
        let snapshot = HeadlessSnapshot(
            of: Color.red.frame(width: 20, height: 20).blur(radius: 3).frame(width: 60, height: 60), width: 60, height: 60, scale: 2)
        #expect(redness(snapshot.image, 34, 60) > 20, "3 points (6 pixels) outside the frame")
        #expect(redness(snapshot.image, 60, 60) > 200)
    }

    struct Blurry: View {
        let probe: Probe
        @State var blurred = false
        var body: some View {
            let _ = { probe.actions["blur"] = { blurred = true } }()
            Color.red.frame(width: 20, height: 20).blur(radius: blurred ? 8 : 0)
        }
    }

    @Test("The radius animates")
    func animates() {
        let probe = Probe()
        let harness = AnimationHarness(Blurry(probe: probe))
        #expect(!harness.displayList.description.contains("blur"))
        withAnimation(.linear(duration: 1)) { probe.run("blur") }
        harness.update(at: 0)
        harness.frame(at: 0.5)
        #expect(harness.displayList.description.contains("blur 4 "), "\(harness.displayList)")
        harness.frame(at: 1)
        #expect(harness.displayList.description.contains("blur 8 "))
    }
}
