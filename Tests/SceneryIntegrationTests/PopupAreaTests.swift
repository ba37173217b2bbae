import Foundation
@testable import SceneryX11
import Testing

/// Where a popup may go: the work area of the monitor its anchor is on (as GTK places
/// menus), decided over rectangles alone.
@Suite("Popup area: the anchor's monitor, cut to the work area")
struct PopupAreaTests {
    let screen = CGRect(x: 0, y: 0, width: 3840, height: 1080)
    let left = CGRect(x: 0, y: 0, width: 1920, height: 1080)
    let right = CGRect(x: 1920, y: 0, width: 1920, height: 1080)

    @Test("A popup on the right monitor keeps to that monitor, not the whole screen")
    func anchorPicksItsMonitor() {
        let area = PopupArea.area(near: CGPoint(x: 2500, y: 300), monitors: [left, right], workArea: nil, screen: screen)
        #expect(area == right)
        #expect(PopupArea.area(near: CGPoint(x: 1919, y: 300), monitors: [left, right], workArea: nil, screen: screen) == left)
    }

    @Test("A panel's strip is taken off the monitor: the work area cuts it")
    func workAreaCutsTheMonitor() {
        // A 40-pixel panel along the bottom of both monitors.
        let work = CGRect(x: 0, y: 0, width: 3840, height: 1040)
        let area = PopupArea.area(near: CGPoint(x: 2500, y: 300), monitors: [left, right], workArea: work, screen: screen)
        #expect(area == CGRect(x: 1920, y: 0, width: 1920, height: 1040))
    }

    @Test("An anchor off every monitor uses the nearest; no monitors at all, the screen")
    func nearestMonitorAndFallback() {
        // A gap between two monitors of different heights: below the shorter one.
        let short = CGRect(x: 0, y: 0, width: 1920, height: 600)
        let area = PopupArea.area(near: CGPoint(x: 100, y: 900), monitors: [short, right], workArea: nil, screen: screen)
        #expect(area == short)
        #expect(PopupArea.area(near: CGPoint(x: 5, y: 5), monitors: [], workArea: nil, screen: screen) == screen)
    }

    @Test("A work area that misses the monitor (stale, or another layout) is ignored")
    func disjointWorkAreaIgnored() {
        let work = CGRect(x: 0, y: 0, width: 1920, height: 1040)
        let area = PopupArea.area(near: CGPoint(x: 2500, y: 300), monitors: [left, right], workArea: work, screen: screen)
        #expect(area == right)
    }

    @Test("_NET_WORKAREA's entry for the current desktop is read; malformed values give none")
    func workAreaValues() {
        let values: [UInt32] = [0, 0, 640, 480, 0, 24, 640, 456]
        #expect(PopupArea.workArea(values: values, currentDesktop: 1) == CGRect(x: 0, y: 24, width: 640, height: 456))
        #expect(PopupArea.workArea(values: values, currentDesktop: nil) == CGRect(x: 0, y: 0, width: 640, height: 480))
        #expect(PopupArea.workArea(values: values, currentDesktop: 9) == CGRect(x: 0, y: 0, width: 640, height: 480))
        #expect(PopupArea.workArea(values: [1, 2, 3], currentDesktop: 0) == nil)
        #expect(PopupArea.workArea(values: [0, 0, 0, 480], currentDesktop: 0) == nil)
    }
}
