#!/usr/bin/env python3
"""Measures how many Swift listings of the seed documents compile against Scenery.

The seed documents (Apple's SwiftUI documentation and the book "Thinking in SwiftUI", as
crawled text) are read where they are; no code of theirs is copied into the repository.
For each seed the script finds the Swift listings, repairs the few lines the crawl damaged
(fixes.tsv), wraps bare fragments the way a person would, adds minimal declarations of the
user's own types that a listing names but does not define (stubs.swift), and type-checks the
result against the SwiftPM build of this package in Swift 5 and Swift 6 language mode.

It prints one line per listing, `N of M seed listings compile`, the names the compiler
missed most often, and compares the passes with expected.txt. See README.md beside it.

Python 3 standard library only.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections import Counter, OrderedDict
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
FIXES_FILE = HERE / "fixes.tsv"
STUBS_FILE = HERE / "stubs.swift"
EXPECTED_FILE = HERE / "expected.txt"
# Code of our own written as people write SwiftUI code, compiled in both modes by make test.
COMPATIBILITY_DIR = REPO / "Tests/SourceCompatibility"

MODES = ("5", "6")


def fail(message: str) -> None:
    """Stops with a message that says what is wrong and where."""
    print(f"check_listings: {message}", file=sys.stderr)
    sys.exit(2)


# --------------------------------------------------------------------------------------------
# Seeds and the fix table
# --------------------------------------------------------------------------------------------

@dataclass
class Line:
    number: int  # line number in the seed file (1-based); lines a fix adds share its number
    text: str


@dataclass
class Fix:
    row: int  # line in fixes.tsv
    seed: str
    line: int
    what: str
    replacement: str
    why: str
    used: bool = False


def unescape_cell(text: str) -> str:
    return text.replace("\\n", "\n")


def load_fixes() -> list[Fix]:
    fixes: list[Fix] = []
    if not FIXES_FILE.exists():
        return fixes
    for row, raw in enumerate(FIXES_FILE.read_text(encoding="utf-8").splitlines(), start=1):
        if not raw.strip() or raw.startswith("#"):
            continue
        cells = raw.split("\t")
        if len(cells) != 5:
            fail(f"{FIXES_FILE.name}:{row}: expected 5 tab-separated cells "
                 f"(seed, line, what, replacement, why), found {len(cells)}")
        seed, line, what, replacement, why = cells
        if not line.isdigit():
            fail(f"{FIXES_FILE.name}:{row}: the line cell must be a line number, not {line!r}")
        if not why.strip():
            fail(f"{FIXES_FILE.name}:{row}: every fix needs a reason (the 'why' cell is empty)")
        fixes.append(Fix(row, seed, int(line), unescape_cell(what), unescape_cell(replacement), why))
    return fixes


def read_seed(path: Path, prefix: str, fixes: list[Fix]) -> list[Line]:
    """The seed's lines with the fixes for this seed applied (line numbers stay the seed's)."""
    raw = path.read_text(encoding="utf-8", errors="replace").split("\n")
    by_line: dict[int, list[Fix]] = {}
    for fix in fixes:
        if fix.seed == prefix:
            if fix.line < 1 or fix.line > len(raw):
                fail(f"{FIXES_FILE.name}:{fix.row}: seed {prefix} has no line {fix.line} "
                     f"({path.name} has {len(raw)} lines)")
            by_line.setdefault(fix.line, []).append(fix)
    lines: list[Line] = []
    for number, text in enumerate(raw, start=1):
        for fix in by_line.get(number, []):
            if fix.what == "":
                if text.strip():
                    fail(f"{FIXES_FILE.name}:{fix.row}: an empty 'what' replaces a blank line, "
                         f"but {path.name}:{number} is not blank: {text.strip()[:60]!r}")
                text = fix.replacement
            elif fix.what not in text:
                fail(f"{FIXES_FILE.name}:{fix.row}: {path.name}:{number} does not contain "
                     f"{fix.what!r} (has the seed changed?)")
            else:
                text = text.replace(fix.what, fix.replacement, 1)
            fix.used = True
        for part in text.split("\n"):
            lines.append(Line(number, part))
    return lines


# --------------------------------------------------------------------------------------------
# Telling code from prose
# --------------------------------------------------------------------------------------------

STRING_LITERAL = re.compile(r'"(?:[^"\\]|\\.)*"')

DECL_KEYWORDS = (r"import|struct|class|enum|extension|protocol|actor|func|var|let|init|deinit|"
                 r"typealias|associatedtype|subscript")
STRONG_CODE = [
    re.compile(rf"^(?:{DECL_KEYWORDS})\b\s*[\w(<{{]"),
    re.compile(r"^(?:private|fileprivate|public|internal|static|final|override|mutating|"
               r"nonisolated|lazy|weak|convenience|required|indirect)\s+(?:\w+\s+)*"
               rf"(?:{DECL_KEYWORDS})\b"),
    re.compile(r"^(?:guard|return|switch|case|default:|do\s*\{|catch\b|defer\s*\{|try|await|throw|"
               r"while|repeat\s*\{|if|else)\b(?!\s+(?:the|a|an|you|your|example|more|some)\b)"),
    re.compile(r"^for\s+(?:case\s+)?[\w(),\s]+\s+in\b"),
    re.compile(r"^@[A-Za-z_]\w*(?:\(.*\))?(?:\s|$)"),  # attribute: @State, @main, @Environment(\.x)
    re.compile(r"^#(?:if|else|elseif|endif|Preview|available)\b"),
    re.compile(r"^[}\])]"),
    re.compile(r"^\.[a-z_]\w*"),  # a modifier on the line above
    re.compile(r"^/[/*]"),
    re.compile(r"^[A-Z]\w*(?:\.\w+)*(?:<[^ ]*>)?(?:\(|\s*\{)"),  # Text("…"), VStack {, Color.red.opacity(
    re.compile(r"^[a-z_$][\w$]*(?:\.[\w$]+)*(?:\(|\s*[-+*/]?=\s|\s*\{\s*$|\s*\{\s*\w+\s+in\b)"),
    re.compile(r"^\$\w"),
]
TITLE_LINE = re.compile(r"^[A-Z][\w’'-]*(?:\s+[\w’'-]+)*$")  # "Preview", "Section 2", "Content view"
CAPITAL_WORD_THEN_WORD = re.compile(r"^[A-Z][a-z’']+,?\s+[a-z]")
MARKDOWN_MARK = re.compile(r"^(?:#{1,6}\s|[-*+]\s|\d+\.\s|>\s|\|)")


def strip_strings(text: str) -> str:
    return STRING_LITERAL.sub('""', text)


def line_kind(text: str) -> str:
    """'code', 'weak' (code only next to code: a bare name, `...`, a blank) or 'prose'."""
    stripped = text.strip()
    if not stripped:
        return "weak"
    bare = strip_strings(stripped)
    if stripped.startswith(("```", "](", "![")) or "](http" in stripped or \
            MARKDOWN_MARK.match(stripped):
        return "prose"
    if stripped.startswith(("//", "/*")):
        return "code"
    if "`" in bare or any(ch in bare for ch in "→’“”…"):
        return "prose"
    if stripped.endswith(".swift"):
        return "prose"
    uncommented = re.sub(r"//.*", "", bare).rstrip()
    if len(uncommented.split()) >= 6 and uncommented.endswith("."):
        return "prose"  # a sentence (code never ends with a full stop)
    if any(pattern.match(stripped) for pattern in STRONG_CODE):
        return "code"
    if CAPITAL_WORD_THEN_WORD.match(stripped) or TITLE_LINE.match(stripped):
        return "prose"
    words = bare.split()
    if len(words) >= 4 and bare.rstrip().endswith((".", ":", "?", "!")):
        return "prose"
    return "weak"


def brace_depth(text: str) -> int:
    """Net count of opened `{`, `(`, `[` outside strings and comments."""
    depth = 0
    code = strip_strings(text)
    code = re.sub(r"//.*", "", code)
    for ch in code:
        if ch in "{([":
            depth += 1
        elif ch in "})]":
            depth -= 1
    return depth


def curly_depth(text: str) -> int:
    code = re.sub(r"//.*", "", strip_strings(text))
    return code.count("{") - code.count("}")


# --------------------------------------------------------------------------------------------
# Listings
# --------------------------------------------------------------------------------------------

@dataclass
class Listing:
    seed: str
    line: int
    section: str
    lines: list[str]
    origin: str  # 'fenced', 'table' (a <pre> cell), 'unfenced'
    base: str = ""  # wrapped, before other listings and stubs are added
    base_note: str = ""
    wrapped: str = ""  # what is compiled
    wrap_note: str = ""
    context: list[str] = field(default_factory=list)  # the listings compiled with it
    wanted: set[str] = field(default_factory=set)  # members a first compile missed

    @property
    def ident(self) -> str:
        return f"{self.seed}:L{self.line}"

    @property
    def text(self) -> str:
        return "\n".join(self.lines)

    def key(self) -> str:
        """Identity for deduplication: the code without indentation and blank lines."""
        return "\n".join(line.strip() for line in self.lines if line.strip())


@dataclass
class Candidate:
    seed: str
    line: int
    section: str
    lines: list[str]
    origin: str
    skip: str = ""  # why it is not a listing, or '' when it is


@dataclass
class SeedReport:
    name: str
    prefix: str
    candidates: list[Candidate] = field(default_factory=list)


# Sections: the nearest preceding heading, per seed format.

GENERIC_HEADINGS = {"Overview", "Discussion", "Topics", "See Also", "Mentioned in", "Parameters",
                    "Return Value", "Relationships", "Conforms To", "Essentials"}
TUTORIAL_LABELS = re.compile(r"^(?:Step \d+|Note|Tip|Important|Experiment|Warning|Preview|"
                             r"No Preview|Project files|Xcode \d+.*|Next|Section \d+)$")


class Sections:
    """Tracks the current section name while the seed is read from top to bottom."""

    def __init__(self, lines: list[Line]):
        self.lines = lines
        self.book_headings = self._book_headings()
        self.title = ""
        self.sub = ""
        self.names: list[str] = []
        self._compute()

    def _book_headings(self) -> dict[str, bool]:
        """The book's table of contents: chapter lines `N Title P`, section lines `Title P`."""
        headings: dict[str, bool] = {}
        for line in self.lines[:120]:
            match = re.match(r"^(?:(\d+)\s+)?([A-Z][^\d]*?)\s+(\d+)$", line.text.strip())
            if match:
                headings[match.group(2)] = bool(match.group(1))
        return headings if len(headings) >= 5 else {}

    def _compute(self) -> None:
        title, sub = "", ""
        blanks = 0
        texts = [line.text.strip() for line in self.lines]
        toc_end = 0
        markdown = any(re.match(r"^#{1,4}\s", text) for text in texts)
        if self.book_headings:
            for index, text in enumerate(texts[:150]):
                if re.match(r"^(?:(\d+)\s+)?([A-Z][^\d]*?)\s+(\d+)$", text):
                    toc_end = index + 1
        for index, text in enumerate(texts):
            if index >= toc_end and self.book_headings and text in self.book_headings:
                if self.book_headings[text]:
                    title, sub = text, ""
                else:
                    sub = text
            elif text.startswith("#") and re.match(r"^#{1,4}\s", text):
                heading = re.sub(r"^#+\s*", "", text)
                level = len(text) - len(text.lstrip("#"))
                if heading.startswith("http"):
                    pass
                elif level <= 2 and heading not in GENERIC_HEADINGS:
                    title, sub = heading, ""
                elif heading not in GENERIC_HEADINGS:
                    sub = heading
            elif not self.book_headings and not markdown and blanks >= 2 and text:
                # A tutorial starts after two or more blank lines: an optional category line,
                # then its title, then a one-sentence summary.
                following = texts[index + 1] if index + 1 < len(texts) else ""
                if (line_kind(text) == "prose" and not text.endswith((".", ":"))
                        and not TUTORIAL_LABELS.match(text)):
                    title = following if following and not following.endswith(".") else text
                    sub = ""
            elif re.match(r"^Section \d+$", text) and index + 1 < len(texts):
                sub = texts[index + 1]
            blanks = blanks + 1 if not text else 0
            self.names.append(f"{title} › {sub}" if title and sub else (title or sub or "-"))

    def at(self, index: int) -> str:
        return self.names[index] if 0 <= index < len(self.names) else "-"


