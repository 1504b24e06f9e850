import { getTableColumns } from "drizzle-orm";
import { getTableConfig, type PgColumn, type PgTable } from "drizzle-orm/pg-core";
import { z } from "zod";
import { payEstimatorBody } from "@core/schemas/pay-estimator";
import { dashboardLayout, quickLinks, reminderSettings } from "@core/schemas/preferences";
import { resumeBody } from "@core/schemas/resume";
import { shiftFlagsSchema } from "@core/schemas/calendar";
import { SAMPLE_TASKS } from "@core/todos";
import { userTables, type UserTable } from "../../db/user-tables";

/**
 * How an account's rows travel in an export's data.json and come back in an
 * import: every table with a user_id is exported (db/user-tables.ts) and, unless
 * named below, imported, with each row checked against a schema made from the
 * table's own columns (types, required, enums) and, for JSON columns, the app's
 * own schema of what they hold. A table added later is carried without a list.
 */

/** Tables an import leaves out, and why (the README says so too). */
export const NOT_IMPORTED: Record<string, string> = {
  sessions: "sign-ins belong to the server they were made on",
  accounts: "how she signs in (password, Google) is the new account's own",
  calendar_feeds: "a calendar feed's secret link is never exported: make a new link",
};

/** What a JSON column holds, by table and column key: checked with the same schema its route checks. */
const JSON_COLUMNS: Record<string, Record<string, z.ZodType>> = {
  resumes: { content: resumeBody },
  pay_estimates: { inputs: payEstimatorBody },
  preferences: { quickLinks, dashboardLayout, reminders: reminderSettings },
  calendar_shifts: { flags: shiftFlagsSchema },
};

/** Rules between a row's columns, checked before anything is written (the database would refuse the row). */
const ROW_RULES: Record<string, { check: (row: Record<string, unknown>) => boolean; message: string }[]> = {
  calendar_shifts: [
    { check: (row) => (row.shiftTypeId == null) !== (row.timeOff == null), message: "a calendar day holds a shift or time off, exactly one" },
    {
      check: (row) => row.timeOff == null || ((!Array.isArray(row.flags) || row.flags.length === 0) && row.floatTo == null && row.rotationId == null),
      message: "a day of time off carries no flags or rotation",
    },
  ],
};

/** Any text value longer than this is no record of the app's (the longest it takes is a resume's summary or a note). */
const MAX_TEXT = 100_000;

/**
 * What a new account starts with that still counts as empty: the six sample
 * tasks. Tables keyed by user_id alone (profile, preferences, resume, pay
 * inputs) are a new account's settings, which an import replaces.
 */
export const SEEDED: Record<string, (rows: Record<string, unknown>[]) => boolean> = {
  todos: (rows) => rows.length <= SAMPLE_TASKS.length && rows.every((row) => SAMPLE_TASKS.some((sample) => sample.text === row.text)),
};

export interface ImportTable extends UserTable {
  /** The columns an import writes (not those the database makes itself). */
  columns: [string, PgColumn][];
  /** Keys the export carries that the database makes (a to-do's order, a note's search text): read, then dropped. */
  generated: string[];
  /** A to-do's insertion order: rows are written in it, so the new ones keep it. */
  orderKey?: string;
  /** One row per nurse (its key is user_id): the new account's row is replaced. */
  single: boolean;
  /** The JS key of its own uuid id column, when it has one. */
  idKey?: string;
  /** Columns naming a row of another of her tables (jobId → jobs), by JS key. */
  references: { key: string; table: string }[];
  /** Checks one row of data.json and gives the values to insert. */
  row: z.ZodType<Record<string, unknown>>;
}

const isGenerated = (column: PgColumn) => Boolean(column.generated) || Boolean((column as { generatedIdentity?: unknown }).generatedIdentity);

function valueSchema(table: string, key: string, column: PgColumn): z.ZodType {
  const json = JSON_COLUMNS[table]?.[key];
  let schema: z.ZodType;
  switch (column.columnType) {
    case "PgUUID":
      schema = z.uuid();
      break;
    case "PgText":
      schema = column.enumValues?.length ? z.enum(column.enumValues as [string, ...string[]]) : z.string().max(MAX_TEXT);
      break;
    case "PgBoolean":
      schema = z.boolean();
      break;
    case "PgInteger":
    case "PgBigInt53":
      schema = z.number().int().safe();
      break;
    case "PgNumericNumber":
      schema = z.number().finite();
      break;
    case "PgDateString":
      schema = z.iso.date();
      break;
    case "PgTime":
      schema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, "must be a time of day as HH:MM");
      break;
    case "PgTimestamp":
      schema = z.iso.datetime({ offset: true }).transform((value) => new Date(value));
      break;
    case "PgJsonb":
      schema = json ?? z.json();
      break;
    default:
      throw new Error(`${table}.${key}: an import cannot check a ${column.columnType} column yet (account/archive-rows.ts)`);
  }
  if (!column.notNull) schema = schema.nullable();
  if (!column.notNull || column.hasDefault) schema = schema.optional();
  return schema;
}

function describe(table: UserTable, byTable: Map<PgTable, string>): ImportTable {
  const all = Object.entries(getTableColumns(table.table)) as [string, PgColumn][];
  const columns = all.filter(([, column]) => !isGenerated(column));
  const generated = all.filter(([, column]) => isGenerated(column)).map(([key]) => key);
  const config = getTableConfig(table.table);
  const references = config.foreignKeys.flatMap((fk) => {
    const { columns: from, foreignTable } = fk.reference();
    const target = byTable.get(foreignTable);
    if (!target) return [];
    return from.filter((column) => column.name !== "user_id").map((column) => ({ key: columns.find(([, c]) => c.name === column.name)![0], table: target }));
  });
  const idKey = columns.find(([, column]) => column.primary && column.columnType === "PgUUID")?.[0];
  const shape = Object.fromEntries([
    ...columns.map(([key, column]) => [key, valueSchema(table.name, key, column)] as const),
    ...generated.map((key) => [key, z.unknown().optional()] as const),
  ]);
  return {
    ...table,
    columns,
    generated,
    orderKey: all.find(([, column]) => (column as { generatedIdentity?: unknown }).generatedIdentity)?.[0],
    single: table.userId.primary,
    idKey,
    references,
    row: (ROW_RULES[table.name] ?? []).reduce<z.ZodType<Record<string, unknown>>>(
      (schema, rule) => schema.refine(rule.check, rule.message),
      z.strictObject(shape) as unknown as z.ZodType<Record<string, unknown>>,
    ),
  };
}

/** The tables an import brings back, each after the tables its rows point at. */
export const importTables: ImportTable[] = (() => {
  const carried = userTables.filter((t) => t.exported && !(t.name in NOT_IMPORTED));
  const byTable = new Map(carried.map((t) => [t.table, t.name] as const));
  const described = carried.map((t) => describe(t, byTable));
  const ordered: ImportTable[] = [];
  const placed = new Set<string>();
  while (ordered.length < described.length) {
    const next = described.find((t) => !placed.has(t.name) && t.references.every((r) => r.table === t.name || placed.has(r.table)));
    if (!next) throw new Error("the user tables' foreign keys go round in a circle: an import cannot order them");
    ordered.push(next);
    placed.add(next.name);
  }
  return ordered;
})();
