import { count, eq } from "drizzle-orm";
import { users } from "../db/schema";
import { ensureProfile } from "../features/profile/repository";
import type { Services } from "../services";
import { seedDemoProfile } from "./demo-profile";
import type { Task } from "../tasks/scheduler";
import { refreshCalendarDemo, seedCalendarDemo } from "./calendar-demo";
import { refreshColleaguesDemo, seedColleaguesDemo } from "./colleagues-demo";
import { refreshCertificationsDemo, seedCertificationsDemo } from "./certifications-demo";
import { seedCareerDemo } from "./career-demo";
import { seedContactsDemo } from "./contacts-demo";
import { seedResumeDemo } from "./resume-demo";
import { seedDashboardDemo } from "./dashboard-demo";

export const DEMO_EMAIL = "demo@nursevitals.app";
export const DEMO_PASSWORD = "nursevitals-demo";
export const DEMO_NAME = "Jordan Rivera";

/** Each feature adds its sample data for the demo nurse here. */
export type DemoSeeder = (services: Services, userId: string) => Promise<void>;
const seeders: DemoSeeder[] = [
  seedDemoProfile,
  seedCalendarDemo,
  seedColleaguesDemo,
  seedCertificationsDemo,
  seedCareerDemo,
  seedResumeDemo,
  seedContactsDemo,
  seedDashboardDemo,
];
/** …and keeps it current where it is about dates (a demo data dir opened months later). */
const refreshers: DemoSeeder[] = [refreshCalendarDemo, refreshColleaguesDemo, refreshCertificationsDemo];

/** Whether the database has no accounts yet: only then is the demo nurse made. */
export async function hasNoUsers(db: Services["db"]): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

/**
 * On a database with no users yet, create the demo nurse (verified, no email
 * sent) and let every feature add its sample data. Returns whether it did.
 */
export async function createDemoAccount(services: Services): Promise<boolean> {
  if (!(await hasNoUsers(services.db))) return false;
  const ctx = await services.auth.$context;
  const hash = await ctx.password.hash(DEMO_PASSWORD);
  let userId: string;
  try {
    const user = await ctx.internalAdapter.createUser({ name: DEMO_NAME, email: DEMO_EMAIL, emailVerified: true }, { method: "email-password" });
    userId = user.id;
    await ctx.internalAdapter.linkAccount({ userId, providerId: "credential", accountId: userId, password: hash });
  } catch (error) {
    // Another instance on the same database got there first.
    if (String(error).includes("unique") || String(error).includes("duplicate")) return false;
    throw error;
  }
  await ensureProfile(services.db, userId, { name: DEMO_NAME, timezone: "America/Vancouver" });
  for (const seed of seeders) await seed(services, userId);
  return true;
}

/** Keeps the demo nurse's sample data current where it is about dates. */
export async function refreshDemoAccount(services: Services): Promise<void> {
  const [demo] = await services.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_EMAIL));
  if (demo) for (const refresh of refreshers) await refresh(services, demo.id);
}

/** Every few hours, so a server left running across a month end keeps the demo current too; `refresh` runs refreshDemoAccount. */
export function demoRefreshTask(refresh: () => Promise<unknown>): Task {
  return {
    name: "demo-refresh",
    everySeconds: 6 * 60 * 60,
    async run() {
      await refresh();
    },
  };
}
