import type { ResumeContent } from "../src/core/schemas/resume";
import { BUDGETS, type Row } from "./budgets";

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** A full resume, as a nurse with a long career sends one: eight jobs with bullets, education, certifications' worth of skills. */
export const BENCH_RESUME: ResumeContent = {
  template: "classic",
  personal: {
    name: "Bench Nurse",
    email: "bench@example.com",
    phone: "604-555-0100",
    location: "Vancouver, BC",
    summary: "Critical care nurse with ten years in ICU and emergency settings. Calm in a crisis, precise with titrations, a steady preceptor.",
  },
  experience: Array.from({ length: 8 }, (_, i) => ({
    id: `bench-${i}`,
    title: i === 0 ? "Charge Nurse, ICU" : `Registered Nurse ${i}`,
    facility: "Vancouver General Hospital, Intensive Care Unit",
    startDate: `${2024 - i * 2}-01`,
    endDate: i === 0 ? null : `${2025 - i * 2}-12`,
    current: i === 0,
    description: "- Cared for 1–2 ventilated patients a shift\n- Titrated vasoactive infusions and sedation\n- Precepted new graduates",
    sourceJobId: null,
    sourceContractId: null,
  })),
  education: [
    { id: "d1", credential: "Bachelor of Science in Nursing", school: "University of British Columbia", year: "2015" },
    { id: "d2", credential: "Critical Care Nursing Certificate", school: "BCIT", year: "2017" },
  ],
  certificationIds: [],
  skills: ["ACLS", "PALS", "Ventilator management", "CRRT", "Epic charting", "Arterial lines", "Triage (CTAS)", "Preceptoring"],
};

async function download(url: string, cookie: string): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  const res = await fetch(`${url}/api/resume.pdf`, { headers: { cookie } });
  const body = await res.arrayBuffer();
  if (!res.ok) throw new Error(`GET /api/resume.pdf answered ${res.status}`);
  return { ms: performance.now() - started, bytes: body.byteLength };
}

/** The resume with one skill that changes each time: its PDF must be made again. */
const changed = (i: number): ResumeContent => ({ ...BENCH_RESUME, skills: [...BENCH_RESUME.skills, `Bench skill ${i}`] });

async function save(url: string, cookie: string, resume: ResumeContent) {
  const saved = await fetch(`${url}/api/resume`, {
    method: "PUT",
    headers: { cookie, origin: url, "content-type": "application/json" },
    body: JSON.stringify(resume),
  });
  if (!saved.ok) throw new Error(`PUT /api/resume answered ${saved.status}: ${await saved.text()}`);
}

/**
 * Export PDF (docs/product/README.md, Speed and size): the time to make and send a full resume's PDF, each
 * made again after a change to the resume (p50 of 15, after a first that
 * starts the render process and loads pdfmake and its fonts), the time to
 * send the one kept when nothing changed, and its size. It replaces the
 * nurse's resume with BENCH_RESUME.
 */
export async function measureResumePdf(url: string, cookie: string, label: string): Promise<Row[]> {
  const section = `Resume PDF (${label})`;
  await save(url, cookie, BENCH_RESUME);
  const first = await download(url, cookie);
  const made: { ms: number; bytes: number }[] = [];
  for (let i = 0; i < 15; i++) {
    await save(url, cookie, changed(i));
    made.push(await download(url, cookie));
  }
  const kept: number[] = [];
  for (let i = 0; i < 15; i++) kept.push((await download(url, cookie)).ms);
  const p50 = Math.round(median(made.map((r) => r.ms)));
  return [
    { section, measure: "first export (starts the render process, loads pdfmake and the font)", value: Math.round(first.ms), unit: "ms" },
    {
      section,
      measure: "GET /api/resume.pdf, a full resume made again after a change, p50 of 15",
      value: p50,
      unit: "ms",
      budget: `≤ ${BUDGETS.resumePdfP50Ms}`,
      met: p50 <= BUDGETS.resumePdfP50Ms,
    },
    { section, measure: "GET /api/resume.pdf, unchanged (the kept PDF), p50 of 15", value: Math.round(median(kept)), unit: "ms" },
    { section, measure: "its size", value: Math.round(first.bytes / 1024), unit: "KB" },
  ];
}