PRE_CELL = re.compile(r"<pre>(.*?)</pre>", re.S)
STATEMENT_START = re.compile(r"[A-Z_@]|(?:if|let|var|for|switch|return|guard|func|struct|"
                             r"withAnimation|ForEach)\b|[a-z_]\w*(?:\s*(?:$|\.|\(|=|\+=|-=|\})|\s+[A-Za-z_])")
NO_SPLIT_AFTER = {"in", "else", "return", "some", "any", "let", "var", "func", "struct", "class",
                  "enum", "private", "public", "static", "final", "case", "if", "guard", "where",
                  "as", "is", "try", "await", "inout", "throws", "rethrows", "async", "import",
                  "extension", "protocol", "init", "for", "while", "switch", "fileprivate",
                  "internal", "nonisolated", "override", "mutating", "lazy", "weak"}
NO_SPLIT_BEFORE = {"in", "else", "where", "as", "is", "throws", "rethrows", "async", "catch"}


def split_table_code(code: str) -> list[str]:
    """A book table cell (<pre>) lost its line breaks: `HStack { Image(…) Text(…) }` on one line.
    Swift needs a line break (or `;`) between statements, so a break goes back wherever a new
    statement starts after a complete expression: after `)`, `}`, `]`, a string, a number or a
    name (not a keyword or attribute), before a name, `@`, `if`, `let`, …; and after `{` and
    before `}`, where a break changes nothing."""
    code = code.replace("\\$", "$").replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&")
    tokens = re.findall(r'"(?:[^"\\]|\\.)*"|\s+|\w+|@\w+|\.\w+|.', code)
    out: list[str] = []
    previous = ""  # the last non-space token
    for index, token in enumerate(tokens):
        if token.isspace():
            nxt = next((t for t in tokens[index + 1:] if not t.isspace()), "")
            ends_expression = (previous[-1:] in (")", "]", '"') or previous == "}"
                               or (re.fullmatch(r"\w+", previous) is not None
                                   and previous not in NO_SPLIT_AFTER))
            rest = "".join(tokens[index + 1:]).lstrip()
            starts_statement = (nxt not in NO_SPLIT_BEFORE and nxt != "{"
                                and STATEMENT_START.match(rest) is not None
                                and not nxt.startswith("."))
            after_attribute = previous.startswith("@")
            if previous == "{" or nxt == "}" or (ends_expression and starts_statement
                                                   and not after_attribute):
                out.append("\n")
            else:
                out.append(" ")
            continue
        out.append(token)
        previous = token
    return [line.rstrip() for line in "".join(out).split("\n") if line.strip()]


def declaration_only(lines: list[str]) -> bool:
    """A reference page's API signature (`@MainActor @preconcurrency protocol View`, `init(_:)`,
    `func modifier<T>(T) -> …`): a declaration with no body and no initial value. User code
    declares bodies; only protocol requirements lack one, and those sit inside a `protocol {}`."""
    text = "\n".join(lines)
    if all(ATTRIBUTE_ONLY.match(line.strip()) for line in lines if line.strip()):
        return True
    without_accessors = re.sub(r"\{\s*get(?:\s+set)?\s*\}", "", text)
    if re.match(r"^\s*(?:public\s+)?extension\b", text) and without_accessors.count("{") == 1 \
            and re.search(r"\b(?:func|init|subscript)\b", without_accessors):
        # `extension ViewBuilder { static func buildBlock<C0, C1>(…) -> TupleView<(C0, C1)> }`:
        # members printed without bodies, as a reference page shows them.
        return True
    if "{" in without_accessors:
        return False
    first = re.sub(r"^(?:@\w+(?:\([^)]*\))?\s+|(?:nonisolated|public|static|final|"
                   r"mutating|optional)\s+)*", "", text.strip())
    if re.match(r"^(?:struct|class|enum|protocol|actor|func|init|subscript|associatedtype|"
                r"typealias|case|macro)\b", first):
        return True
    if "=" in strip_strings(without_accessors).replace("==", ""):
        return False
    if re.match(r"^(?:var|let)\b", first) and not re.search(r"@\w+", text.replace(
            "@MainActor", "").replace("@preconcurrency", "")):
        return True
    return False


def not_swift(lines: list[str]) -> str:
    """Why a block is not Swift code, or ''."""
    first = lines[0].strip() if lines else ""
    text = "\n".join(lines).strip()
    if re.match(r"^(?:\$|%|>)\s", first) or first.startswith(("swift ", "xcrun", "git ")):
        return "shell commands"
    if first.startswith(("graph ", "flowchart")):
        return "a diagram"
    if first.startswith(("{\"", "[{", "<?xml", "<plist")):
        return "data, not Swift"
    if re.search(r"[(,:]\s*<[a-z]\w*>", text):
        return "pseudo-code with <placeholders>"
    compact = re.sub(r"\s+", "", text)
    if re.fullmatch(r"[A-Z][\w.]*<[\w.<>(),:\[\]?]*>", compact):
        return "a printed type, not code"
    if not any(line_kind(line) == "code" and not re.match(r"^\s*[}\])]", line)
               for line in lines):
        return "no Swift statement"
    return ""


def fenced_blocks(lines: list[Line]) -> tuple[list[tuple[int, list[Line]]], set[int]]:
    """```-fenced blocks as (index of the first content line, lines); also every index inside."""
    blocks: list[tuple[int, list[Line]]] = []
    inside: set[int] = set()
    index = 0
    while index < len(lines):
        text = lines[index].text.strip()
        if text.startswith("```"):
            language = text[3:].strip()
            start = index + 1
            end = start
            while end < len(lines) and not lines[end].text.strip().startswith("```"):
                end += 1
            inside.update(range(index, min(end + 1, len(lines))))
            if language in ("", "swift"):
                blocks.append((start, lines[start:end]))
            index = end + 1
            continue
        index += 1
    return blocks, inside


