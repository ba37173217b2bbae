/// Declares an environment value with its key in one line:
///
/// ```swift
/// extension EnvironmentValues {
///     @Entry var accent: Color = .blue
/// }
/// // read with @Environment(\.accent), set with .environment(\.accent, .red)
/// ```
///
/// The property needs its type written out and a default value (an optional one may leave
/// it out: nil). The macro makes the property computed over a private key type whose
/// `defaultValue` is the initialiser, evaluated each time the default is needed.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "SceneryMacros", type: "EntryMacro")
