import { call, client } from "@web/lib/api/client";

/** The career center's jobs as experience entries. */
export const importJobs = () => call(client.POST("/api/resume/import-jobs"));