def merge_page_breaks(lines: list[Line], blocks: list[tuple[int, list[Line]]]):
    """A listing the book's page break cut in two shows as two fences with only blank lines
    between; they are one listing when the first leaves a `{` open or the second closes more
    than it opens."""
    merged: list[tuple[int, list[Line]]] = []
    for start, block in blocks:
        if merged:
            prev_start, prev = merged[-1]
            gap_from = prev_start + len(prev) + 1  # the closing fence
            gap = lines[gap_from + 1:start - 1]
            text_prev = "\n".join(line.text for line in prev)
            text_next = "\n".join(line.text for line in block)
            if (all(not line.text.strip() for line in gap)
                    and (curly_depth(text_prev) > 0 or curly_depth(text_next) < 0)):
                merged[-1] = (prev_start, prev + block)
                continue
        merged.append((start, block))
    return merged


def unfenced_blocks(lines: list[Line], excluded: set[int]) -> list[tuple[int, int]]:
    """Code outside fences: runs that start with a code line and go on through code, blank and
    weak lines until prose (trailing weak lines are dropped)."""
    runs: list[tuple[int, int]] = []
    index = 0
    while index < len(lines):
        if index in excluded or line_kind(lines[index].text) != "code":
            index += 1
            continue
        start = index
        end = index  # last code line
        cursor = index
        while cursor < len(lines) and cursor not in excluded:
            kind = line_kind(lines[cursor].text)
            if kind == "prose":
                break
            if kind == "code":
                end = cursor
            cursor += 1
        runs.append((start, end))
        index = end + 1
    return runs


def dedent(block: list[str]) -> list[str]:
    while block and not block[0].strip():
        block = block[1:]
    while block and not block[-1].strip():
        block = block[:-1]
    indents = [len(line) - len(line.lstrip()) for line in block if line.strip()]
    cut = min(indents) if indents else 0
    return [line[cut:].rstrip() for line in block]


# What each seed looks like. Every seed is searched for ```-fenced blocks and for the book's
# two-column tables (`Code<TAB>…` followed by a <pre> cell); "unfenced" also searches the text
# between them for code (Apple's pages lost their fences in the crawl).
#   000  Apple's navigation pages as markdown: code unfenced, every line's indentation lost.
#   001  Apple's tutorials: code unfenced with its indentation, mostly whole files after a
#        file-name line (`MyApp.swift`); the same file is shown again at later steps.
#   002  "Thinking in SwiftUI" from a PDF: fenced code with indentation, page-break debris,
#        table cells whose line breaks were lost; the text between is prose and diagrams.
#   003  An article whose code the crawl dropped: only API declarations remain.
#   004  Apple's "Views" pages: code unfenced in the text, and again fenced under "Examples".
SEED_FORMATS = {
    "002": {"unfenced": False},
}


def extract(path: Path, prefix: str, fixes: list[Fix]) -> SeedReport:
    lines = read_seed(path, prefix, fixes)
    sections = Sections(lines)
    report = SeedReport(path.name, prefix)
    found: list[tuple[int, list[str], str]] = []  # (index, lines, origin)

    blocks, inside = fenced_blocks(lines)
    for start, block in merge_page_breaks(lines, blocks):
        found.append((start, [line.text for line in block], "fenced"))

    excluded = set(inside)
    for index, line in enumerate(lines):
        if "<pre>" in line.text:
            excluded.add(index)
            previous = next((lines[i].text for i in range(index - 1, -1, -1)
                             if lines[i].text.strip()), "")
            if previous.startswith("Code\t") or previous.startswith("Code "):
                cell = PRE_CELL.search(line.text)
                if cell:
                    found.append((index, split_table_code(cell.group(1)), "table"))

    if SEED_FORMATS.get(prefix, {}).get("unfenced", True):
        for start, end in unfenced_blocks(lines, excluded):
            # Markdown escapes a line break inside an array literal as a trailing `\`.
            found.append((start, [re.sub(r"\\$", "", line.text.rstrip())
                                  for line in lines[start:end + 1]], "unfenced"))

    found.sort(key=lambda item: item[0])
    for index, block, origin in found:
        block = dedent(block)
        if not block:
            continue
        first = next(i for i, text in enumerate(block) if text.strip())
        candidate = Candidate(prefix, lines[index + first].number if origin != "table"
                              else lines[index].number, sections.at(index), block, origin)
        reason = not_swift(block)
        if reason:
            candidate.skip = reason
        elif declaration_only(block):
            candidate.skip = "an API declaration of the reference page, not user code"
        report.candidates.append(candidate)
    return report


# --------------------------------------------------------------------------------------------
# Wrapping fragments the way a person would
# --------------------------------------------------------------------------------------------

TYPE_DECL = re.compile(r"^(?:struct|class|enum|extension|protocol|actor|typealias)\b")
MODIFIERS = re.compile(r"^(?:(?:@\w+(?:\([^)]*\))?|private|fileprivate|public|internal|static|final|"
                       r"override|mutating|nonisolated|lazy|weak|convenience|required|"
                       r"indirect|open)\s+)*")
ATTRIBUTE_ONLY = re.compile(r"^(?:@\w+(?:\([^)]*\))?\s*)+$")


@dataclass
class Item:
    kind: str
    lines: list[str]


def classify(lines: list[str], has_body: bool) -> str:
    head = " ".join(line.strip() for line in lines[:3])
    core = MODIFIERS.sub("", head)
    attributed = core != head
    if head.startswith("import "):
        return "import"
    if head.startswith("#if") and len(lines) > 1 and lines[-1].strip().startswith("#endif"):
        inner = [line for line in lines[1:-1] if line.strip() and not line.strip().startswith("#")]
        if inner:
            return classify(inner, has_body)
        return "directive"
    if head.startswith("#"):
        return "directive"
    if TYPE_DECL.match(core):
        return "type"
    if re.match(r"^var\s+body\s*:", core):
        return "body"
    if re.match(r"^(?:func|init|subscript)\b", core):
        return "member-func"
    if re.match(r"^(?:var|let)\b", core):
        if attributed or has_body or re.match(r"^var\s+\w+\s*:\s*some\s+View", core):
            return "property"
        return "local"
    if re.match(r"^(?:Linear|Cubic|Spring|Move)Keyframe\s*\(", head):
        return "keyframe"
    if head.startswith("."):
        return "chain"
    if re.match(r"^(?:[A-Z]\w*|if|switch|ForEach)\b", head):
        return "view"
    if re.match(r"^[a-z_]\w*$", lines[0].strip()) and len(lines) == 1:
        return "view"  # a bare name: a view property or parameter (`sidebar`, `content`)
    if re.match(r"^[a-z_]\w*\s+\.\w", lines[0].strip()) or (
            len(lines) > 1 and re.match(r"^[a-z_]\w*$", lines[0].strip())
            and lines[1].strip().startswith(".")):
        return "view"  # a view in a property, modified: `myView .padding()`
    return "statement"


def split_items(lines: list[str]) -> list[Item]:
    """Top-level items: a line at depth 0 starts a new item unless it continues the previous one
    (a `.modifier`, `else`, a line after `,`/`(`/`=`/an operator, or after attributes)."""
    raw: list[list[str]] = []
    depth = 0
    conditional = 0  # inside `#if … #endif`: one item, whatever it holds
    for line in lines:
        stripped = line.strip()
        if not stripped:
            if raw and depth > 0:
                raw[-1].append("")
            continue
        if conditional > 0:
            raw[-1].append(line)
            conditional += stripped.startswith("#if") - stripped.startswith("#endif")
            depth += brace_depth(line)
            continue
        if stripped.startswith("#if"):
            raw.append([line])
            conditional = 1
            continue
        continues = False
        if raw and depth <= 0:
            previous = raw[-1][-1].strip()
            previous_code = re.sub(r"//.*", "", strip_strings(previous)).rstrip()
            continues = (stripped.startswith((".", "else", "catch", "where", "->", "?", ":", "&&",
                                             "||", "+", "}", "{"))
                         or previous_code.endswith((",", "(", "=", "&&", "||", "+", "->"))
                         or re.search(r"\bin$", previous_code) is not None
                         or ATTRIBUTE_ONLY.match(previous_code) is not None)
            if stripped.startswith("//") or previous.startswith("//"):
                continues = False
        if raw and (depth > 0 or continues):
            raw[-1].append(line)
        else:
            raw.append([line])
        depth += brace_depth(line)
    has_body = any(re.match(r"^(?:@\w+\s+)*var\s+body\s*:", MODIFIERS.sub("", item[0].strip()))
                   for item in raw)
    items = [Item(classify(item, has_body) if not item[0].strip().startswith("//") else "comment",
                  item) for item in raw]
    # A comment belongs to the item after it.
    for index in range(len(items) - 2, -1, -1):
        if items[index].kind == "comment":
            items[index + 1].lines = items[index].lines + items[index + 1].lines
            del items[index]
    if items and items[-1].kind == "comment":
        items[-1].kind = "statement"
    return items


