// Stubs for check_listings.py: the smallest declarations of the user's own types, views and
// state that seed listings name but do not show. Not compiled as a whole: each part below a
// `// stub: Name` (top level) or `// member: name` (a property of the wrapper view) line is
// added to a listing that mentions the name and does not declare it. `@ id …` limits a part
// to those listings. See README.md. Written for this check; none of it comes from the seeds.

// MARK: - Placeholder views of the user's app

// stub: AccountButton
struct AccountButton: View { var body: some View { Text("Account") } }

// stub: AccountView
struct AccountView: View { var body: some View { Text("Account") } }

// stub: AlertsView
struct AlertsView: View { var body: some View { Text("Alerts") } }

// stub: AlternativeContentView
struct AlternativeContentView: View { var body: some View { Text("Alternative") } }

// stub: ArtistsView
struct ArtistsView: View { var body: some View { Text("Artists") } }

// stub: CircleImage
struct CircleImage: View { var body: some View { Circle() } }

// stub: ClimateView
struct ClimateView: View { var body: some View { Text("Climate") } }

// stub: ContactSupportLink
struct ContactSupportLink: View { var body: some View { Text("Support") } }

// stub: ContentView
struct ContentView: View { var body: some View { Text("Content") } }

// stub: ControlsPlaybackView
struct ControlsPlaybackView: View { var body: some View { Text("Controls") } }

// stub: DraftsView
struct DraftsView: View { var body: some View { Text("Drafts") } }

// stub: HomeStatusView
struct HomeStatusView: View { var body: some View { Text("Status") } }

// stub: HomeView
struct HomeView: View { var body: some View { Text("Home") } }

// stub: LightsView
struct LightsView: View { var body: some View { Text("Lights") } }

// stub: ListenNowView
struct ListenNowView: View { var body: some View { Text("Listen Now") } }

// stub: MailViewer
struct MailViewer: View { var body: some View { Text("Mail") } }

// stub: MyBrowseView
struct MyBrowseView: View { var body: some View { Text("Browse") } }

// stub: MyContents
struct MyContents: View { var body: some View { Text("Contents") } }

// stub: MyDetail
struct MyDetail: View { var body: some View { Text("Detail") } }

// stub: MyHomeView
struct MyHomeView: View { var body: some View { Text("Home") } }

// stub: MyReportsView
struct MyReportsView: View { var body: some View { Text("Reports") } }

// stub: MyRepresentedCustomView
struct MyRepresentedCustomView: View { var body: some View { Text("Custom") } }

// stub: MySidebar
struct MySidebar: View { var body: some View { Text("Sidebar") } }

// stub: RadioView
struct RadioView: View { var body: some View { Text("Radio") } }

// stub: ReceivedView
struct ReceivedView: View { var body: some View { Text("Received") } }

// stub: RecentlyAddedView
struct RecentlyAddedView: View { var body: some View { Text("Recently Added") } }

// stub: RequestsView
struct RequestsView: View { var body: some View { Text("Requests") } }

// stub: SearchDetailView
struct SearchDetailView: View { var body: some View { Text("Search") } }

// stub: SentView
struct SentView: View { var body: some View { Text("Sent") } }

// stub: SliderPlaybackView
struct SliderPlaybackView: View { var body: some View { Text("Slider") } }

// stub: WatchNowView
struct WatchNowView: View { var body: some View { Text("Watch Now") } }

// stub: WelcomeHeaderView
struct WelcomeHeaderView: View { var body: some View { Text("Welcome") } }

// stub: TrainCar
struct TrainCar: View {
    enum Position { case front, middle, rear }
    var position: Position
    init(_ position: Position) { self.position = position }
    var body: some View { Image(systemName: "train.side.middle.car") }
}

// stub: TrainTrack
struct TrainTrack: View { var body: some View { Divider() } }

// stub: CircleButton
struct CircleButton: View {
    var symbol: String
    var body: some View { Image(systemName: symbol) }
}

// stub: AnalogTimerView
struct AnalogTimerView: View {
    var date: Date
    var showSeconds = true
    var body: some View { Text("Timer") }
}

// stub: StatsSummary
struct StatsSummary: View {
    var stats: [String: String]
    var body: some View { Text("\(stats.count) statistics") }
}

