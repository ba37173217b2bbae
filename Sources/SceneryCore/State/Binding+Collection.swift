/// A binding to a collection is a collection of bindings to its elements, as in SwiftUI:
/// `ForEach($items) { $item in TextField("Name", text: $item.name) }` and
/// `Toggle(sources: $lights, isOn: \.isOn) { … }`.
///
/// Bindings are read on the main actor (views, their actions); the collection's
/// requirements are nonisolated by the standard library's protocols, so they check that they
/// run on the main thread and stop the program if not.
extension Binding: Sequence where Value: MutableCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices

    /// The position of the first element of the bound collection.
    public var startIndex: Index { boundValue.startIndex }

    /// The position past the last element of the bound collection.
    public var endIndex: Index { boundValue.endIndex }

    /// The bound collection's indices.
    public var indices: Indices { boundValue.indices }

    /// The position after `index` in the bound collection.
    public func index(after index: Index) -> Index {
        boundValue.index(after: index)
    }

    /// Replaces `index` with the position after it in the bound collection.
    public func formIndex(after index: inout Index) {
        index = self.index(after: index)
    }

    /// A binding to the element at `position`: it reads and writes that element of the
    /// bound collection.
    public subscript(position: Index) -> Binding<Value.Element> {
        nonisolated(unsafe) let position = position
        nonisolated(unsafe) let whole = self
        return Binding<Value.Element>(
            get: { whole.wrappedValue[position] },
            set: { element in whole.wrappedValue[position] = element })
    }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection & MutableCollection {
    /// The position before `index` in the bound collection.
    public func index(before index: Index) -> Index {
        boundValue.index(before: index)
    }

    /// Replaces `index` with the position before it in the bound collection.
    public func formIndex(before index: inout Index) {
        index = self.index(before: index)
    }
}

extension Binding: RandomAccessCollection where Value: RandomAccessCollection & MutableCollection {}

/// A binding to an identifiable value has the value's identity, so `ForEach($items)`
/// keeps each row's identity (and state) as the items move.
extension Binding: Identifiable where Value: Identifiable {
    /// The bound value's identity.
    public var id: Value.ID { boundValue.id }
}


extension Binding {
    /// The bound value, read by the collection requirements: nonisolated by protocol, called
    /// on the main thread (checked) where views and their actions use bindings.
    fileprivate var boundValue: Value {
        nonisolated(unsafe) let binding = self
        return onMainActor { binding.wrappedValue }
    }
}
