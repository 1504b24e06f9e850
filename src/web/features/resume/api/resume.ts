import { queryOptions } from "@tanstack/react-query";
import type { ResumeContent } from "@core/schemas/resume";
import { call, client } from "@web/lib/api-client";
import { certificationKeys } from "@web/lib/query-keys";

/** Every call of the Resume Builder, in one place. */
export const resumeKeys = { all: ["resume"] as const };
export const RESUME_PDF_URL = "/api/resume.pdf";

export const resumeQuery = queryOptions({
  queryKey: resumeKeys.all,
  queryFn: ({ signal }) => call(client.GET("/api/resume", { signal })),
});

/** Saves the whole resume; `keepalive` lets a save started as the page closes finish. */
export const saveResume = (body: ResumeContent, keepalive = false) => call(client.PUT("/api/resume", { body, keepalive }));

export const importJobs = () => call(client.POST("/api/resume/import-jobs"));

/** The PDF the server makes (Preview draws it; Export downloads it). */
export async function fetchResumePdf(): Promise<ArrayBuffer> {
  return call(client.GET("/api/resume.pdf", { parseAs: "arrayBuffer" })) as Promise<ArrayBuffer>;
}

/** My certifications, to choose from. */
export const resumeCertificationsQuery = queryOptions({
  queryKey: certificationKeys.all,
  queryFn: ({ signal }) => call(client.GET("/api/certifications", { signal })),
});
