#!/usr/bin/python3
# The browser WebKitWebDriver starts for the WebKit engine (tests/helpers/engine/webkit.ts): a GTK
# window around a WebKitWebView, as Debian's MiniBrowser is, but one whose window can be 375 px
# wide (MiniBrowser's toolbar keeps it at 447 px at least).
#
# Arguments, from the session's `webkitgtk:browserOptions`:
#   --proxy=http://127.0.0.1:PORT  every request off 127.0.0.1 goes there (tests/helpers/engine/third-party-proxy.ts)
#   --reduced-motion                 prefers-reduced-motion: reduce (WebKitGTK follows gtk-enable-animations)
#   --no-javascript                  the page's scripts off; WebDriver's own scripts still run
#   --init-scripts=FILE              a JSON list of scripts run before the page's own, read for each new window
import json
import sys

import gi

gi.require_version("Gtk", "3.0")
gi.require_version("WebKit2", "4.1")
from gi.repository import Gtk, WebKit2  # noqa: E402

options = dict(arg[2:].split("=", 1) if "=" in arg else (arg[2:], "") for arg in sys.argv[1:] if arg.startswith("--"))

if "reduced-motion" in options:
    Gtk.Settings.get_default().set_property("gtk-enable-animations", False)

# The default context: its web process writes console messages to stdout, which the test reads
# (an ephemeral context's did not). Its data goes where XDG_DATA_HOME and XDG_CACHE_HOME say, a
# temporary folder of the test's; every test page has an origin of its own anyway.
context = WebKit2.WebContext.get_default()
context.set_automation_allowed(True)
data = context.get_website_data_manager()
data.set_tls_errors_policy(WebKit2.TLSErrorsPolicy.IGNORE)
if "proxy" in options:
    proxy = WebKit2.NetworkProxySettings.new(options["proxy"], ["127.0.0.1", "localhost"])
    data.set_network_proxy_settings(WebKit2.NetworkProxyMode.CUSTOM, proxy)


def init_scripts():
    if not options.get("init-scripts"):
        return []
    with open(options["init-scripts"], encoding="utf-8") as file:
        return json.load(file)


def create_web_view(_session):
    settings = WebKit2.Settings(
        enable_write_console_messages_to_stdout=True,
        enable_javascript="no-javascript" not in options,
        enable_developer_extras=False,
        # Painted by the CPU: under Xvfb, GL is a software rasteriser too, and compositing with it
        # took a second and more per frame on a busy two-core machine.
        hardware_acceleration_policy=WebKit2.HardwareAccelerationPolicy.NEVER,
    )
    scripts = WebKit2.UserContentManager()
    for source in init_scripts():
        start = WebKit2.UserScriptInjectionTime.START
        scripts.add_script(WebKit2.UserScript.new(source, WebKit2.UserContentInjectedFrames.TOP_FRAME, start, None, None))
    view = WebKit2.WebView(web_context=context, settings=settings, user_content_manager=scripts, is_controlled_by_automation=True)
    window = Gtk.Window()
    window.set_default_size(1280, 800)
    window.add(view)
    view.connect("close", lambda _view: window.destroy())
    window.show_all()
    return view


def automation_started(_context, session):
    info = WebKit2.ApplicationInfo()
    info.set_name("site-tests")
    info.set_version(1, 0, 0)
    session.set_application_info(info)
    session.connect("create-web-view", create_web_view)


context.connect("automation-started", automation_started)
Gtk.main()
