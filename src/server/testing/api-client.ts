import createClient, { type Client } from "openapi-fetch";
// The web client's types of the document (generated from /api/openapi.json): type-only, no web code runs here.
import type { paths } from "@web/lib/api/schema";

type CheckedRequest = (urlPath: string, init: { method?: string; body?: unknown; cookie?: string; headers?: Record<string, string> }) => Promise<Response>;

/**
 * The API as the web app calls it, for API tests: paths, parameters, bodies and
 * answers typed by the document's generated types (src/web/lib/api/schema.ts),
 * each request made in-process through the test app's checked request (so its
 * answer is held to the document too), as `user` when given.
 *
 *   const { data, error, response } = await t.api(nurse).POST("/api/jobs", { body: { facility: "VGH", designation: "RN", startDate: "2026-03-14" } });
 *   // data: the documented 201 answer; error: the documented error body (errorOf reads the same).
 */
export function apiClient(request: CheckedRequest, user?: { cookie: string }): Client<paths> {
  return createClient<paths>({
    baseUrl: "http://localhost:3000",
    fetch: async (req: Request) => {
      const url = new URL(req.url);
      const body = req.body ? await req.text() : undefined;
      const headers = Object.fromEntries(req.headers);
      return request(url.pathname + url.search, { method: req.method, body, cookie: user?.cookie, headers });
    },
  });
}
