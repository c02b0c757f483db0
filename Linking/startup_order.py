#!/usr/bin/env python3
"""Writes the symbol ordering file that packs the code `echo quit | scenesh` runs together.

usage: startup_order.py LINK_MAP CALLGRIND_OUT > Linking/startup.order

LINK_MAP is lld's -Map of a release scenesh, CALLGRIND_OUT what `valgrind --tool=callgrind
--dump-instr=yes --compress-pos=no` wrote running that same binary. Each input section of
.text that ran is named by one of its symbols, so the linker puts them side by side. lld finds a
name in every object that defines it (a generic specialisation is a local symbol in many), so a
name also defined in a large section that never ran is left out: it would pull that section in
between the ones that run and the page faults would map it.
"""

import bisect
import re
import sys

# A section that never ran costs at most this much if one of its names is kept.
SMALL_SECTION = 4096
ROW = re.compile(r"^\s*([0-9a-f]+)\s+[0-9a-f]+\s+([0-9a-f]+)\s+\d+\s(\s*)(.*)$")


def text_sections(map_path):
    """The input sections of the output .text: (address, size, symbol names), by address."""
    sections, in_text, out_indent = [], False, None
    for line in open(map_path, encoding="utf-8", errors="replace"):
        match = ROW.match(line)
        if not match:
            continue
        address, size = int(match.group(1), 16), int(match.group(2), 16)
        indent, name = len(match.group(3)), match.group(4).rstrip()
        if out_indent is None or indent <= out_indent:
            # An output section: .text's input sections follow it, up to the next one.
            out_indent = indent
            in_text = name == ".text"
            continue
        if not in_text:
            continue
        if ":(" in name:
            sections.append((address, size, []))
        elif sections and name:
            sections[-1][2].append(name)
    return sections


def executed_addresses(callgrind_path, binary_suffix):
    """Every instruction address of the binary that callgrind saw run."""
    addresses, in_binary, skip_next = set(), False, False
    for line in open(callgrind_path, encoding="utf-8", errors="replace"):
        if line.startswith("ob="):
            in_binary = line.rstrip().endswith(binary_suffix)
        elif line.startswith("calls="):
            skip_next = True  # the next cost line is the call's, at the calling instruction
        elif line.startswith("0x"):
            if skip_next:
                skip_next = False
            elif in_binary:
                addresses.add(int(line.split()[0], 16))
    return addresses


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__.strip().splitlines()[2])
    sections = text_sections(sys.argv[1])
    starts = [section[0] for section in sections]
    ran = set()
    for address in executed_addresses(sys.argv[2], "/scenesh"):
        index = bisect.bisect_right(starts, address) - 1
        if index >= 0 and address < sections[index][0] + sections[index][1]:
            ran.add(index)
    # A name is safe when every section defining it ran or is small.
    unsafe = set()
    for index, (_, size, names) in enumerate(sections):
        if index not in ran and size > SMALL_SECTION:
            unsafe.update(names)
    # One name a section: lld orders a whole section by any of its names.
    written = set()
    for index in sorted(ran):
        name = next((n for n in sections[index][2] if n not in unsafe and n not in written), None)
        if name is not None:
            written.add(name)
            print(name)
    if not written:
        sys.exit("startup_order.py: no executed section found in the map; wrong files?")


main()
