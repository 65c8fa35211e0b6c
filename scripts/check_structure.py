#!/usr/bin/python3
"""The structure rules the build enforces (docs/architecture.md), run as a ctest test.

1. The rooms' include arrows: front ends and the layers above the game API (cli, record,
   bots, puzzle, server, py) include no rules/ and no cards/ header: they see the engine
   through game/ only; ALLOWED lists what each room may include of the project's own
   headers. A room's tests (*_test.cpp, *_test_util.h) may also use the rooms above it, but
   a front end's tests still include no rules/ header.
   Exceptions, each with its reason: VOCABULARY (game/types.h, the API's vocabulary, which
   the engine's rooms include so the types are defined once; it includes core/ only),
   GAME_INTERNAL (game/ headers for the engine and its tests only, never a front end's) and
   CARD_TOOLS (front-end files that inspect card scripts themselves).
2. Size: no source file over MAX_FILE_LINES lines, no function over MAX_FUNCTION_LINES.

Usage: check_structure.py [ROOT]   (ROOT defaults to the repository holding this script)
Prints one line per problem and exits 1 if there is any; prints a summary and exits 0 if
none. The function measure is a brace scanner, not a compiler: it counts the lines from a
function's opening brace to its closing one, comments and strings skipped.
"""
import os
import re
import sys

MAX_FILE_LINES = 800
MAX_FUNCTION_LINES = 150
SOURCE_DIRS = ("src", "tests", "bench")
SOURCE_EXTS = (".h", ".cpp", ".hpp", ".cc")

# Which rooms each room's files may include ("" = the room's own files always allowed).
# Rooms are folders under src/. Front ends see the game API (game/) and core/, and the
# layers they are built on; never rules/ or cards/ (card loading is game/card_pool.h).
ALLOWED = {
    "core": {"core"},
    "cards": {"core", "cards"},
    "rules": {"core", "cards", "rules"},
    "game": {"core", "cards", "rules", "game"},
    "bots": {"core", "game", "bots"},
    "record": {"core", "game", "record"},
    "puzzle": {"core", "game", "puzzle"},
    "analysis": {"core", "game", "bots", "record", "analysis"},
    "protocol": {"core", "game", "bots", "record", "puzzle", "protocol"},
    "server": {"core", "game", "bots", "record", "puzzle", "protocol", "analysis", "server"},
    "py": {"core", "game", "bots", "record", "puzzle", "analysis", "protocol", "py"},
    "cli": {"core", "game", "bots", "record", "puzzle", "protocol", "analysis", "server", "cli"},
}
# The API's vocabulary (players, zones, steps, decisions, options, results, card words,
# effect summaries, a described board): defined once in game/, and used by the engine
# (cards/, rules/) for the same types, so the API and the engine cannot disagree. It is a
# leaf (it includes core/ only), so no arrow points up through it.
VOCABULARY = {"game/types.h": {"cards", "rules"}}
# game/ headers for the engine's own code and tests: the rules' state of a Game and the
# event adapter. Front ends (the rooms without "rules" in ALLOWED) and their tests never
# include them.
GAME_INTERNAL = {"game/game_internal.h", "game/event_adapter.h"}
# Front-end files that inspect card scripts themselves and so include cards/ headers the
# card pool (game/card_pool.h) does not cover, each with the reason.
CARD_TOOLS = {
    "src/cli/cards_cmd.cpp": "`rewind cards check/show` reads, parses, compiles and disassembles scripts",
    "src/cli/cards_decks_cmd.cpp": "`rewind cards check --decks` judges each deck card's script",
}
FRONT_ENDS = {room for room, allowed in ALLOWED.items() if "rules" not in allowed}
INCLUDE_RE = re.compile(r'^\s*#\s*include\s*"([^"]+)"', re.M)


def source_files(root):
    for top in SOURCE_DIRS:
        base = os.path.join(root, top)
        for dirpath, dirnames, filenames in os.walk(base):
            dirnames[:] = sorted(d for d in dirnames if d not in ("node_modules", "build"))
            for f in sorted(filenames):
                if f.endswith(SOURCE_EXTS):
                    yield os.path.join(dirpath, f)


def strip_comments_and_strings(text):
    """Blanks out comments, string and char literals, keeping newlines (line numbers hold)."""
    out = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            i = j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append("".join(ch if ch == "\n" else " " for ch in text[i:j]))
            i = j
        elif c == 'R' and text.startswith('R"', i) and (i == 0 or not (text[i - 1].isalnum() or text[i - 1] == '_')):
            k = text.find("(", i)
            delim = text[i + 2:k]
            j = text.find(")" + delim + '"', k)
            j = n if j < 0 else j + len(delim) + 2
            out.append("".join(ch if ch == "\n" else " " for ch in text[i:j]))
            i = j
        elif c in "\"'":
            if c == "'" and i > 0 and text[i - 1].isalnum() and i + 1 < n and text[i + 1].isalnum():
                out.append(c)  # a digit separator (1'000)
                i += 1
                continue
            j = i + 1
            while j < n and text[j] != c and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            out.append(c + " " * max(0, min(j, n) - i - 1) + (c if j < n else ""))
            i = j + 1
        else:
            out.append(c)
            i += 1
    return "".join(out)


