import Foundation
@testable import SceneryCore
@testable import SceneryHeadless
@testable import SceneryRenderer
import SceneryTesting
import Testing

/// Shows the tab bar placement and section flag a tab's view sees.
struct PlacementProbe: View {
    @Environment(\.tabBarPlacement) private var placement
    @Environment(\.isTabBarShowingSections) private var sections

    var body: some View {
        Text("placement \(placement.map { $0.name } ?? "none") sections \(sections)")
    }
}

@Suite("TabView: styles, badges, placements, sidebar and pages")
@MainActor
struct TabViewStyleTests {
    static func sectioned() -> some View {
        TabView {
            Tab("Requests", systemImage: "paperplane") { PlacementProbe() }
            Tab("Account", systemImage: "person.crop.circle.fill") { Text("Account page") }
            TabSection("Messages") {
                Tab("Received", systemImage: "tray.and.arrow.down.fill") { Text("Received page") }
                Tab("Drafts", systemImage: "pencil") { Text("Drafts page") }
            }
        }
    }

    @Test("The tab bar is a row of icon-and-title buttons at the top; the content starts below it")
    func tabBarLayout() throws {
        let window = try HeadlessWindow(Self.sectioned())
        window.window.resize(to: Size(width: 600, height: 300))
        let requests = try #require(window.textFrame("Requests"))
        let drafts = try #require(window.textFrame("Drafts"))
        let page = try #require(window.textFrame("placement topBar sections false"))
        #expect(requests.maxY <= TabViewLayout.barHeight)
        #expect(abs(requests.midY - drafts.midY) < 1, "one row")
        #expect(requests.maxX < drafts.minX)
        #expect(page.minY >= TabViewLayout.barHeight)
        #expect(!window.texts.contains("Messages"), "R71: no section header in the tab bar")
        let symbols = window.symbols.map(\.name)
        #expect(symbols.contains("paperplane") && symbols.contains("pencil"))
    }

    @Test("R69: .badge(2) and .badge(\"!\") show as pills beside their tabs; .badge(0) shows none")
    func badges() throws {
        let window = try HeadlessWindow(TabView {
            Tab("Received", systemImage: "tray") { Text("In") }.badge(2)
            Tab("Sent", systemImage: "paperplane") { Text("Out") }.badge(0)
            Tab("Account", systemImage: "person") { Text("Me") }.badge("!")
        })
        window.window.resize(to: Size(width: 600, height: 300))
        let two = try #require(window.textFrame("2"))
        let bang = try #require(window.textFrame("!"))
        let received = try #require(window.textFrame("Received"))
        let account = try #require(window.textFrame("Account"))
        #expect(two.minX > received.maxX && abs(two.midY - received.midY) < 2)
        #expect(bang.minX > account.maxX)
        #expect(!window.texts.contains("0"))
        #expect(window.filledShapes(TabColors.badge).count == 2)
    }

    @Test("R73, R74: a search tab is titled Search with a magnifying glass, pinned at the trailing edge (leading in RTL)")
    func searchTabPinned() throws {
        func bar(_ direction: LayoutDirection) throws -> HeadlessWindow {
            let window = try HeadlessWindow(TabView(selection: .constant(1)) {
                Tab(value: 0, role: .search) { Text("Find") }
                Tab("Home", systemImage: "house", value: 1) { Text("Home page") }
                Tab("Library", systemImage: "books.vertical", value: 2) { Text("Library page") }
            }
            .environment(\.layoutDirection, direction))
            window.window.resize(to: Size(width: 600, height: 200))
            return window
        }
        let ltr = try bar(.leftToRight)
        let search = try #require(ltr.textFrame("Search"))
        #expect(ltr.symbols.contains { $0.name == "magnifyingglass" })
        let library = try #require(ltr.textFrame("Library"))
        #expect(search.minX > library.maxX)
        #expect(search.maxX > 500, "at the trailing edge")
        let rtl = try bar(.rightToLeft)
        let rtlSearch = try #require(rtl.textFrame("Search"))
        let rtlLibrary = try #require(rtl.textFrame("Library"))
        #expect(rtlSearch.maxX < rtlLibrary.minX)
        #expect(rtlSearch.minX < 100, "at the left edge")
        // Keyboard order follows the order shown: Ctrl+Tab from the last regular tab reaches search.
        #expect(ltr.texts.contains("Home page"))
    }

    @Test("R80: tabBarPlacement is nil outside a tab view and set inside; isTabBarShowingSections follows the sidebar")
    func placementEnvironment() throws {
        let outside = try HeadlessWindow(PlacementProbe())
        #expect(outside.texts.contains("placement none sections false"))
        let wide = try HeadlessWindow(Self.sectioned().tabViewStyle(.sidebarAdaptable))
        wide.window.resize(to: Size(width: 800, height: 400))
        #expect(wide.texts.contains("placement sidebar sections true"), "\(wide.texts)")
        let page = try HeadlessWindow(TabView { PlacementProbe() }.tabViewStyle(.page))
        #expect(page.texts.contains("placement pageIndicator sections false"))
    }