SWIFT_WORDS = set("""if else for in return let var func true false nil self Self guard while
switch case default try throws rethrows async await some any inout where as is do catch break
continue super repeat defer throw static private fileprivate public internal final mutating _
nonisolated init print min max zip abs stride type""".split())


def self_contained_function(lines: list[str]) -> bool:
    """A `func` that uses only what it declares (parameters, locals) and global functions: it
    can stand at the top level. One that uses `self`, returns a view or reads other names
    (a view's state) is a method of the view."""
    text = "\n".join(lines)
    if re.search(r"\bself\b|some\s+View|@ViewBuilder", text):
        return False
    code = re.sub(r"//.*", "", strip_strings(text))
    declared = set(re.findall(r"\b(?:let|var|func|case)\s+(\w+)", code))
    declared |= set(re.findall(r"(\w+)\s*:", code))  # parameter names and argument labels
    declared |= set(re.findall(r"(?:\(|,)\s*(?:\w+\s+)?(\w+)\s*:", code))
    declared |= set(re.findall(r"\b(\w+)\s*(?:,\s*\w+\s*)*\bin\b", code))  # closure/for names
    used = {name for name in identifiers(code) if name[:1].islower() or name[:1] == "_"}
    return not (used - declared - SWIFT_WORDS)


def indent(lines: list[str], by: str = "    ") -> list[str]:
    return [by + line if line.strip() else "" for line in lines]


def fill_elisions(source: list[str]) -> tuple[list[str], list[str]]:
    """The book writes `...` for code it leaves out. A person trying the listing drops it, and
    where it stands for the `body` of a view that has none, writes an empty one."""
    lines: list[str] = []
    notes: list[str] = []
    text = "\n".join(source)
    needs_body = (re.search(r"\bstruct\s+\w+\s*:\s*(?:[\w, ]*\b)?View\b", text) is not None
                  and re.search(r"\bvar\s+body\s*:", text) is None)
    for line in source:
        if re.search(r"\bin\s+(?:\.\.\.|…)\s*\}", line):
            # A closure's body left out: `keyframes: { value in ... }`.
            line = re.sub(r"\bin\s+(?:\.\.\.|…)\s*\}", "in }", line)
            notes.append("elided closure body `...` dropped")
        if re.search(r",\s*(?:\.\.\.|…)\s*\)", line):
            # An argument left out: `.border(.teal, ...)`.
            line = re.sub(r",\s*(?:\.\.\.|…)\s*\)", ")", line)
            notes.append("elided argument `...` dropped")
        if line.strip() in ("...", "…"):
            previous = next((kept for kept in reversed(lines) if kept.strip()), "")
            if re.search(r"\bvar\s+body\s*:\s*some\s+View\s*\{\s*$", previous):
                # `var body: some View { ... }`: the body left out.
                indent_ = line[:len(line) - len(line.lstrip())]
                lines.append(f"{indent_}EmptyView()")
                notes.append("elided `body` written empty")
                continue
            if needs_body and curly_depth("\n".join(lines)) == 1:
                indent_ = line[:len(line) - len(line.lstrip())]
                lines.append(f"{indent_}var body: some View {{ EmptyView() }}")
                needs_body = False
                notes.append("elided `body` written empty")
            else:
                notes.append("elision `...` dropped")
            continue
        lines.append(line)
    return lines, notes


def view_in_let(lines: list[str]) -> str:
    """The name of a `let` that holds a modified view (`let image = Image(…)` followed by
    `.modifier(…)` lines), or ''."""
    match = re.match(r"^\s*let\s+(\w+)\s*=\s*[A-Z]\w*\s*[({]", lines[0])
    if match and any(line.strip().startswith(".") for line in lines[1:]):
        return match.group(1)
    return ""


def wrap(listing: Listing) -> tuple[str, str]:
    """The listing as a compilable file, and a note saying how it was wrapped."""
    lines, notes = fill_elisions(listing.lines)
    # A fragment closing more braces than it opens is the inside of a type whose first line was
    # lost: each `}` that closes nothing is dropped, and what came before it is wrapped like
    # members of a view.
    kept: list[str] = []
    depth = 0
    for line in lines:
        change = curly_depth(line)
        if depth + change < 0 and line.strip() == "}":
            notes.append("a `}` with no `{` (of a lost first line) dropped")
            continue
        depth += change
        kept.append(line)
    lines = kept
    total = curly_depth("\n".join(lines))
    if total < 0:
        notes.append("more `}` than `{`")
    elif total > 0:
        lines = lines + ["}"] * total
        notes.append(f"{total} missing `}}` added")
    name = "Listing_" + listing.ident.replace(":", "_")
    items = split_items(lines)
    kinds = {item.kind for item in items}
    imports = [line for item in items if item.kind == "import" for line in item.lines]
    header = [] if imports else ["import SwiftUI", "import Foundation", ""]

    if not any(item.kind in ("view", "chain") for item in items):
        locals_ = [item for item in items if item.kind == "local"]
        if locals_ and all(view_in_let(item.lines) for item in locals_):
            # `let image = Image(…).alignmentGuide(…)`: a view kept in a local of a body
            # (its type is opaque, so it cannot be a stored property); the body shows it.
            for item in locals_:
                item.lines = item.lines + [view_in_let(item.lines)]
            notes.append("a view kept in a `let` made a local of a view's body")
        else:
            # Declarations alone (`let image = Image(…)`) are properties of the view.
            for item in locals_:
                item.kind = "property"
    members = [item for item in items if item.kind in ("property", "body", "member-func")]
    views = [item for item in items if item.kind in ("view", "chain", "local")]
    statements = [item for item in items if item.kind == "statement"]
    keyframes = [line for item in items if item.kind == "keyframe" for line in item.lines]
    if keyframes:
        # Keyframes alone (`LinearKeyframe(-30, duration: 0.25)` …) are the content of a
        # keyframe timeline over a number.
        statements.append(Item("statement", ["_ = KeyframeTimeline(initialValue: 0.0) {"]
                               + indent(keyframes) + ["}"]))
        notes.append("keyframes made the content of a `KeyframeTimeline`")

    if not members and not views and not statements:
        notes.append("compiled as it is")
        return "\n".join(header + lines) + "\n", "; ".join(notes)

    # Functions stay global when the listing is only types and functions that use nothing of
    # a view (helpers, extensions); otherwise they are methods of the view the fragment
    # belongs to.
    if not views and not statements and all(
            item.kind == "member-func" and re.match(r"^func\b", MODIFIERS.sub(
                "", item.lines[0].strip())) and self_contained_function(item.lines)
            for item in members):
        notes.append("compiled as it is")
        return "\n".join(header + lines) + "\n", "; ".join(notes)

    top: list[str] = []
    struct: list[str] = []
    body: list[str] = []
    for item in items:
        if item.kind in ("import", "type", "directive") or (item.kind == "comment"):
            top.extend(item.lines + [""])
        elif item.kind in ("property", "body", "member-func"):
            struct.extend(item.lines + [""])
        elif item.kind == "chain":
            body.extend(["Text(\"Placeholder\")"] + item.lines)
            notes.append("modifier chain applied to a placeholder view")
        elif item.kind in ("view", "local"):
            body.extend(item.lines)
    if body:
        if any(item.kind == "body" for item in items):
            notes.append("view code outside `body` moved into a method")
            struct.extend(["@ViewBuilder var content: some View {"] + indent(body) + ["}", ""])
        else:
            struct.extend(["var body: some View {"] + indent(body) + ["}", ""])
            notes.append("wrapped in a view's body")
    if statements:
        code = [line for item in statements for line in item.lines]
        struct.extend(["func run() async throws {"] + indent(code) + ["}", ""])
        notes.append("statements wrapped in a method")
    if not any(item.kind == "body" for item in items) and not body:
        struct.extend(["var body: some View { EmptyView() }", ""])
    if any(item.kind in ("property", "member-func") for item in items):
        notes.append("declarations made members of a view")
    elif any(item.kind == "body" for item in items):
        notes.append("`body` made a view's")
    source = header + imports + [""] + [line for line in top if line not in imports]
    source += [f"struct {name}: View {{"] + indent(struct) + ["}"]
    return "\n".join(source) + "\n", "; ".join(dict.fromkeys(notes))


# --------------------------------------------------------------------------------------------
# Stubs: the user's own types that a listing names but does not define
# --------------------------------------------------------------------------------------------

@dataclass(eq=False)
class Stub:
    names: list[str]
    code: str
    member: bool
    only: list[str]  # listing ids this stub is for; empty: any listing
    row: int


def load_stubs() -> list[Stub]:
    if not STUBS_FILE.exists():
        return []
    stubs: list[Stub] = []
    current: Stub | None = None
    for number, line in enumerate(STUBS_FILE.read_text(encoding="utf-8").splitlines(), start=1):
        match = re.match(r"^// (stub|member): ([^@]+?)\s*(?:@\s*(.+))?$", line)
        if match:
            names = [name.strip() for name in match.group(2).split(",") if name.strip()]
            only = (match.group(3) or "").replace(",", " ").split()
            for ident in only:
                if not re.fullmatch(r"\d+:L\d+", ident):
                    fail(f"{STUBS_FILE.name}:{number}: {ident!r} is not a listing id like 002:L1234")
            current = Stub(names, "", match.group(1) == "member", only, number)
            stubs.append(current)
            continue
        if current is None:
            continue
        current.code += line + "\n"
    for stub in stubs:
        stub.code = stub.code.strip("\n") + "\n"
    return stubs


