// swift-tools-version:6.0
//
// Scenery: a SwiftUI-style app framework for Linux/X11, run as a scene host
// plus one renderer process per window. See docs/process-model.md.
//
// The target graph enforces the layering:
//   - SceneryShared (the few values the public API and the wire both name) depends on
//     nothing; SceneryWire depends on nothing in Scenery but it;
//   - SceneryCore (the public API and view system) does no I/O;
//   - SceneryHost depends on no drawing or X library;
//   - only SceneryCairo, SceneryX11 and SceneryHeadless touch Cairo, Pango, XCB.
import CompilerPluginSupport
import PackageDescription

let strict: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "Scenery",
    // The language of the examples' own strings (Examples/Greetings/Resources/*.lproj).
    defaultLocalization: "en",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "Scenery", targets: ["Scenery"]),
        .library(name: "SceneryTesting", targets: ["SceneryTesting"]),
        // `import SwiftUI` for code written for SwiftUI: re-exports Scenery.
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        .executable(name: "scenectl", targets: ["scenectl"]),
        .executable(name: "Hello", targets: ["Hello"]),
        .executable(name: "Gallery", targets: ["Gallery"]),
        .executable(name: "Containers", targets: ["Containers"]),
        .executable(name: "Counter", targets: ["Counter"]),
        .executable(name: "Navigation", targets: ["Navigation"]),
        .executable(name: "SplitView", targets: ["SplitView"]),
        .executable(name: "Lists", targets: ["Lists"]),
        .executable(name: "Tabs", targets: ["Tabs"]),
        .executable(name: "TextFields", targets: ["TextFields"]),
        .executable(name: "Phases", targets: ["Phases"]),
        .executable(name: "Windows", targets: ["Windows"]),
        .executable(name: "Keys", targets: ["Keys"]),
        .executable(name: "Presentations", targets: ["Presentations"]),
        .executable(name: "Greetings", targets: ["Greetings"]),
        .executable(name: "Controls", targets: ["Controls"]),
        .executable(name: "Pickers", targets: ["Pickers"]),
        .executable(name: "Geometry", targets: ["Geometry"]),
        .executable(name: "Previews", targets: ["Previews"]),
        .executable(name: "Clock", targets: ["Clock"]),
        .executable(name: "ClipboardProbe", targets: ["ClipboardProbe"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        // The host's configuration files (TOML).
        .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
        // The compiler plugin behind `@Entry`.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
    ],
    targets: [
        // C libraries from Debian, through pkg-config.
        .systemLibrary(
            name: "CXCB", path: "Sources/CShims/CXCB", pkgConfig: "xcb",
            providers: [.apt(["libxcb1-dev"])]),
        .systemLibrary(
            name: "CCairo", path: "Sources/CShims/CCairo", pkgConfig: "cairo-xcb",
            providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(
            name: "CPangoCairo", path: "Sources/CShims/CPangoCairo", pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev", "libfontconfig-dev"])]),
        .systemLibrary(
            name: "CXKBCommon", path: "Sources/CShims/CXKBCommon", pkgConfig: "xkbcommon-x11",
            providers: [.apt(["libxkbcommon-x11-dev"])]),
        // Cairo, Pango, fontconfig and GObject as Scenery declares them, loaded at run time by the
        // renderer only (dlopen): the scene host never draws, so it never loads them.
        // CCairo and CPangoCairo above are the libraries' own headers, for GraphicsABICheck.
        .target(name: "CSceneryGraphics", path: "Sources/CShims/CSceneryGraphics"),
        // The first renderer of a plain launch, forked before the Swift runtime starts.
        .target(name: "CSceneryLaunch", dependencies: ["CSceneryGraphics"], path: "Sources/CShims/CSceneryLaunch"),
        // The few POSIX calls Swift cannot make directly (variadic prctl, spawn helpers).
        .target(name: "CSceneryPlatform", path: "Sources/CShims/CSceneryPlatform"),
        // Walks the Swift runtime's conformance records (previews find their types with it).
        .target(name: "CSceneryMetadata", path: "Sources/CShims/CSceneryMetadata"),

        // The values the public API and the wire both name (ScenePhase, the scene kinds, what
        // the window system says of a window), defined once below both. Depends on nothing.
        .target(name: "SceneryShared", swiftSettings: strict),
        // The wire: frames, handshake and messages. Depends on nothing in Scenery but the
        // shared values, which it re-exports.
        .target(name: "SceneryWire", dependencies: ["SceneryShared"], swiftSettings: strict),
        // File descriptors, the event loop, processes, signals, runtime paths.
        .target(
            name: "SceneryPlatform",
            dependencies: ["CSceneryPlatform", "SceneryWire", .product(name: "Logging", package: "swift-log")],
            swiftSettings: strict),
        // Apple's Foundation API that swift-corelibs-foundation lacks: AttributedString(markdown:),
        // InlinePresentationIntent, URL.documentsDirectory and the other user directories,
        // PersonNameComponents.FormatStyle. Apart from SceneryCore because it reads files
        // (user-dirs.dirs) and needs nothing of the view system.
        .target(name: "SceneryFoundation", swiftSettings: strict),
        // The public, SwiftUI-shaped API and the view system. No I/O.
        .target(
            name: "SceneryCore",
            dependencies: [
                "SceneryMacros", "SceneryFoundation", "SceneryShared", .product(name: "OpenCombine", package: "OpenCombine"),
            ],
            swiftSettings: strict),
        // Localized strings: reads an app's Localizable.strings and String Catalogs for the
        // user's languages (POSIX locale environment), hands them to the view system, and
        // answers String(localized:) and LocalizedStringResource.
        .target(
            name: "SceneryLocalization", dependencies: ["SceneryCore", "SceneryPlatform"],
            swiftSettings: strict),
        // Macros of the public API (`@Entry`, `#Preview`, `@Previewable`), run by the compiler.
        .macro(
            name: "SceneryMacros",
            dependencies: [
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ],
            swiftSettings: strict),
        // The scene host: manifest, sessions, renderer supervision, control socket. Never draws.
        .target(
            name: "SceneryHost", dependencies: ["SceneryCore", "SceneryShared", "SceneryWire", "SceneryPlatform", "SceneryConfiguration"],
            swiftSettings: strict),
        // The host's settings: documented defaults, overridden per app by a TOML file.
        .target(
            name: "SceneryConfiguration",
            dependencies: ["SceneryPlatform", .product(name: "TOMLKit", package: "TOMLKit")],
            swiftSettings: strict),
        // One window's renderer: view graph, layout, event loop; draws through a backend.
        .target(
            name: "SceneryRenderer",
            dependencies: ["SceneryCore", "SceneryShared", "SceneryWire", "SceneryPlatform", "SceneryLocalization"],
            swiftSettings: strict),
        // Cairo + Pango: paints display lists, measures text, finds icons.
        .target(
            name: "SceneryCairo", dependencies: ["SceneryCore", "SceneryPlatform", "SceneryWire", "CSceneryGraphics"],
            swiftSettings: strict),
        // A D-Bus client (the wire protocol over a Unix socket, on the event loop) and IBus's
        // input contexts on it: input methods for text fields (docs/text-input.md).
        .target(name: "SceneryDBus", dependencies: ["SceneryPlatform"], swiftSettings: strict),
        // The X11 backend (XCB windows and events, Cairo XCB surface).
        .target(
            name: "SceneryX11",
            dependencies: ["SceneryRenderer", "SceneryCairo", "SceneryShared", "CXCB", "CSceneryGraphics", "CXKBCommon", "SceneryDBus"],
            swiftSettings: strict),
        // The headless backend (Cairo image surface) for tests and screenshots.
        .target(
            name: "SceneryHeadless",
            dependencies: ["SceneryRenderer", "SceneryCairo", "SceneryPlatform", "SceneryShared", "CSceneryGraphics"],
            swiftSettings: strict),
        // Previews: finds the app's `#Preview`s and `PreviewProvider`s at run time, draws them
        // into PNG files without X (`--previews DIR`), and names the one a window shows
        // (`--preview NAME`).
        .target(
            name: "SceneryPreviews",
            dependencies: [
                "SceneryCore", "SceneryPlatform", "SceneryRenderer", "SceneryCairo", "SceneryHeadless", "CSceneryMetadata",
            ],
            swiftSettings: strict),
        // The umbrella apps import: re-exports the API and picks the process role.
        .target(
            name: "Scenery",
            dependencies: [
                "SceneryCore", "SceneryFoundation", "SceneryHost", "SceneryRenderer", "SceneryX11", "SceneryHeadless",
                "SceneryLocalization", "SceneryPreviews", "CSceneryLaunch",
            ],
            swiftSettings: strict),
        // `import SwiftUI`: the same module as `import Scenery`, under SwiftUI's name.
        .target(name: "SwiftUI", dependencies: ["Scenery"], swiftSettings: strict),
        // What app tests import: headless rendering, Xvfb + openbox harness, X probes.
        .target(
            name: "SceneryTesting",
            dependencies: [
                "Scenery", "SceneryHeadless", "SceneryCairo", "SceneryPlatform", "SceneryWire",
                "CXCB",
            ],
            swiftSettings: strict),
        .executableTarget(
            name: "scenectl",
            dependencies: [
                "SceneryWire", "SceneryPlatform", "SceneryConfiguration",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strict),

        // `make demo`: runs an app, or on a private Xvfb when there is no display, with a screenshot.
        .executableTarget(
            name: "scenery-demo", dependencies: ["SceneryTesting", "SceneryPlatform"],
            path: "Sources/SceneryDemo", swiftSettings: strict),

        .executableTarget(name: "Hello", dependencies: ["Scenery"], path: "Examples/Hello"),
        .executableTarget(name: "Gallery", dependencies: ["Scenery"], path: "Examples/Gallery"),
        .executableTarget(name: "Containers", dependencies: ["Scenery"], path: "Examples/Containers"),
        .executableTarget(name: "Counter", dependencies: ["Scenery"], path: "Examples/Counter"),
        // A NavigationStack of value links; the window's title follows the top view.
        .executableTarget(name: "Navigation", dependencies: ["Scenery"], path: "Examples/Navigation"),
        // A NavigationSplitView: parks in the sidebar, a stack of trails in the detail.
        .executableTarget(name: "SplitView", dependencies: ["Scenery"], path: "Examples/SplitView"),
        // A list with a set selection; the window's title names the selected rows.
        .executableTarget(name: "Lists", dependencies: ["Scenery"], path: "Examples/Lists"),
        // A TabView of mailboxes; keyboard shortcuts switch tabs and the title follows.
        .executableTarget(name: "Tabs", dependencies: ["Scenery"], path: "Examples/Tabs"),
        .executableTarget(name: "TextFields", dependencies: ["Scenery"], path: "Examples/TextFields"),
        .executableTarget(name: "Phases", dependencies: ["Scenery"], path: "Examples/Phases"),
        .executableTarget(name: "Keys", dependencies: ["Scenery"], path: "Examples/Keys"),
        // Copy and paste by keys, the title saying what was pasted (the clipboard's X11 tests).
        .executableTarget(name: "ClipboardProbe", dependencies: ["Scenery"], path: "Examples/ClipboardProbe"),
        .executableTarget(name: "Presentations", dependencies: ["Scenery"], path: "Examples/Presentations"),
        // Localized text: Localizable.strings for German and French, Markdown, Bundle.module.
        .executableTarget(
            name: "Greetings", dependencies: ["SwiftUI"], path: "Examples/Greetings",
            resources: [.process("Resources")]),
        .executableTarget(name: "Controls", dependencies: ["Scenery"], path: "Examples/Controls"),
        // A segmented picker, a radio group and a date field; the title shows the selections.
        .executableTarget(name: "Pickers", dependencies: ["Scenery"], path: "Examples/Pickers"),
        // Foundation's geometry types with Scenery's API (a custom Layout, Path, GeometryReader).
        .executableTarget(name: "Geometry", dependencies: ["Scenery", "GeometryViews"], path: "Examples/Geometry"),
        .target(name: "GeometryViews", dependencies: ["Scenery"], path: "Examples/GeometryViews"),
        // `#Preview`s and a `PreviewProvider`: `Previews --previews DIR`, `Previews --preview NAME`.
        .executableTarget(name: "Previews", dependencies: ["Scenery"], path: "Examples/Previews"),
        // A TimelineView twice a second, a named colour from an asset catalog, a dark window.
        .executableTarget(name: "Clock", dependencies: ["Scenery"], path: "Examples/Clock", resources: [.process("Assets.xcassets")]),
        // Animations: a bar that grows when the window appears (frame-clock integration test).
        .executableTarget(name: "Pulse", dependencies: ["Scenery"], path: "Examples/Pulse"),
        .executableTarget(name: "Windows", dependencies: ["Scenery", "WindowsViews"], path: "Examples/Windows"),
        // The Windows example's views, shared with its tests and the scene benchmark.
        .target(name: "WindowsViews", dependencies: ["Scenery"], path: "Examples/WindowsViews"),
        // `make bench`: scene and window benchmarks (Benchmarks/SceneBench).
        .executableTarget(
            name: "scenery-scene-bench",
            dependencies: ["SceneryTesting", "SceneryPlatform", "SceneryWire", "WindowsViews"],
            path: "Benchmarks/SceneBench"),
        // `make bench`: in-process view system benchmarks (Benchmarks/ViewBench).
        .executableTarget(
            name: "scenery-view-bench",
            dependencies: ["SceneryCore", "SceneryCairo", "SceneryPlatform", "SceneryRenderer", "SceneryHeadless"],
            path: "Benchmarks/ViewBench"),

        .testTarget(name: "SceneryWireTests", dependencies: ["SceneryWire"]),
        // D-Bus messages and IBus's serialized types, and a connection to a private bus.
        .testTarget(name: "SceneryDBusTests", dependencies: ["SceneryDBus", "SceneryPlatform"]),
        // No test target depends on SceneryMacros directly: a macro builds for the host only,
        // and a test target that imports one makes SwiftPM build the whole test product for
        // the host, where tests cannot import the example executables. `@Entry` is tested by
        // using it (SceneryCoreTests/State/EntryMacroTests.swift).
        .testTarget(
            name: "SceneryHostTests",
            dependencies: [
                "SceneryHost", "SceneryConfiguration", "SceneryWire", "SceneryCore", "SceneryPlatform", "CSceneryLaunch",
                .product(name: "Logging", package: "swift-log"),
            ]),
        // Localized text, Markdown, attributed text drawing, the Foundation additions.
        .testTarget(
            name: "SceneryTextTests",
            dependencies: [
                "SceneryCore", "SceneryTesting", "SceneryRenderer", "SceneryHeadless", "SceneryCairo", "SceneryLocalization",
                "SceneryFoundation", "Greetings",
            ]),
        .testTarget(
            name: "SceneryCoreTests",
            dependencies: ["SceneryCore", "SceneryTesting", "SceneryRenderer", "SceneryHeadless", "SceneryCairo", "CSceneryGraphics", "SceneryPreviews", "Hello", "Counter", "Phases", "GeometryViews", "Controls"],
            // A real SwiftPM resource bundle with an asset catalog (named colours).
            resources: [.copy("Resources/Assets.xcassets")]),
        // Compiles only while every declaration of CSceneryGraphics matches the libraries' own
        // headers (a C target checked by the compiler; its test reads the enum values).
        .target(
            name: "GraphicsABICheck", dependencies: ["CCairo", "CPangoCairo", "CSceneryGraphics"],
            path: "Tests/GraphicsABICheck"),
        .testTarget(name: "GraphicsABITests", dependencies: ["GraphicsABICheck"]),
        .testTarget(
            name: "SceneryIntegrationTests",
            dependencies: [
                "SceneryTesting", "SceneryPlatform", "SceneryWire", "SceneryX11", "CXCB", "Hello", "Gallery", "Containers", "Counter",
                "Phases", "Windows", "WindowsViews", "Keys", "Pulse", "Previews", "Controls", "Greetings", "SceneryLocalization", "Clock",
                "Navigation", "SplitView", "Lists", "Tabs", "ClipboardProbe", "TextFields", "Presentations", "Pickers",
            ]),
    ]
)

// libFuzzer targets (Fuzz/Targets), declared only when SCENERY_FUZZ is set: `make fuzz`
// builds them with `--sanitize=fuzzer --sanitize=address` in a build folder of their own
// (.build-fuzz). See docs/fuzzing.md.
if Context.environment["SCENERY_FUZZ"] != nil {
    // The sanitizer flags reach every product linked, compiler plugins too, and libFuzzer
    // brings its own `main`: the fuzz build leaves out the macro plugin (the modules the
    // fuzzers use expand no macro), so it links no plugin and builds no swift-syntax.
    for target in package.targets where target.name == "SceneryCore" {
        target.dependencies.removeAll {
            if case .byNameItem(name: "SceneryMacros", _) = $0 { return true }
            if case .targetItem(name: "SceneryMacros", _) = $0 { return true }
            return false
        }
    }
    package.targets += [
        .target(name: "CLibFuzzer", path: "Fuzz/CLibFuzzer"),
        .executableTarget(name: "fuzz-frame-decoder", dependencies: ["CLibFuzzer", "SceneryWire"], path: "Fuzz/Targets/FrameDecoder"),
        .executableTarget(name: "fuzz-wire-message", dependencies: ["CLibFuzzer", "SceneryWire"], path: "Fuzz/Targets/WireMessage"),
        .executableTarget(
            name: "fuzz-control-request", dependencies: ["CLibFuzzer", "SceneryHost", "SceneryCore", "SceneryPlatform", "SceneryWire"],
            path: "Fuzz/Targets/ControlRequest"),
        .executableTarget(name: "fuzz-state-files", dependencies: ["CLibFuzzer", "SceneryHost", "SceneryCore"], path: "Fuzz/Targets/StateFiles"),
        .executableTarget(name: "fuzz-text-layouts", dependencies: ["CLibFuzzer", "SceneryCairo", "SceneryWire"], path: "Fuzz/Targets/TextLayouts"),
        .executableTarget(
            name: "fuzz-configuration", dependencies: ["CLibFuzzer", "SceneryConfiguration"], path: "Fuzz/Targets/Configuration"),
    ]
}
