/// The rows of a `ForEach` as a content switch: which element ids are there, in order, with
/// the content of each, and the rows that left in an animated update and still show while
/// their removal transition runs.
@MainActor
final class RowSwitch: ContentSwitch {
    /// The ids of the rows there now, in order.
    var activeRows: [IdentityPath.Component] = []
    /// The content of each row there now, in the order of ``activeRows``.
    var rowContents: [Content] = []
    /// The rows shown at the last update (there or leaving), in order: where leaving rows go.
    var shown: [IdentityPath.Component] = []
}

extension AnimationStore {
    /// Resolves the rows of a `ForEach` at `context.path`, each at `context.child(id)`.
    ///
    /// In an animated update a new row gets its insertion transition and a removed row stays,
    /// on its removal transition and where it was, until that finishes — as content in an
    /// `if` does (ContentSwitch.swift). Without an animation rows come and go at once. A
    /// leaving row keeps its place in the order, after the row that preceded it.
    func resolveRows(
        _ rows: [(id: IdentityPath.Component, content: ContentSwitch.Content)],
        into nodes: inout [ViewNode], context: ResolveContext
    ) {
        touchSwitch(context)
        let ids = rows.map(\.id)
        guard let record = switches[context.path] as? RowSwitch else {
            let record = RowSwitch(owner: context.parentNode)
            (record.activeRows, record.rowContents, record.shown) = (ids, rows.map(\.content), ids)
            switches[context.path] = record
            for row in rows { row.content(&nodes, context.child(row.id)) }
            return
        }
        record.owner = context.parentNode
        // The same rows and none leaving (most updates): no bookkeeping beyond the contents.
        if record.leaving.isEmpty && ids == record.activeRows {
            record.rowContents = rows.map(\.content)
            for row in rows { resolveActive(row.content, inserting: false, context: context.child(row.id), into: &nodes) }
            return
        }
        let animated = context.transaction.animation != nil
        let current = Set(ids), previous = Set(record.activeRows)
        if animated {
            for (id, content) in zip(record.activeRows, record.rowContents) where !current.contains(id) {
                record.leaving[id] = ContentSwitch.Leaving(content: content)
            }
        }
        let contents = Dictionary(rows.map { ($0.id, $0.content) }, uniquingKeysWith: { first, _ in first })
        var inserted: Set<IdentityPath.Component> = []
        for id in ids where !previous.contains(id) {
            if record.leaving.removeValue(forKey: id) == nil && animated { inserted.insert(id) }
        }
        (record.activeRows, record.rowContents) = (ids, rows.map(\.content))
        var shown: [IdentityPath.Component] = []
        for id in Self.order(ids, leaving: record.leaving, shown: record.shown) {
            let child = context.child(id)
            if let content = contents[id] {
                resolveActive(content, inserting: inserted.contains(id), context: child, into: &nodes)
                shown.append(id)
            } else if var leaving = record.leaving[id] {
                let stays = resolveLeaving(&leaving, context: child, into: &nodes)
                record.leaving[id] = stays ? leaving : nil
                if stays { shown.append(id) }
            }
        }
        record.shown = shown
    }

    /// Touches the rows of the `ForEach` at `context.path` as they are, when they are
    /// `count` rows and none is leaving: the `ForEach` reuses its whole last output
    /// (Graph/RowMemo.swift). Returns whether it could.
    func touchRowSwitch(_ context: ResolveContext, count: Int) -> Bool {
        guard let record = switches[context.path] as? RowSwitch, record.leaving.isEmpty,
              record.activeRows.count == count, record.shown.count == count
        else { return false }
        touchSwitch(context)
        record.owner = context.parentNode
        return true
    }

    /// `ids` with each leaving row put back after the row that preceded it in `shown`.
    private static func order(
        _ ids: [IdentityPath.Component], leaving: [IdentityPath.Component: ContentSwitch.Leaving], shown: [IdentityPath.Component]
    ) -> [IdentityPath.Component] {
        guard !leaving.isEmpty else { return ids }
        var result = ids
        for (index, id) in shown.enumerated() where leaving[id] != nil && !result.contains(id) {
            let before = shown[..<index].reversed().first { result.contains($0) }
            let at = before.flatMap { result.firstIndex(of: $0) }.map { $0 + 1 } ?? 0
            result.insert(id, at: at)
        }
        for id in leaving.keys where !result.contains(id) { result.append(id) }
        return result
    }
}
