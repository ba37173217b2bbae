import Foundation
package import SceneryCore
import SceneryPlatform
import Synchronization

/// Named colours from Xcode asset catalogs in the app's bundles (``AppBundle``): the
/// `.xcassets` folders directly in a bundle (or, in a SwiftPM resource bundle, one folder
/// down: `.copy("Resources")` keeps that folder), and in each the
/// `<name>.colorset` folders at any depth. A group folder whose `Contents.json` says
/// `"provides-namespace": true` puts its name in front (`Brand/aqua`).
///
/// Nothing is read until the first named colour is drawn; each bundle's catalogs are
/// indexed once.
package final class AssetCatalogColors: NamedColorSource {
    /// The bundles looked in for a colour without a bundle, most specific first.
    private let appBundles: @Sendable () -> [String]
    /// Colour set folders by name, per bundle path.
    private let indexes = Mutex<[String: [String: String]]>([:])

    /// Looks in the app's bundles (``AppBundle/appBundles``) by default.
    package init(appBundles: @escaping @Sendable () -> [String] = { AppBundle.appBundles }) {
        self.appBundles = appBundles
    }

    package func colorSet(named name: String, bundlePath: String?) -> NamedColorSourceResult {
        let bundles = bundlePath.map { [$0] } ?? appBundles()
        for bundle in bundles {
            guard let folder = index(of: bundle)[name] else { continue }
            let path = folder + "/Contents.json"
            guard let data = FileManager.default.contents(atPath: path) else {
                return .missing(searched: "\(path) could not be read")
            }
            return .found(contents: data, path: path)
        }
        let catalogs = bundles.flatMap(Self.catalogs(in:))
        let searched = catalogs.isEmpty
            ? "no .xcassets folder in " + (bundles.isEmpty ? "any bundle" : bundles.joined(separator: ", "))
            : catalogs.joined(separator: ", ")
        return .missing(searched: searched)
    }

    private func index(of bundle: String) -> [String: String] {
        if let known = indexes.withLock({ $0[bundle] }) { return known }
        var index: [String: String] = [:]
        for catalog in Self.catalogs(in: bundle) { Self.collect(catalog, prefix: "", into: &index) }
        indexes.withLock { $0[bundle] = index }
        return index
    }

    /// The asset catalogs of a bundle: `.xcassets` folders in it, or one folder down in a
    /// resource bundle (not in the executable's folder, which holds every build product).
    private static func catalogs(in bundle: String) -> [String] {
        guard let entries = DirectoryListing.names(in: bundle) else { return [] }
        let searchesFolders = bundle.hasSuffix(".resources")
        var found: [String] = []
        for entry in entries {
            let path = bundle + "/" + entry
            guard entry.hasSuffix(".xcassets") || searchesFolders, AppBundle.isDirectory(path) else { continue }
            if entry.hasSuffix(".xcassets") {
                found.append(path)
            } else if let inner = DirectoryListing.names(in: path) {
                found += inner.filter { $0.hasSuffix(".xcassets") }.map { path + "/" + $0 }.filter(AppBundle.isDirectory)
            }
        }
        return found
    }

    /// Adds the colour sets under `folder` to `index` (the first of a name wins).
    private static func collect(_ folder: String, prefix: String, into index: inout [String: String]) {
        for entry in DirectoryListing.names(in: folder) ?? [] {
            let path = folder + "/" + entry
            guard AppBundle.isDirectory(path) else { continue }
            if entry.hasSuffix(".colorset") {
                let name = prefix + String(entry.dropLast(".colorset".count))
                if index[name] == nil { index[name] = path }
            } else if !entry.contains(".") {
                let namespace = providesNamespace(path) ? prefix + entry + "/" : prefix
                collect(path, prefix: namespace, into: &index)
            }
        }
    }

    private static func providesNamespace(_ group: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: group + "/Contents.json"),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let properties = object["properties"] as? [String: Any] else { return false }
        return (properties["provides-namespace"] as? Bool) ?? false
    }
}