def identifiers(source: str) -> set[str]:
    code = re.sub(r"//.*", "", source)
    code = STRING_LITERAL.sub(lambda m: " ".join(re.findall(r"\\\((.*?)\)", m.group(0))), code)
    return set(re.findall(r"(?<![\w.])\$?([A-Za-z_]\w*)", code))


def declares(source: str, name: str) -> bool:
    return re.search(rf"\b(?:struct|class|enum|protocol|actor|typealias|func|var|let|case)\s+"
                     rf"{re.escape(name)}\b", source) is not None


def stubs_for(ident: str, stubs: list[Stub]) -> list[Stub]:
    """The stubs that apply to a listing: one per name, a stub made for this listing first."""
    chosen: dict[str, Stub] = {}
    for stub in sorted(stubs, key=lambda stub: not stub.only):
        if stub.only and ident not in stub.only:
            continue
        if not any(name in chosen for name in stub.names):
            for name in stub.names:
                chosen[name] = stub
    unique: list[Stub] = []
    for stub in chosen.values():
        if not any(stub is other for other in unique):
            unique.append(stub)
    return unique


def wrapper_members(source: str, wrapper: str) -> str:
    """The wrapper view's own lines (its members at depth 1), or '' when there is none."""
    lines = source.split("\n")
    header = f"struct {wrapper}: View {{"
    if header not in lines:
        return ""
    members: list[str] = []
    depth = 0
    for line in lines[lines.index(header):]:
        if depth == 1:
            members.append(line)
        depth += curly_depth(line)
        if depth <= 0 and members:
            break
    return "\n".join(members)


def add_stubs(source: str, stubs: list[Stub], wrapper: str) -> tuple[str, list[str]]:
    """Adds each stub whose name the source mentions and does not declare (and what they need)."""
    used = identifiers(source)
    used_members = member_names(source)
    chosen: list[Stub] = []
    wrapper_text = wrapper_members(source, wrapper)
    top_level = declarations(source).top

    def missing(stub: Stub, name: str) -> bool:
        if name.startswith("."):  # a member an extension of the user's adds (`.union()`)
            return name[1:] in used_members and not declares(source, name[1:])
        if stub.member:  # a property of the wrapper view, unless the view or the file has one
            return name not in top_level and not declares(wrapper_text, name)
        return not declares(source, name)

    pending = [stub for stub in stubs if any(
        (name.startswith(".") or name in used) and missing(stub, name) for name in stub.names)]
    while pending:
        stub = pending.pop(0)
        if any(stub is other for other in chosen):
            continue
        if stub.member and f"struct {wrapper}: View" not in source:
            continue
        chosen.append(stub)
        # A stub may name other stubs (a model and the type of its rows).
        needed = identifiers(stub.code)
        pending.extend(other for other in stubs if all(other is not c for c in chosen) and any(
            name in needed and not declares(source, name) and not declares(stub.code, name)
            for name in other.names))
    if not chosen:
        return source, []
    lines = source.rstrip("\n").split("\n")
    members = [stub for stub in chosen if stub.member]
    if members:
        start = lines.index(f"struct {wrapper}: View {{")
        inserted = ["    // Stub (the listing's own state, not shown in the listing):"]
        for stub in members:
            inserted += indent(stub.code.rstrip("\n").split("\n"))
        lines[start + 1:start + 1] = inserted + [""]
    globals_ = [stub for stub in chosen if not stub.member]
    if globals_:
        lines += ["", "// Stubs: the listing's own types, not shown in the listing."]
        for stub in globals_:
            lines += stub.code.rstrip("\n").split("\n")
    return "\n".join(lines) + "\n", [stub.names[0] for stub in chosen]


# --------------------------------------------------------------------------------------------
# Context: declarations of other listings of the same page or chapter
# --------------------------------------------------------------------------------------------

TOP_DECLARATION = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:private|fileprivate|public|"
                             r"internal|final|static|nonisolated)\s+)*(?:struct|class|enum|"
                             r"protocol|actor|typealias|func|var|let)\s+(\w+)")
MEMBER_DECLARATION = re.compile(r"\b(?:func|var|let|case)\s+(\w+)")


@dataclass
class Declarations:
    top: set[str]  # names declared at the top level
    extended: set[tuple[str, str]]  # members that `extension`s add: ("View", "badge")

    @property
    def extended_names(self) -> set[str]:
        return {name for _, name in self.extended}


def declarations(source: str) -> Declarations:
    top: set[str] = set()
    extended: set[tuple[str, str]] = set()
    depth = 0
    extension = ""
    for line in source.split("\n"):
        code = re.sub(r"//.*", "", strip_strings(line))
        if depth == 0:
            match = TOP_DECLARATION.match(code)
            if match:
                top.add(match.group(1))
            match = re.match(r"^\s*(?:\w+\s+)*extension\s+([\w.]+)", code)
            extension = match.group(1) if match else ""
        elif depth == 1 and extension:
            extended.update((extension, name) for name in MEMBER_DECLARATION.findall(code))
            if re.search(r"\bsubscript\s*[(<]", code):
                extended.add((extension, "subscript"))
        depth += code.count("{") - code.count("}")
    return Declarations(top, extended)


def page_of(listing: Listing) -> str:
    return listing.section.split(" › ")[0]


def member_names(source: str) -> set[str]:
    return set(re.findall(r"\.([A-Za-z_]\w*)", re.sub(r"//.*", "", strip_strings(source))))


def context_for(listing: Listing, listings: list[Listing], known: dict[str, Declarations],
                wanted_members: set[str], failed: set[str], excluded: set[str] = frozenset(),
                swiftui_names: set[str] = frozenset(), stubbed: set[str] = frozenset()) -> list[Listing]:
    """Listings of the same page or chapter whose declarations this one uses: a person trying
    the code of a page or a chapter has all of its listings in one project. Only listings that
    are whole files (types, extensions, functions) count, the nearest first, and none that
    would declare a name twice. A listing is taken for a type or function this one names, or
    for a member its `extension` adds that the compiler did not find (`wanted_members`): an
    extension is not taken for a name SwiftUI itself may have, and a listing that declares a
    name SwiftUI has (the book's sketch of `ProposedViewSize`) is never taken. `excluded`
    names listings a compile found wrong for this one (another version of `Model`);
    `stubbed` names what a stub made for this listing declares (it wins). Among listings that
    declare what this one uses, those that declare more of the members and argument labels it
    uses come first (`Model.shared` takes the `Model` with a `shared`, `Counter(model:)` the
    `Counter` with a `model`), then those that compile."""
    own = known[listing.ident]
    declared = set(own.top) | set(stubbed)
    extended = set(own.extended)
    free = {name for name in identifiers(listing.text) if name not in declared}
    members = set(wanted_members)
    candidates = [other for other in listings
                  if other is not listing and other.seed == listing.seed
                  and page_of(other) == page_of(listing) and "compiled as it is" in other.base_note
                  and "@main" not in other.text
                  and other.ident not in excluded and not known[other.ident].top & swiftui_names]
    # Earlier listings first (what a reader has typed already), the nearest first.
    # Listings that compile first (a person picks the version that works), then earlier ones
    # (what a reader has typed already), the nearest first.
    # The members and argument labels this listing uses (`Model.shared`, `Counter(model:)`).
    used_members = member_names(listing.text) | set(
        re.findall(r"[A-Z]\w*\((\w+):", re.sub(r"//.*", "", strip_strings(listing.text))))

    def members_declared(other: Listing) -> int:
        declared_there = set(re.findall(r"\b(?:var|let|func|case)\s+(\w+)", other.text))
        return len(used_members & declared_there)

    candidates.sort(key=lambda other: (-members_declared(other), other.ident in failed,
                                       other.line > listing.line, abs(other.line - listing.line)))
    chosen: list[Listing] = []
    changed = True
    while changed:
        changed = False
        for other in candidates:
            if other in chosen:
                continue
            theirs = known[other.ident]
            if not (theirs.top & free or theirs.extended_names & members):
                continue
            if theirs.top & declared or theirs.extended & extended:
                continue
            chosen.append(other)
            declared |= theirs.top
            extended |= theirs.extended
            free |= identifiers(other.text)
            free -= declared
            members |= member_names(other.text)
            changed = True
    return chosen


