/// Where `Image("name")` learns its intrinsic size: the drawing backend's image loader
/// (SceneryCairo's `NamedImages`), registered when a painter is created. Without one, a
/// named image is 0×0, as a missing image is.
@MainActor
package enum NamedImageSizes {
    /// The loader's lookup; nil in processes that draw nothing.
    package static var provider: (@MainActor (String) -> CGSize?)?
}
