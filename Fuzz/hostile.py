#!/usr/bin/env python3
"""Writes a hostile scenesh script to stdout, for `make asan`: about 2,000 lines of what a
script should never contain, among real commands so that scenes load, push, pop and diff.

Control bytes, NUL bytes inside lines, invalid UTF-8, bidi characters, huge words, unknown
commands, unterminated quotes and bad escapes, deep `expect` paths, invalid durations, CRLF and
lone CR, lines over the shell's 65,536-byte limit (refused unread), hostile files to `source` and
`record` (a FIFO, links to it and to /dev/zero, a socket, a 2 MB line; made in
/tmp/scenesh-hostile-files-UID) and, last, 1.1 MiB with no line break. The same bytes on every run (a fixed seed), so a report can be
reproduced: `python3 Fuzz/hostile.py > h.scenesh`.
"""

import os
import random
import shutil
import socket
import sys

rng = random.Random(6)
out = []

# Commands that really run, to keep the scenes busy between the hostile lines.
REAL = [
    "fetch", "refresh", "select 2", "select 0", "back", "open root", "tap", "appear",
    "open users", "fetch 3", "post 1", "back", "state", "pending", "routes", "scenes", "tasks",
    "intents", "history", "trace", "trace --mermaid", "consume manual", "select 99", "consume",
    "consume auto", "fault next network", "fetch", "fault off", "data add Zed", "data remove 11",
    "help", "help select", "live on 1s", "wait 3s", "live off", "wait 500ms", "foreground",
    "expect isLoading == false", "expect no alert", "expect pending none",
]
CONTROLS = [chr(c) for c in range(0x00, 0x20)] + ["\x7f"] + [chr(c) for c in range(0x80, 0xA0)]
BIDI = ["\u202e", "\u202d", "\u202a", "\u202b", "\u202c", "\u2066", "\u2067", "\u2068",
        "\u2069", "\u200e", "\u200f", "\u061c", "\u2028", "\u2029", "\ufeff",
        # Invisible (Default_Ignorable_Code_Point): zero-width space and joiner, word joiner,
        # soft hyphen, grapheme joiner, a variation selector, a tag character.
        "\u200b", "\u200d", "\u2060", "\u00ad", "\u034f", "\ufe0f", "\U000e0041"]
WORDS = ["select", "fetch", "back", "open", "expect", "wait", "live", "data", "fault", "consume",
         "step", "trace", "help", "source", "post", "tap", "s", "c", "continue"]


def text(line):
    out.append(line.encode("utf-8", "surrogatepass"))


def raw(data):
    out.append(data)


def junk(length, alphabet):
    return "".join(rng.choice(alphabet) for _ in range(length))


# Control bytes (NUL, ESC, CR, C1) in command names and arguments, raw and escaped.
for _ in range(250):
    word = rng.choice(WORDS)
    place = rng.randrange(len(word) + 1)
    hostile = junk(rng.randint(1, 4), CONTROLS)
    text(rng.choice([
        word[:place] + hostile + word[place:],
        f"{word} {hostile}",
        f"{word} 2{hostile}",
        f'data rename {rng.randint(1, 10)} "{hostile}x"',
        f"data add {hostile}",
        f'data rename {rng.randint(1, 10)} "\\e[2J\\e]0;{junk(5, "abc")}\\u{{7}}\\r\\u{{{rng.randrange(0x20):X}}}"',
    ]))
    if rng.random() < 0.3:
        text(rng.choice(REAL))
# NUL bytes inside lines.
for _ in range(60):
    word = rng.choice(WORDS)
    text(rng.choice([f"{word}\0", f"\0{word} 1", f"select 2\0\0", f'expect isLoading\0 == false',
                     f'data add "a\0b"']))
# Bidi and invisible characters, in names, arguments and quoted data.
for _ in range(150):
    mark = junk(rng.randint(1, 3), BIDI)
    text(rng.choice([
        f"select {mark}2", f"{mark}fetch", f"fetch{mark}", f'data rename 2 "{mark}evil{mark}"',
        f"open {mark}users", f"expect displayed{mark}Users.count == 10", f"help {mark}",
        f"wait 1{mark}s", f'expect alert "{mark}"',
    ]))
    if rng.random() < 0.3:
        text(rng.choice(REAL))
# Invalid UTF-8: lone continuation bytes, overlong forms, surrogates, truncated sequences.
for _ in range(100):
    bad = rng.choice([b"\x80", b"\xbf", b"\xc0\xaf", b"\xed\xa0\x80", b"\xf4\x90\x80\x80",
                      b"\xe2\x82", b"\xff", b"\xfe\xff", b"\xf0\x9f\x98"])
    raw(rng.choice([b"select " + bad, bad + b"fetch", b'data add "' + bad + b'"',
                    b"expect " + bad + b" == 1", b"open " + bad]))
# Unknown commands and near misses (the "did you mean" search), long and short.
for _ in range(200):
    text(rng.choice([
        junk(rng.randint(1, 12), "abcdefghijklmnopqrstuvwxyz"),
        rng.choice(["fech", "selcet", "bakc", "opne", "exepct", "wiat", "lvie", "conusme"]),
        junk(rng.randint(60, 70), "ab"),
        "-" + junk(rng.randint(1, 10), "abc-"),
        junk(rng.randint(1, 8), "!@$%^&*()[]{}<>|;:,./?~`+=") + " x",
    ]))
