#!/usr/bin/python3
"""A fake IBus engine for Scenery's input method tests (Debian's python3-dbus and python3-gi).

Run under `dbus-run-session -- /usr/bin/python3 fake_ibus_engine.py`: the script prints
`bus <address>` and `supervisor <pid>`, then starts itself again with `--engine` as a
child process that owns `org.freedesktop.portal.IBus` on that session bus and prints
`engine <pid>` and `ready`. The engine process can be killed on its own (the bus stays, and
the name loses its owner); SIGTERM to the supervisor stops the engine and ends the session.

With `--ibus` the engine owns `org.freedesktop.IBus` instead and makes contexts through
`org.freedesktop.IBus.CreateInputContext`, as ibus-daemon does on IBus's own bus.

As ibus-daemon does, a context refuses FocusIn (an error) until SetCapabilities gave it the
focus capability (8). With `--late-capabilities` a context applies and answers
SetCapabilities 200 ms after it arrives, handling calls that come meanwhile at once, as
ibus-portal sometimes does (it passes each call on from a thread of its own, in whichever
order the threads end): a FocusIn sent right behind SetCapabilities then overtakes it.
With `--dies-mid-key` the engine process exits right after showing the preedit of its
first letter, before answering the key (logging `dying with the key unanswered`).

The engine implements the portal's CreateInputContext and an input context: letters a-z
(without Control or Alt) build a preedit, shown underlined with the cursor at its end;
BackSpace shortens it; Space commits the composed word ("ni" -> 你, "hao" -> 好, anything
else as typed); Return commits the preedit as typed. Other keys, and every release, are
not taken. Each call is logged on stdout, one line each:
  created <path> | caps <n> | focus-in | focus-in refused | focus-out | reset | cursor <x> <y> <w> <h>
  key <keysym> <keycode> <state> <taken> | preedit <text> | commit <text>
"""
import os
import signal
import subprocess
import sys

import dbus
import dbus.mainloop.glib
import dbus.service
from gi.repository import GLib

PORTAL = "org.freedesktop.portal.IBus"
CONTEXT = "org.freedesktop.IBus.InputContext"
WORDS = {"ni": "你", "hao": "好"}
RELEASE = 1 << 30
LATE_CAPABILITIES = "--late-capabilities" in sys.argv
DIES_MID_KEY = "--dies-mid-key" in sys.argv


def log(*words):
    print(" ".join(str(w) for w in words), flush=True)


def ibus_text(text):
    """IBusText (sa{sv}sv) in a variant, with a single underline over all of it."""
    attribute = dbus.Struct(
        ("IBusAttribute", dbus.Dictionary({}, signature="sv"), dbus.UInt32(1), dbus.UInt32(1),
         dbus.UInt32(0), dbus.UInt32(len(text))), variant_level=1)
    attributes = dbus.Struct(
        ("IBusAttrList", dbus.Dictionary({}, signature="sv"), dbus.Array([attribute] if text else [], signature="v")),
        variant_level=1)
    return dbus.Struct(("IBusText", dbus.Dictionary({}, signature="sv"), text, attributes), variant_level=1)


