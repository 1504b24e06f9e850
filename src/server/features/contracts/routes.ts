import { z } from "zod";
import { todayIn } from "@core/calendar-dates";
import { idParams } from "@core/schemas/common";
import { contractListQuery, contractListSchema, contractSchema, createContractBody, updateContractBody } from "@core/schemas/contracts";
import { cachedProfileFacts } from "../../db/user-time-zone";
import { cachedAnswer } from "../../cache/user-data-cache";
import type { Api } from "../../http/api";
import { inputErrorAnswers, notFoundAnswer } from "../../http/error-answers";
import { jsonTextAnswer } from "../../http/compression";
import { invalidInput } from "../../http/errors";
import type { Services } from "../../services";
import { contractFolder } from "./attachment-store";
import {
  attachmentCounts,
  deleteContract,
  getContract,
  insertContract,
  listContractRows,
  toContract,
  toContractList,
  updateContract,
  type ContractRow,
} from "./repository";

export const tag = "career";
const missing = notFoundAnswer("No such contract of yours");

const example = {
  contractName: "ICU travel — Kamloops",
  employer: "Aya Healthcare",
  facility: "Royal Inland Hospital",
  department: "Critical Care",
  unit: "ICU",
  city: "Kamloops",
  provinceState: "BC",
  country: "Canada",
  startDate: "2026-01-05",
  endDate: "2026-04-04",
  baseWage: 68.5,
  housingOption: "stipend",
  housingNotes: "Furnished suite near the hospital",
  travelToStipend: 500,
  travelToDriving: true,
  travelToFlying: false,
  travelFromStipend: 500,
  travelFromDriving: true,
  travelFromFlying: false,
};

/** Travel contracts (docs/product/career.md, Contracts: status, normalisation). */
export function registerContractRoutes(api: Api, { db, files, userData }: Services) {
  const nurseToday = async (userId: string) => todayIn((await cachedProfileFacts(db, userData, userId)).timeZone);
  const view = async (userId: string, row: ContractRow) => {
    const counts = await attachmentCounts(db, userId, [row.id]);
    return toContract(row, await nurseToday(userId), counts.get(row.id) ?? 0);
  };

  api.get(
    "/api/contracts",
    {
      summary:
        "My contracts, latest start first, with status today in my time zone; `q` searches name, employer, facility, department, unit, city, province/state and country; `status` keeps one",
      tag,
      reach: "own",
      query: contractListQuery,
      responses: { 200: { description: "The contracts", schema: contractListSchema }, ...inputErrorAnswers },
    },
    async (c, { user, query }) => {
      const today = await nurseToday(user.id);
      // A search reads the database; the whole list comes from the answer cache (contracts and their
      // attachments notify on every write), serialised once per day and status.
      if (query.q?.trim()) return c.json({ contracts: toContractList(await listContractRows(db, user.id, query.q), today, query.status) }, 200);
      const listed = () => listContractRows(db, user.id);
      const answer = await cachedAnswer(userData, user.id, "contracts", listed, `${today}|${query.status ?? "all"}`, (rows) => ({
        contracts: toContractList(rows, today, query.status),
      }));
      return jsonTextAnswer(c, answer);
    },
  );

  api.post(
    "/api/contracts",
    {
      summary: "Add a contract (empty text and amounts are saved as null, dates cut to yyyy-MM-dd, an unknown housing option as null)",
      tag,
      reach: "own",
      body: createContractBody,
      example,
      responses: { 201: { description: "Added", schema: contractSchema }, ...inputErrorAnswers },
    },
    async (c, { user, body }) => c.json(await view(user.id, await insertContract(db, user.id, body)), 201),
  );

  api.get(
    "/api/contracts/:id",
    {
      summary: "One contract",
      tag,
      reach: "own",
      params: idParams,
      responses: { 200: { description: "The contract", schema: contractSchema }, ...inputErrorAnswers, ...missing },
    },
    async (c, { user, params }) => c.json(await view(user.id, await getContract(db, user.id, params.id)), 200),
  );

  api.patch(
    "/api/contracts/:id",
    {
      summary: "Change a contract (the result is checked as a whole: a name, the end not before the start)",
      tag,
      reach: "own",
      params: idParams,
      body: updateContractBody,
      example: { baseWage: 70 },
      responses: { 200: { description: "Changed", schema: contractSchema }, ...inputErrorAnswers, ...missing },
    },
    async (c, { user, params, body }) => {
      const { id: _id, userId: _u, createdAt: _c, ...current } = await getContract(db, user.id, params.id);
      const merged = createContractBody.safeParse({ ...current, ...body });
      if (!merged.success) throw invalidInput(merged.error);
      return c.json(await view(user.id, await updateContract(db, user.id, params.id, merged.data)), 200);
    },
  );

  api.delete(
    "/api/contracts/:id",
    {
      summary: "Delete a contract with its attachments and their files",
      tag,
      reach: "own",
      params: idParams,
      responses: { 200: { description: "Deleted", schema: z.object({ id: z.string() }) }, ...inputErrorAnswers, ...missing },
    },
    async (c, { user, params }) => {
      await deleteContract(db, user.id, params.id);
      await files.deletePrefix(contractFolder(user.id, params.id));
      return c.json({ id: params.id }, 200);
    },
  );
}
