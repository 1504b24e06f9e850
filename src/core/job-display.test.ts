import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isCurrentJob, jobBadge, notesWithRaise, raiseFrom, splitJobs } from "./job-display";

describe("job display", () => {
  it("is current when still working with no end date", () => {
    expect(isCurrentJob({ stillWorking: true, endDate: null })).toBe(true);
    expect(isCurrentJob({ stillWorking: true, endDate: "2025-01-01" })).toBe(false);
    expect(isCurrentJob({ stillWorking: false, endDate: null })).toBe(false);
  });

  it("badges Active while still working, Complete with an end date, otherwise Active", () => {
    expect(jobBadge({ stillWorking: true, endDate: "2025-01-01" })).toBe("Active");
    expect(jobBadge({ stillWorking: false, endDate: "2025-01-01" })).toBe("Complete");
    expect(jobBadge({ stillWorking: false, endDate: null })).toBe("Active");
  });

  it("splits current from the others, keeping the order", () => {
    const jobs = [
      { id: 1, stillWorking: false, endDate: "2024-01-01" },
      { id: 2, stillWorking: true, endDate: null },
      { id: 3, stillWorking: false, endDate: null },
    ];
    const { current, past } = splitJobs(jobs);
    expect(current.map((j) => j.id)).toEqual([2]);
    expect(past.map((j) => j.id)).toEqual([1, 3]);
  });

  it("property: every job is in exactly one list", () => {
    const job = fc.record({ stillWorking: fc.boolean(), endDate: fc.option(fc.constant("2024-05-01"), { nil: null }) });
    fc.assert(
      fc.property(fc.array(job), (jobs) => {
        const { current, past } = splitJobs(jobs);
        expect(current.length + past.length).toBe(jobs.length);
        for (const j of current) expect(jobBadge(j)).toBe("Active");
      }),
    );
  });
});

describe("the raise prompt", () => {
  it("asks only when a positive rate goes up", () => {
    expect(raiseFrom(50, 52.5)).toEqual({ from: 50, to: 52.5 });
    expect(raiseFrom(0, 52.5)).toBeUndefined();
    expect(raiseFrom(50, 50)).toBeUndefined();
    expect(raiseFrom(50, 45)).toBeUndefined();
  });
  it("adds the note after the job's notes", () => {
    expect(notesWithRaise("", "Raise")).toBe("Raise");
    expect(notesWithRaise("Nights only\n", "Raise")).toBe("Nights only\nRaise");
  });
});
