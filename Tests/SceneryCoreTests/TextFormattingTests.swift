import Foundation
@testable import SceneryCore
import SceneryTesting
import Testing

@Suite("Text with format styles, formatters and date styles")
@MainActor
struct TextFormattingTests {
    private let english = Locale(identifier: "en_US")
    private let utc = TimeZone(identifier: "UTC")!

    private func shown(_ text: Text) -> String {
        HeadlessSnapshot(of: text, width: 300, height: 40).items.first { $0.kind == "text" }?.content ?? "(no text)"
    }

    @Test("Text(_:format:) shows a number or a date formatted by a FormatStyle")
    func formatStyles() {
        #expect(shown(Text(3000, format: .number.locale(english))) == "3,000")
        #expect(shown(Text(0.25, format: .percent.locale(english))) == "25%")
        var style = Date.FormatStyle(date: .omitted, time: .omitted, locale: english, timeZone: utc).day(.defaultDigits).month(.wide)
        style.timeZone = utc
        let date = Date(timeIntervalSince1970: 1_700_000_000)  // 14 November 2023, UTC
        #expect(shown(Text(date, format: style)) == "November 14")
    }

    @Test("Text(_:formatter:) shows what the formatter makes of the value")
    func formatter() {
        let formatter = NumberFormatter()
        formatter.locale = english
        formatter.numberStyle = .decimal
        #expect(shown(Text(NSNumber(value: 1234567), formatter: formatter)) == "1,234,567")
    }

    @Test("Date styles: the distance from now as a timer, an offset and in words")
    func dateStyles() {
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        let later = now.addingTimeInterval(2 * 3600 + 5 * 60 + 9)
        #expect(Text.DateStyle.timer.format(later, now: now) == "2:05:09")
        #expect(Text.DateStyle.timer.format(now.addingTimeInterval(-65), now: now) == "1:05")
        #expect(Text.DateStyle.offset.format(now.addingTimeInterval(-180), now: now).hasPrefix("-3"))
        #expect(Text.DateStyle.offset.format(later, now: now).hasPrefix("+2"))
        let relative = Text.DateStyle.relative.format(later, now: now)
        #expect(relative.contains("2") && relative.contains("5"), "two units: \(relative)")
        #expect(!Text.DateStyle.date.format(now, now: now).isEmpty && !Text.DateStyle.time.format(now, now: now).isEmpty)
    }
}
