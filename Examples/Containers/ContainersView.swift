import Scenery

/// A grid summary over a long list.
struct ContainersView: View {
    var body: some View {
        VStack(spacing: 8) {
            Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 4) {
                GridRow {
                    Text("Rows")
                    Text("10,000").gridColumnAlignment(.trailing)
                }
                GridRow {
                    Text("Built")
                    Text("only those in view")
                }
            }
            List(0..<10_000) { i in
                HStack {
                    Circle().fill(i.isMultiple(of: 2) ? Color.blue : Color.red).frame(width: 12, height: 12)
                    Text("Row \(i)")
                }
            }
            .frame(width: 280, height: 320)
        }
        .padding()
    }
}
