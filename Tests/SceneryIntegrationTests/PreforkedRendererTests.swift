#if canImport(Glibc)
import Glibc
#endif
import SceneryPlatform
import SceneryTesting
import Testing

/// The variables `pid` was started with: the environment block the kernel set up at its exec
/// (a process's later `setenv` does not change it). A renderer forked from the host before
/// `main` shows the host's; a spawned one shows the variables the host gave it.
private func startEnvironment(_ pid: Int32) -> [String] {
    (ProcessWatch.readSmallFile("/proc/\(pid)/environ") ?? "").split(separator: "\0").map(String.init)
}

/// Every process of the machine (the numeric entries of /proc).
private func allProcesses() -> [Int32] {
    guard let directory = opendir("/proc") else { return [] }
    defer { closedir(directory) }
    var pids: [Int32] = []
    while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
        if let pid = Int32(name) { pids.append(pid) }
    }
    return pids
}

/// Whether the spawned-renderer variable is in `pid`'s start environment.
private func wasSpawnedAsRenderer(_ pid: Int32) -> Bool {
    startEnvironment(pid).contains("SCENERY_ROLE=renderer")
}

@Suite("The first renderer of a plain launch is forked before main, the later ones from its zygote (Xvfb + openbox, real processes)", .serialized)
@MainActor
struct PreforkedRendererTests {
    @Test("A plain launch forks its first renderer from the host's executable, and a restarted one from its zygote")
    func plainLaunchForksTheFirstRenderer() throws {
        let run = try HelloUnderTest()
        defer { run.stop() }
        let (window, renderer) = try run.openedWindow()
        #expect(!wasSpawnedAsRenderer(renderer), "the first renderer was spawned: \(startEnvironment(renderer))")
        #expect(ProcessWatch.executable(of: renderer) == ProcessWatch.executable(of: run.app.pid))
        // Its window is a real, drawn window, like a spawned renderer's.
        #expect(run.x.strings(window, "_NET_WM_NAME") == ["Hello"])
        #expect(ProcessWatch.readSmallFile("/proc/\(renderer)/comm")?.hasPrefix("Hello") == true)

        // A crash is repaired by a renderer the zygote forks: no exec, and the host's child.
        let zygote = try #require(run.app.rendererZygote, "the launch started no zygote")
        #expect(ProcessWatch.executable(of: zygote) == ProcessWatch.executable(of: run.app.pid))
        var events = try run.events()
        let opened = events.waitUntilOpened()
        #expect(opened, "\(events.transcript)")
        let replacement = try restartedRenderer(after: renderer, in: run, events: &events)
        #expect(!wasSpawnedAsRenderer(replacement), "the replacement was spawned: \(startEnvironment(replacement))")
        #expect(ProcessWatch.readSmallFile("/proc/\(replacement)/comm")?.hasPrefix("Hello") == true)
        let restored = try #require(run.x.waitForWindow { run.x.cardinals($0, "_NET_WM_PID") == [UInt32(replacement)] })
        #expect(run.x.waitUntilViewable(restored))
        #expect(run.x.strings(restored, "_NET_WM_NAME") == ["Hello"])

        // After answering its first request the zygote loads the graphics libraries, for
        // later renderers to share; it answers requests in order, so once a second
        // replacement is forked that is done. It still runs one thread (it forks).
        let second = try restartedRenderer(after: replacement, in: run, events: &events)
        #expect(!wasSpawnedAsRenderer(second))
        let zygoteMaps = ProcessWatch.readSmallFile("/proc/\(zygote)/maps") ?? ""
        #expect(zygoteMaps.contains("libpangocairo-1.0.so") && zygoteMaps.contains("libcairo.so"), "the zygote did not load the graphics libraries")
        #expect(DirectoryListing.names(in: "/proc/\(zygote)/task")?.count == 1, "the zygote runs more than one thread")

        // The zygote goes with its host.
        run.app.terminate()
        #expect(ProcessWatch.waitForExit(zygote, milliseconds: 5_000), "the zygote outlived its host")
    }

