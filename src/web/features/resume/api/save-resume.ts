import type { ResumeContent } from "@core/schemas/resume";
import { call, client } from "@web/lib/api/client";

/** Saves the whole resume; `keepalive` lets a save started as the page closes finish. */
export const saveResume = (body: ResumeContent, keepalive = false) => call(client.PUT("/api/resume", { body, keepalive }));