def prepare(listing: Listing, listings: list[Listing], known: dict[str, Declarations],
            stubs: list[Stub], wanted_members: set[str], failed: set[str],
            excluded: set[str] = frozenset(), swiftui_names: set[str] = frozenset()) -> None:
    """The listing's wrapped source: with the declarations of the listings it uses, then the
    stubs of what is still missing."""
    source, note = listing.base, listing.base_note
    stubbed = {name for stub in stubs if stub.only and listing.ident in stub.only for name in stub.names}
    context = context_for(listing, listings, known, wanted_members, failed, excluded, swiftui_names,
                          stubbed)
    listing.context = [other.ident for other in context]
    if context:
        source = source.rstrip("\n") + "\n"
        for other in context:
            body = [line for line in other.base.rstrip("\n").split("\n")
                    if not re.match(r"^\s*import\s", line)]
            source += f"\n// From listing {other.ident} of the same page or chapter:\n"
            source += "\n".join(body).strip("\n") + "\n"
        note = (note + "; " if note else "") + "with " + ", ".join(
            other.ident for other in context)
    source, used = add_stubs(source, stubs_for(listing.ident, stubs),
                             "Listing_" + listing.ident.replace(":", "_"))
    if used:
        note = (note + "; " if note else "") + "stubs: " + ", ".join(used)
    listing.wrapped, listing.wrap_note = source, note


# --------------------------------------------------------------------------------------------
# Compiling
# --------------------------------------------------------------------------------------------

class Compiler:
    def __init__(self, build: Path, swiftc: str):
        self.build = build
        self.swiftc = shutil.which(swiftc) or ""
        if not self.swiftc:
            fail(f"no compiler {swiftc!r} on PATH: pass --swiftc or set SWIFTC")
        modules = build / "Modules"
        if not (modules / "SwiftUI.swiftmodule").exists():
            fail(f"no SwiftUI module in {modules}: build the package first (swift build), or "
                 f"pass --build-dir")
        # Every C module the package builds (its generated module maps) or declares (the
        # system-library shims): importing Scenery needs the ones its modules import.
        maps = sorted(build.glob("*.build/module.modulemap"))
        maps += sorted((REPO / "Sources/CShims").glob("*/module.modulemap"))
        self.flags = ["-typecheck", "-parse-as-library", "-I", str(modules), "-module-cache-path",
                      str(REPO / ".build/seed-listings/ModuleCache")]
        for module_map in maps:
            if module_map.exists():
                self.flags += ["-Xcc", f"-fmodule-map-file={module_map}"]
        plugin = build / "SceneryMacros-tool"
        if plugin.exists():
            self.flags += ["-load-plugin-executable", f"{plugin}#SceneryMacros"]
        digest = hashlib.sha256()
        for module in sorted(modules.glob("*.swiftmodule")):
            if module.is_file() and not module.stem.endswith("Tests"):
                digest.update(module.name.encode())
                digest.update(module.read_bytes())
        if plugin.exists():
            digest.update(str(plugin.stat().st_mtime_ns).encode())
        digest.update(" ".join(self.flags).encode())
        self.modules_hash = digest.hexdigest()
        self.cache_file = REPO / ".build/seed-listings/cache.json"
        try:
            self.cache = json.loads(self.cache_file.read_text())
        except (OSError, ValueError):
            self.cache = {}

        self.used: set[str] = set()

    def key(self, source: str, mode: str, extra: tuple[str, ...] = ()) -> str:
        return hashlib.sha256(f"{self.modules_hash}\n{mode}\n{' '.join(extra)}\n{source}".encode()).hexdigest()

    def compile(self, source: str, mode: str, name: str, extra: tuple[str, ...] = ()) -> dict:
        key = self.key(source, mode, extra)
        self.used.add(key)
        if key in self.cache:
            return self.cache[key]
        workdir = REPO / ".build/seed-listings/src"
        workdir.mkdir(parents=True, exist_ok=True)
        path = workdir / f"{name}.swift"
        path.write_text(source)
        # The compiler's temporary files go to a folder of its own, removed after it.
        env = dict(os.environ)
        with tempfile.TemporaryDirectory(dir=REPO / ".build/seed-listings") as tmp:
            env["TMPDIR"] = tmp
            process = subprocess.run([self.swiftc, *self.flags, *extra, "-swift-version", mode,
                                      "-module-name", "SeedListing", str(path)],
                                     capture_output=True, text=True, env=env, cwd=tmp)
        output = (process.stdout + process.stderr).replace(str(path), f"{name}.swift")
        errors = re.findall(r"^[^\n]*?:(\d+):\d+: error: (.*)$", output, re.M)
        result = {"ok": process.returncode == 0,
                  "errors": [[int(line), message] for line, message in errors],
                  "output": output}
        if process.returncode != 0 and not errors:
            # Not a verdict on the listing (the compiler crashed or was stopped): say so, and
            # do not remember it.
            result["errors"] = [[0, output.strip().splitlines()[-1] if output.strip()
                                 else f"swiftc exited with status {process.returncode}"]]
            return result
        self.cache[key] = result
        return result

    def save(self, complete: bool) -> None:
        """Writes the cache; after a run over every listing, only what that run used."""
        if complete:
            self.cache = {key: value for key, value in self.cache.items() if key in self.used}
        self.cache_file.parent.mkdir(parents=True, exist_ok=True)
        tmp = self.cache_file.with_suffix(".tmp")
        tmp.write_text(json.dumps(self.cache))
        tmp.replace(self.cache_file)


def probe_swiftui_names(compiler: "Compiler", names: set[str]) -> set[str]:
    """Which of `names` (types the listings declare at their top level) SwiftUI itself has:
    one compile of `typealias`es to them, reading which it cannot find."""
    candidates = sorted(name for name in names if name[:1].isupper())
    if not candidates or not compiler.swiftc:
        return set()
    source = "import SwiftUI\nimport Foundation\n\n" + "".join(
        f"typealias _Probe{index} = {name}\n" for index, name in enumerate(candidates))
    result = compiler.compile(source, "5", "swiftui_names_probe")
    missing = {match.group(1) for _, message in result["errors"]
               for match in [re.search(r"cannot find type '(\w+)' in scope", message)] if match}
    return set(candidates) - missing


def blamed_context(listing: "Listing", results: dict[str, dict], known: dict[str, "Declarations"]) -> set[str]:
    """The listings of a failed listing's context that its errors blame: an error inside a
    listing added as context blames that listing (its `Counter` is another version than
    this one calls); an error in the listing's own code blames the listings that gave the
    types it names (`type 'Model' has no member 'shared'`). Swift 6's errors about the
    listing's own global state blame nothing."""
    # Where each added listing starts in the wrapped source.
    starts = [(number, match.group(1)) for number, line in enumerate(listing.wrapped.split("\n"), 1)
              for match in [re.match(r"^// (?:From listing (\S+) of the same|Stubs:)", line)] if match]
    blamed: set[str] = set()
    for mode in MODES:
        for line, message in results[mode]["errors"]:
            if own_code_only([[0, message]], listing.wrapped):
                continue
            inside = [ident for start, ident in starts if start <= line]
            if inside and inside[-1]:
                blamed.add(inside[-1])
            elif inside:
                continue  # in a stub
            else:
                quoted = set(re.findall(r"'(\w+)'", message))
                blamed |= {ident for ident in listing.context if known[ident].top & quoted}
    return blamed & set(listing.context)


# --------------------------------------------------------------------------------------------
# Missing names and the areas they belong to
# --------------------------------------------------------------------------------------------

def missing_names(result: dict) -> list[str]:
    """What a failed compile missed: `Stepper` (cannot find), `Font.largeTitle` (a static
    member), `.searchable` (a member of a view, or of an inferred type), `argument 'format:'`
    (no initializer or method takes it), `CGFloat (ambiguous)` (two modules declare it),
    `buildExpression (main-actor isolated)` (called from nonisolated code)."""
    names: list[str] = []
    for _, message in result.get("errors", []):
        match = (re.search(r"cannot find (?:type )?'(\w+)' in scope", message)
                 or re.search(r"no such module '(\w+)'", message))
        if match:
            names.append(match.group(1))
            continue
        match = re.search(r"(value of type|type) '([^']+)' has no member '(\w+)'", message)
        if match:
            kind, owner, member = match.groups()
            # A static member is named with its type (`Font.largeTitle`); a member of a value
            # mostly is a view modifier (`.searchable`), unless the value is plain data.
            plain = kind == "type" or re.fullmatch(
                r"CG\w+|String|Int|Double|Float|Bool|Date|URL|Data|Angle|UnitPoint", owner)
            names.append(f"{owner}.{member}" if plain else f".{member}")
            continue
        match = re.search(r"cannot infer contextual base in reference to member '(\w+)'", message)
        if match:
            names.append(f".{match.group(1)}")
            continue
        match = re.search(r"extra argument '(\w+)' in call", message)
        if match:
            names.append(f"argument '{match.group(1)}:'")
            continue
        match = re.search(r"'(\w+)' is ambiguous for type lookup", message)
        if match:
            names.append(f"{match.group(1)} (ambiguous)")
            continue
        match = re.search(r"call to main actor-isolated [\w ]*?'([^']+)' in a synchronous "
                          r"nonisolated context", message)
        if match:
            names.append(f"{match.group(1)} (main-actor isolated)")
    return names