    @Test("A zygote that is gone leaves later renderers to be spawned, and the window comes back")
    func killedZygoteFallsBackToSpawning() throws {
        let run = try HelloUnderTest()
        defer { run.stop() }
        let (_, renderer) = try run.openedWindow()
        let zygote = try #require(run.app.rendererZygote, "the launch started no zygote")
        var events = try run.events()
        let opened = events.waitUntilOpened()
        #expect(opened, "\(events.transcript)")
        kill(zygote, SIGKILL)
        #expect(ProcessWatch.waitForExit(zygote, milliseconds: 5_000))
        let replacement = try restartedRenderer(after: renderer, in: run, events: &events)
        #expect(wasSpawnedAsRenderer(replacement))
        let restored = try #require(run.x.waitForWindow { run.x.cardinals($0, "_NET_WM_PID") == [UInt32(replacement)] })
        #expect(run.x.waitUntilViewable(restored))
        #expect(run.app.output.contains("the renderer zygote did not fork a renderer"), "\(run.app.output)")
    }

    @Test("SCENERY_ZYGOTE=0 starts no zygote: a restarted renderer is spawned")
    func zygoteCanBeTurnedOff() throws {
        let run = try HelloUnderTest(extraEnvironment: ["SCENERY_ZYGOTE": "0"])
        defer { run.stop() }
        let (_, renderer) = try run.openedWindow()
        #expect(!wasSpawnedAsRenderer(renderer), "the first renderer is still forked")
        #expect(run.app.rendererZygote == nil)
        var events = try run.events()
        let opened = events.waitUntilOpened()
        #expect(opened, "\(events.transcript)")
        let replacement = try restartedRenderer(after: renderer, in: run, events: &events)
        #expect(wasSpawnedAsRenderer(replacement))
    }

    @Test("SCENERY_PREFORK=0 spawns the first renderer")
    func preforkCanBeTurnedOff() throws {
        let run = try HelloUnderTest(extraEnvironment: ["SCENERY_PREFORK": "0"])
        defer { run.stop() }
        let (_, renderer) = try run.openedWindow()
        #expect(wasSpawnedAsRenderer(renderer))
        #expect(run.app.rendererZygote == nil)
    }

    @Test("A launch with an argument spawns its first renderer (only a plain launch is forked)")
    func launchWithArgumentsSpawns() throws {
        let run = try HelloUnderTest(arguments: ["hello://launch"])
        defer { run.stop() }
        let (_, renderer) = try run.openedWindow()
        #expect(wasSpawnedAsRenderer(renderer))
    }

    @Test("A second plain launch that finds the app running leaves no process of its own behind")
    func secondLaunchLeavesNothing() throws {
        let run = try HelloUnderTest()
        defer { run.stop() }
        let (_, renderer) = try run.openedWindow()
        let second = try LaunchedProcess(
            path: BuiltProducts.path("Hello"), arguments: [],
            environment: ["DISPLAY": run.display.display, "XDG_RUNTIME_DIR": run.runtime.path,
                          "SCENERY_APP_ID": nil, "SCENERY_STATE_DIR": run.runtime.path + "/state"],
            outputPath: run.runtime.path + "/second.log")
        #expect(second.waitForExit(milliseconds: 10_000) == .exited(0), "\(second.output)")
        // The second host reaps its renderer before it exits: every process started with this
        // run's runtime directory is the first instance's.
        let mine = "XDG_RUNTIME_DIR=" + run.runtime.path
        let first = Set([run.app.pid, renderer] + ProcessWatch.children(of: run.app.pid))
        let strangers = allProcesses().filter { !first.contains($0) && startEnvironment($0).contains(mine) }
        #expect(strangers.isEmpty, "processes of the second launch are still running: \(strangers)")
    }
}