// stub: TemperatureView
struct TemperatureView: View {
    var city: City
    init(_ city: City) { self.city = city }
    var body: some View { Text(city.name) }
}

// stub: City
struct City: Identifiable {
    var id: String { name }
    var name: String
}

// MARK: - Navigation samples

// stub: ColorDetail
struct ColorDetail: View {
    var color: Color
    var text: String = ""
    var body: some View { color }
}

// stub: Park
struct Park: Hashable, Identifiable {
    var name: String
    var id: String { name }
    init(_ name: String) { self.name = name }
}

// stub: ParkDetails
struct ParkDetails: View {
    var park: Park
    var body: some View { Text(park.name) }
}

// stub: Recipe
enum Recipe: String, Hashable, Codable, Identifiable, CaseIterable, CustomStringConvertible {
    case applePie, chocolateCake
    var id: Self { self }
    var description: String { rawValue }
}

// stub: RecipeDetailView
struct RecipeDetailView: View {
    var recipe: Recipe
    var body: some View { Text(recipe.description) }
}

// stub: NavigationManager
@Observable final class NavigationManager {
    var path: [Color] = []
}

// stub: Employee
struct Employee: Identifiable, Hashable {
    var id = UUID()
    var name: String
}

// stub: Department
struct Department: Identifiable, Hashable {
    var id = UUID()
    var name: String
    var employees: [Employee] = []
}

// stub: EmployeeDetails
struct EmployeeDetails: View {
    var ids: Set<Employee.ID>
    init(for ids: Set<Employee.ID>) { self.ids = ids }
    var body: some View { Text("\(ids.count) selected") }
}

// stub: Note
struct Note: Identifiable {
    var id = UUID()
    var title: String
}

// stub: NoteEditor
struct NoteEditor: View {
    var id: Note.ID
    var body: some View { Text("Note") }
}

// stub: CompanyModel
@Observable final class CompanyModel {
    var employees: [Employee] = []
    var departments: [Department] = []
    var notes: [Note] = []
    func department(id: Department.ID?) -> Department? { departments.first { $0.id == id } }
}

// stub: Folder
struct Folder: Identifiable {
    var id = UUID()
}

// stub: FolderDetail
struct FolderDetail: View {
    var id: Folder.ID
    var body: some View { Text("Folder") }
}

// stub: Product
struct Product: Identifiable {
    var id = UUID()
}

// stub: DepartmentList
struct DepartmentList: View {
    @Binding var departmentId: Department.ID?
    var body: some View { Text("Departments") }
}

// stub: ProductList
struct ProductList: View {
    var departmentId: Department.ID?
    @Binding var productId: Product.ID?
    var body: some View { Text("Products") }
}

// stub: ProductDetails
struct ProductDetails: View {
    var productId: Product.ID?
    var body: some View { Text("Product") }
}

// stub: Tabs
enum Tabs: Hashable {
    case watchNow, library, new, favorites, search
    case collections(Category)
    var customizationID: String { "\(self)" }
}

// stub: Category
enum Category: Hashable, Identifiable, CaseIterable {
    case cinematic, forest, sea
    var id: Self { self }
    var name: String { "\(self)" }
    var icon: String { "folder" }
    static var collectionsList: [Category] { allCases }
}

// stub: MusicTab
enum MusicTab: Hashable {
    case listenNow, radio, search, browse
    case library(MusicLibraryTab)
    case playlists(Playlist)
    var showInBrowseTab: Bool { false }
    func detail() -> some View { Text("Detail") }
}

// stub: MusicLibraryTab
enum MusicLibraryTab: String, Hashable, CaseIterable {
    case recentlyAdded, artists
}

// stub: Playlist
struct Playlist: Hashable, Identifiable {
    var name: String
    var id: String { name }
    var imafe: String { "playlist" }  // the listing's spelling
    init(_ name: String) { self.name = name }
    func detailView() -> some View { Text(name) }
}

// stub: Library
@Observable final class Library {
    var name = "Library"
}

// stub: LibraryView
struct LibraryView: View {
    var library: Library?
    var body: some View { Text(library?.name ?? "No library") }
}