# The areas that later work builds, by the names a listing misses (first match wins).
AREAS = OrderedDict([
    ("geometry types", re.compile(r"^CG\w+ \(ambiguous\)$")),
    ("navigation", re.compile(r"^\.?(?:Navigation\w*|navigation\w*|TabView|TabSection|Tab|tabItem|"
                              r"tabView\w*|TabViewCustomization|customizationID|"
                              r"sidebarAdaptable|searchable|EditButton|toolbarRole)$")),
    ("controls", re.compile(r"^\.?(?:Toggle|Picker|Slider|Stepper|Menu|Link|ColorPicker|"
                            r"DatePicker|ProgressView|Gauge|Label|labelStyle|LabelStyle|"
                            r"controlSize|pickerStyle|toggleStyle|buttonStyle|ButtonStyle|"
                            r"ControlGroup|ShareLink|PasteButton|LabeledContent|Form|formStyle|"
                            r"GroupBox|DisclosureGroup|menuStyle|progressViewStyle|"
                            r"ProgressViewStyle|symbolVariant|symbolRenderingMode|tag)$")),
    ("text input", re.compile(r"^\.?(?:TextField|SecureField|TextEditor|onSubmit|submitLabel|"
                              r"textInputAutocapitalization|disableAutocorrection|"
                              r"autocorrectionDisabled|keyboardType|textFieldStyle|"
                              r"textContentType|PersonNameComponents)$")),
    ("presentations", re.compile(r"^\.?(?:sheet|alert|popover|fullScreenCover|confirmationDialog|"
                                 r"toolbar|ToolbarItem\w*|inspector|presentation\w*|"
                                 r"interactiveDismissDisabled|fileImporter|fileExporter|"
                                 r"ContextMenu|contextMenu)$")),
])


def missing_members(result: dict) -> set[str]:
    members = {match.group(1) for _, message in result.get("errors", [])
               for match in [re.search(r"has no member '(\w+)'", message)] if match}
    # A member SwiftUI has too, called the way another listing's extension declares it
    # (`.badge { … }` beside SwiftUI's `badge(_:)`): the call fails against SwiftUI's.
    members |= set(re.findall(r"note: required by instance method '(\w+)'", result.get("output", "")))
    members |= {match.group(1) for _, message in result.get("errors", [])
                for match in [re.search(r"no exact matches in call to instance method '(\w+)'", message)] if match}
    if any("has no subscripts" in message for _, message in result.get("errors", [])):
        members.add("subscript")
    return members


def area_of(names: list[str]) -> str:
    for area, pattern in AREAS.items():
        if any(pattern.match(name.split(".")[-1] if "." in name[1:] and " " not in name
                             else name) for name in names):
            return area
    return "other"


# --------------------------------------------------------------------------------------------
# Main
# --------------------------------------------------------------------------------------------

def seed_files(seeds: Path) -> list[tuple[str, Path]]:
    files = []
    for path in sorted(seeds.glob("*.txt")):
        match = re.match(r"^(\d+)_", path.name)
        if match:
            files.append((match.group(1), path))
    return files


def collect(seeds: Path, fixes: list[Fix]) -> tuple[list[SeedReport], list[Listing],
                                                     dict[str, list[str]]]:
    reports = [extract(path, prefix, fixes) for prefix, path in seed_files(seeds)]
    unused = [fix for fix in fixes if not fix.used]
    for fix in unused:
        fail(f"{FIXES_FILE.name}:{fix.row}: no seed {fix.seed} to apply this fix to")
    listings: list[Listing] = []
    seen: dict[str, Listing] = {}
    duplicates: dict[str, list[str]] = {}
    for report in reports:
        for candidate in report.candidates:
            if candidate.skip:
                continue
            listing = Listing(candidate.seed, candidate.line, candidate.section, candidate.lines,
                              candidate.origin)
            key = listing.key()
            if key in seen:
                candidate.skip = f"the same code as {seen[key].ident}"
                duplicates.setdefault(seen[key].ident, []).append(listing.ident)
                continue
            seen[key] = listing
            listings.append(listing)
    return reports, listings, duplicates


# Errors Swift 6 gives for the listing's own code whatever framework it uses: a `static var`
# or global `var` of the user's own is shared mutable state, with SwiftUI as with Scenery. A
# listing that compiles in Swift 5 and fails in Swift 6 only with these compiles.
OWN_CODE_SWIFT6_ONLY = (
    re.compile(r"is not concurrency-safe because it is nonisolated global shared mutable state"),
)
# A `static let shared = Model()` of the listing's own class that is not `Sendable`: the same
# error with SwiftUI (the type must be one the listing or its context declares).
OWN_TYPE_GLOBAL = re.compile(r"is not concurrency-safe because non-'Sendable' type '(\w+)' may "
                             r"have shared mutable state")


def own_code_only(errors: list, source: str = "") -> bool:
    def own(message: str) -> bool:
        if any(pattern.search(message) for pattern in OWN_CODE_SWIFT6_ONLY):
            return True
        match = OWN_TYPE_GLOBAL.search(message)
        return match is not None and re.search(
            rf"\b(?:class|struct|enum|actor)\s+{match.group(1)}\b", source) is not None
    return bool(errors) and all(own(message) for _, message in errors)


def first_failure(results: dict[str, dict], source: str = "") -> str:
    """Why a listing does not compile, or "" when it does."""
    failed = [mode for mode in MODES if not results[mode]["ok"]]
    if failed == ["6"] and own_code_only(results["6"]["errors"], source):
        return ""
    if not failed:
        return ""
    errors = results[failed[0]]["errors"]
    message = errors[0][1] if errors else "failed"
    label = " and ".join(failed)
    return f"FAIL (swift {label}): {message}"


def pass_note(results: dict[str, dict]) -> str:
    """How a compiling listing passed, when not simply in both modes."""
    if not results["6"]["ok"]:
        return "pass (swift 6 rejects only the listing's own global mutable state, as with SwiftUI)"
    return "pass"


def print_source(listing: Listing) -> None:
    print(f"== {listing.ident} ({listing.section}) — {listing.wrap_note}")
    for number, line in enumerate(listing.wrapped.split("\n"), start=1):
        print(f"{number:4} | {line}")


def check_compatibility_sources(build: Path, swiftc: str, jobs: int) -> bool:
    """Compiles the repository's own compatibility sources (`Tests/SourceCompatibility`, code
    written the way people write SwiftUI code) in both language modes, with warnings as
    errors: an isolation mismatch with SwiftUI is only a warning under `@preconcurrency`.
    Prints one line per file; true when every file compiles."""
    files = sorted(COMPATIBILITY_DIR.glob("*.swift"))
    if not files:
        return True
    compiler = Compiler(build, swiftc)
    jobs_list = [(path, mode) for path in files for mode in MODES]
    results: dict[Path, dict[str, dict]] = {path: {} for path in files}
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        futures = {pool.submit(compiler.compile, path.read_text(), mode,
                               f"compat_{path.stem}_swift{mode}", ("-warnings-as-errors",)):
                   (path, mode) for path, mode in jobs_list}
        for future in concurrent.futures.as_completed(futures):
            path, mode = futures[future]
            results[path][mode] = future.result()
    compiler.save(complete=False)
    ok = True
    for path in files:
        outcome = first_failure(results[path])
        if outcome:
            ok = False
            first = next((line for mode in MODES for line in results[path][mode]["output"].splitlines()
                          if ": error:" in line), "")
            outcome += f"\n      {first.strip()}" if first else ""
        print(f"compatibility {path.name:40}  {outcome or 'pass'}")
    print()
    return ok


