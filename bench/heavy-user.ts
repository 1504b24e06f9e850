import { eq } from "drizzle-orm";
import { addDays, todayIn } from "@core/calendar-dates";
import { createApp } from "../src/server/app";
import { readConfig } from "../src/server/config";
import { openConfiguredDatabase, type DatabaseHandle } from "../src/server/db/client";
import { userTables } from "../src/server/db/user-tables";
import { createServices } from "../src/server/services";
import type { Row } from "./budgets";

export interface HeavyUser {
  userId: string;
  cookie: string;
  email: string;
  /** Today in the nurse's zone (the month the bench reads). */
  today: string;
  /** What she has, counted in the database after seeding, against the ten-year nurse's plan. */
  dataRows: Row[];
}

interface SeedContext {
  database: DatabaseHandle;
  /** A JSON POST through the app itself, as the nurse. */
  post: (route: string, body: unknown) => Promise<Response>;
  userId: string;
  /** The first of her ten years (they end a month from today, so the current month is full). */
  firstDay: string;
}

type Seeder = (context: SeedContext, rows: number) => Promise<void>;

const TEN_YEARS_DAYS = 3650;

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

const seedShiftTypes: Seeder = async ({ post }, rows) => {
  for (const type of SHIFT_TYPES.slice(0, rows)) await post("/api/shift-types", { ...type, location: "4 West" });
};

/** One applied shift a day, cycling through her shift types. */
const seedShifts: Seeder = async ({ database, userId, firstDay }, rows) => {
  await database.query(
    `insert into calendar_shifts (user_id, date, shift_type_id)
     select $1, $2::date + g, t.ids[1 + g % cardinality(t.ids)]
     from generate_series(0, $3::int - 1) g,
          (select array_agg(id order by name) as ids from shift_types where user_id = $1) t`,
    [userId, firstDay, rows],
  );
};

/** Notes scattered over the ten years (several on some days, none on others), each mentioning a bed. */
const seedNotes: Seeder = async ({ database, userId, firstDay }, rows) => {
  await database.query(
    `insert into calendar_notes (user_id, date, note)
     select $1, $2::date + (g * 7919 % $4::int), 'Shift note ' || g || E'\\n\\nHandover: bed ' || (g % 30) || ', fluids and meds reviewed.'
     from generate_series(1, $3::int) g`,
    [userId, firstDay, rows, TEN_YEARS_DAYS],
  );
};

/** Ten years of renewals: a BLS, ACLS and licence line, renewed every couple of years (50). */
const seedCertifications: Seeder = async ({ database, userId, firstDay }, rows) => {
  await database.query(
    `insert into certifications (user_id, name, category, completion_date, expiry_date)
     select $1, (array['BLS', 'ACLS', 'PALS', 'Nursing licence', 'TNCC'])[1 + g % 5], 'Life support',
       $2::date + g * 73, $2::date + g * 73 + 730
     from generate_series(0, $3::int - 1) g`,
    [userId, firstDay, rows],
  );
};

/** A travel nurse's ten years: a 13-week contract after another (30). */
const seedContracts: Seeder = async ({ database, userId, firstDay }, rows) => {
  await database.query(
    `insert into contracts (user_id, contract_name, facility, city, start_date, end_date, base_wage)
     select $1, 'Contract ' || g, 'Hospital ' || g % 7, 'City ' || g % 5, $2::date + g * 120, $2::date + g * 120 + 90, 45 + g % 10
     from generate_series(0, $3::int - 1) g`,
    [userId, firstDay, rows],
  );
};

/** A long to-do list, a third of it ticked off (the dashboard reads it whole). */
const seedTodos: Seeder = async ({ database, userId }, rows) => {
  await database.query(
    `insert into todos (user_id, text, completed)
     select $1, 'Task ' || g || ': restock, chart, follow up', g % 3 = 0
     from generate_series(1, $2::int) g`,
    [userId, rows],
  );
};

/** Her work contacts over ten years (the contacts screen lists them all). */
const seedContacts: Seeder = async ({ database, userId }, rows) => {
  await database.query(
    `insert into contacts (user_id, name, role, unit, phone, email, notes)
     select $1, 'Contact ' || g, 'Charge Nurse', 'ICU ' || (g % 7), '604-555-' || lpad((g % 10000)::text, 4, '0'), 'contact' || g || '@example.org', 'Nights.'
     from generate_series(1, $2::int) g`,
    [userId, rows],
  );
};

type TablePlan =
  /** Rows the ten-year nurse has here, made by `seed` (none yet: the bench owes a seeder, and the report says missed). */
  | { what: string; rows: number; seed?: Seeder; why?: string }
  /** A table she does not have in bulk, and why. */
  | { notSeeded: string };

