#!/usr/bin/env python3
"""A loopback HTTP server shaped like jsonplaceholder, for SceneShell's tests.

Usage: fixture_server.py DIR [--prefix /api] [--files FOLDER]

DIR holds users.json, posts.json and root.png. Served (under the optional prefix):
  GET /users              users.json
  GET /users/{id}         the user with that id, or 404
  GET /posts?userId={id}  the posts of that user (all posts without userId)
  GET /images/root.png    root.png
With --files, any other path is the file at that path under FOLDER (a dev server for an
app's own API: /svc/v2/home.json is FOLDER/svc/v2/home.json), its type from its extension.
Anything else is 404.

The first stdout line is "PORT <n>": the server binds 127.0.0.1 on an ephemeral port.

Control (always at the root, never affected by the mode):
  POST /__control?mode=ok           answer normally
  POST /__control?mode=500          every data request answers 500
  POST /__control?mode=404          every data request answers 404
  POST /__control?mode=malformed    every data request answers 200 with a broken body
  POST /__control?mode=slow&seconds=N
                                    sleep N seconds (default 5), then answer normally
An unknown mode answers 400 and leaves the mode unchanged.

The server exits when its stdin reaches end of file (the parent died or closed it) and on
SIGTERM, so a test run never leaves one listening.
"""

import json
import os
import signal
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit

MODES = ("ok", "500", "404", "malformed", "slow")


class State:
    """The failure mode, shared by the request threads."""

    def __init__(self):
        self.lock = threading.Lock()
        self.mode = "ok"
        self.seconds = 5.0

    def set(self, mode, seconds):
        with self.lock:
            self.mode = mode
            self.seconds = seconds

    def get(self):
        with self.lock:
            return self.mode, self.seconds


def make_handler(data_dir, prefix, state, files=None):
    def read(name):
        with open(os.path.join(data_dir, name), "rb") as file:
            return file.read()

    # Read once: the tests never change the files while a server runs.
    users = json.loads(read("users.json"))
    posts = json.loads(read("posts.json"))
    image = read("root.png")

    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, format, *args):
            pass  # Quiet: test output is for the tests.

        def send(self, status, body, content_type="application/json"):
            self.send_response(status)
            self.send_header("Content-Type", content_type)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            if self.command != "HEAD":
                self.wfile.write(body)

        def send_json(self, value):
            self.send(200, json.dumps(value).encode())

        def not_found(self):
            self.send(404, b'{"error": "not found"}')

        def do_POST(self):
            url = urlsplit(self.path)
            if url.path != "/__control":
                self.not_found()
                return
            query = parse_qs(url.query)
            mode = query.get("mode", [""])[0]
            try:
                seconds = float(query.get("seconds", ["5"])[0])
            except ValueError:
                seconds = -1
            if mode not in MODES or seconds < 0:
                self.send(400, b"unknown mode\n", "text/plain")
                return
            state.set(mode, seconds)
            self.send(200, b"ok\n", "text/plain")

        def do_GET(self):
            url = urlsplit(self.path)
            path = url.path
            if prefix:
                if path != prefix and not path.startswith(prefix + "/"):
                    self.not_found()
                    return
                path = path[len(prefix):]

            mode, seconds = state.get()
            if mode == "slow":
                time.sleep(seconds)
            elif mode == "500":
                self.send(500, b'{"error": "internal"}')
                return
            elif mode == "404":
                self.not_found()
                return
            elif mode == "malformed":
                if path == "/images/root.png":
                    self.send(200, b"<html>not an image</html>", "image/png")
                else:
                    self.send(200, b'[{"id": 1, "name": ', "application/json")
                return

            parts = [part for part in path.split("/") if part]
            if parts == ["users"]:
                self.send_json(users)
            elif len(parts) == 2 and parts[0] == "users":
                found = [user for user in users if str(user.get("id")) == parts[1]]
                if found:
                    self.send_json(found[0])
                else:
                    self.not_found()
            elif parts == ["posts"]:
                user_id = parse_qs(url.query).get("userId", [None])[0]
                if user_id is None:
                    self.send_json(posts)
                else:
                    self.send_json([p for p in posts if str(p.get("userId")) == user_id])
            elif parts == ["images", "root.png"]:
                self.send(200, image, "image/png")
            elif files and parts and ".." not in parts and os.path.isfile(
                    os.path.join(files, *parts)):
                with open(os.path.join(files, *parts), "rb") as file:
                    body = file.read()
                kind = "application/json" if parts[-1].endswith(".json") else "text/plain"
                self.send(200, body, kind)
            else:
                self.not_found()

    return Handler


def exit_at_end_of_stdin():
    # The parent holds the write end; when it exits (even killed), read() sees end of file.
    try:
        while sys.stdin.buffer.read(4096):
            pass
    finally:
        os._exit(0)


def main():
    args = sys.argv[1:]
    prefix = ""
    files = None
    if len(args) >= 3 and args[-2] == "--files":
        files = args[-1]
        args = args[:-2]
    if len(args) == 3 and args[1] == "--prefix":
        prefix = "/" + args[2].strip("/") if args[2].strip("/") else ""
    elif len(args) != 1:
        sys.stderr.write(__doc__)
        sys.exit(2)

    # Request threads may be asleep in slow mode; os._exit does not wait for them.
    signal.signal(signal.SIGTERM, lambda signum, frame: os._exit(0))
    threading.Thread(target=exit_at_end_of_stdin, daemon=True).start()

    state = State()
    server = ThreadingHTTPServer(("127.0.0.1", 0), make_handler(args[0], prefix, state, files))
    server.daemon_threads = True
    print(f"PORT {server.server_address[1]}", flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main()
