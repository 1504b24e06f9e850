import { z } from "zod";
import { idParams } from "@core/schemas/common";
import { createJobBody, jobListSchema, jobSchema, updateJobBody } from "@core/schemas/jobs";
import { jobs } from "../../db/schema";
import { userScope } from "../../db/user-scope";
import type { Api } from "../../http/api";
import { inputErrorAnswers, notFoundAnswer, signedOutAnswer } from "../../http/error-answers";
import { invalidInput } from "../../http/errors";
import { listJobs, toJob } from "./repository";
import type { Services } from "../../services";

const tag = "career";
const missing = notFoundAnswer("No such job of yours");

/** The career center's jobs; shift types link to one (its wage prefills theirs). */
export function registerJobRoutes(api: Api, { db, userData }: Services) {
  api.get(
    "/api/jobs",
    { summary: "My jobs, newest first", tag, reach: "own", responses: { 200: { description: "The jobs", schema: jobListSchema }, ...signedOutAnswer } },
    // From the answer cache: jobs notify on every write.
    async (c, { user }) => c.json({ jobs: await userData.getOrLoad(user.id, "jobs", async () => (await listJobs(db, user.id)).map(toJob)) }, 200),
  );

  api.post(
    "/api/jobs",
    {
      summary: "Add a job",
      tag,
      reach: "own",
      body: createJobBody,
      example: {
        facility: "Vancouver General Hospital",
        employer: "Vancouver Coastal Health",
        designation: "RN",
        unit: "ICU",
        startDate: "2022-03-01",
        stillWorking: true,
        hourlyRate: 52.4,
        employmentTag: "staff",
        fte: "full_time",
      },
      responses: { 201: { description: "Added", schema: jobSchema }, ...inputErrorAnswers, ...missing },
    },
    async (c, { user, body }) => c.json(toJob(await userScope(db, user.id).insert(jobs, body)), 201),
  );

  api.get(
    "/api/jobs/:id",
    {
      summary: "One job",
      tag,
      reach: "own",
      params: idParams,
      responses: { 200: { description: "The job", schema: jobSchema }, ...inputErrorAnswers, ...missing },
    },
    async (c, { user, params }) => c.json(toJob(await userScope(db, user.id).get(jobs, params.id, "Job")), 200),
  );

  api.patch(
    "/api/jobs/:id",
    {
      summary: "Change a job (the result is checked as a whole: facility, unit, designation, start date)",
      tag,
      reach: "own",
      params: idParams,
      body: updateJobBody,
      example: { hourlyRate: 54.1 },
      responses: { 200: { description: "Changed", schema: jobSchema }, ...inputErrorAnswers, ...missing },
    },
    async (c, { user, params, body }) => {
      const scope = userScope(db, user.id);
      const { id: _id, userId: _u, createdAt: _c, ...current } = await scope.get(jobs, params.id, "Job");
      const merged = createJobBody.safeParse({ ...current, ...body });
      if (!merged.success) throw invalidInput(merged.error);
      return c.json(toJob(await scope.update(jobs, params.id, merged.data, "Job")), 200);
    },
  );

  api.delete(
    "/api/jobs/:id",
    {
      summary: "Delete a job (shift types that used it keep their own rate and lose the link)",
      tag,
      reach: "own",
      params: idParams,
      responses: { 200: { description: "Deleted", schema: z.object({ id: z.string() }) }, ...inputErrorAnswers, ...missing },
    },
    async (c, { user, params }) => {
      await userScope(db, user.id).remove(jobs, params.id, "Job");
      return c.json({ id: params.id }, 200);
    },
  );
}
