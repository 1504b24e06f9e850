import { eq, max } from "drizzle-orm";
import { addDays, daysBetween, monthRange, todayIn } from "@core/calendar-dates";
import { COLLEAGUE_COLORS } from "@core/colleagues";
import { calendarShifts, colleagueLinks, jobs, shiftTypes, users } from "../db/schema";
import { userTimeZone } from "../db/user-time-zone";
import { ensureProfile } from "../features/profile/repository";
import type { Services } from "../services";

/**
 * The demo nurse's colleague network: two colleague accounts with their own
 * sign-ins (listed in the README), each connected to her and with a month of
 * shifts — Sam on her unit (VGH ICU: days they work together), Priya in
 * St. Paul's emergency (evenings: overlaps and free days).
 */
export const DEMO_COLLEAGUES = [
  {
    name: "Sam Chen",
    email: "sam.chen@nursevitals.app",
    password: "nursevitals-sam",
    job: { facility: "Vancouver General Hospital", employer: "Vancouver Coastal Health", unit: "Intensive Care Unit", department: "Critical Care" },
    types: [
      { name: "Day Shift", location: "VGH ICU", startTime: "07:00", endTime: "19:00", paidHours: 12 },
      { name: "Night Shift", location: "VGH ICU", startTime: "19:00", endTime: "07:00", paidHours: 12 },
    ],
    // Two days, two nights, four off — two days behind the demo nurse's rotation.
    rotation: [null, null, "Day Shift", "Day Shift", "Night Shift", "Night Shift", null, null],
  },
  {
    name: "Priya Patel",
    email: "priya.patel@nursevitals.app",
    password: "nursevitals-priya",
    job: { facility: "St. Paul's Hospital", employer: "Providence Health Care", unit: "Emergency", department: "Emergency Medicine" },
    types: [{ name: "Evening", location: "St. Paul's Emergency", startTime: "15:00", endTime: "23:00", paidHours: 8 }],
    rotation: ["Evening", null, "Evening", "Evening", null, null, "Evening"],
  },
] as const;

type DemoColleague = (typeof DEMO_COLLEAGUES)[number];

function rotationDays(userId: string, colleague: DemoColleague, from: string, to: string, id: (name: string) => string | undefined) {
  const days: { userId: string; date: string; shiftTypeId: string }[] = [];
  const rotation: readonly (string | null)[] = colleague.rotation;
  for (let i = 0; i <= daysBetween(from, addDays(to, 14)); i++) {
    const name = rotation[i % rotation.length];
    const shiftTypeId = name ? id(name) : undefined;
    if (shiftTypeId) days.push({ userId, date: addDays(from, i), shiftTypeId });
  }
  return days;
}

async function createColleague(services: Services, colleague: DemoColleague): Promise<string | undefined> {
  const ctx = await services.auth.$context;
  const [existing] = await services.db.select({ id: users.id }).from(users).where(eq(users.email, colleague.email));
  if (existing) return undefined;
  const user = await ctx.internalAdapter.createUser({ name: colleague.name, email: colleague.email, emailVerified: true }, { method: "email-password" });
  await ctx.internalAdapter.linkAccount({
    userId: user.id,
    providerId: "credential",
    accountId: user.id,
    password: await ctx.password.hash(colleague.password),
  });
  await ensureProfile(services.db, user.id, { name: colleague.name, timezone: "America/Vancouver" });
  return user.id;
}

export async function seedColleaguesDemo(services: Services, demoId: string): Promise<void> {
  const { db } = services;
  const today = todayIn(await userTimeZone(db, demoId));
  const { from, to } = monthRange(today.slice(0, 7));
  for (const [index, colleague] of DEMO_COLLEAGUES.entries()) {
    const userId = await createColleague(services, colleague);
    if (!userId) continue;
    const [job] = await db
      .insert(jobs)
      .values({ userId, designation: "Registered Nurse", location: "Vancouver, BC", startDate: "2020-09-01", stillWorking: true, ...colleague.job })
      .returning({ id: jobs.id });
    const types = await db
      .insert(shiftTypes)
      .values(colleague.types.map((t, position) => ({ userId, ...t, position, jobId: job!.id })))
      .returning({ id: shiftTypes.id, name: shiftTypes.name });
    const days = rotationDays(userId, colleague, from, to, (name) => types.find((t) => t.name === name)?.id);
    if (days.length) await db.insert(calendarShifts).values(days);
    await db.insert(colleagueLinks).values({
      inviterId: demoId,
      inviteeEmail: colleague.email,
      inviteeId: userId,
      status: "accepted",
      respondedAt: new Date(),
      inviterLabel: colleague.name,
      inviterColor: COLLEAGUE_COLORS[index]!,
      inviteeLabel: null,
      inviteeColor: COLLEAGUE_COLORS[0],
    });
  }
}

/** A demo data dir opened months later: the colleagues' rotations are laid over this month again, as the demo nurse's are. */
export async function refreshColleaguesDemo({ db }: Services, demoId: string): Promise<void> {
  const today = todayIn(await userTimeZone(db, demoId));
  const { from, to } = monthRange(today.slice(0, 7));
  for (const colleague of DEMO_COLLEAGUES) {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, colleague.email));
    if (!user) continue;
    const [latest] = await db
      .select({ date: max(calendarShifts.date) })
      .from(calendarShifts)
      .where(eq(calendarShifts.userId, user.id));
    if (latest?.date && latest.date >= from) continue;
    const types = await db.select({ id: shiftTypes.id, name: shiftTypes.name }).from(shiftTypes).where(eq(shiftTypes.userId, user.id));
    const days = rotationDays(user.id, colleague, from, to, (name) => types.find((t) => t.name === name)?.id);
    if (days.length) await db.insert(calendarShifts).values(days).onConflictDoNothing();
  }
}
