/// The customizations a person made to a `sidebarAdaptable` tab view: which tabs they
/// hid or showed and the order of the tabs in each section. Tabs and sections are named
/// by their `customizationID(_:)`.
///
/// An empty customization leaves every tab at its builder default visibility and in
/// declaration order. It is `Codable`, so `@AppStorage` and `@SceneStorage` persist it:
///
/// ```swift
/// @AppStorage("sidebarCustomizations") var customization: TabViewCustomization
/// TabView { … }
///     .tabViewStyle(.sidebarAdaptable)
///     .tabViewCustomization($customization)
/// ```
nonisolated public struct TabViewCustomization: Codable, Equatable, Sendable {
    /// The customization of one tab.
    nonisolated public struct TabCustomization: Equatable, Sendable {
        /// The tab's customization identifier.
        public let id: String
        /// The visibility a person chose; `.automatic` when they did not.
        public var visibility: Visibility
    }

    /// The customization of one section.
    nonisolated public struct SectionCustomization: Equatable, Sendable {
        /// The section's customization identifier.
        public let id: String
        /// The customization identifiers of the section's tabs in the order a person put
        /// them; empty when they did not reorder.
        public var tabOrder: [String]
    }

    /// Visibilities people chose, by tab identifier.
    var visibilities: [String: Visibility] = [:]
    /// The order of the tabs people arranged, by section identifier ("" for the tabs
    /// outside sections).
    var tabOrders: [String: [String]] = [:]
    /// The order of the sections people arranged.
    var sectionOrder: [String] = []

    /// Creates an empty tab sidebar customization.
    nonisolated public init() {}

    /// The visibility of the tab identified by its customization identifier:
    /// `.automatic` until a person (or the app) sets it.
    nonisolated public subscript(visibility tabID: String) -> Visibility {
        get { visibilities[tabID] ?? .automatic }
        set { visibilities[tabID] = newValue == .automatic ? nil : newValue }
    }

    /// The customization of the tab, identified by its customization identifier.
    nonisolated public subscript(tab id: String) -> TabCustomization? {
        TabCustomization(id: id, visibility: self[visibility: id])
    }

    /// The customization of the section, identified by its customization identifier.
    nonisolated public subscript(section id: String) -> SectionCustomization? {
        SectionCustomization(id: id, tabOrder: tabOrders[id] ?? [])
    }

    /// Resets all tab sidebar visibilities to the builder defaults.
    nonisolated public mutating func resetVisibility() { visibilities = [:] }

    /// Resets the order of the tabs to the builder's.
    nonisolated public mutating func resetTabOrder() { tabOrders = [:] }

    /// Resets the order of the sections to the builder's.
    nonisolated public mutating func resetSectionOrder() { sectionOrder = [] }

    /// The tab order recorded for a section ("" for the top level).
    package func tabOrder(inSection sectionID: String) -> [String] { tabOrders[sectionID] ?? [] }

    /// Records an order for a section's tabs.
    package mutating func setTabOrder(_ order: [String], inSection sectionID: String) { tabOrders[sectionID] = order }
}

extension _StoredValueProperty where Value == TabViewCustomization {
    /// Stores a tab view customization under `key`, empty until one is stored.
    nonisolated public init(_ key: String) {
        self.init(_storage: _StoredPropertyStorage(property: StoredProperty(
            key: key, defaultValue: TabViewCustomization(), codec: .codable())))
    }
}