// stub: Book
@Observable final class Book {
    var title = "Title"
    var isAvailable = true
}

// stub: Episode
struct Episode {
    var title: String
}

// stub: PlayButton
struct PlayButton: View {
    @Binding var isPlaying: Bool
    var body: some View { Button(isPlaying ? "Pause" : "Play") { isPlaying.toggle() } }
}

// stub: MailModel
final class MailModel: ObservableObject {}

// stub: SettingsView
struct SettingsView: View {
    var model: MailModel? = nil
    var body: some View { Text("Settings") }
}

// stub: MyScene
struct MyScene: Scene { var body: some Scene { WindowGroup { Text("Scene") } } }

// stub: MyAlternativeScene
struct MyAlternativeScene: Scene { var body: some Scene { WindowGroup { Text("Scene") } } }

// MARK: - The tutorials' recipe app

// stub: Recipe @ 001:L1487 001:L1572 001:L1698 001:L1928 001:L2003
struct Recipe: Identifiable, Hashable {
    var id = UUID()
    var title = ""
    var subtitle = ""
    var rating = 0
    var isFavorite = false
    var collections: [String] = []
    var isNew: Bool { title.isEmpty }
    static func emptyRecipe() -> Recipe { Recipe() }
}

// stub: SidebarItem
enum SidebarItem: Hashable {
    case all, favorites
    case collection(String)
    var title: String { "\(self)" }
}

// stub: RecipeBox
final class RecipeBox: ObservableObject {
    @Published var recipes: [Recipe] = []
    func add(_ recipe: Recipe) -> Recipe.ID { recipes.append(recipe); return recipe.id }
    func update(_ recipe: Recipe) {}
    func delete(_ id: Recipe.ID) {}
    func recipe(with id: Recipe.ID) -> Recipe? { recipes.first { $0.id == id } }
    func contains(_ id: Recipe.ID?) -> Bool { recipes.contains { $0.id == id } }
}

// stub: RecipeEditorConfig
struct RecipeEditorConfig {
    var recipe = Recipe.emptyRecipe()
    var shouldSaveChanges = false
    var isPresented = false
    mutating func presentAddRecipe(sidebarItem: SidebarItem) { isPresented = true }
}

// stub: RecipeEditorForm
struct RecipeEditorForm: View {
    @Binding var config: RecipeEditorConfig
    var body: some View { Text(config.recipe.title) }
}

// stub: RecipeEditor
struct RecipeEditor: View {
    @Binding var config: RecipeEditorConfig
    var body: some View { Text(config.recipe.title) }
}

// stub: RecipeListView
struct RecipeListView: View {
    @Binding var selection: Recipe.ID?
    var selectedSidebarItem: SidebarItem
    var body: some View { Text(selectedSidebarItem.title) }
}

// stub: RecipeDetailView @ 001:L2003
struct RecipeDetailView: View {
    @Binding var recipe: Recipe
    var body: some View { Text(recipe.title) }
}

// stub: RecipeDetailToolbar
struct RecipeDetailToolbar: View {
    @Binding var recipe: Recipe
    @Binding var showDeleteConfirmation: Bool
    var deleteRecipe: () -> Void
    var body: some View { Button("Delete", action: deleteRecipe) }
}

// stub: RecipeNotSelectedView
struct RecipeNotSelectedView: View { var body: some View { Text("No recipe") } }

// MARK: - The book's models

// stub: Model
@MainActor @Observable final class Model {
    var value = 0
    static let shared = Model()
}

// stub: CounterViewModel
@Observable final class CounterViewModel {
    var value: Int
    init(value: Int) { self.value = value }
}

// stub: Counter
struct Counter: View {
    @Binding var value: Int
    var body: some View { Button("Increment: \(value)") { value += 1 } }
}

// stub: UserModel
@Observable final class UserModel {
    var name = "name"
}

// stub: Database
final class Database: ObservableObject {}

// MARK: - State of the listing's own view (members)

// member: parks
private let parks = [Park("Yosemite"), Park("Sequoia")]

// member: presentedParks
@State private var presentedParks: [Park] = []

// member: cities
private let cities = [City(name: "Cupertino")]

// member: selection @ 000:L590
@State private var selection = 0

