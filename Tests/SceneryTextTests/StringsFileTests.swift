import FoundationEssentials
@testable import SceneryLocalization
import Testing

@Suite("Localizable.strings and String Catalog files")
struct StringsFileTests {
    @Test("Entries with comments, escapes, bare words and a key alone")
    func entries() throws {
        let text = """
        /* A block comment
           over lines. */
        "greeting" = "Hello, %@!"; // a line comment
        "quote" = "She said \\"hi\\"\\n\\tand left \\\\ \\U00E9\\u00e8 \\101";
        bareKey = bare.value;
        "alone";
        'single' = 'quoted';
        "emoji" = "\\UD83D\\UDE00";
        "greeting" = "Hi, %@!";
        """
        let entries = try StringsFile.parse(text)
        #expect(entries["greeting"] == "Hi, %@!", "a later entry wins")
        #expect(entries["quote"] == "She said \"hi\"\n\tand left \\ éè A")
        #expect(entries["bareKey"] == "bare.value")
        #expect(entries["alone"] == "alone")
        #expect(entries["single"] == "quoted")
        #expect(entries["emoji"] == "😀")
        #expect(try StringsFile.parse("{ \"a\" = \"b\"; }") == ["a": "b"])
        #expect(try StringsFile.parse("") == [:])
    }

    @Test("A broken file says where and what")
    func errors() {
        #expect(throws: StringsFile.ParseError(line: 2, column: 11, message: "expected ';' after the entry for \"b\", found '\"'")) {
            try StringsFile.parse("\"a\" = \"1\";\n\"b\" = \"2\" \"c\";")
        }
        #expect(throws: StringsFile.ParseError(line: 1, column: 7, message: "a string is not closed (it starts here)")) {
            try StringsFile.parse("\"a\" = \"open")
        }
        #expect(throws: StringsFile.ParseError(line: 1, column: 1, message: "a /* comment is not closed")) {
            try StringsFile.parse("/* never closed")
        }
        #expect(throws: StringsFile.ParseError(line: 1, column: 5, message: "expected a value after '=' (a quoted string), found ';'")) {
            try StringsFile.parse("a = ;")
        }
    }

    @Test("UTF-8 with and without a byte-order mark, UTF-16 little- and big-endian with a mark or without")
    func encodings() throws {
        let text = "\"Tree\" = \"Bäume\";"
        let utf16 = Array(text.utf16)
        let little = utf16.flatMap { [UInt8($0 & 0xff), UInt8($0 >> 8)] }
        let big = utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xff)] }
        for bytes in [Array(text.utf8), [0xEF, 0xBB, 0xBF] + Array(text.utf8), [0xFF, 0xFE] + little, [0xFE, 0xFF] + big, little, big] {
            let decoded = try #require(StringsFile.decode(bytes))
            #expect(try StringsFile.parse(decoded) == ["Tree": "Bäume"])
        }
        #expect(StringsFile.decode([0xFF, 0xFE, 0x41]) == nil, "an odd number of UTF-16 bytes")
        #expect(StringsFile.decode([0xC3, 0x28]) == nil, "invalid UTF-8")
    }

    @Test("A String Catalog's translations by language; plural variations use their other form")
    func catalog() throws {
        let json = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Hello, %@!" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Hallo, %@!" } },
                "pt-BR" : { "stringUnit" : { "state" : "translated", "value" : "Olá, %@!" } }
              }
            },
            "%lld items" : {
              "localizations" : {
                "de" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Element" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Elemente" } }
                } } }
              }
            },
            "Untranslated" : { }
          },
          "version" : "1.0"
        }
        """
        let catalog = try StringCatalog.parse(Array(json.utf8))
        #expect(catalog.sourceLanguage == "en")
        #expect(catalog.translations["de"] == ["Hello, %@!": "Hallo, %@!", "%lld items": "%lld Elemente"])
        #expect(catalog.translations["pt-BR"]?["Hello, %@!"] == "Olá, %@!")
        #expect(throws: StringCatalog.ParseError.self) { try StringCatalog.parse(Array("{ \"strings\": 3 }".utf8)) }
    }
}
