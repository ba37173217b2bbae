// Gradients and shadows written as people write them for SwiftUI: the glossy badge of
// "Thinking in SwiftUI" (a gradient overlay and a shadowed border in a container shape),
// the gradient styles' initializers and `ShapeStyle` shorthands, a colour's own gradient.
// Compiled in Swift 5 and Swift 6 mode with warnings as errors.
import SwiftUI

struct GlossyBadgeBackground: View {
    var body: some View {
        ZStack {
            ContainerRelativeShape()
                .fill(Color.red)
                .overlay {
                    ContainerRelativeShape()
                        .fill(LinearGradient(colors: [.white, .clear], startPoint: .top, endPoint: .center))
                }
            ContainerRelativeShape()
                .strokeBorder(Color.white, lineWidth: 2)
                .shadow(radius: 2)
        }
    }
}

struct GlossyBadge: View {
    var body: some View {
        Text("100")
            .foregroundColor(.white)
            .font(.caption)
            .padding(.horizontal, 7)
            .padding(.vertical, 4)
            .background(GlossyBadgeBackground())
            .containerShape(Capsule(style: .continuous))
    }
}

struct GradientGallery: View {
    let stops = [Gradient.Stop(color: .yellow, location: 0), Gradient.Stop(color: .orange, location: 0.3), Gradient.Stop(color: .red, location: 1)]

    var body: some View {
        VStack {
            Rectangle().fill(.linearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
            Circle().fill(RadialGradient(gradient: Gradient(colors: [.white, .black]), center: .center, startRadius: 0, endRadius: 50))
            Circle().fill(.radialGradient(stops: stops, center: .center, startRadius: 5, endRadius: 40))
            Capsule().strokeBorder(LinearGradient(stops: stops, startPoint: .top, endPoint: .bottom), lineWidth: 4)
            Circle().stroke(AngularGradient(colors: [.red, .green, .blue, .red], center: .center), lineWidth: 8)
            Ellipse().fill(EllipticalGradient(colors: [.mint, .indigo]))
            RoundedRectangle(cornerRadius: 8).fill(Color.blue.gradient)
            Rectangle().foregroundStyle(.linearGradient(Color.teal.gradient, startPoint: .top, endPoint: .bottom))
            LinearGradient(gradient: Gradient(colors: [.purple, .pink]), startPoint: .topLeading, endPoint: .bottomTrailing)
                .frame(height: 20)
            Text("Shadowed")
                .padding()
                .background(.conicGradient(colors: [.orange, .yellow, .orange], center: .center))
                .shadow(color: .black.opacity(0.5), radius: 4, x: 2, y: 3)
        }
    }
}
