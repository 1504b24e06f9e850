import fc from "fast-check";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { hasControlCharacters, withoutControlCharacters } from "@core/control-characters";
import { buildIcsFeed, type FeedShift } from "./ics-feed";

const control = fc
  .integer({ min: 0, max: 0x9f })
  .filter((c) => c < 0x20 || c >= 0x7f)
  .map((c) => String.fromCharCode(c));
/** Text as a row might hold it (saved before the API refused control characters): CRs, tabs, escapes, iCalendar syntax. */
const hostile = fc
  .array(
    fc.oneof(
      fc.string({ unit: "grapheme", maxLength: 8 }),
      control,
      fc.constantFrom("\r", "\r\n", "\n", ";", ",", "\\", ":", "URL:https://evil.example", "🌙"),
    ),
    { maxLength: 10 },
  )
  .map((parts) => parts.join(""));

const shift = (name: string, location: string): FeedShift => ({
  key: "3f1d2b6c-7e90-4c1e-9a57-0b4f8a0e2d8c",
  date: "2026-03-14",
  name,
  icon: "🌙",
  symbol: null,
  location,
  startTime: "19:00",
  endTime: "07:00",
  paidHours: 11.25,
});

/** What a calendar shows for a text: line breaks as one, every other control character gone. */
const shown = (text: string) =>
  text
    .split(/\r\n?|\n/)
    .map((line) => withoutControlCharacters(line))
    .join("\n");

describe("the iCalendar feed's text properties", () => {
  it("a bare carriage return in a location cannot start a property of its own", () => {
    const feed = buildIcsFeed({ shifts: [shift("Night", "L\rURL:https://evil.example")], timeZone: "UTC", domain: "example.org" });
    expect(feed).toContain("LOCATION:L\\nURL:https://evil.example\r\n");
    const event = new ICAL.Component(ICAL.parse(feed) as unknown[]).getFirstSubcomponent("vevent")!;
    expect(event.getFirstPropertyValue("url")).toBeNull();
    expect(event.getFirstPropertyValue("location")).toBe("L\nURL:https://evil.example");
  });

  it("whatever the name and location hold, no raw control character is written and each reads back as one value", () => {
    fc.assert(
      fc.property(hostile, hostile, (name, location) => {
        const feed = buildIcsFeed({ shifts: [shift(name, location)], timeZone: "UTC", domain: "example.org" });
        for (const line of feed.split("\r\n")) expect(hasControlCharacters(line)).toBe(false);
        const event = new ICAL.Component(ICAL.parse(feed) as unknown[]).getFirstSubcomponent("vevent")!;
        const properties = event.getAllProperties().map((p) => p.name);
        expect(properties.filter((p) => !["uid", "dtstamp", "dtstart", "dtend", "summary", "location", "description", "transp"].includes(p))).toEqual([]);
        expect(event.getFirstPropertyValue("summary")).toBe(shown(`🌙 ${name}`.trim()));
        if (location) expect(event.getFirstPropertyValue("location") ?? "").toBe(shown(location));
      }),
      { numRuns: 300 },
    );
  });
});
