import { sql } from "drizzle-orm";
import { bigint, boolean, check, date, foreignKey, index, numeric, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { users } from "../../db/schema/auth";

const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: "number" });

/** A travel contract (docs/product/career.md, Contracts); status and duration are computed, never stored. */
export const contracts = pgTable(
  "contracts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    contractName: text("contract_name"),
    employer: text("employer"),
    facility: text("facility"),
    department: text("department"),
    unit: text("unit"),
    city: text("city"),
    provinceState: text("province_state"),
    country: text("country"),
    startDate: date("start_date"),
    endDate: date("end_date"),
    baseWage: money("base_wage"),
    housingOption: text("housing_option", { enum: ["agency_provided", "facility_provided", "stipend", "none"] }),
    housingNotes: text("housing_notes"),
    travelToStipend: money("travel_to_stipend"),
    travelToDriving: boolean("travel_to_driving").notNull().default(false),
    travelToFlying: boolean("travel_to_flying").notNull().default(false),
    travelFromStipend: money("travel_from_stipend"),
    travelFromDriving: boolean("travel_from_driving").notNull().default(false),
    travelFromFlying: boolean("travel_from_flying").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("contracts_user_id_start_date_idx").on(t.userId, t.startDate),
    // An attachment names its contract and owner together (below): the pair must be unique.
    unique("contracts_id_user_id_key").on(t.id, t.userId),
    check("contracts_dates_in_order", sql`${t.endDate} is null or ${t.startDate} is null or ${t.endDate} >= ${t.startDate}`),
  ],
);

/** A document kept with a contract (docs/product/career.md, Attachments); the bytes are in the blob store at `fileKey`. */
export const contractAttachments = pgTable(
  "contract_attachments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    contractId: uuid("contract_id").notNull(),
    /** contracts/{userId}/{contractId}/{timestamp}_{safeName} */
    fileKey: text("file_key").notNull(),
    label: text("label").notNull(),
    notes: text("notes").notNull().default(""),
    mimeType: text("mime_type", { enum: ["application/pdf", "image/jpeg", "image/png", "image/heic"] }).notNull(),
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The contract must be the same nurse's: the database itself refuses anything else.
    foreignKey({ columns: [t.contractId, t.userId], foreignColumns: [contracts.id, contracts.userId] }).onDelete("cascade"),
    index("contract_attachments_contract_id_created_at_idx").on(t.contractId, t.createdAt),
    index("contract_attachments_user_id_idx").on(t.userId),
  ],
);