/**
 * The ten-year nurse (docs/product/README.md, Speed and size), as a map from user table (every table with a
 * user_id, src/server/db/user-tables.ts) to what she has in it. Wanted data
 * whose table does not exist yet stands under the name its feature will give
 * it and is reported as "no table yet"; once the table lands without a seeder
 * here, or a user table appears that this map does not name, the report marks
 * it missed: the figures would no longer be those of a ten-year nurse.
 */
const SEED_PLAN: Record<string, TablePlan> = {
  shift_types: { what: "shift types", rows: SHIFT_TYPES.length, seed: seedShiftTypes, why: "what her shifts are" },
  calendar_shifts: { what: "shifts", rows: TEN_YEARS_DAYS, seed: seedShifts },
  calendar_notes: { what: "notes", rows: 5000, seed: seedNotes },
  certifications: { what: "certifications", rows: 50, seed: seedCertifications },
  contracts: { what: "contracts", rows: 30, seed: seedContracts },
  todos: { what: "to-dos", rows: 200, seed: seedTodos, why: "the dashboard's To-Do List reads them all" },
  contacts: { what: "work contacts", rows: 150, seed: seedContacts, why: "the contacts screen lists them all" },
  resumes: { notSeeded: "one document per nurse; the resume PDF measure writes a full one before it measures" },
  certification_reminders: { notSeeded: "one row per reminder sent; no measured request reads them" },
  contract_attachments: { notSeeded: "files; the attachment upload is measured on its own (Uploads)" },
  accounts: { notSeeded: "made by sign-up" },
  sessions: { notSeeded: "made by sign-up" },
  profiles: { notSeeded: "made on first read" },
  preferences: { notSeeded: "made on first read" },
  calendar_feeds: { notSeeded: "one subscription token at most" },
  jobs: { notSeeded: "not part of the ten-year nurse; no measured request reads them" },
  shift_type_premiums: { notSeeded: "not part of the ten-year nurse; the month does not read them" },
  pay_estimates: { notSeeded: "one row per nurse at most (the pay estimator's last inputs); no measured request reads it" },
  colleague_blocks: { notSeeded: "a few blocked addresses at most; no measured request reads them" },
  rotations: { notSeeded: "a few per nurse; the month reads her shifts, not them; the rotation measures make and undo their own" },
  calendar_changes: { notSeeded: "her last 50 calendar changes, kept for undo; the rotation measures make and undo their own" },
  idempotency_keys: { notSeeded: "answers kept a day for a retried write; read only when a write is retried, which no measure does" },
  notification_settings: { notSeeded: "one row per nurse at most; no measured request reads it" },
  push_subscriptions: { notSeeded: "one per phone or browser she allows; no measured request reads them" },
  push_deliveries: { notSeeded: "one claim per push sent, pruned after 60 days; no measured request reads them" },
  push_timers: { notSeeded: "a running timer or two at most; no measured request reads them" },
  saved_postings: { notSeeded: "job postings she saved, a few; no measured request reads them" },
};

/** The nurse's network — connected colleagues, each with ten years of shifts. */
export const HEAVY_COLLEAGUES = 30;

/**
 * Her colleagues as accounts of their own (made with SQL: they never sign in
 * here), each with the shift types and ten years of applied shifts she has,
 * connected to her by accepted invitations.
 */
async function seedColleagueNetwork({ database, userId, firstDay }: SeedContext, count: number): Promise<number> {
  await database.query(
    `with made as (
       insert into users (id, name, email, email_verified)
       select 'bench-colleague-' || g || '-' || $1, 'Colleague ' || g, 'colleague-' || g || '-' || lower($1) || '@example.com', true
       from generate_series(1, $2::int) g
       returning id, email
     ), linked as (
       insert into colleague_links (inviter_id, invitee_email, invitee_id, status, inviter_label, inviter_color, invitee_label, invitee_color, responded_at)
       select $1, email, id, 'accepted', 'Colleague', '#2563eb', 'Ten Years', '#2563eb', now() from made
     )
     insert into shift_types (user_id, name, nickname, color, location, start_time, end_time, paid_hours)
     select m.id, t.name, t.nickname, t.color, '4 West', t.start_time, t.end_time, t.paid_hours
     from made m cross join (select name, nickname, color, start_time, end_time, paid_hours from shift_types where user_id = $1) t`,
    [userId, count],
  );
  await database.query(
    `insert into calendar_shifts (user_id, date, shift_type_id)
     select c.id, $2::date + g, c.ids[1 + (g + c.n) % cardinality(c.ids)]
     from (select u.id, row_number() over (order by u.id) as n, array_agg(st.id order by st.name) as ids
           from users u join shift_types st on st.user_id = u.id
           where u.id like 'bench-colleague-%-' || $1
           group by u.id) c,
          generate_series(0, $3::int - 1) g`,
    [userId, firstDay, TEN_YEARS_DAYS],
  );
  const [row] = await database.query<{ n: number }>(
    `select count(*)::int as n from calendar_shifts where user_id in (select invitee_id from colleague_links where inviter_id = $1 and status = 'accepted')`,
    [userId],
  );
  return row?.n ?? 0;
}

