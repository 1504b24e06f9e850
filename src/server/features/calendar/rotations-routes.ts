import { idParams } from "@core/schemas/common";
import {
  rotationBody,
  rotationChangeSchema,
  rotationPatchBody,
  rotationPreviewSchema,
  rotationSchema,
  rotationStopQuery,
  rotationStopSchema,
} from "@core/schemas/rotations";
import { z } from "zod";
import type { Api } from "../../http/api";
import { inputErrorAnswers, signedOutAnswer } from "../../http/error-answers";
import type { Services } from "../../services";
import { createRotation, editRotation, listRotations, previewRotation, stopRotation } from "./rotations-repository";

const tag = "rotations";
const example = {
  name: "4 on 4 off",
  startDate: "2026-12-01",
  endDate: "2027-02-28",
  cycle: ["0b4f8a0e-2d8c-4c1e-9a57-3f1d2b6c7e90", "0b4f8a0e-2d8c-4c1e-9a57-3f1d2b6c7e90", null, null],
  keepHandSet: true,
};

/** Rotations (decision 044): each apply, edit and stop is one undoable calendar change (POST /api/calendar/undo). */
export function registerRotationRoutes(api: Api, { db }: Services) {
  api.get(
    "/api/rotations",
    {
      summary: "My rotations",
      tag,
      reach: "own",
      responses: { 200: { description: "Rotations, latest start first", schema: z.array(rotationSchema) }, ...signedOutAnswer },
    },
    async (c, { user }) => c.json(await listRotations(db, user.id), 200),
  );

  api.post(
    "/api/rotations/preview",
    {
      summary: "What a new rotation would do (months it fills, shifts it replaces, hand-set days it keeps), without saving anything",
      tag,
      reach: "own",
      body: rotationBody,
      example,
      responses: {
        200: { description: "The preview", schema: rotationPreviewSchema },
        ...inputErrorAnswers,
        404: { description: "A shift type of the cycle is not one of mine" },
      },
    },
    async (c, { user, body }) => c.json(await previewRotation(db, user.id, body), 200),
  );

  api.post(
    "/api/rotations",
    {
      summary: "Make a rotation and apply it from its start to its end (at most 2 years); answers the days it changed",
      tag,
      reach: "own",
      body: rotationBody,
      example,
      responses: {
        201: { description: "Made and applied; change.changeId undoes it", schema: rotationChangeSchema },
        ...inputErrorAnswers,
        404: { description: "A shift type of the cycle is not one of mine; nothing saved" },
      },
    },
    async (c, { user, body }) => c.json(await createRotation(db, user.id, body), 201),
  );

  api.patch(
    "/api/rotations/:id",
    {
      summary: "Rename a rotation, or change its cycle, end date or hand-set choice from a day onward (only days from `from` change)",
      tag,
      reach: "own",
      params: idParams,
      body: rotationPatchBody,
      example: { from: "2027-01-01", cycle: ["0b4f8a0e-2d8c-4c1e-9a57-3f1d2b6c7e90", null] },
      // Against the rotation as it is saved: its start date is not in the body.
      refuses: {
        "The end date must be on or after the start date": "endDate is not before the rotation's start",
        "A rotation may run at most 2 years": "endDate is at most 2 years after the rotation's start",
      },
      responses: {
        200: { description: "Edited; change.changeId undoes it", schema: rotationChangeSchema },
        ...inputErrorAnswers,
        404: { description: "No such rotation of mine, or a shift type of the cycle is not mine" },
      },
    },
    async (c, { user, params, body }) => c.json(await editRotation(db, user.id, params.id, body), 200),
  );

  api.delete(
    "/api/rotations/:id",
    {
      summary: "Stop a rotation from a day (its start if not given): the days it made from then on are cleared, days she changed herself kept",
      tag,
      reach: "own",
      params: idParams,
      query: rotationStopQuery,
      responses: {
        200: { description: "Stopped (rotation null: removed); change.changeId undoes it", schema: rotationStopSchema },
        ...inputErrorAnswers,
        404: { description: "No such rotation of mine" },
      },
    },
    async (c, { user, params, query }) => c.json(await stopRotation(db, user.id, params.id, query.from), 200),
  );
}