# Unterminated quotes and bad escapes.
for _ in range(150):
    text(rng.choice([
        'data add "unterminated', "data add 'unterminated", 'select "2', 'data add "a\\',
        'data add "\\u{110000}"', 'data add "\\u{D800}"', 'data add "\\u{}"', 'data add "\\u{zz}"',
        'data add "\\u{1F600"', 'data add "\\u1B"', 'expect alert "no end',
        'data add "' + junk(rng.randint(1, 50), "ab \\") + '"',
        f'data add "{junk(200, "x")}\\u{{{rng.randrange(0x110000):X}}}"',
    ]))
# Deep and broken `expect` paths.
for depth in [1, 10, 100, 1000, 5000]:
    text("expect " + ".".join(["a"] * depth) + " == 1")
    text("expect displayedUsers" + "[0]" * depth + " == 1")
    text("expect displayedUsers[0]" + ".fullName" * depth + " == 1")
for _ in range(150):
    text(rng.choice([
        "expect displayedUsers[-1].fullName == 1", "expect displayedUsers[99999999999999999999] == 1",
        f"expect displayedUsers[{rng.randint(-5, 15)}].fullName == x",
        "expect displayedUsers[2].fullName.count.count == 1", "expect isLoading.count == 1",
        "expect [0] == 1", "expect .x == 1", "expect a[ == 1", "expect a] == 1", "expect a[1 == 1",
        "expect == 1", "expect displayedUsers.count ==", "expect pending", "expect route",
        "expect alert", "expect no", "expect " + junk(rng.randint(1, 30), "ab.[]0123_"),
    ]))
# Invalid, extreme and odd durations.
for _ in range(150):
    command = rng.choice(["wait", "live on", "fault slow", "fault next slow"])
    text(command + " " + rng.choice([
        "1e3", "0x10", "nan", "inf", "-1s", "1..5s", ".s", "s", "ms", "", "9" * 400,
        "99999999999999999999h", "8761h", "8760h", "0ms", "0.0001ms", "1.5.s", "+1s", "1 s",
        "١s", "1ｓ", "½s", "1h1m", "٣٠s",
    ]))
    if command.startswith("fault"):
        text("fault off")
text("live off")
# Huge words and long lines: under the limit they are parsed; over 65,536 bytes refused.
for size in [1_000, 10_000, 60_000]:
    text("data add " + "W" * size)
    text("select " + "9" * size)
    text('data rename 1 "' + "\\e" * (size // 2) + '"')
    text("fech" + "x" * size)
text("select " + "1" * (65_536 - len("select ")))  # exactly the limit
for size in [65_537, 100_000, 1_000_000]:
    text("select " + "2" * (size - len("select ")))
    raw(b"data add " + bytes(rng.randrange(256) for _ in range(size)).replace(b"\n", b" "))
# Line endings: CRLF, lone CR inside a line, blank and whitespace-only lines.
for _ in range(40):
    raw(rng.choice([b"fetch\r", b"select 2\rback", b"\r", b"   \t ", b"", b"# comment \x1b[2J"]))
# Hostile files where a script reads one (`source`) or writes one (`record`): a FIFO with no
# writer, links to it and to /dev/zero, a socket, a folder, and a script with a 2 MB line after
# its first. Each is refused with the reason or read within its limits, never waited on. Made
# here, in a folder of a fixed name, so the script's bytes are the same on every run.
files = f"/tmp/scenesh-hostile-files-{os.getuid()}"
shutil.rmtree(files, ignore_errors=True)
os.makedirs(files)
os.mkfifo(f"{files}/fifo")
os.symlink(f"{files}/fifo", f"{files}/fifo-link")
os.symlink("/dev/zero", f"{files}/zero-link")
with socket.socket(socket.AF_UNIX) as unix:
    unix.bind(f"{files}/socket")
with open(f"{files}/long-line.scenesh", "w") as script:
    script.write("state\n" + "x" * 2_000_000 + "\nscenes\n")
for name in ["fifo", "fifo-link", "zero-link", "socket", "long-line.scenesh", "", "missing"]:
    text(f"source {files}/{name}")
    if rng.random() < 0.5:
        text(rng.choice(REAL))
for name in ["fifo", "fifo-link", "zero-link", "socket", ""]:
    text(f"record {files}/{name}")
    text(f"report {files}/{name}")
text("record off")
# Stepping with hostile lines held in between, then back to a sane state.
text("step on")
text("select 2")
for _ in range(20):
    text(rng.choice(["s", "state", "pending", "trace", "select \x1b", "fetch\u202e", "back"]))
text("step off")
text("consume auto")
text("fault off")
# Real commands shuffled in everywhere else, up to about 2,000 lines.
while len(out) < 2000:
    text(rng.choice(REAL))

# Last, 1.1 MiB without a line break: past the first line the input is a script, so the reader
# skips it to the end of input, keeping none of it, and refuses it at its line.
sys.stdout.buffer.write(b"\n".join(out) + b"\n" + b"select " + b"7" * 1_150_000)
