import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { todayIn } from "@core/calendar-dates";
import type { Resume } from "@core/schemas/resume";
import { json, useTestApp } from "../testing/test-app";
import { createDemoAccount, DEMO_EMAIL, DEMO_PASSWORD } from "./demo-account";
import { yearsSince } from "./resume-demo";

const t = useTestApp();

/** Where the demo's places are (latitude, longitude), to tell how far apart her work is. */
const PLACES: Record<string, [number, number]> = {
  Vancouver: [49.2827, -123.1207],
  "North Vancouver": [49.32, -123.0724],
  Kamloops: [50.6745, -120.3273],
  Whitehorse: [60.7212, -135.0568],
};
const placeOf = (text: string): [number, number] => {
  const name = Object.keys(PLACES)
    .sort((a, b) => b.length - a.length)
    .find((p) => text.includes(p));
  if (!name) throw new Error(`No coordinates for "${text}": add them to PLACES`);
  return PLACES[name]!;
};
/** Great-circle distance in km (haversine, Earth radius 6371 km). */
function kmBetween([lat1, lon1]: [number, number], [lat2, lon2]: [number, number]): number {
  const rad = Math.PI / 180;
  const a = Math.sin(((lat2 - lat1) * rad) / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}
const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;

type Job = { designation: string; location: string; stillWorking: boolean; employmentTag: string };
type Contract = { id: string; contractName: string; employer: string; facility: string; city: string; status: string };
type Contact = { role: string; unit: string; notes: string };

describe("the demo is one nurse's life", () => {
  it("her jobs, contracts, resume, contacts, licence and documents agree with each other", async () => {
    expect(await createDemoAccount(t.services)).toBe(true);
    const { cookie } = await t.signIn(DEMO_EMAIL, DEMO_PASSWORD);
    const get = async <T>(path: string) => json<T>(await t.request(path, { cookie }));
    const { jobs } = await get<{ jobs: Job[] }>("/api/jobs");
    const { contracts } = await get<{ contracts: Contract[] }>("/api/contracts");
    const resume = await get<Resume>("/api/resume");
    const today = todayIn("America/Vancouver");

    // No current staff job more than 100 km from a contract she is working now.
    const staff = jobs.filter((j) => j.stillWorking && j.employmentTag === "staff");
    expect(staff.length).toBeGreaterThan(0);
    const active = contracts.filter((c) => c.status === "active");
    for (const contract of active)
      for (const job of staff)
        expect(kmBetween(placeOf(job.location), placeOf(contract.city)), `${job.designation} and ${contract.contractName}`).toBeLessThan(100);

    // Every contract she has begun is on her resume.
    const begun = contracts.filter((c) => c.status !== "upcoming");
    expect(begun.length).toBeGreaterThan(0);
    for (const contract of begun)
      expect(
        resume.experience.map((e) => e.sourceContractId),
        contract.contractName,
      ).toContain(contract.id);

    // Her work history has no gap of more than three months, from her first job to today.
    const spans = resume.experience
      .filter((e) => e.startDate)
      .map((e) => [monthIndex(e.startDate!), e.current ? monthIndex(today.slice(0, 7)) : monthIndex(e.endDate ?? e.startDate!)] as const)
      .sort((a, b) => a[0] - b[0]);
    let reached = spans[0]![1];
    for (const [start, end] of spans.slice(1)) {
      expect(start - reached, `a gap before ${start}`).toBeLessThanOrEqual(3);
      reached = Math.max(reached, end);
    }
    expect(reached).toBe(monthIndex(today.slice(0, 7)));
    // The years in ICU and emergency her summary claims are the years of those entries.
    const critical = resume.experience.filter((e) => /ICU|Intensive|Emergency|Critical/i.test(`${e.title} ${e.facility}`) && e.startDate);
    const since = critical.map((e) => e.startDate!).sort()[0]!;
    expect(resume.personal.summary).toContain(`${yearsSince(since, today)} in ICU and emergency`);

    // Her recruiter's agency is the employer of the contract the notes speak of.
    const { contacts } = await get<{ contacts: Contact[] }>("/api/contacts");
    const recruiters = contacts.filter((c) => /recruiter/i.test(c.role));
    expect(recruiters.length).toBeGreaterThan(0);
    for (const recruiter of recruiters) {
      const spokenOf = contracts.filter((c) => recruiter.notes.includes(c.facility.replace(/ Hospital$/, "")) || recruiter.notes.includes(c.city));
      expect(spokenOf.length, recruiter.notes).toBeGreaterThan(0);
      for (const contract of spokenOf) expect(contract.employer).toBe(recruiter.unit);
    }

    // Her BC licence renews with BCCNM.
    const { certifications } = await get<{ certifications: { category: string; renewalUrl: string; renewalSource: string }[] }>("/api/certifications");
    const licence = certifications.find((c) => c.category === "License")!;
    expect(licence.renewalUrl).toBe("https://www.bccnm.ca/");
    expect(licence.renewalSource).toContain("BCCNM");

    // Her documents: a signed contract whose text keeps its dashes, and a badge that is a badge.
    const kamloops = contracts.find((c) => c.city === "Kamloops")!;
    const { attachments } = await get<{ attachments: { id: string; label: string; mimeType: string }[] }>(`/api/contracts/${kamloops.id}/attachments`);
    const open = async (label: string) => {
      const { url } = await get<{ url: string }>(`/api/attachments/${attachments.find((a) => a.label === label)!.id}`);
      return new Uint8Array(await (await t.request(url)).arrayBuffer());
    };
    const { extractText, getDocumentProxy } = await import("unpdf");
    const { text } = await extractText(await getDocumentProxy(await open("Signed contract")), { mergePages: true });
    expect(text).toContain("Northern Lights Staffing — Contract Nurse Agreement");
    expect(text).toContain("Royal Inland Hospital, ICU — Kamloops, BC");
    const badge = sharp(await open("Hospital badge"));
    const { width, height } = await badge.metadata();
    expect(width! / height!).toBeCloseTo(1.6, 1);
    // Not one flat colour: a photo, words and a barcode on it.
    const { channels } = await badge.stats();
    expect(Math.min(...channels.slice(0, 3).map((c) => c.stdev))).toBeGreaterThan(40);

    // The job board's postings of the demo are samples, and say so.
    const { postings } = await get<{ postings: { sample: boolean }[] }>("/api/job-board");
    expect(postings.length).toBeGreaterThan(0);
    expect(postings.every((p) => p.sample)).toBe(true);
  });
});