    @Test("R71: sidebarAdaptable shows a sidebar with section headers when wide, the tab bar when narrow, and back")
    func sidebarAdapts() throws {
        let window = try HeadlessWindow(Self.sectioned().tabViewStyle(.sidebarAdaptable))
        window.window.resize(to: Size(width: 800, height: 400))
        let header = try #require(window.textFrame("Messages"))
        let received = try #require(window.textFrame("Received"))
        let requests = try #require(window.textFrame("Requests"))
        #expect(header.maxX < TabViewLayout.sidebarWidth)
        #expect(received.minY > header.maxY, "tabs beneath their section header")
        #expect(requests.maxY < header.minY)
        let page = try #require(window.textFrame("placement sidebar sections true"))
        #expect(page.minX >= TabViewLayout.sidebarWidth)

        window.window.resize(to: Size(width: 500, height: 400))
        #expect(!window.texts.contains("Messages"), "no section header in the tab bar")
        let narrowReceived = try #require(window.textFrame("Received"))
        #expect(narrowReceived.maxY <= TabViewLayout.barHeight)
        #expect(window.texts.contains("placement topBar sections false"))

        window.window.resize(to: Size(width: 700, height: 400))
        #expect(window.texts.contains("Messages"))
    }

    @Test("R81: sidebar header, footer and bottom bar show only with the sidebar; header above the tabs, bottom bar pinned at the bottom")
    func sidebarParts() throws {
        let window = try HeadlessWindow(Self.sectioned()
            .tabViewStyle(.sidebarAdaptable)
            .tabViewSidebarHeader { Text("Welcome") }
            .tabViewSidebarFooter { Text("The end") }
            .tabViewSidebarBottomBar { Text("Pinned bar") })
        window.window.resize(to: Size(width: 800, height: 400))
        let welcome = try #require(window.textFrame("Welcome"))
        let footer = try #require(window.textFrame("The end"))
        let bottom = try #require(window.textFrame("Pinned bar"))
        let requests = try #require(window.textFrame("Requests"))
        let drafts = try #require(window.textFrame("Drafts"))
        #expect(welcome.maxY <= requests.minY)
        #expect(footer.minY >= drafts.maxY)
        #expect(bottom.maxY > 360, "pinned at the bottom of the sidebar")
        window.window.resize(to: Size(width: 500, height: 400))
        #expect(!window.texts.contains("Welcome"))
        #expect(!window.texts.contains("The end"))
        #expect(!window.texts.contains("Pinned bar"))
    }

    @Test("R70: the page style shows one page per ForEach element with dots; Right, Left and a click on a dot turn pages")
    func pages() throws {
        let cities = ["Oslo", "Lima", "Pune"]
        let window = try HeadlessWindow(TabView {
            ForEach(cities, id: \.self) { city in Text("Weather in \(city)") }
        }
        .tabViewStyle(.page))
        window.window.resize(to: Size(width: 400, height: 300))
        #expect(window.texts.contains("Weather in Oslo"))
        #expect(!window.texts.contains("Weather in Lima"))
        let dots = window.items.compactMap { item -> CGRect? in
            if case .shape(_, .fill, _, let frame) = item, frame.width == 8, frame.height == 8 { frame } else { nil }
        }
        #expect(dots.count == 3)
        #expect(dots.allSatisfy { $0.minY > 250 }, "the dots are at the bottom")
        window.press(.rightArrow, .function)
        #expect(window.texts.contains("Weather in Lima"))
        window.press(.rightArrow, .function)
        window.press(.rightArrow, .function)
        #expect(window.texts.contains("Weather in Pune"), "no wrapping past the last page")
        window.press(.leftArrow, .function)
        #expect(window.texts.contains("Weather in Lima"))
        window.window.click(at: CGPoint(x: dots[0].midX, y: dots[0].midY))
        #expect(window.texts.contains("Weather in Oslo"))
    }

    @Test("The page style's indexDisplayMode .never hides the dots")
    func pageDotsHidden() throws {
        let window = try HeadlessWindow(TabView { Text("A"); Text("B") }.tabViewStyle(.page(indexDisplayMode: .never)))
        window.window.resize(to: Size(width: 300, height: 200))
        let dots = window.items.filter { if case .shape(_, .fill, _, let frame) = $0 { frame.width == 8 } else { false } }
        #expect(dots.isEmpty)
    }

    @Test("R90: a tabViewStyle set on an ancestor applies to the tab views inside")
    func styleFromAncestor() throws {
        let window = try HeadlessWindow(VStack {
            TabView { Text("First page"); Text("Second page") }
        }
        .tabViewStyle(.page))
        window.window.resize(to: Size(width: 300, height: 200))
        #expect(window.texts.contains("First page"))
        window.press(.rightArrow, .function)
        #expect(window.texts.contains("Second page"))
    }

