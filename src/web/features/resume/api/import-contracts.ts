import { call, client } from "@web/lib/api/client";

/** The career center's contracts as experience entries. */
export const importContracts = () => call(client.POST("/api/resume/import-contracts"));
