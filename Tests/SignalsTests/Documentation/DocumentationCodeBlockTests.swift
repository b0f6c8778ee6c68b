import Foundation
import Testing

/// Every Swift code block of the README and of the DocC articles appears in a test, so that it compiles and runs.
///
/// A block matches when its text, without its `import` lines and ignoring whitespace, is part of a Swift file under
/// `Tests/` (a test, or a fixture that `scripts/typecheck-uikit.sh` typechecks). Blocks that are not code of this
/// package say so on their first line: `// Package.swift` (a manifest excerpt) or `// ReactiveSwift` (code shown
/// for comparison).
@Suite struct DocumentationCodeBlockTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Documentation
        .deletingLastPathComponent()  // SignalsTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// The Markdown files whose code blocks are checked, relative to the package root.
    static let documents: [String] = {
        var documents = ["README.md"]
        for file in swiftAndMarkdownFiles(under: "Sources") where file.hasSuffix(".md") && file.contains(".docc/") {
            documents.append(file)
        }
        if FileManager.default.fileExists(atPath: root.appendingPathComponent("Examples/README.md").path) {
            documents.append("Examples/README.md")
        }
        return documents.sorted()
    }()

    /// Every Swift file under `Tests/`, without whitespace.
    static let testSources: [(path: String, text: String)] = swiftAndMarkdownFiles(under: "Tests")
        .filter { $0.hasSuffix(".swift") }
        .flatMap { path in
            let text = read(path)
            return [(path, withoutWhitespace(text)), (path, withoutWhitespace(withoutPrivateModifiers(text)))]
        }

    /// The text with a leading `private ` dropped from every line: some tests keep an article's declarations private
    /// to their file, where the article shows them without it (each test file is searched both ways).
    static func withoutPrivateModifiers(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let indentation = line.prefix(while: \.isWhitespace)
            let rest = line.dropFirst(indentation.count)
            return rest.hasPrefix("private ") ? indentation + rest.dropFirst("private ".count) : line
        }
        .joined(separator: "\n")
    }

    @Test func theDocumentsAreFound() {
        #expect(Self.documents.contains("README.md"))
        #expect(Self.documents.contains("Sources/Signals/Signals.docc/Contracts.md"))
        #expect(Self.testSources.count > 10)
    }

    @Test(arguments: documents)
    func everySwiftCodeBlockIsCompiledInATest(document: String) {
        for block in Self.swiftCodeBlocks(in: Self.read(document)) {
            let code = Self.withoutWhitespace(
                block.split(separator: "\n", omittingEmptySubsequences: false)
                    .filter { !$0.hasPrefix("import ") }
                    .joined(separator: "\n")
            )
            let isCompiled = Self.testSources.contains { $0.text.contains(code) }
            #expect(isCompiled, "This block of \(document) is in no test under Tests/:\n\(block)")
        }
    }

    @Test func aBlockThatDiffersFromItsTestIsCaught() {
        let blocks = Self.swiftCodeBlocks(
            in:
                "Text\n\n```swift\nlet answer = 42\n```\n\n```swift\n// ReactiveSwift\nlet x = 1\n```\n\n```sh\nls\n```\n"
        )
        #expect(blocks == ["let answer = 42"])
        let code = Self.withoutWhitespace(blocks[0])
        #expect(Self.withoutWhitespace("    let answer =\n 42 // checked").contains(code))
        #expect(!Self.withoutWhitespace("let answer = 43").contains(code))
    }

    /// The contents of the Swift code blocks of a Markdown text, except blocks marked as foreign.
    static func swiftCodeBlocks(in markdown: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if let lines = current {
                if trimmed == "```" {
                    let first = lines.first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
                    if !first.hasPrefix("// Package.swift") && !first.hasPrefix("// ReactiveSwift") {
                        blocks.append(lines.joined(separator: "\n"))
                    }
                    current = nil
                } else {
                    current = lines + [line]
                }
            } else if trimmed == "```swift" {
                current = []
            }
        }
        return blocks
    }

    static func withoutWhitespace(_ text: String) -> String {
        String(text.unicodeScalars.filter { !CharacterSet.whitespacesAndNewlines.contains($0) }.map(Character.init))
    }

    static func read(_ path: String) -> String {
        (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) ?? ""
    }

    static func swiftAndMarkdownFiles(under folder: String) -> [String] {
        let base = root.appendingPathComponent(folder)
        guard let enumerator = FileManager.default.enumerator(atPath: base.path) else { return [] }
        return enumerator.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") || $0.hasSuffix(".md") }
            .map { "\(folder)/\($0)" }
    }
}
