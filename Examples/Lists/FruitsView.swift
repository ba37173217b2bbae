import Scenery

/// Twelve fruits in a list with a set selection; the selection, sorted, is the title.
struct FruitsView: View {
    static let fruits = [
        "Apple", "Apricot", "Banana", "Cherry", "Date", "Fig",
        "Grape", "Kiwi", "Lemon", "Mango", "Pear", "Plum",
    ]

    @State var selection: Set<String> = []

    var body: some View {
        List(Self.fruits, id: \.self, selection: $selection) { fruit in
            Text(fruit)
        }
        .navigationTitle(selection.isEmpty ? "No fruit" : selection.sorted().joined(separator: ", "))
        .frame(width: 320, height: 400)
    }
}
