import { idParams } from "@core/schemas/common";
import {
  createShiftTypeBody,
  deletedShiftTypeSchema,
  shiftTypeListSchema,
  shiftTypeSchema,
  updateShiftTypeBody,
} from "@core/schemas/shift-types";
import type { Api } from "../http/api";
import { createShiftType, deleteShiftType, getShiftType, listShiftTypes, updateShiftType } from "../repos/shift-types";
import type { Services } from "../services";

const tag = "shift library";
const errors = {
  400: { description: "Invalid input: `error.fields` has a message per field" },
  401: { description: "Not signed in" },
  404: { description: "No such shift type of yours (or a job id that is not yours)" },
};

/** The shift library (DESIGN §8): /shifts, /presets and the Create a Shift dialog edit these. */
export function registerShiftTypeRoutes(api: Api, { db }: Services) {
  api.get(
    "/api/shift-types",
    { summary: "My shift types, newest first", tag, responses: { 200: { description: "The library", schema: shiftTypeListSchema }, 401: errors[401] } },
    async (c, { user }) => c.json({ shiftTypes: await listShiftTypes(db, user.id) }),
  );

  api.post(
    "/api/shift-types",
    {
      summary: "Create a shift type",
      tag,
      body: createShiftTypeBody,
      example: { name: "Day shift", nickname: "Day", icon: "☀️", color: "#3b82f6", location: "4 West", startTime: "07:00", endTime: "19:00", paidHours: 11.5, premiums: [{ name: "Weekend", amountPerHour: 2.5, appliesFrom: "00:00", appliesTo: "23:59" }] },
      responses: { 201: { description: "Created", schema: shiftTypeSchema }, ...errors },
    },
    async (c, { user, body }) => c.json(await createShiftType(db, user.id, body), 201),
  );

  api.get(
    "/api/shift-types/:id",
    { summary: "One shift type", tag, params: idParams, responses: { 200: { description: "The shift type", schema: shiftTypeSchema }, ...errors } },
    async (c, { user, params }) => c.json(await getShiftType(db, user.id, params.id)),
  );

  api.patch(
    "/api/shift-types/:id",
    {
      summary: "Change a shift type (premiums, when given, replace the list)",
      tag,
      params: idParams,
      body: updateShiftTypeBody,
      example: { location: "ICU", paidHours: 12 },
      responses: { 200: { description: "Changed", schema: shiftTypeSchema }, ...errors },
    },
    async (c, { user, params, body }) => c.json(await updateShiftType(db, user.id, params.id, body)),
  );

  api.delete(
    "/api/shift-types/:id",
    {
      summary: "Delete a shift type and remove it from every calendar day it is on",
      tag,
      params: idParams,
      responses: { 200: { description: "Deleted; how many calendar days it was removed from", schema: deletedShiftTypeSchema }, ...errors },
    },
    async (c, { user, params }) => c.json(await deleteShiftType(db, user.id, params.id)),
  );
}

