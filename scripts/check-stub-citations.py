#!/usr/bin/env python3
"""Fails when a declaration of the UIKit, SwiftUI, Foundation or Objective-C stubs cites no SDK source.

Every declaration of a stub (a class, struct, enum, protocol, function, property, initializer, type alias,
subscript or extension) must carry a citation: `SDK: <path in an SDK mirror>` or `Doc: <Apple documentation URL>`,
in the contiguous block of comment and attribute lines right above it, or in a comment at the end of its line.
An enum's citation covers its cases. Usage: check-stub-citations.py STUB_FOLDER
"""
import pathlib
import re
import sys

DECLARATION = re.compile(
    r"^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*"
    r"(?:(?:(?:public|open|internal|package|private|fileprivate)(?:\(set\))?|nonisolated(?:\(unsafe\))?|final|weak"
    r"|static|class|override|convenience|required|optional|mutating|dynamic|lazy|indirect|unowned)\s+)*"
    r"(?:class|struct|enum|protocol|func|var|let|init[?!]?|typealias|associatedtype|subscript|extension|actor)\b"
)
C_DECLARATION = re.compile(r"^(?:@interface|@protocol|typedef|(?!__attribute__)\w[\w\s\*]*\()")
CITATION = re.compile(r"\b(?:SDK|Doc): \S")


def missing(path):
    lines = path.read_text().splitlines()
    pattern = C_DECLARATION if path.suffix == ".h" else DECLARATION
    found = []
    for number, line in enumerate(lines):
        if not pattern.match(line) or line.lstrip().startswith("//"):
            continue
        if CITATION.search(line):
            continue
        above = number - 1
        cited = False
        while above >= 0:
            text = lines[above].strip()
            if not text.startswith(("//", "@", "__attribute__")) or pattern.match(lines[above]):
                break  # a declaration's own attributes may precede it; another declaration's citation does not count
            if CITATION.search(text):
                cited = True
                break
            above -= 1
        if not cited:
            found.append(f"{path}:{number + 1}: no SDK citation: {line.strip()}")
    return found


def main():
    folder = pathlib.Path(sys.argv[1])
    stubs = [p for p in sorted(folder.rglob("*")) if p.suffix in (".swift", ".h") and "Fixtures" not in p.parts]
    problems = [problem for stub in stubs for problem in missing(stub)]
    for problem in problems:
        print(problem)
    if problems:
        print(f"{len(problems)} stub declarations cite no SDK file (see scripts/check-stub-citations.py)")
        return 1
    print(f"Every declaration of {len(stubs)} stub files cites the SDK.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