    @Test("R83: views with .tabItem { Label } and .tag define tabs; the selection binds to the tags")
    func olderTabItems() throws {
        let selection = TabSelectionBox(1)
        let window = try HeadlessWindow(TabView(selection: selection.binding) {
            Text("Menu page").tabItem { Label("Menu", systemImage: "list.dash") }.tag(1)
            Text("Order page").tabItem { Label("Order", systemImage: "square.and.pencil") }.tag(2).badge(5)
        })
        window.window.resize(to: Size(width: 400, height: 200))
        #expect(window.texts.contains("Menu page"))
        #expect(!window.texts.contains("Order page"))
        #expect(window.texts.contains("5"))
        #expect(window.symbols.contains { $0.name == "list.dash" })
        window.window.click(at: try #require(window.center(of: "Order")))
        #expect(selection.value == 2)
        #expect(window.texts.contains("Order page"))
    }

    @Test("The tab bar and the selected tab, drawn in light and dark")
    func pixels() throws {
        for scheme in [ColorScheme.light, .dark] {
            let snapshot = HeadlessSnapshot(
                of: TabView {
                    Tab("Received", systemImage: "envelope") { Text("Inbox") }.badge(2)
                    Tab("Sent", systemImage: "paperplane") { Text("Outbox") }
                }
                .preferredColorScheme(scheme),
                width: 400, height: 200)
            snapshot.image.writePNG(to: TestArtifacts.path("tabs-\(scheme).png"))
            let image = snapshot.image
            let received = try #require(snapshot.text("Received"))
            let sent = try #require(snapshot.text("Sent"))
            // The bar's background differs from the window's below it.
            let bar = image.luminance(x: 5, y: 5)
            let page = image.luminance(x: 5, y: 150)
            #expect(abs(bar - page) > 3, "\(scheme): bar \(bar), page \(page)")
            // The selected tab's highlight: darker (light) or lighter (dark) than the bar,
            // beside its title; the other tab has none.
            let selectedSpot = image.luminance(x: Int(received.x) - 3, y: Int(received.y + received.height / 2))
            let otherSpot = image.luminance(x: Int(sent.x) - 3, y: Int(sent.y + sent.height / 2))
            if scheme == .light {
                #expect(selectedSpot < bar - 5, "light: highlight \(selectedSpot), bar \(bar)")
            } else {
                #expect(selectedSpot > bar + 5, "dark: highlight \(selectedSpot), bar \(bar)")
            }
            #expect(abs(otherSpot - bar) < 3, "\(scheme): unselected \(otherSpot), bar \(bar)")
            // The title's glyphs contrast with the bar.
            let glyphs = image.count(x: Int(received.x), y: Int(received.y), width: Int(received.width), height: Int(received.height)) {
                abs(image.luminance(x: $0, y: $1) - selectedSpot) > 80
            }
            #expect(glyphs > 20, "\(scheme): \(glyphs) glyph pixels")
            // The badge pill is accent blue.
            let badge = try #require(snapshot.text("2"))
            let blue = image.count(x: Int(badge.x) - 3, y: Int(badge.y), width: Int(badge.width) + 6, height: Int(badge.height)) {
                let c = image.rgb(x: $0, y: $1)
                return c.blue > 200 && c.red < 60
            }
            #expect(blue > 10, "\(scheme): \(blue) blue pixels")
        }
    }
}

/// Shows the accessory placement it sees.
struct AccessoryProbe: View {
    @Environment(\.tabViewBottomAccessoryPlacement) private var placement

    var body: some View {
        switch placement {
        case .inline: Text("inline accessory")
        case .expanded: Text("expanded accessory")
        }
    }
}

@Suite("TabView: bottom accessory and section actions")
@MainActor
struct TabViewAccessoryTests {
    @Test("R82: the bottom accessory sits below the selected tab's view, expanded (there is no bottom tab bar)")
    func bottomAccessory() throws {
        let window = try HeadlessWindow(TabView {
            Tab("Home", systemImage: "house") { Text("Home page").frame(maxHeight: .infinity) }
        }
        .tabViewBottomAccessory { AccessoryProbe() })
        window.window.resize(to: Size(width: 400, height: 300))
        let accessory = try #require(window.textFrame("expanded accessory"))
        let page = try #require(window.textFrame("Home page"))
        #expect(accessory.minY > page.maxY)
        #expect(accessory.maxY > 280)
    }

    @Test("sectionActions on a TabSection show after its tabs in the sidebar")
    func tabSectionActions() throws {
        let window = try HeadlessWindow(TabView {
            Tab("Home", systemImage: "house") { Text("Home page") }
            TabSection("Categories") {
                Tab("Climate", systemImage: "fan") { Text("Climate page") }
            }
            .sectionActions { Button("Add Category") {} }
        }
        .tabViewStyle(.sidebarAdaptable))
        window.window.resize(to: Size(width: 800, height: 400))
        let climate = try #require(window.textFrame("Climate"))
        let add = try #require(window.textFrame("Add Category"))
        #expect(add.minY > climate.maxY)
        #expect(add.maxX < TabViewLayout.sidebarWidth)
    }
}
