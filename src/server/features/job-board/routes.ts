import { jobBoardQuery, jobBoardSchema } from "@core/schemas/job-board";
import type { Api } from "../../http/api";
import type { Services } from "../../services";
import { listPostings } from "./repository";

/** The Discover tab's postings (spec §7 job_board), loaded by an operator's import. */
export function registerJobBoardRoutes(api: Api, { db }: Services) {
  api.get(
    "/api/job-board",
    {
      summary: "Job postings, newest first; `q` searches title, facility and city",
      tag: "career",
      reach: "own",
      query: jobBoardQuery,
      responses: {
        200: { description: "The postings (empty until an operator imports some)", schema: jobBoardSchema },
        400: { description: "Invalid search" },
        401: { description: "Not signed in" },
      },
    },
    async (c, { query }) => c.json({ postings: await listPostings(db, query.q) }),
  );
}
