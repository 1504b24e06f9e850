import path from "node:path";
import { addDays, todayIn } from "@core/calendar-dates";
import { createApp } from "../src/server/app";
import { readConfig } from "../src/server/config";
import { openPglite, openPostgres, type DatabaseHandle } from "../src/server/db/client";
import { createServices } from "../src/server/services";

export interface HeavyUser {
  userId: string;
  cookie: string;
  email: string;
  /** Today in the nurse's zone (the month the bench reads). */
  today: string;
  counts: Record<string, number>;
}

const SHIFT_TYPES = [
  { name: "Day shift", nickname: "D", startTime: "07:00", endTime: "19:00", paidHours: 11.5, color: "#3b82f6" },
  { name: "Night shift", nickname: "N", startTime: "19:00", endTime: "07:00", paidHours: 11.5, color: "#7c3aed" },
  { name: "Evening", nickname: "E", startTime: "15:00", endTime: "23:00", paidHours: 7.5, color: "#f97316" },
  { name: "On call", nickname: "OC", startTime: "08:00", endTime: "20:00", paidHours: 4, color: "#64748b" },
  { name: "Education day", nickname: "EDU", startTime: "08:30", endTime: "16:30", paidHours: 7.5, color: "#16a34a" },
  { name: "Charge day", nickname: "CD", startTime: "07:00", endTime: "19:00", paidHours: 12, color: "#dc2626" },
  { name: "Short day", nickname: "SD", startTime: "07:00", endTime: "15:00", paidHours: 7.5, color: "#0d9488" },
  { name: "Overtime night", nickname: "OT", startTime: "19:00", endTime: "07:00", paidHours: 12, color: "#db2777" },
];

/**
 * A nurse with ten years of data (DESIGN §7): 3,650 days of shifts and 5,000
 * notes, created in the data dir (or database) before the server starts. The
 * account is made through the app itself, the bulk rows with SQL.
 */
export async function seedHeavyUser(env: { dataDir: string; databaseUrl?: string; authSecret?: string }): Promise<HeavyUser> {
  const database: DatabaseHandle = env.databaseUrl ? await openPostgres(env.databaseUrl) : await openPglite(path.join(env.dataDir, "db"));
  try {
    const config = readConfig({
      DATA_DIR: env.dataDir,
      LOG_LEVEL: "error",
      DEMO: "0",
      RATE_LIMIT_FACTOR: "1000",
      ...(env.databaseUrl ? { DATABASE_URL: env.databaseUrl } : {}),
      ...(env.authSecret ? { AUTH_SECRET: env.authSecret } : {}),
    });
    const services = await createServices(config, { database });
    const { app } = createApp(services);
    const email = `heavy-${Date.now()}@example.com`;
    const post = (route: string, body: unknown, cookie = "") =>
      app.request(route, { method: "POST", headers: { "content-type": "application/json", origin: config.baseUrl, cookie }, body: JSON.stringify(body) });
    const signUp = await post("/api/auth/sign-up/email", { firstName: "Ten", lastName: "Years", email, password: "ten-years-of-shifts", timezone: "America/Vancouver" });
    const { user } = (await signUp.json()) as { user: { id: string } };
    const cookie = signUp.headers.getSetCookie().find((c) => c.startsWith("nv.session_token="))?.split(";")[0] ?? "";
    const typeIds: string[] = [];
    for (const type of SHIFT_TYPES) {
      const res = await post("/api/shift-types", { ...type, location: "4 West" }, cookie);
      typeIds.push(((await res.json()) as { id: string }).id);
    }
    const today = todayIn("America/Vancouver");
    const first = addDays(today, -3649 + 30);
    await database.query(
      `insert into calendar_shifts (user_id, date, shift_type_id)
       select $1, d::date, ($2::uuid[])[1 + (row_number() over () % 8)]
       from generate_series($3::date, $3::date + 3649, interval '1 day') d`,
      [user.id, typeIds, first],
    );
    await database.query(
      `insert into calendar_notes (user_id, date, note)
       select $1, $2::date + (g * 7919 % 3650), 'Shift note ' || g || E'\\n\\nHandover: bed ' || (g % 30) || ', fluids and meds reviewed.'
       from generate_series(1, 5000) g`,
      [user.id, first],
    );
    const counts: Record<string, number> = {};
    for (const table of ["shift_types", "calendar_shifts", "calendar_notes"]) {
      const [row] = await database.query<{ n: number }>(`select count(*)::int as n from ${table} where user_id = $1`, [user.id]);
      counts[table] = row?.n ?? 0;
    }
    return { userId: user.id, cookie, email, today, counts };
  } finally {
    await database.close();
  }
}
