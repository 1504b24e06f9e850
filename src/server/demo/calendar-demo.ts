import { addDays, daysBetween, monthRange, todayIn } from "@core/calendar-dates";
import { composeNote } from "@core/note-content";
import type { ShiftFlag } from "@core/shift-flags";
import { eq, max } from "drizzle-orm";
import { calendarNotes, calendarShifts, jobs, shiftTypePremiums, shiftTypes } from "../db/schema";
import { userTimeZone } from "../db/user-time-zone";
import type { Services } from "../services";

/**
 * 2 days, 2 nights, 4 off from the first of the month to two weeks past its end;
 * casual evenings, overtime and on-call on some days off.
 */
function rotationDays(userId: string, from: string, to: string, id: (name: string) => string) {
  const rotation = ["Day Shift", "Day Shift", "Night Shift", "Night Shift", null, null, null, null] as const;
  const extra: Record<number, string> = { 5: "Casual Evening", 13: "Overtime Day", 21: "Casual Evening", 29: "On Call" };
  // A day's flags and two days of vacation (decision 053): what her notes speak of.
  const flags: Record<number, { flags: ShiftFlag[]; floatTo?: string }> = {
    0: { flags: ["charge"] },
    2: { flags: ["float"], floatTo: "4 West" },
    29: { flags: ["onCall"] },
  };
  const vacation = new Set([22, 23]);
  const days: { userId: string; date: string; shiftTypeId: string | null; flags?: ShiftFlag[]; floatTo?: string; timeOff?: "vacation" }[] = [];
  const last = addDays(to, 14);
  for (let i = 0; i <= daysBetween(from, last); i++) {
    const name = rotation[i % rotation.length] ?? extra[i];
    if (name) days.push({ userId, date: addDays(from, i), shiftTypeId: id(name), ...flags[i] });
    else if (vacation.has(i)) days.push({ userId, date: addDays(from, i), shiftTypeId: null, timeOff: "vacation" });
  }
  return days;
}

/**
 * The demo nurse's month: an ICU job and a casual emergency job, a library of
 * shift types, a 2-days-2-nights-4-off rotation over this month (and into the
 * next), a couple of casual evenings and an overtime day, two one-off events
 * and some notes — all relative to today in her time zone.
 */
