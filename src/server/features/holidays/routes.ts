import { holidaysQuery, holidaysResponse } from "@core/schemas/holidays";
import { cachedProfileFacts } from "../../db/user-time-zone";
import type { Api } from "../../http/api";
import { signedOutAnswer } from "../../http/error-answers";
import { badRequest } from "../../http/errors";
import type { Services } from "../../services";
import { areaOf, areasOf, guessArea, holidaysIn } from "../../holidays/holiday-areas";

/** Public holidays by her country and province or state (holiday premiums in the pay estimator count them). */
export function registerHolidayRoutes(api: Api, { db, userData }: Services) {
  api.get(
    "/api/holidays",
    {
      summary: "The public holidays of a range of days in my area (from my profile's country and time zone) or the area asked for",
      tag: "tools",
      reach: "own",
      query: holidaysQuery,
      responses: {
        200: { description: "The area, the areas of its country to choose from, and the holidays by date", schema: holidaysResponse },
        400: { description: "Invalid range or an unknown area" },
        ...signedOutAnswer,
      },
    },
    async (c, { user, query }) => {
      let code = query.area;
      if (code === undefined) {
        const facts = await cachedProfileFacts(db, userData, user.id);
        code = (await guessArea(facts.countryCode, facts.timeZone)) ?? undefined;
      }
      const area = code === undefined ? undefined : await areaOf(code);
      if (query.area !== undefined && !area) {
        const message = "That holiday area is not one we know: choose a country or province from the list";
        throw badRequest(message, { area: message });
      }
      if (!area) return c.json({ area: null, areas: [], holidays: [] }, 200);
      return c.json({ area, areas: await areasOf(area.code.slice(0, 2)), holidays: await holidaysIn(area.code, query.from, query.to) }, 200);
    },
  );
}
