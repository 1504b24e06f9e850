import { count, desc, eq, inArray, sql } from "drizzle-orm";
import { NotFound } from "../../domain-errors";
import { contractDurationDays, contractStatus, type ContractStatus } from "@core/contract-status";
import type { Attachment } from "@core/schemas/attachments";
import type { Contract, ContractValues } from "@core/schemas/contracts";
import type { Database } from "../../db/client";
import { contractAttachments, contracts } from "../../db/schema";
import { userScope } from "../../db/user-scope";

export type ContractRow = typeof contracts.$inferSelect;
export type AttachmentRow = typeof contractAttachments.$inferSelect;

export function toContract(row: ContractRow, today: string, attachmentCount: number): Contract {
  const { userId: _userId, createdAt, ...rest } = row;
  return {
    ...rest,
    status: contractStatus(row, today),
    durationDays: contractDurationDays(row.startDate, row.endDate),
    attachmentCount,
    createdAt: createdAt.toISOString(),
  };
}

export function toAttachment(row: AttachmentRow): Attachment {
  return {
    id: row.id,
    contractId: row.contractId,
    label: row.label,
    notes: row.notes,
    mimeType: row.mimeType,
    sizeBytes: row.sizeBytes,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the nurse typed, matched case-insensitively and literally (no wildcards of hers). */
const containing = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * My contracts as stored, latest start first, each with its number of
 * attachments; `q` narrows them to those with it in their name, employer,
 * facility, department, unit, city, province/state or country.
 */
export async function listContractRows(db: Database, userId: string, q?: string): Promise<{ row: ContractRow; attachments: number }[]> {
  const text = q?.trim();
  const match = text
    ? sql`concat_ws(' ', ${contracts.contractName}, ${contracts.employer}, ${contracts.facility}, ${contracts.department}, ${contracts.unit}, ${contracts.city}, ${contracts.provinceState}, ${contracts.country}) ilike ${containing(text)}`
    : undefined;
  const rows = await db
    .select()
    .from(contracts)
    .where(userScope(db, userId).mine(contracts, match))
    .orderBy(sql`${contracts.startDate} desc nulls first`, desc(contracts.createdAt));
  const counts = await attachmentCounts(
    db,
    userId,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({ row, attachments: counts.get(row.id) ?? 0 }));
}

/** The list's answer on the nurse's day: statuses are of today, so they are made for each answer. */
export function toContractList(listed: { row: ContractRow; attachments: number }[], today: string, status?: ContractStatus | "all"): Contract[] {
  return listed
    .map(({ row, attachments }) => toContract(row, today, attachments))
    .filter((contract) => !status || status === "all" || contract.status === status);
}

export async function attachmentCounts(db: Database, userId: string, contractIds: string[]): Promise<Map<string, number>> {
  if (!contractIds.length) return new Map();
  const rows = await db
    .select({ contractId: contractAttachments.contractId, n: count() })
    .from(contractAttachments)
    .where(userScope(db, userId).mine(contractAttachments, inArray(contractAttachments.contractId, contractIds)))
    .groupBy(contractAttachments.contractId);
  return new Map(rows.map((r) => [r.contractId, r.n]));
}

export async function getContract(db: Database, userId: string, id: string): Promise<ContractRow> {
  return userScope(db, userId).get(contracts, id, "Contract");
}

export async function insertContract(db: Database, userId: string, values: ContractValues): Promise<ContractRow> {
  return userScope(db, userId).insert(contracts, values);
}

export async function updateContract(db: Database, userId: string, id: string, values: ContractValues): Promise<ContractRow> {
  return userScope(db, userId).update(contracts, id, values, "Contract");
}

/** Deletes my contract; its attachments' rows go with it (cascade); the caller removes their files. */
export async function deleteContract(db: Database, userId: string, id: string): Promise<void> {
  await userScope(db, userId).remove(contracts, id, "Contract");
}

/** How many attachments I have on this contract, and in all. */
export async function countAttachments(db: Database, userId: string, contractId: string): Promise<{ onContract: number; inAll: number }> {
  const [row] = await db
    .select({ onContract: sql<number>`count(*) filter (where ${contractAttachments.contractId} = ${contractId})`.mapWith(Number), inAll: count() })
    .from(contractAttachments)
    .where(userScope(db, userId).mine(contractAttachments));
  return { onContract: row?.onContract ?? 0, inAll: row?.inAll ?? 0 };
}

/** The attachments of my contract, newest first. */
export async function listAttachments(db: Database, userId: string, contractId: string): Promise<AttachmentRow[]> {
  await getContract(db, userId, contractId);
  return db
    .select()
    .from(contractAttachments)
    .where(userScope(db, userId).mine(contractAttachments, eq(contractAttachments.contractId, contractId)))
    .orderBy(desc(contractAttachments.createdAt), desc(contractAttachments.id));
}

export const getAttachment = (db: Database, userId: string, id: string): Promise<AttachmentRow> =>
  userScope(db, userId).get(contractAttachments, id, "Attachment");

export async function insertAttachment(
  db: Database,
  userId: string,
  values: { contractId: string; fileKey: string; label: string; notes: string; mimeType: AttachmentRow["mimeType"]; sizeBytes: number },
): Promise<AttachmentRow> {
  return userScope(db, userId).insert(contractAttachments, values);
}

export async function deleteAttachment(db: Database, userId: string, id: string): Promise<AttachmentRow> {
  const [row] = await db.delete(contractAttachments).where(userScope(db, userId).byId(contractAttachments, id)).returning();
  if (!row) throw new NotFound("Attachment");
  return row;
}

/** The attachment stored at this key (a signed link names only the key). */
export async function attachmentByKey(db: Database, fileKey: string): Promise<AttachmentRow | undefined> {
  const [row] = await db.select().from(contractAttachments).where(eq(contractAttachments.fileKey, fileKey)).limit(1);
  return row;
}