SCOPE_WORDS = re.compile(r"\b(namespace|class|struct|union|enum)\b")


def long_functions(path, text):
    """Yields (line, length, header) for each function body longer than the limit."""
    code = strip_comments_and_strings(text)
    code = re.sub(r"^\s*#.*$", "", code, flags=re.M)  # preprocessor lines
    # Each open brace is classified by the text since the last ; { or } before it.
    stack = []  # entries: (kind, start_line, header)
    line = 1
    last_break = 0
    for i, c in enumerate(code):
        if c == "\n":
            line += 1
        elif c == "{":
            header = code[last_break:i].strip()
            in_function = any(k == "function" for k, _, _ in stack)
            if in_function:
                kind = "block"
            elif SCOPE_WORDS.search(header) and "(" not in header.split("{")[0].split("=")[0]:
                kind = "scope"
            elif header.startswith("extern"):
                kind = "scope"
            elif ")" in header or header.endswith("const") or header.endswith("override"):
                kind = "function"
            else:
                kind = "block"  # an initializer list, an array, a lambda at namespace scope
            stack.append((kind, line, " ".join(header.split())[-120:]))
            last_break = i + 1
        elif c == "}":
            if stack:
                kind, start, header = stack.pop()
                if kind == "function":
                    length = line - start + 1
                    if length > MAX_FUNCTION_LINES:
                        yield start, length, header
            last_break = i + 1
        elif c == ";":
            last_break = i + 1


def is_test(rel):
    name = os.path.basename(rel)
    return name.endswith(("_test.cpp", "_test_util.h"))


def room_of(rel):
    parts = rel.split(os.sep)
    if parts[0] == "src" and len(parts) > 2:
        return parts[1]
    return None


def main():
    root = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), ".."))
    problems = []
    files = 0
    for path in source_files(root):
        files += 1
        rel = os.path.relpath(path, root)
        with open(path, encoding="utf-8", errors="replace") as f:
            text = f.read()
        lines = text.count("\n") + (0 if text.endswith("\n") or not text else 1)
        if lines > MAX_FILE_LINES:
            problems.append(f"{rel}: {lines} lines (at most {MAX_FILE_LINES})")
        for start, length, header in long_functions(path, text):
            problems.append(f"{rel}:{start}: a function of {length} lines (at most {MAX_FUNCTION_LINES}): {header}")
        room = room_of(rel)
        if room is not None:
            allowed = ALLOWED.get(room)
            if allowed is not None and is_test(rel):
                # A room's tests may set up games through the rooms above it, but a front
                # end's tests keep out of rules/ like the front end itself.
                allowed = set(ALLOWED) - ({"rules"} if "rules" not in allowed else set())
            if allowed is None:
                problems.append(f"{rel}: room src/{room} is not in scripts/check_structure.py's ALLOWED table")
                continue
            for m in INCLUDE_RE.finditer(text):
                header = m.group(1)
                target = header.split("/")[0]
                if "/" not in header:
                    continue  # a file of the same folder
                n = text.count("\n", 0, m.start()) + 1
                if room in VOCABULARY.get(header, ()):
                    continue
                if header in GAME_INTERNAL and room in FRONT_ENDS:
                    problems.append(f"{rel}:{n}: src/{room} may not include {header} (internal to the engine)")
                    continue
                if target == "cards" and rel in CARD_TOOLS:
                    continue
                if target in ALLOWED and target not in allowed:
                    problems.append(f"{rel}:{n}: src/{room} may not include {header} (a {target}/ header)")
    for header in VOCABULARY:
        path = os.path.join(root, "src", header)
        if os.path.exists(path):
            with open(path, encoding="utf-8", errors="replace") as f:
                for m in INCLUDE_RE.finditer(f.read()):
                    if m.group(1).split("/")[0] != "core":
                        problems.append(f"src/{header}: the vocabulary includes {m.group(1)}; it may include core/ only")
    for p in problems:
        print(p)
    if problems:
        print(f"check_structure: {len(problems)} problem(s) in {files} files")
        return 1
    print(f"check_structure: {files} files, none over {MAX_FILE_LINES} lines, no function over "
          f"{MAX_FUNCTION_LINES} lines, every include within its room's arrows")
    return 0


if __name__ == "__main__":
    sys.exit(main())
