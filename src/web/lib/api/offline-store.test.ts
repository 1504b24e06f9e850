import { describe, expect, it } from "vitest";
import { keptOnDevice } from "./offline-store";
import { calendarKeys, certificationKeys, contactKeys, contractKeys, feedKeys, accountKeys, noteKeys, shiftTypeKeys, resumeKeys, jobKeys } from "./query-keys";

describe("what the offline store keeps", () => {
  it("keeps what she reads on shift: calendar, notes, shift library, certifications, contacts, jobs, contracts, resume", () => {
    for (const key of [
      calendarKeys.range("2026-11-01", "2026-12-06"),
      noteKeys.list({ from: "2026-11-27", to: "2026-11-27" }),
      shiftTypeKeys.list(),
      certificationKeys.all,
      contactKeys.list(""),
      jobKeys.all,
      contractKeys.list({}),
      resumeKeys.all,
    ])
      expect(keptOnDevice(key)).toBe(true);
  });

  it("never keeps a signed link, the calendar feed's secret address, or her sessions", () => {
    expect(keptOnDevice(contractKeys.attachments("c1"))).toBe(false);
    expect(keptOnDevice(contractKeys.attachmentLink("a1"))).toBe(false);
    expect(keptOnDevice(feedKeys.all)).toBe(false);
    expect(keptOnDevice(accountKeys.sessions)).toBe(false);
    expect(keptOnDevice(accountKeys.storage)).toBe(false);
  });
});