export async function seedCalendarDemo({ db }: Services, userId: string): Promise<void> {
  const today = todayIn(await userTimeZone(db, userId));
  const { from, to } = monthRange(today.slice(0, 7));

  const [icu, emerg] = await db
    .insert(jobs)
    .values([
      {
        userId,
        designation: "Registered Nurse",
        facility: "Vancouver General Hospital",
        employer: "Vancouver Coastal Health",
        unit: "Intensive Care Unit",
        department: "Critical Care",
        location: "Vancouver, BC",
        startDate: "2021-06-14",
        stillWorking: true,
        hourlyRate: 52.4,
        employmentTag: "staff",
        fte: "full_time",
      },
      {
        userId,
        designation: "Registered Nurse (Casual)",
        facility: "St. Paul's Hospital",
        employer: "Providence Health Care",
        unit: "Emergency",
        department: "Emergency Medicine",
        location: "Vancouver, BC",
        startDate: "2023-02-01",
        stillWorking: true,
        hourlyRate: 49.1,
        employmentTag: "staff",
        fte: "casual",
      },
    ])
    .returning({ id: jobs.id });

  const types = await db
    .insert(shiftTypes)
    .values([
      {
        userId,
        name: "Day Shift",
        nickname: "Day",
        icon: "☀️",
        color: "#3b82f6",
        location: "VGH ICU",
        startTime: "07:00",
        endTime: "19:00",
        paidHours: 12,
        jobId: icu!.id,
        hourlyRate: 52.4,
      },
      {
        userId,
        name: "Night Shift",
        nickname: "Night",
        icon: "🌙",
        color: "#6366f1",
        location: "VGH ICU",
        startTime: "19:00",
        endTime: "07:00",
        paidHours: 12,
        jobId: icu!.id,
        hourlyRate: 52.4,
      },
      {
        userId,
        name: "Casual Evening",
        nickname: "Eve",
        icon: "🚑",
        color: "#f59e0b",
        location: "St. Paul's Emergency",
        startTime: "15:00",
        endTime: "23:15",
        paidHours: 8,
        jobId: emerg!.id,
        hourlyRate: 49.1,
      },
      {
        userId,
        name: "Overtime Day",
        nickname: "OT Day",
        icon: "⏰",
        symbol: "overtime",
        color: "#ef4444",
        location: "VGH ICU",
        startTime: "07:00",
        endTime: "19:00",
        paidHours: 12,
        jobId: icu!.id,
        hourlyRate: 78.6,
      },
      {
        userId,
        name: "On Call",
        nickname: "On call",
        icon: "📟",
        symbol: "oncall",
        color: "#8b5cf6",
        location: "VGH ICU",
        startTime: "08:00",
        endTime: "08:00",
        paidHours: 3,
        jobId: icu!.id,
        hourlyRate: 52.4,
      },
      {
        userId,
        name: "ACLS Recertification",
        nickname: "ACLS",
        icon: "📚",
        symbol: "education",
        color: "#10b981",
        location: "VGH Learning Centre",
        startTime: "08:30",
        endTime: "16:30",
        paidHours: 7.5,
        jobId: icu!.id,
        hourlyRate: 52.4,
        date: addDays(from, 6),
      },
      {
        userId,
        name: "Unit Council Meeting",
        nickname: "Council",
        icon: "💬",
        color: "#14b8a6",
        location: "VGH Jim Pattison Pavilion, Room 2",
        startTime: "14:00",
        endTime: "15:00",
        paidHours: 1,
        jobId: icu!.id,
        hourlyRate: 52.4,
        date: addDays(from, 8),
      },
    ])
    .returning({ id: shiftTypes.id, name: shiftTypes.name });
  const id = (name: string) => types.find((t) => t.name === name)!.id;

  await db.insert(shiftTypePremiums).values([
    { userId, shiftTypeId: id("Night Shift"), position: 0, name: "Night premium", amountPerHour: 5, appliesFrom: "19:00", appliesTo: "07:00" },
    { userId, shiftTypeId: id("Day Shift"), position: 0, name: "Weekend premium", amountPerHour: 2.25, days: "weekends" },
    { userId, shiftTypeId: id("Night Shift"), position: 1, name: "Weekend premium", amountPerHour: 2.25, days: "weekends" },
  ]);

  await db.insert(calendarShifts).values(rotationDays(userId, from, to, id));

  const on = (offset: number) => addDays(from, offset);
  await db.insert(calendarNotes).values([
    {
      userId,
      date: on(0),
      note: composeNote("Handover", "Bed 12 on CRRT — recheck lytes at 02:00. Family meeting booked for Thursday."),
      shiftTypeId: id("Day Shift"),
    },
    { userId, date: on(2), note: "Floated to 4 West for the first half.", shiftTypeId: id("Night Shift") },
    { userId, date: on(6), note: composeNote("ACLS", "Bring the provider manual and badge. Parking at Heather Pavilion.") },
    { userId, date: on(8), note: "Council: new pump rollout, staffing grid feedback due Friday." },
    { userId, date: on(8), note: "Swap request from Priya for next weekend — said yes." },
    { userId, date: on(13), note: composeNote("Overtime", "Called in at 05:40. Double-time after 12 h.") },
    { userId, date: today, note: composeNote("Today", "Pick up new scrubs from laundry.") },
  ]);
}

/**
 * A demo data dir started months later would open on an empty calendar. Once the
 * demo nurse's last shift is before this month, her rotation is laid over this
 * month again with the shift types she still has; a calendar she is using is left alone.
 */
export async function refreshCalendarDemo({ db }: Services, userId: string): Promise<void> {
  const today = todayIn(await userTimeZone(db, userId));
  const { from, to } = monthRange(today.slice(0, 7));
  const [latest] = await db
    .select({ date: max(calendarShifts.date) })
    .from(calendarShifts)
    .where(eq(calendarShifts.userId, userId));
  if (latest?.date && latest.date >= from) return;
  const types = await db.select({ id: shiftTypes.id, name: shiftTypes.name }).from(shiftTypes).where(eq(shiftTypes.userId, userId));
  const byName = new Map(types.map((t) => [t.name, t.id]));
  const days = rotationDays(userId, from, to, (name) => byName.get(name) ?? "").filter((d) => d.shiftTypeId || d.timeOff);
  if (days.length) await db.insert(calendarShifts).values(days).onConflictDoNothing();
}
