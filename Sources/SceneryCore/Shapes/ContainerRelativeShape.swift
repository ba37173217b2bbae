/// A shape that takes the shape of its container: the shape the nearest enclosing
/// `containerShape(_:)` set, inset by what insets this shape (a `strokeBorder`), or a
/// rectangle when no container sets one.
///
/// SwiftUI also insets the container's shape by the distance between the container's frame
/// and this shape's frame, so nested rounded corners stay concentric. Scenery draws the
/// container's shape in this shape's own frame (the same shape, not made concentric).
nonisolated public struct ContainerRelativeShape: InsettableShape {
    /// How much this shape is inset (by `inset(by:)`).
    var insetAmount: CGFloat = 0

    /// The container's shape.
    nonisolated public init() {}

    /// Outside a container that sets a shape: the rectangle (inset).
    nonisolated public func path(in rect: CGRect) -> Path {
        Path(rect.insetBy(dx: insetAmount, dy: insetAmount))
    }

    /// The container's shape inset by `amount` more.
    nonisolated public func inset(by amount: CGFloat) -> ContainerRelativeShape {
        var copy = self
        copy.insetAmount += amount
        return copy
    }

    /// The shape drawn in `environment`: the container's shape, inset.
    func resolved(in environment: EnvironmentValues) -> any Shape {
        guard let container = environment.containerShape else { return self }
        return container.inset(insetAmount)
    }
}

/// The shape `containerShape(_:)` set, type-erased with its inset.
struct ContainerShapeBox: Sendable {
    let shape: any InsettableShape

    func inset(_ amount: CGFloat) -> any Shape {
        amount == 0 ? shape : insetShape(shape, by: amount)
    }

    private func insetShape<S: InsettableShape>(_ shape: S, by amount: CGFloat) -> any Shape {
        shape.inset(by: amount)
    }
}

private struct ContainerShapeKey: EnvironmentKey {
    static var defaultValue: ContainerShapeBox? { nil }
}

extension EnvironmentValues {
    /// The container shape `ContainerRelativeShape` takes inside this view.
    var containerShape: ContainerShapeBox? {
        get { self[ContainerShapeKey.self] }
        set { self[ContainerShapeKey.self] = newValue }
    }
}

extension View {
    /// Sets the shape `ContainerRelativeShape` takes in the views inside this one.
    nonisolated public func containerShape<T: InsettableShape>(_ shape: T) -> some View {
        modifier(_EnvironmentWritingModifier { $0.containerShape = ContainerShapeBox(shape: shape) })
    }
}
