import { describe, expect, it } from "vitest";
import { createJob, createShiftType } from "../../testing/calendar-fixtures";
import { json, useTestApp, errorOf } from "../../testing/test-app";

const t = useTestApp();

type Job = Record<string, unknown> & { id: string };
const valid = { designation: "Registered Nurse", facility: "St. Paul's Hospital", unit: "Emergency", startDate: "2023-01-09" };

describe("jobs", () => {
  it("creates with defaults, lists newest first, reads, changes and deletes", async () => {
    const nurse = await t.signUp();
    const res = await t.request("/api/jobs", { cookie: nurse.cookie, body: { ...valid, hourlyRate: 49.1, fte: "casual", employmentTag: "staff" } });
    expect(res.status).toBe(201);
    const job = await json<Job>(res);
    expect(job).toMatchObject({
      ...valid,
      employer: "",
      department: "",
      location: "",
      endDate: null,
      stillWorking: false,
      hourlyRate: 49.1,
      employmentTag: "staff",
      fte: "casual",
      notes: "",
      multipleSites: false,
    });
    const second = await createJob(t, nurse, { designation: "Charge Nurse" });
    const list = await json<{ jobs: Job[] }>(await t.request("/api/jobs", { cookie: nurse.cookie }));
    expect(list.jobs.map((j) => j.id)).toEqual([second.id, job.id]);
    expect(await json(await t.request(`/api/jobs/${job.id}`, { cookie: nurse.cookie }))).toEqual(job);

    const patched = await t.request(`/api/jobs/${job.id}`, { method: "PATCH", cookie: nurse.cookie, body: { hourlyRate: 51, multipleSites: true } });
    expect(patched.status).toBe(200);
    // Several sites clear the facility.
    expect(await json(patched)).toMatchObject({ hourlyRate: 51, multipleSites: true, facility: null, designation: "Registered Nurse" });

    expect((await t.request(`/api/jobs/${job.id}`, { method: "DELETE", cookie: nurse.cookie })).status).toBe(200);
    expect((await t.request(`/api/jobs/${job.id}`, { cookie: nurse.cookie })).status).toBe(404);
  });

  it("deleting a job unlinks its shift types, which keep their own rate", async () => {
    const nurse = await t.signUp();
    const job = await createJob(t, nurse);
    const shift = await createShiftType(t, nurse, { jobId: job.id, hourlyRate: 52.4 });
    await t.request(`/api/jobs/${job.id}`, { method: "DELETE", cookie: nurse.cookie });
    expect(await json(await t.request(`/api/shift-types/${shift.id}`, { cookie: nurse.cookie }))).toMatchObject({ jobId: null, job: null, hourlyRate: 52.4 });
  });

  it("still working clears the end date", async () => {
    const nurse = await t.signUp();
    const res = await t.request("/api/jobs", { cookie: nurse.cookie, body: { ...valid, endDate: "2024-01-01", stillWorking: true } });
    expect(await json(res)).toMatchObject({ stillWorking: true, endDate: null });
  });

  it.each([
    [{ designation: "" }, "designation", "Designation is required"],
    [{ startDate: undefined }, "startDate", "Start date is required"],
    [{ startDate: "2026-02-30" }, "startDate", "Please enter a real date as yyyy-MM-dd, like 2026-03-14"],
    [{ facility: "" }, "facility", "Facility is required"],
    [{ endDate: "2022-12-31" }, "endDate", "End date must be on or after the start date"],
    [{ hourlyRate: -1 }, "hourlyRate", "Hourly rate must be greater than or equal to 0"],
    [{ fte: "weekends" }, "fte", "FTE must be none, full_time, part_time, casual or contract"],
    [{ employmentTag: "boss" }, "employmentTag", "Employment type must be none, staff, agency or contractor"],
    [{ notes: "x".repeat(5001) }, "notes", "Notes must be 5000 characters or less"],
    [{ facility: 5 }, "facility", "Facility must be text"],
    [{ employer: "x".repeat(201) }, "employer", "Employer must be 200 characters or less"],
    [{ designation: 1 }, "designation", "Designation must be text"],
    [{ unit: "x".repeat(201) }, "unit", "Unit must be 200 characters or less"],
    [{ department: false }, "department", "Department must be text"],
    [{ location: "x".repeat(201) }, "location", "Location must be 200 characters or less"],
    [{ endDate: "someday" }, "endDate", "Please enter a real date as yyyy-MM-dd, like 2026-03-14"],
    [{ stillWorking: "yes" }, "stillWorking", "Still working must be true or false"],
    [{ multipleSites: 1 }, "multipleSites", "Multiple sites must be true or false"],
    [{ hourlyRate: "49" }, "hourlyRate", "Hourly rate must be greater than or equal to 0"],
    [{ location: "VGH\rURL:https://evil.example" }, "location", "Location cannot contain line breaks, tabs or other control characters"],
    [{ notes: "ok\nbut\u0007" }, "notes", "Notes cannot contain control characters other than line breaks and tabs"],
  ])("refuses %j: %s → %s", async (change, field, message) => {
    const nurse = await t.signUp();
    const res = await t.request("/api/jobs", { cookie: nurse.cookie, body: { ...valid, ...change } });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields?.[field]).toBe(message);
  });

  it("a job on several sites needs no facility; a PATCH is checked as a whole", async () => {
    const nurse = await t.signUp();
    const res = await t.request("/api/jobs", { cookie: nurse.cookie, body: { ...valid, facility: "", multipleSites: true } });
    expect(res.status).toBe(201);
    const job = await json<Job>(res);
    const bad = await t.request(`/api/jobs/${job.id}`, { method: "PATCH", cookie: nurse.cookie, body: { multipleSites: false } });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).fields?.facility).toBe("Facility is required");
    expect(await json(await t.request(`/api/jobs/${job.id}`, { cookie: nurse.cookie }))).toEqual(job);
  });

  it("B gets 404 for A's job and A's stays", async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    const job = await createJob(t, a);
    const before = await json(await t.request(`/api/jobs/${job.id}`, { cookie: a.cookie }));
    expect((await t.request(`/api/jobs/${job.id}`, { cookie: b.cookie })).status).toBe(404);
    expect((await t.request(`/api/jobs/${job.id}`, { method: "PATCH", cookie: b.cookie, body: { hourlyRate: 1 } })).status).toBe(404);
    expect((await t.request(`/api/jobs/${job.id}`, { method: "DELETE", cookie: b.cookie })).status).toBe(404);
    expect((await json<{ jobs: Job[] }>(await t.request("/api/jobs", { cookie: b.cookie }))).jobs).toEqual([]);
    expect(await json(await t.request(`/api/jobs/${job.id}`, { cookie: a.cookie }))).toEqual(before);
    expect((await t.request("/api/jobs")).status).toBe(401);
  });
});
