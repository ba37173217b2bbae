import Scenery

struct GalleryView: View {
    var body: some View {
        VStack(spacing: 12) {
            Text("Shapes and text").font(.title)
            HStack(spacing: 12) {
                Circle().fill(Color.red).frame(width: 40, height: 40)
                RoundedRectangle(cornerRadius: 8).fill(Color.green).frame(width: 60, height: 40)
                Capsule().stroke(Color.blue, lineWidth: 3).frame(width: 60, height: 30)
                Image(systemName: "globe").imageScale(.large).foregroundStyle(.tint)
            }
            Text("A longer line of text that wraps inside a frame 160 points wide.")
                .frame(width: 160)
            Text("Set in DejaVu Serif, italic").font(.custom("DejaVu Serif", size: 13)).italic()
        }
        .padding()
    }
}
