import SceneryCore
import SceneryTesting
import Testing

@Suite("Grid and GridRow (Scenery's grid layout, docs/layout.md)")
@MainActor
struct GridTests {
    @Test("Columns are as wide as their widest cell, rows as tall as their tallest; cells centre in them")
    func columnsAndRows() {
        let grid = Grid(horizontalSpacing: 10, verticalSpacing: 5) {
            GridRow {
                rigid(20, 10).accessibilityIdentifier("a")
                rigid(50, 30).accessibilityIdentifier("b")
            }
            GridRow {
                rigid(40, 20).accessibilityIdentifier("c")
                rigid(10, 10).accessibilityIdentifier("d")
            }
        }
        #expect(size(of: grid, proposing: .unspecified) == CGSize(width: 100, height: 55))
        let snapshot = layout(grid.accessibilityIdentifier("grid"), 200, 200)
        // 100×55 centred in 200×200: (50, 72.5), the window rounds the root to (50, 73).
        #expect(snapshot.frame(of: "grid") == CGRect(x: 50, y: 73, width: 100, height: 55))
        #expect(snapshot.frame(of: "a") == CGRect(x: 60, y: 83, width: 20, height: 10))
        #expect(snapshot.frame(of: "b") == CGRect(x: 100, y: 73, width: 50, height: 30))
        #expect(snapshot.frame(of: "c") == CGRect(x: 50, y: 108, width: 40, height: 20))
        #expect(snapshot.frame(of: "d") == CGRect(x: 120, y: 113, width: 10, height: 10))
    }

    @Test("gridCellColumns spans columns; a view outside a GridRow spans all of them")
    func spanning() {
        let grid = Grid(horizontalSpacing: 10, verticalSpacing: 0) {
            GridRow {
                rigid(40, 10)
                rigid(50, 10)
            }
            GridRow { rigid(30, 10).gridCellColumns(2).accessibilityIdentifier("span") }
            Color.red.frame(height: 2).accessibilityIdentifier("rule")
        }
        let snapshot = layout(grid, 200, 200)
        // Grid 100×22 at (50, 89).
        #expect(snapshot.frame(of: "span") == CGRect(x: 85, y: 99, width: 30, height: 10))
        #expect(snapshot.frame(of: "rule") == CGRect(x: 50, y: 109, width: 100, height: 2))
        // Ideal-sized, a spanning cell wider than its columns widens the last one.
        let wide = Grid(horizontalSpacing: 10) {
            GridRow { rigid(40, 10); rigid(50, 10) }
            GridRow { rigid(130, 10).gridCellColumns(2) }
        }
        #expect(size(of: wide, proposing: .unspecified) == CGSize(width: 130, height: 28))
    }

    @Test("Alignment — grid, row, gridColumnAlignment and gridCellAnchor")
    func alignment() {
        let grid = Grid(alignment: .topLeading, horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow {
                rigid(40, 20)
                rigid(40, 20)
                rigid(40, 20)
            }
            GridRow(alignment: .bottom) {
                rigid(10, 10).accessibilityIdentifier("topLeading")
                rigid(10, 10).gridColumnAlignment(.trailing).accessibilityIdentifier("trailing")
                rigid(10, 10).gridCellAnchor(.center).accessibilityIdentifier("anchored")
                rigid(10, 20)
            }
            GridRow {
                rigid(10, 10)
                rigid(10, 10).accessibilityIdentifier("column")
            }
        }
        let snapshot = layout(grid, 130, 50)
        // 130 wide (40+40+40+10), 50 high: at (0, 0). Row 1 is 20..40, bottom-aligned.
        #expect(snapshot.frame(of: "topLeading") == CGRect(x: 0, y: 30, width: 10, height: 10))
        #expect(snapshot.frame(of: "trailing") == CGRect(x: 70, y: 30, width: 10, height: 10))
        #expect(snapshot.frame(of: "anchored") == CGRect(x: 95, y: 25, width: 10, height: 10))
        // The column's alignment applies to every cell in it.
        #expect(snapshot.frame(of: "column") == CGRect(x: 70, y: 40, width: 10, height: 10))
    }

    @Test("Flexible cells share the proposed width; gridCellUnsizedAxes keeps a cell from sizing its column")
    func flexibleAndUnsized() {
        let flexible = Grid(horizontalSpacing: 10, verticalSpacing: 0) {
            GridRow { rigid(40, 10); Color.red.accessibilityIdentifier("color") }
            GridRow { rigid(10, 10); rigid(20, 10) }
        }
        // 200 − 10 spacing: the rigid column takes 40, the colour's column the other 150.
        let wide = layout(flexible, 200, 20)
        #expect(wide.frame(of: "color") == CGRect(x: 50, y: 0, width: 150, height: 10))
        let unsized = Grid(horizontalSpacing: 10, verticalSpacing: 0) {
            GridRow { rigid(40, 10); Color.red.gridCellUnsizedAxes([.horizontal, .vertical]).accessibilityIdentifier("color") }
            GridRow { rigid(10, 10); rigid(20, 10) }
        }
        // The colour takes the 20 × 10 the other cells give its column and row.
        let snapshot = layout(unsized, 200, 20)
        #expect(snapshot.frame(of: "color") == CGRect(x: 115, y: 0, width: 20, height: 10))
    }

    @Test("A grid of text under the fixed metrics: columns as wide as the widest text")
    func textGrid() {
        // Fixed metrics: 6.5 points a character (rounded up), 16 a line.
        let grid = Grid {
            GridRow {
                Text("Name").gridColumnAlignment(.leading).accessibilityIdentifier("name")
                Text("Score").accessibilityIdentifier("score")
            }
            GridRow {
                Text("Ada Lovelace").accessibilityIdentifier("ada")
                Text("9").accessibilityIdentifier("nine")
            }
        }
        let snapshot = layout(grid.accessibilityIdentifier("grid"), 320, 480)
        // Columns 78 ("Ada Lovelace") and 33 ("Score"), 8 apart; rows 16, 8 apart: 119×40.
        #expect(snapshot.frame(of: "grid") == CGRect(x: 101, y: 220, width: 119, height: 40))
        #expect(snapshot.frame(of: "name") == CGRect(x: 101, y: 220, width: 26, height: 16))
        #expect(snapshot.frame(of: "ada") == CGRect(x: 101, y: 244, width: 78, height: 16))
        #expect(snapshot.frame(of: "score") == CGRect(x: 187, y: 220, width: 33, height: 16))
        #expect(snapshot.frame(of: "nine") == CGRect(x: 200, y: 244, width: 7, height: 16))
    }

    @Test("A GridRow outside a Grid lays out like an HStack")
    func rowOutsideGrid() {
        #expect(size(of: GridRow { rigid(10, 10); rigid(20, 5) }, proposing: .unspecified) == CGSize(width: 38, height: 10))
    }
}
