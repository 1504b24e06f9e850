import { idParams } from "@core/schemas/common";
import {
  createShiftTypeBody,
  deletedShiftTypeSchema,
  shiftTypeListSchema,
  shiftTypeOrderBody,
  shiftTypeSchema,
  updateShiftTypeBody,
} from "@core/schemas/shift-types";
import type { Api } from "../../http/api";
import { inputErrorAnswers, notFoundAnswer, signedOutAnswer } from "../../http/error-answers";
import { createShiftType, deleteShiftType, getShiftType, listShiftTypes, reorderShiftTypes, updateShiftType } from "./repository";
import type { Services } from "../../services";

const tag = "shift library";
const missing = notFoundAnswer("No such shift type of yours (or a job id that is not yours)");

/** The shift library (docs/product/calendar.md, Shift library): /shifts, /presets and the Create a Shift dialog edit these. */
export function registerShiftTypeRoutes(api: Api, { db }: Services) {
  api.get(
    "/api/shift-types",
    {
      summary: "My shift types: my library in my order, then one-off dated shifts by date",
      tag,
      reach: "own",
      responses: { 200: { description: "The library", schema: shiftTypeListSchema }, ...signedOutAnswer },
    },
    async (c, { user }) => c.json({ shiftTypes: await listShiftTypes(db, user.id) }, 200),
  );

  api.post(
    "/api/shift-types",
    {
      summary: "Create a shift type",
      tag,
      reach: "own",
      body: createShiftTypeBody,
      example: {
        name: "Day shift",
        nickname: "Day",
        icon: "☀️",
        color: "#3b82f6",
        location: "VGH",
        unit: "4 West",
        startTime: "07:00",
        endTime: "19:00",
        paidHours: 11.5,
        premiums: [{ name: "Weekend", amountPerHour: 2.5, appliesFrom: "00:00", appliesTo: "23:59" }],
      },
      responses: { 201: { description: "Created", schema: shiftTypeSchema }, ...inputErrorAnswers, ...missing },
    },
    async (c, { user, body }) => c.json(await createShiftType(db, user.id, body), 201),
  );

  api.put(
    "/api/shift-types/order",
    {
      summary: "Put my shift library in this order (shifts not listed keep their place)",
      tag,
      reach: "own",
      body: shiftTypeOrderBody,
      example: { ids: ["7d9f3a1e-2b4c-4d5e-8f60-718293a4b5c6", "0b6f2c1a-9d8e-4f7a-b6c5-d4e3f2a1b0c9"] },
      responses: { 200: { description: "The library in its new order", schema: shiftTypeListSchema }, ...inputErrorAnswers, ...missing },
    },
    async (c, { user, body }) => c.json({ shiftTypes: await reorderShiftTypes(db, user.id, body.ids) }, 200),
  );

  api.get(
    "/api/shift-types/:id",
    {
      summary: "One shift type",
      tag,
      reach: "own",
      params: idParams,
      responses: { 200: { description: "The shift type", schema: shiftTypeSchema }, ...inputErrorAnswers, ...missing },
    },
    async (c, { user, params }) => c.json(await getShiftType(db, user.id, params.id), 200),
  );

  api.patch(
    "/api/shift-types/:id",
    {
      summary: "Change a shift type (premiums, when given, replace the list)",
      tag,
      reach: "own",
      params: idParams,
      body: updateShiftTypeBody,
      example: { location: "ICU", paidHours: 12 },
      responses: { 200: { description: "Changed", schema: shiftTypeSchema }, ...inputErrorAnswers, ...missing },
    },
    async (c, { user, params, body }) => c.json(await updateShiftType(db, user.id, params.id, body), 200),
  );

  api.delete(
    "/api/shift-types/:id",
    {
      summary: "Delete a shift type and remove it from every calendar day it is on",
      tag,
      reach: "own",
      params: idParams,
      responses: {
        200: { description: "Deleted; how many calendar days it was removed from", schema: deletedShiftTypeSchema },
        ...inputErrorAnswers,
        ...missing,
      },
    },
    async (c, { user, params }) => c.json(await deleteShiftType(db, user.id, params.id), 200),
  );
}