/**
 * A nurse with ten years of data (docs/product/README.md, Speed and size), created in the data dir
 * (or database) before the server starts: the account and her shift types
 * through the app itself, the bulk rows with SQL, then every user table counted.
 */
export async function seedHeavyUser(env: { dataDir: string; databaseUrl?: string; authSecret?: string; label: string }): Promise<HeavyUser> {
  const database: DatabaseHandle = await openConfiguredDatabase({ dataDir: env.dataDir, databaseUrl: env.databaseUrl }, () => undefined);
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
    const request = async (route: string, body: unknown, cookie = "") => {
      const res = await app.request(route, {
        method: "POST",
        headers: { "content-type": "application/json", origin: config.baseUrl, cookie },
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`seeding: POST ${route} answered ${res.status}: ${await res.text()}`);
      return res;
    };
    const signUp = await request("/api/auth/sign-up/email", {
      firstName: "Ten",
      lastName: "Years",
      email,
      password: "ten-years-of-shifts",
      timezone: "America/Vancouver",
    });
    const { user } = (await signUp.json()) as { user: { id: string } };
    const cookie =
      signUp.headers
        .getSetCookie()
        .find((c) => c.startsWith("nv.session_token="))
        ?.split(";")[0] ?? "";
    const today = todayIn("America/Vancouver");
    const context: SeedContext = {
      database,
      post: (route, body) => request(route, body, cookie),
      userId: user.id,
      firstDay: addDays(today, 30 - (TEN_YEARS_DAYS - 1)),
    };

    const tableNames = new Set(userTables.map((t) => t.name));
    for (const [table, plan] of Object.entries(SEED_PLAN)) {
      if ("seed" in plan && plan.seed && tableNames.has(table)) await plan.seed(context, plan.rows);
    }
    const colleagueShifts = await seedColleagueNetwork(context, HEAVY_COLLEAGUES);
    const counted = new Map<string, number>();
    for (const t of userTables) counted.set(t.name, await database.db.$count(t.table, eq(t.userId, user.id)));
    const network: Row = {
      section: `Data (${env.label})`,
      measure: `connected colleagues' shifts (${HEAVY_COLLEAGUES} colleagues, ten years each)`,
      value: colleagueShifts,
      unit: "rows",
      budget: `${HEAVY_COLLEAGUES * TEN_YEARS_DAYS} (ten years each)`,
      met: colleagueShifts >= HEAVY_COLLEAGUES * TEN_YEARS_DAYS,
    };
    return { userId: user.id, cookie, email, today, dataRows: [...dataRows(counted, `Data (${env.label})`), network] };
  } finally {
    await database.close();
  }
}

/** The seed plan against the database: each wanted kind of row counted, and every user table the plan has no word for. */
function dataRows(counted: Map<string, number>, section: string): Row[] {
  const rows: Row[] = [];
  for (const [table, plan] of Object.entries(SEED_PLAN)) {
    if ("notSeeded" in plan) continue;
    const budget = `${plan.rows}${plan.why ? ` (${plan.why})` : " (the ten-year nurse)"}`;
    const count = counted.get(table);
    const what = plan.what === table ? table : `${plan.what} (${table})`;
    if (count === undefined) {
      rows.push({ section, measure: what, value: "no table yet", unit: "", budget });
    } else if (!plan.seed) {
      rows.push({
        section,
        measure: `${what} — the table exists but bench/heavy-user.ts has no seeder for it`,
        value: count,
        unit: "rows",
        budget,
        met: false,
      });
    } else {
      rows.push({ section, measure: what, value: count, unit: "rows", budget, met: count >= plan.rows });
    }
  }
  for (const table of counted.keys()) {
    if (!(table in SEED_PLAN)) {
      rows.push({
        section,
        measure: `${table} — a user table bench/heavy-user.ts does not know: seed it or say why not`,
        value: counted.get(table) ?? 0,
        unit: "rows",
        budget: "in the seed plan",
        met: false,
      });
    }
  }
  rows.push({ section, measure: "every user table, counted after seeding", value: [...counted].map(([t, n]) => `${t} ${n}`).join(", "), unit: "" });
  for (const row of rows) if (row.met === false) console.error(`bench: the ten-year nurse is incomplete: ${row.measure}`);
  return rows;
}
