import type { TestApp, TestUser } from "./test-app";
import { json } from "./test-app";

/** A valid shift type body; override what a test is about. */
export const dayShift = (overrides: Record<string, unknown> = {}) => ({
  name: "Day Shift",
  nickname: "Day",
  icon: "☀️",
  color: "#3b82f6",
  location: "ICU",
  startTime: "07:00",
  endTime: "19:00",
  paidHours: 12,
  ...overrides,
});

export async function createShiftType(t: TestApp, user: TestUser, overrides: Record<string, unknown> = {}) {
  const res = await t.request("/api/shift-types", { cookie: user.cookie, body: dayShift(overrides) });
  if (res.status !== 201) throw new Error(`create shift type: ${res.status} ${await res.text()}`);
  return json<{ id: string; name: string; daysOnCalendar: number }>(res);
}

export async function applyShift(t: TestApp, user: TestUser, date: string, shiftTypeId: string) {
  return t.request(`/api/calendar/${date}`, { method: "PUT", cookie: user.cookie, body: { shiftTypeId } });
}

export async function calendar(t: TestApp, user: TestUser, from: string, to: string) {
  const res = await t.request(`/api/calendar?from=${from}&to=${to}`, { cookie: user.cookie });
  if (res.status !== 200) throw new Error(`calendar: ${res.status} ${await res.text()}`);
  return json<{
    from: string;
    to: string;
    today: string;
    timeZone: string;
    shifts: { date: string; shiftTypeId: string; source: "applied" | "dated"; rotationId?: string; flags?: string[]; floatTo?: string }[];
    shiftTypes: { id: string; name: string; startTime: string; endTime: string; paidHours: number }[];
    noteCounts: Record<string, number>;
    timeOff: { date: string; kind: string }[];
  }>(res);
}

export async function createJob(t: TestApp, user: TestUser, overrides: Record<string, unknown> = {}) {
  const res = await t.request("/api/jobs", {
    cookie: user.cookie,
    body: {
      designation: "Registered Nurse",
      facility: "Vancouver General Hospital",
      unit: "ICU",
      startDate: "2022-05-01",
      stillWorking: true,
      hourlyRate: 52.4,
      ...overrides,
    },
  });
  if (res.status !== 201) throw new Error(`create job: ${res.status} ${await res.text()}`);
  return json<{ id: string; hourlyRate: number }>(res);
}
