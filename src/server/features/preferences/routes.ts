import { preferencesResponse, preferencesUpdateBody } from "@core/schemas/preferences";
import type { Api } from "../../http/api";
import { ensurePreferences, preferencesView, updatePreferences } from "./repository";
import type { Services } from "../../services";

/** Region, accent colour and the dashboard's settings, per user, so they follow her across devices. */
export function registerPreferencesRoutes(api: Api, services: Services) {
  const { db, userData } = services;

  api.get(
    "/api/preferences",
    {
      summary: "My preferences (created with the defaults on first read)",
      tag: "preferences",
      reach: "own",
      responses: { 200: { description: "The preferences", schema: preferencesResponse } },
    },
    // From the answer cache: preferences notify on every write.
    async (c, { user }) => c.json(preferencesView(await userData.getOrLoad(user.id, "preferences", () => ensurePreferences(db, user.id))), 200),
  );

  api.patch(
    "/api/preferences",
    {
      summary: "Change any of my preferences: region, accent colour, quick links, countdown date, reminders, dashboard layout",
      tag: "preferences",
      reach: "own",
      body: preferencesUpdateBody,
      example: { region: "CA", accentColor: "#0d9488" },
      responses: {
        200: { description: "The saved preferences", schema: preferencesResponse },
        400: { description: "Invalid input (message says which field)" },
      },
    },
    async (c, { body, user }) => {
      const { countdownDate, ...rest } = body;
      const row = await updatePreferences(db, user.id, {
        ...rest,
        ...(countdownDate !== undefined ? { countdownAt: countdownDate === null ? null : new Date(countdownDate) } : {}),
      });
      return c.json(preferencesView(row), 200);
    },
  );
}
