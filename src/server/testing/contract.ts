import type { z } from "zod";
import { documentedResponses, type OpenApiRegistry } from "../http/openapi-document";
import { routePattern } from "../http/allowed-methods";
import type { Operation } from "../http/route-spec";

/**
 * The API document as a contract the tests hold the server to (decision 041):
 * every answer a test receives from a documented operation must have a status
 * that operation lists, and a body valid against that status's schema, with no
 * field the schema does not name (its JSON Schema says additionalProperties:
 * false, as zod's own output has it). The test client (test-app.ts) checks every
 * answer with it; contract.test.ts sends generated requests to every operation.
 */

/** The operation a request reaches: the first registered that matches, as the router picks (/api/colleagues/shifts before /api/colleagues/:id). */
export function operationOf(registry: OpenApiRegistry, method: string, pathname: string): Operation | undefined {
  const m = method.toLowerCase() === "head" ? "get" : method.toLowerCase();
  return registry.operations.find((op) => op.method === m && routePattern(op.path).test(pathname));
}

/** Keys of `raw` (a JSON value) that parsing with the schema dropped: fields the document does not name. */
function extraFields(raw: unknown, parsed: unknown, at = ""): string[] {
  if (Array.isArray(raw) && Array.isArray(parsed)) return raw.flatMap((item, i) => extraFields(item, parsed[i], `${at}[${i}]`));
  if (!raw || typeof raw !== "object" || !parsed || typeof parsed !== "object") return [];
  const kept = parsed as Record<string, unknown>;
  return Object.entries(raw as Record<string, unknown>).flatMap(([key, value]) =>
    key in kept ? extraFields(value, kept[key], at ? `${at}.${key}` : key) : [at ? `${at}.${key}` : key],
  );
}

/** What is wrong with an answer, by the document; undefined when it is as documented (or the route is not documented). */
export async function contractProblem(registry: OpenApiRegistry, method: string, url: string, res: Response): Promise<string | undefined> {
  const pathname = new URL(url, "http://test").pathname;
  const operation = operationOf(registry, method, pathname);
  if (!operation) return undefined;
  const where = `${method.toUpperCase()} ${operation.path} answered ${res.status}`;
  const responses = documentedResponses(operation);
  const documented = responses[res.status];
  if (!documented) return `${where}, which its document does not list (it lists ${Object.keys(responses).join(", ")})`;
  const type = res.headers.get("content-type") ?? "";
  const json = /^application\/json\b/i.test(type);
  if (method.toUpperCase() === "HEAD" || res.headers.has("content-encoding") || res.status === 204 || res.status === 304) return undefined;
  if (documented.contentType) return undefined;
  if (!documented.schema) {
    if (!json) return undefined;
    const text = await res.clone().text();
    return text ? `${where} with a JSON body its document does not describe: ${text.slice(0, 200)}` : undefined;
  }
  if (!json) return `${where} with ${type || "no content type"}, where its document says application/json`;
  const text = await res.clone().text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `${where} with a body that is not JSON: ${text.slice(0, 200)}`;
  }
  const checked = (documented.schema as z.ZodType).safeParse(body);
  if (!checked.success) {
    return `${where} with a body its schema refuses: ${JSON.stringify(checked.error.issues.slice(0, 3))} in ${text.slice(0, 300)}`;
  }
  const extra = extraFields(body, checked.data);
  return extra.length ? `${where} with fields its schema does not name: ${extra.slice(0, 5).join(", ")}` : undefined;
}