def main() -> int:
    parser = argparse.ArgumentParser(
        description="Type-checks the Swift listings of the seed documents against Scenery.")
    parser.add_argument("--seeds", type=Path, help="the seeds folder (default: $SCENERY_SEEDS, "
                        "else ../shared/seeds beside the repository)")
    parser.add_argument("--build-dir", type=Path, default=REPO / ".build/debug",
                        help="the SwiftPM build folder (default: .build/debug)")
    parser.add_argument("--swiftc", default=os.environ.get("SWIFTC", "swiftc"))
    parser.add_argument("--jobs", type=int, default=2, help="type-checks at a time (default 2)")
    parser.add_argument("--listing", metavar="ID", help="check one listing (e.g. 002:L1234) and "
                        "print its wrapped source and the full compiler output")
    parser.add_argument("--list-skipped", action="store_true",
                        help="print every candidate block that is not checked, and why")
    parser.add_argument("--show", metavar="ID", help="print a listing's wrapped source only")
    parser.add_argument("--update-expected", action="store_true",
                        help="rewrite expected.txt with the listings that compile now")
    parser.add_argument("--no-compile", action="store_true",
                        help="extract and wrap only (counts per seed, no compiler)")
    args = parser.parse_args()

    compatible = True
    if not (args.listing or args.show or args.no_compile or args.list_skipped):
        compatible = check_compatibility_sources(args.build_dir.resolve(), args.swiftc, args.jobs)

    seeds = args.seeds or (Path(os.environ["SCENERY_SEEDS"]) if os.environ.get("SCENERY_SEEDS")
                           else REPO.parent / "shared" / "seeds")
    if not seeds.is_dir() or not seed_files(seeds):
        print(f"seed listings: skipped (no seed documents in {seeds})")
        return 0 if compatible else 1

    fixes = load_fixes()
    stubs = load_stubs()
    reports, listings, duplicates = collect(seeds, fixes)
    for listing in listings:
        listing.base, listing.base_note = wrap(listing)
    known = {listing.ident: declarations(listing.text) for listing in listings}
    compiler = Compiler(args.build_dir.resolve(), args.swiftc)
    swiftui_names: set[str] = set()
    if not (args.no_compile or args.list_skipped):
        swiftui_names = probe_swiftui_names(
            compiler, {name for declared in known.values() for name in declared.top})
    for listing in listings:
        prepare(listing, listings, known, stubs, set(), set(), swiftui_names=swiftui_names)

    for report in reports:
        reasons = Counter(candidate.skip.split(" as ")[0] if candidate.skip.startswith(
            "the same code") else candidate.skip for candidate in report.candidates
            if candidate.skip)
        checked = sum(1 for candidate in report.candidates if not candidate.skip)
        detail = ", ".join(f"{count} {reason}" for reason, count in reasons.most_common())
        if not report.candidates:
            print(f"seed {report.prefix} ({report.name}): no code blocks (skipped)")
        else:
            print(f"seed {report.prefix} ({report.name}): {len(report.candidates)} candidate "
                  f"blocks, {checked} listings" + (f"; skipped: {detail}" if detail else ""))
    if args.list_skipped:
        for report in reports:
            for candidate in report.candidates:
                if candidate.skip:
                    first = next((line.strip() for line in candidate.lines if line.strip()), "")
                    print(f"  skipped {candidate.seed}:L{candidate.line} [{candidate.skip}] "
                          f"{first[:70]}")
    print()

    chosen = listings
    if args.listing or args.show:
        wanted = args.listing or args.show
        chosen = [listing for listing in listings if listing.ident == wanted]
        if not chosen:
            aliases = [ident for ident, copies in duplicates.items() if wanted in copies]
            hint = f" (it is a copy of {aliases[0]})" if aliases else ""
            fail(f"no listing {wanted}{hint}; ids look like 002:L1234")
        if args.show:
            print_source(chosen[0])
            return 0
    if args.no_compile:
        for listing in chosen:
            print(f"{listing.ident}  {listing.section}  [{listing.wrap_note}]")
        return 0

    results: dict[str, dict[str, dict]] = {listing.ident: {} for listing in chosen}

    def run(batch: list[Listing]) -> None:
        jobs = [(listing, mode) for listing in batch for mode in MODES]
        with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
            futures = {pool.submit(compiler.compile, listing.wrapped, mode,
                                   f"{listing.ident.replace(':', '_')}_swift{mode}"):
                       (listing, mode) for listing, mode in jobs}
            for future in concurrent.futures.as_completed(futures):
                listing, mode = futures[future]
                results[listing.ident][mode] = future.result()

    run(chosen)
    # A member the compiler did not find that an `extension` of the same page or chapter adds
    # (`.badge`, `.menu`): compile again with that listing.
    # And prefer, among the listings that declare what a failed one uses, those that compile.
    retry: list[Listing] = []
    by_ident = {listing.ident: listing for listing in chosen}
    failed = {ident for ident, by_mode in results.items()
              if first_failure(by_mode, by_ident[ident].wrapped)}
    for listing in chosen:
        if listing.ident not in failed:
            continue
        missed = {name for mode in MODES for name in missing_members(results[listing.ident][mode])}
        if any("cannot infer key path type" in message for mode in MODES
               for _, message in results[listing.ident][mode]["errors"]):
            # A key path to a member nobody declared (`\.badgeColor`) fails this way.
            missed |= set(re.findall(r"\\\.(\w+)", listing.text))
        before = listing.wrapped
        listing.wanted = missed
        prepare(listing, listings, known, stubs, missed, failed, swiftui_names=swiftui_names)
        if listing.wrapped != before:
            retry.append(listing)
    if retry:
        run(retry)
    # A listing still failing with errors about a type its context gave (`type 'Model' has
    # no member 'shared'`): try without that listing, so the next version of `Model` in the
    # chapter is taken; and one missing a member that another listing's extension adds
    # (found only once the first missing member was given): try with it. Keep whichever
    # compile has fewer errors.
    excluded: dict[str, set[str]] = {}
    for _ in range(6):
        retry = []
        kept: dict[str, tuple[str, str, list[str], dict]] = {}
        for listing in chosen:
            by_mode = results[listing.ident]
            if not first_failure(by_mode, listing.wrapped) or not listing.context:
                continue
            blamed = blamed_context(listing, by_mode, known)
            missed = {name for mode in MODES for name in missing_members(by_mode[mode])} - listing.wanted
            if not blamed and not missed:
                continue
            kept[listing.ident] = (listing.wrapped, listing.wrap_note, listing.context, dict(by_mode))
            listing.wanted = listing.wanted | missed
            excluded.setdefault(listing.ident, set()).update(blamed)
            prepare(listing, listings, known, stubs, listing.wanted, failed,
                    excluded[listing.ident], swiftui_names)
            if listing.wrapped != kept[listing.ident][0]:
                retry.append(listing)
        if not retry:
            break
        run(retry)
        for listing in retry:
            # What this attempt's errors blame is excluded too, even if the attempt is undone.
            excluded[listing.ident].update(blamed_context(listing, results[listing.ident], known))
            wrapped, note, context, before = kept[listing.ident]
            # What counts against a version: errors other than the listing's own global
            # state and names Scenery lacks (`cannot find 'Stepper'`), which every version has.
            def errors(by_mode: dict[str, dict]) -> int:
                return sum(1 for mode in MODES for _, message in by_mode[mode]["errors"]
                           if not own_code_only([[0, message]], listing.wrapped)
                           and not re.search(r"cannot find (?:type )?'\w+' in scope", message))
            if first_failure(results[listing.ident], listing.wrapped) and \
                    errors(results[listing.ident]) >= errors(before):
                listing.wrapped, listing.wrap_note, listing.context = wrapped, note, context
                results[listing.ident] = before
    compiler.save(complete=chosen is listings)

    if args.listing:
        print_source(chosen[0])
        for mode in MODES:
            print(f"\n== swift {mode}: {'pass' if results[args.listing][mode]['ok'] else 'FAIL'}")
            print(results[args.listing][mode]["output"].rstrip())
        return 0

    passes: list[str] = []
    missing = Counter()
    by_area: dict[str, list[tuple[str, list[str]]]] = {area: [] for area in [*AREAS, "other"]}
    for listing in chosen:
        outcome = first_failure(results[listing.ident], listing.wrapped)
        print(f"{listing.ident:10}  {listing.section[:60]:60}  "
              f"{outcome or pass_note(results[listing.ident])}")
        if not outcome:
            passes.append(listing.ident)
            continue
        names = list(dict.fromkeys(missing_names(results[listing.ident]["5"])
                                   + missing_names(results[listing.ident]["6"])))
        missing.update(names)
        by_area[area_of(names)].append((listing.ident, names))

    print()
    print(f"{len(passes)} of {len(chosen)} seed listings compile")
    if missing:
        print("\nmost frequent missing names (listings that miss each):")
        for name, count in missing.most_common(40):
            print(f"  {count:4}  {name}")
    print("\nfailing listings by the area of what they miss (each with the first name it "
          "misses of that area):")
    for area, entries in by_area.items():
        if entries:
            pattern = AREAS.get(area)
            shown = []
            for ident, names in entries:
                named = [name for name in names if pattern is None or area_of([name]) == area]
                shown.append(f"{ident} ({named[0]})" if named else ident)
            print(f"  {area} ({len(entries)}): " + ", ".join(shown))

    expected = []
    if EXPECTED_FILE.exists():
        expected = [line.split("#")[0].strip() for line in
                    EXPECTED_FILE.read_text().splitlines() if line.split("#")[0].strip()]
    if args.update_expected:
        EXPECTED_FILE.write_text(
            "# Seed listings expected to compile (ids: seed:Lline). Written by\n"
            "# `check_listings.py --update-expected`; see README.md.\n"
            + "".join(f"{ident}\n" for ident in passes))
        print(f"\nexpected.txt: {len(passes)} listings")
        return 0
    known = {listing.ident for listing in listings}
    by_id = {listing.ident: listing for listing in listings}
    broken = [ident for ident in expected if ident in known and ident not in passes]
    vanished = [ident for ident in expected if ident not in known]
    new = [ident for ident in passes if ident not in expected]
    if new:
        print(f"\nnow compile but are not in expected.txt ({len(new)}; run with "
              f"--update-expected to add them): " + " ".join(new))
    if vanished:
        print(f"\nin expected.txt but no longer found in the seeds: " + " ".join(vanished))
    if broken:
        print(f"\nexpected to compile but fail ({len(broken)}; listed in expected.txt):")
        for ident in broken:
            print(f"  {ident}  {first_failure(results[ident], by_id[ident].wrapped)}")
        return 1
    return 1 if vanished or not compatible else 0


if __name__ == "__main__":
    sys.exit(main())