class InputContext(dbus.service.Object):
    def __init__(self, bus, path):
        super().__init__(bus, path)
        self.preedit = ""
        self.capabilities = 0

    @dbus.service.signal(CONTEXT, signature="v")
    def CommitText(self, text):
        pass

    @dbus.service.signal(CONTEXT, signature="vub")
    def UpdatePreeditText(self, text, cursor, visible):
        pass

    def show(self):
        log("preedit", self.preedit)
        self.UpdatePreeditText(ibus_text(self.preedit), dbus.UInt32(len(self.preedit)), bool(self.preedit))

    def commit(self, text):
        self.preedit = ""
        self.UpdatePreeditText(ibus_text(""), dbus.UInt32(0), False)
        log("commit", text)
        self.CommitText(ibus_text(text))

    @dbus.service.method(CONTEXT, in_signature="uuu", out_signature="b")
    def ProcessKeyEvent(self, keysym, keycode, state):
        taken = self.take(int(keysym), int(state))
        if DIES_MID_KEY and self.preedit:
            log("dying with the key unanswered")
            self.connection.flush()
            os._exit(1)
        log("key", int(keysym), int(keycode), int(state), "taken" if taken else "passed")
        return taken

    def take(self, keysym, state):
        if state & RELEASE or state & (4 | 8):
            return False
        if ord("a") <= keysym <= ord("z"):
            self.preedit += chr(keysym)
            self.show()
            return True
        if not self.preedit:
            return False
        if keysym == 0xFF08:  # BackSpace
            self.preedit = self.preedit[:-1]
            self.show()
            return True
        if keysym == 0x20:  # space
            self.commit(WORDS.get(self.preedit, self.preedit))
            return True
        if keysym in (0xFF0D, 0xFF8D):  # Return
            self.commit(self.preedit)
            return True
        return False

    @dbus.service.method(CONTEXT, in_signature="iiii")
    def SetCursorLocation(self, x, y, w, h):
        log("cursor", int(x), int(y), int(w), int(h))

    @dbus.service.method(CONTEXT, in_signature="iiii")
    def SetCursorLocationRelative(self, x, y, w, h):
        log("cursor-relative", int(x), int(y), int(w), int(h))

    @dbus.service.method(CONTEXT, in_signature="u", async_callbacks=("reply", "error"))
    def SetCapabilities(self, caps, reply, error):
        def apply():
            self.capabilities = int(caps)
            log("caps", int(caps))
            reply()
            return False
        if LATE_CAPABILITIES:
            GLib.timeout_add(200, apply)
        else:
            apply()

    @dbus.service.method(CONTEXT, in_signature="uu")
    def SetContentType(self, purpose, hints):
        log("content-type", int(purpose), int(hints))

    @dbus.service.method(CONTEXT)
    def FocusIn(self):
        if not self.capabilities & 8:
            log("focus-in refused")
            raise dbus.exceptions.DBusException(
                "The input context does not support focus.", name="org.freedesktop.DBus.Error.Failed")
        log("focus-in")

    @dbus.service.method(CONTEXT)
    def FocusOut(self):
        self.preedit = ""
        log("focus-out")

    @dbus.service.method(CONTEXT)
    def Reset(self):
        self.preedit = ""
        log("reset")

    @dbus.service.method(CONTEXT)
    def Destroy(self):
        log("destroy")


class Portal(dbus.service.Object):
    def __init__(self, bus):
        super().__init__(bus, "/org/freedesktop/IBus")
        self.bus = bus
        self.contexts = []

    @dbus.service.method("org.freedesktop.IBus.Portal", in_signature="s", out_signature="o")
    def CreateInputContext(self, client_name):
        path = "/org/freedesktop/IBus/InputContext_%d" % (len(self.contexts) + 1)
        self.contexts.append(InputContext(self.bus, path))
        log("created", path, client_name)
        return dbus.ObjectPath(path)


class IBusDaemon(Portal):
    """IBus's own bus's interface (`--ibus`): the same contexts, made through org.freedesktop.IBus."""

    @dbus.service.method("org.freedesktop.IBus", in_signature="s", out_signature="o")
    def CreateInputContext(self, client_name):
        return Portal.CreateInputContext(self, client_name)


def engine():
    dbus.mainloop.glib.DBusGMainLoop(set_as_default=True)
    bus = dbus.SessionBus()
    if "--ibus" in sys.argv:
        portal = IBusDaemon(bus)
        name = dbus.service.BusName("org.freedesktop.IBus", bus, do_not_queue=True)
    else:
        portal = Portal(bus)
        name = dbus.service.BusName(PORTAL, bus, do_not_queue=True)
    log("engine", os.getpid())
    log("ready")
    GLib.MainLoop().run()


def supervise():
    log("bus", os.environ["DBUS_SESSION_BUS_ADDRESS"])
    log("supervisor", os.getpid())
    child = subprocess.Popen([sys.executable, os.path.abspath(__file__), "--engine"] + sys.argv[1:])

    def stop(signum, frame):
        # Not child.wait() here: the interrupted wait below holds Popen's lock.
        try:
            os.kill(child.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        os._exit(0)

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    child.wait()
    # The engine was killed: keep the bus up until told to stop.
    while True:
        signal.pause()


if __name__ == "__main__":
    if "--engine" in sys.argv:
        engine()
    else:
        supervise()
