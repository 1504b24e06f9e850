import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  descriptionBullets,
  experienceDates,
  experienceEndsBeforeStart,
  importContracts,
  importJobs,
  isCurrentExperience,
  resumeFileName,
  resumeFileNameUtf8,
  resumePageSize,
  sortExperienceByDate,
  type ContractForResume,
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
        current: true,
        description: "",
        sourceJobId: "22222222-2222-4222-8222-222222222222",
        sourceContractId: null,
      },
      {
        title: "Registered Nurse",
        facility: "St. Paul's Hospital, Emergency",
        startDate: "2021-03",
        endDate: "2023-06",
        current: false,
        description: "",
        sourceJobId: "11111111-1111-4111-8111-111111111111",
        sourceContractId: null,
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
      current: false,
      description: "- Helped",
      sourceJobId: null,
      sourceContractId: null,
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

const contract = (over: Partial<ContractForResume> = {}): ContractForResume => ({
  id: "33333333-3333-4333-8333-333333333333",
  contractName: "ICU travel — Kamloops",
  employer: "Northern Lights Staffing",
  facility: "Royal Inland Hospital",
  unit: "ICU",
  city: "Kamloops",
  startDate: "2026-01-04",
  endDate: "2026-04-04",
  ...over,
});
const TODAY = "2026-11-25";

describe("import from my contracts", () => {
  it("each contract that has begun becomes an entry: travel nurse, facility, unit and city, its months, the agency and its weeks", () => {
    const running = contract({
      id: "44444444-4444-4444-8444-444444444444",
      facility: "Lions Gate Hospital",
      unit: "PACU",
      city: "North Vancouver",
      startDate: "2026-10-26",
      endDate: "2027-01-24",
    });
    const coming = contract({ id: "55555555-5555-4555-8555-555555555555", startDate: "2027-03-01", endDate: "2027-05-30" });
    const { experience, added } = importContracts([], [contract(), running, coming], TODAY, newId);
    expect(added).toBe(2);
    expect(experience.map(({ id: _id, ...e }) => e)).toEqual([
      {
        title: "Travel Nurse",
        facility: "Lions Gate Hospital, PACU, North Vancouver",
        startDate: "2026-10",
        endDate: null,
        current: true,
        description: "- 13-week contract through Northern Lights Staffing",
        sourceJobId: null,
        sourceContractId: running.id,
      },
      {
        title: "Travel Nurse",
        facility: "Royal Inland Hospital, ICU, Kamloops",
        startDate: "2026-01",
        endDate: "2026-04",
        current: false,
        description: "- 13-week contract through Northern Lights Staffing",
        sourceJobId: null,
        sourceContractId: contract().id,
      },
    ]);
  });

  it("a contract with the hospital as employer names no agency; one with no dates or still to come is left out", () => {
    const direct = importContracts([], [contract({ employer: "Royal Inland Hospital" })], TODAY, newId).experience[0]!;
    expect(direct.description).toBe("- 13-week contract");
    expect(importContracts([], [contract({ startDate: null, endDate: null }), contract({ startDate: "2026-11-26" })], TODAY, newId).added).toBe(0);
  });

  it("beside imported jobs, never twice (property)", () => {
    const contractArb = fc.record({
      id: fc.uuid(),
      contractName: fc.option(fc.string({ maxLength: 50 })),
      employer: fc.option(fc.string({ maxLength: 200 })),
      facility: fc.option(fc.string({ maxLength: 200 })),
      unit: fc.option(fc.string({ maxLength: 200 })),
      city: fc.option(fc.string({ maxLength: 200 })),
      startDate: fc.option(fc.constantFrom("2019-01-01", "2026-11-25", "2027-01-01")),
      endDate: fc.option(fc.constantFrom("2019-04-01", "2026-12-31", "2027-03-31")),
    });
    fc.assert(
      fc.property(fc.uniqueArray(contractArb, { selector: (c) => c.id, maxLength: 25 }), (contracts) => {
        const jobs = importJobs([], [job()], newId);
        const once = importContracts(jobs.experience, contracts, TODAY, newId);
        const twice = importContracts(once.experience, contracts, TODAY, newId);
        expect(twice.added).toBe(0);
        expect(once.experience.length).toBeLessThanOrEqual(20);
        expect(once.experience.filter((e) => e.sourceJobId === job().id)).toHaveLength(1);
        const began = contracts.filter((c) => c.startDate !== null && c.startDate <= TODAY).length;
        expect(once.added).toBe(Math.min(began, 19));
        for (const e of once.experience) {
          expect(e.facility.length).toBeLessThanOrEqual(160);
          expect(e.description.length).toBeLessThanOrEqual(1500);
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

  it("an entry is current only when ticked; one saved before the box existed was current without an end", () => {
    expect(isCurrentExperience({ startDate: "2023-03", endDate: null, current: false })).toBe(false);
    expect(isCurrentExperience({ startDate: "2023-03", endDate: null, current: true })).toBe(true);
    expect(isCurrentExperience({ startDate: "2023-03", endDate: null })).toBe(true);
    expect(isCurrentExperience({ startDate: "2023-03", endDate: "2024-01" })).toBe(false);
    expect(experienceDates({ startDate: "2023-03", endDate: null, current: false })).toBe("Mar 2023");
    expect(experienceDates({ startDate: "2023-03", endDate: null, current: true })).toBe("Mar 2023 – Present");
    expect(experienceDates({ startDate: null, endDate: null, current: false })).toBe("");
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

  it("keeps her name as she writes it in the UTF-8 file name, without what no file system takes", () => {
    expect(resumeFileNameUtf8("王芳")).toBe("王芳 - Resume.pdf");
    expect(resumeFileNameUtf8("Harpreet ਕੌਰ")).toBe("Harpreet ਕੌਰ - Resume.pdf");
    expect(resumeFileNameUtf8('Zoë "Z" O/Brien')).toBe("Zoë Z OBrien - Resume.pdf");
    expect(resumeFileNameUtf8("Ana\u202e\u0000 Lima")).toBe("Ana Lima - Resume.pdf");
    expect(resumeFileNameUtf8("  ")).toBe("Resume - Resume.pdf");
  });
});
