import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  descriptionBullets,
  experienceDates,
  experienceEndsBeforeStart,
  importJobs,
  resumeFileName,
  resumePageSize,
  sortExperienceByDate,
  type JobForResume,
} from "./resume-rules";

const job = (over: Partial<JobForResume> = {}): JobForResume => ({
  id: "11111111-1111-4111-8111-111111111111",
  designation: "Registered Nurse",
  facility: "St. Paul's Hospital",
  employer: "Providence Health",
  unit: "Emergency",
  startDate: "2021-03-08",
  endDate: "2023-06-30",
  stillWorking: false,
  ...over,
});
let n = 0;
const newId = () => `e${++n}`;

describe("import from my jobs", () => {
  it("maps designation, facility and unit, months, and still working as present", () => {
    const { experience, added } = importJobs(
      [],
      [job(), job({ id: "22222222-2222-4222-8222-222222222222", designation: "Charge Nurse", startDate: "2023-07-04", endDate: null, stillWorking: true })],
      newId,
    );
    expect(added).toBe(2);
    expect(experience.map(({ id: _id, ...e }) => e)).toEqual([
      {
        title: "Charge Nurse",
        facility: "St. Paul's Hospital, Emergency",
        startDate: "2023-07",
        endDate: null,
        description: "",
        sourceJobId: "22222222-2222-4222-8222-222222222222",
      },
      {
        title: "Registered Nurse",
        facility: "St. Paul's Hospital, Emergency",
        startDate: "2021-03",
        endDate: "2023-06",
        description: "",
        sourceJobId: "11111111-1111-4111-8111-111111111111",
      },
    ]);
  });

  it("uses the employer for a job on several sites", () => {
    const { experience } = importJobs([], [job({ facility: null, unit: "" })], newId);
    expect(experience[0]!.facility).toBe("Providence Health");
  });

  it("never duplicates an entry already imported, and keeps the nurse's own entries", () => {
    const own = {
      id: "mine",
      title: "Nurse Aide",
      facility: "Care Home",
      startDate: "2015-01",
      endDate: "2016-01",
      description: "- Helped",
      sourceJobId: null,
    };
    const first = importJobs([own], [job()], newId);
    const second = importJobs(first.experience, [job()], newId);
    expect(second.added).toBe(0);
    expect(second.experience).toEqual(first.experience);
    expect(second.experience.filter((e) => e.sourceJobId === job().id)).toHaveLength(1);
    expect(second.experience.map((e) => e.title)).toEqual(["Registered Nurse", "Nurse Aide"]);
  });

  it("a second import of any job list adds each job once (property)", () => {
    const jobArb = fc.record({
      id: fc.uuid(),
      designation: fc.string({ maxLength: 200 }),
      facility: fc.option(fc.string({ maxLength: 200 })),
      employer: fc.string({ maxLength: 200 }),
      unit: fc.string({ maxLength: 200 }),
      startDate: fc.option(fc.constantFrom("2019-01-01", "2020-05-10", "2024-12-31")),
      endDate: fc.option(fc.constantFrom("2021-01-01", "2025-02-02")),
      stillWorking: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.uniqueArray(jobArb, { selector: (j) => j.id, maxLength: 30 }), (jobs) => {
        const once = importJobs([], jobs, newId);
        const twice = importJobs(once.experience, jobs, newId);
        expect(twice.added).toBe(0);
        expect(once.experience.length).toBe(Math.min(jobs.length, 20));
        expect(new Set(once.experience.map((e) => e.sourceJobId)).size).toBe(once.experience.length);
        for (const e of once.experience) {
          expect(e.title.length).toBeLessThanOrEqual(120);
          expect(e.facility.length).toBeLessThanOrEqual(160);
        }
      }),
    );
  });
});

describe("experience order and dates", () => {
  it("puts current jobs first, then the latest end, then the latest start; undated last", () => {
    const e = (id: string, startDate: string | null, endDate: string | null) => ({ id, startDate, endDate });
    const sorted = sortExperienceByDate([
      e("old", "2010-01", "2012-01"),
      e("undated", null, null),
      e("now", "2020-01", null),
      e("mid", "2013-01", "2019-12"),
      e("now2", "2022-01", null),
    ]);
    expect(sorted.map((x) => x.id)).toEqual(["now2", "now", "mid", "old", "undated"]);
  });

  it("an end before the start is refused; a present end never is", () => {
    expect(experienceEndsBeforeStart({ startDate: "2023-05", endDate: "2023-04" })).toBe(true);
    expect(experienceEndsBeforeStart({ startDate: "2023-05", endDate: "2023-05" })).toBe(false);
    expect(experienceEndsBeforeStart({ startDate: "2023-05", endDate: null })).toBe(false);
  });

  it("formats the dates and the bullets", () => {
    expect(experienceDates({ startDate: "2023-03", endDate: null })).toBe("Mar 2023 – Present");
    expect(experienceDates({ startDate: "2019-01", endDate: "2023-02" })).toBe("Jan 2019 – Feb 2023");
    expect(descriptionBullets("- Triage\n\n• Trauma care\n* Mentored new grads\nplain")).toEqual(["Triage", "Trauma care", "Mentored new grads", "plain"]);
  });
});

describe("page size and file name", () => {
  it("Letter in the US and Canada, A4 elsewhere; the profile's country first", () => {
    expect(resumePageSize("US", "EU")).toBe("LETTER");
    expect(resumePageSize("CA", null)).toBe("LETTER");
    expect(resumePageSize("GB", "US")).toBe("A4");
    expect(resumePageSize(null, "CA")).toBe("LETTER");
    expect(resumePageSize(null, "UK")).toBe("A4");
    expect(resumePageSize(null, null)).toBe("A4");
  });

  it("names the file after the nurse", () => {
    expect(resumeFileName("Jordan Lee")).toBe("Jordan Lee - Resume.pdf");
    expect(resumeFileName('Zoë "Z" O/Brien')).toBe("Zoe Z OBrien - Resume.pdf");
    expect(resumeFileName("  ")).toBe("Resume - Resume.pdf");
  });
});
