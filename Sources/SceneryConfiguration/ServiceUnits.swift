/// The systemd user units that run an app's scene host as a service (docs/systemd.md):
/// a socket unit listening on the app's control socket, and a service started by it.
///
/// The names follow systemd's conventions for desktop applications: a non-transient
/// application service is `app-<ApplicationID>.service` (no launcher part, no random
/// instance: the host itself makes sure only one runs), with `-` in the id escaped as
/// `\x2d` so the id can be read back from the name. The files in the repository's
/// `systemd/` directory are these units with `@APP_ID@`, `@UNIT_ID@` and `@EXECUTABLE@`
/// in place of the app's values (a test checks that they match).
package struct ServiceUnits: Equatable, Sendable {
    /// The app id: the control socket's name, and `SCENERY_APP_ID` of the service.
    package var appID: String
    /// The app id as it appears in unit names.
    package var unitID: String
    /// The app's executable, as `ExecStart=` names it (absolute, escaped for a unit file).
    package var executable: String

    /// The units of the app `appID` whose executable is at `executablePath` (absolute).
    package init(appID: String, executablePath: String) {
        self.init(appID: appID, unitID: Self.unitNameEscaped(appID), executable: Self.execArgument(executablePath))
    }

    /// Units with the given values put in as they are (the templates use placeholders).
    package init(appID: String, unitID: String, executable: String) {
        self.appID = appID
        self.unitID = unitID
        self.executable = executable
    }

    /// The socket unit's name: `app-<id>.socket`.
    package var socketName: String { "app-\(unitID).socket" }
    /// The service unit's name: `app-<id>.service`.
    package var serviceName: String { "app-\(unitID).service" }

    /// Why `appID` cannot be installed as a service, or nil: unit names and unit-file
    /// values take it as it is only when it holds letters, digits, `.`, `_` and `-`.
    package static func appIDProblem(_ appID: String) -> String? {
        if appID.isEmpty { return "an app id cannot be empty" }
        if appID.utf8.count > 128 { return "an app id is at most 128 bytes" }
        if appID.hasPrefix(".") { return "an app id cannot start with a dot" }
        let allowed = appID.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || "._-".unicodeScalars.contains(scalar))
        }
        return allowed ? nil : "a service's app id may hold only ASCII letters, digits, '.', '_' and '-' (it names the units and the socket)"
    }

    /// `appID` as a part of a unit name: `-` separates the parts of an application unit's
    /// name, so it is escaped as systemd-escape does (`\x2d`).
    package static func unitNameEscaped(_ appID: String) -> String {
        appID.map { $0 == "-" ? "\\x2d" : String($0) }.joined()
    }

    /// A path as one argument of `ExecStart=`: specifiers (`%`), variables (`$`),
    /// backslashes and quotes escaped, and quoted when it holds a space.
    package static func execArgument(_ path: String) -> String {
        var escaped = ""
        for character in path {
            switch character {
            case "%": escaped += "%%"
            case "$": escaped += "$$"
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            default: escaped.append(character)
            }
        }
        return escaped.contains(" ") || escaped.contains("\t") ? "\"\(escaped)\"" : escaped
    }

    /// The socket unit's text.
    package var socketUnit: String {
        """
        # The control socket of the Scenery app \(appID), written by `scenectl service install`.
        # The first connection to it (a launch of the app, a scenectl command) starts
        # \(serviceName), which takes the socket over (docs/systemd.md).
        [Unit]
        Description=Control socket of \(appID) (Scenery)
        PartOf=graphical-session.target

        [Socket]
        ListenStream=%t/scenery/\(appID).sock
        FileDescriptorName=control
        SocketMode=0600
        DirectoryMode=0700
        RemoveOnStop=yes

        [Install]
        WantedBy=sockets.target

        """
    }

    /// The service unit's text.
    package var serviceUnit: String {
        """
        # The scene host of the Scenery app \(appID), written by `scenectl service install`.
        # Every line is explained in docs/systemd.md.
        [Unit]
        Description=\(appID) (Scenery scene host)
        Requires=\(socketName)
        After=\(socketName) graphical-session.target
        PartOf=graphical-session.target

        [Service]
        Type=notify
        NotifyAccess=main
        ExecStart=\(executable) --service
        ExecReload=/bin/kill -HUP $MAINPID
        Environment=SCENERY_APP_ID=\(appID)
        Slice=app.slice
        WatchdogSec=10
        Restart=on-failure
        RestartPreventExitStatus=78
        TimeoutStopSec=5
        KillMode=mixed
        NoNewPrivileges=yes
        LockPersonality=yes
        RestrictRealtime=yes
        RestrictSUIDSGID=yes
        RestrictNamespaces=yes
        RestrictAddressFamilies=AF_UNIX AF_INET AF_INET6
        SystemCallArchitectures=native
        SystemCallFilter=@system-service
        SystemCallErrorNumber=EPERM
        UMask=0077

        [Install]
        Also=\(socketName)

        """
    }
}
