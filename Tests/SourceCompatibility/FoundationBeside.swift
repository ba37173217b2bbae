// An app file that imports Foundation beside SwiftUI, as almost every real app does: one
// CGFloat, CGPoint, CGSize and CGRect (Foundation's), never an ambiguity, and Foundation's
// own types in views. Compiled in Swift 5 and Swift 6 mode with warnings as errors.
import Foundation
import SwiftUI

struct Reading: Identifiable {
    let id = UUID()
    var taken: Date
    var value: Double
    var source: URL
}

struct Chart: Shape {
    var values: [CGFloat]

    func path(in rect: CGRect) -> Path {
        var path = Path()
        guard values.count > 1 else { return path }
        let step: CGFloat = rect.width / CGFloat(values.count - 1)
        for (index, value) in values.enumerated() {
            let point = CGPoint(x: rect.minX + CGFloat(index) * step, y: rect.maxY - value * rect.height)
            if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        return path
    }
}

struct ReadingsView: View {
    var readings: [Reading]
    @State private var size: CGSize = .zero

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            ForEach(readings) { reading in
                HStack {
                    Text(reading.source.lastPathComponent)
                    Spacer()
                    Text(String(reading.value))
                }
            }
            Chart(values: readings.map { CGFloat($0.value) })
                .stroke(Color.blue, lineWidth: 2)
                .frame(height: 80)
            GeometryReader { proxy in
                let frame: CGRect = proxy.frame(in: .local)
                Rectangle()
                    .frame(width: frame.width / 2, height: max(frame.height, 1))
                    .offset(CGSize(width: frame.midX / 4, height: 0))
            }
        }
        .padding(EdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12))
        .frame(minWidth: CGFloat(200), maxWidth: .infinity)
    }
}

func transformed(_ rect: CGRect) -> CGRect {
    rect.applying(CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 1, y: 1))
}