// member: selection @ 000:L1579
@State private var selection: Color?

// member: colors
@State private var colors: [Color] = [.purple, .pink, .orange]

// member: model
@State private var model = CompanyModel()

// member: employeeIds
@State private var employeeIds: Set<Employee.ID> = []

// member: workFolder
private let workFolder = Folder()

// member: departmentId
@State private var departmentId: Department.ID?

// member: productId
@State private var productId: Product.ID?

// member: searchText
@State private var searchText = ""

// member: selectedTab
@State private var selectedTab: Tabs = .watchNow

// member: navigationManager
@State private var navigationManager = NavigationManager()

// member: oceans
private let oceans: [Ocean] = []

// member: multiSelection
@State private var multiSelection = Set<UUID>()

// member: store
@StateObject private var store = OceanStore()

// member: contentTitle
@State private var contentTitle = "Title"

// member: myURL
private let myURL = URL(fileURLWithPath: "/tmp/document.txt")

// member: isVisible
@State private var isVisible = true

// member: choice
@State private var choice = 0

// member: choiceList
@ViewBuilder private func choiceList() -> some View { Text("One").tag(0) }

// member: applyChanges
private func applyChanges() {}

// member: username
@State private var username = ""

// member: password
@State private var password = ""

// member: validate
private func validate(name: String) {}
private func validate(components: PersonNameComponents) {}

// member: writingImplement
private let writingImplement = "pencil"

// member: name
private let name = "World"

// member: person
private let person = Person()

// member: startDate
private let startDate = Date()

// member: book
@State private var book = Book()

// member: flag
@State private var flag = false

// member: greeting
private let greeting: String? = "Hello"

// member: showText
private let showText = true

// member: highlighted
private let highlighted = false

// member: image @ 002:L2060
private let image = Image(systemName: "pencil.circle.fill")

// member: myView
private let myView = Text("My view")

// member: someView
private let someView = Text("Some view")

// member: content @ 002:L2292
private let content = Text("Content")

// member: tooWide @ 002:L3517
private let tooWide = false

// member: overflows
@State private var overflows = false

// member: skyBlue
private let skyBlue = Color(red: 0.4627, green: 0.8392, blue: 1.0)

// member: lemonYellow
private let lemonYellow = Color.yellow

// member: hero
@State private var hero = false

// member: circle
private let circle = Circle()

// member: namespace
@Namespace private var namespace

// stub: Person
struct Person {
    var name = "Juan Chavez"
    var fullName = "Juan Chavez"
    var title = "Engineer"
    var initials = "JC"
    var profileColor = Color.blue
}

// stub: Ocean
struct Ocean: Identifiable, Hashable {
    let name: String
    let id = UUID()
    var stats: [String: String] = [:]
}

// stub: OceanStore
final class OceanStore: ObservableObject {
    @Published var oceans: [Ocean] = []
    func loadStats() async {}
}

// MARK: - Helpers the book's authors wrote but did not print

// stub: .union
extension Array where Element == CGRect {
    func union() -> CGRect { first.map { dropFirst().reduce($0) { $0.union($1) } } ?? .zero }
}

// stub: .pretty
extension CGRect {
    var pretty: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}
extension CGSize {
    var pretty: String { "\(width)×\(height)" }
}

// stub: .random @ 002:L3442
extension Color {
    static var random: Color { Color(hue: .random(in: 0...1), saturation: 0.7, brightness: 0.9) }
}

// stub: .custom @ 002:L2395
extension BadgeStyle where Self == DefaultBadgeStyle {
    static var custom: DefaultBadgeStyle { DefaultBadgeStyle(color: .purple) }
}

// MARK: - Versions of the user's types a listing means but the book does not show

// stub: UserModel @ 002:L2594 002:L2605
final class UserModel: ObservableObject {
    @Published var name = "name"
    static func mock() -> UserModel { UserModel() }
}

// stub: Nested @ 002:L2605
struct Nested: View {
    @EnvironmentObject var userModel: UserModel
    var body: some View { Text(userModel.name) }
}

// stub: Model @ 002:L914
final class Model: ObservableObject {
    @Published var value = 0
    static let shared = Model()
}

// member: _value @ 002:L512
@State private var value: Int
