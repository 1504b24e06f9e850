import { jobBoardQuery, jobBoardSchema, postingIdParams, savedPostingSchema } from "@core/schemas/job-board";
import type { Api } from "../../http/api";
import { signedOutAnswer } from "../../http/error-answers";
import type { Services } from "../../services";
import { listPostings, savePosting, unsavePosting } from "./repository";

const tag = "career";

/** The Discover tab's postings, loaded by an operator's import, and the ones a nurse saved. */
export function registerJobBoardRoutes(api: Api, { db }: Services) {
  api.get(
    "/api/job-board",
    {
      summary: "Job postings, newest first, each with whether I saved it; `q` searches title, facility and city; `saved=true` keeps the ones I saved",
      tag,
      reach: "own",
      query: jobBoardQuery,
      responses: {
        200: { description: "The postings (empty until an operator imports some)", schema: jobBoardSchema },
        400: { description: "Invalid search" },
        ...signedOutAnswer,
      },
    },
    async (c, { user, query }) => c.json({ postings: await listPostings(db, user.id, { q: query.q, savedOnly: query.saved === "true" }) }, 200),
  );

  api.put(
    "/api/job-board/:id/saved",
    {
      summary: "Save a posting for later (saving it again changes nothing)",
      tag,
      reach: "own",
      params: postingIdParams,
      responses: {
        200: { description: "Saved", schema: savedPostingSchema },
        400: { description: "That id is not valid" },
        ...signedOutAnswer,
        404: { description: "No such posting" },
      },
    },
    async (c, { user, params }) => {
      await savePosting(db, user.id, params.id);
      return c.json({ id: params.id, saved: true }, 200);
    },
  );

  api.delete(
    "/api/job-board/:id/saved",
    {
      summary: "Take a posting off my saved ones",
      tag,
      reach: "own",
      params: postingIdParams,
      responses: {
        200: { description: "No longer saved", schema: savedPostingSchema },
        400: { description: "That id is not valid" },
        ...signedOutAnswer,
        404: { description: "Not one of my saved postings" },
      },
    },
    async (c, { user, params }) => {
      await unsavePosting(db, user.id, params.id);
      return c.json({ id: params.id, saved: false }, 200);
    },
  );
}
