import type { Operation } from "./route-spec";

const patterns = new Map<string, RegExp>();
/** A route path (`/api/notes/:id`) as a pattern of concrete paths. */
export function routePattern(route: string): RegExp {
  let pattern = patterns.get(route);
  if (!pattern) {
    pattern = new RegExp(`^${route.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:[A-Za-z0-9_]+/g, "[^/]+")}$`);
    patterns.set(route, pattern);
  }
  return pattern;
}

/**
 * The methods a path is served with: its documented operations' and, outside
 * /api, GET and HEAD (the web app's pages and assets). Another method on such a
 * path answers 405 with them in Allow (TRACE included), not 404.
 */
export function allowedMethods(operations: readonly Operation[], path: string): string[] {
  const methods = new Set(operations.filter((op) => routePattern(op.path).test(path)).map((op) => op.method.toUpperCase()));
  if (path !== "/api" && !path.startsWith("/api/")) methods.add("GET");
  if (methods.has("GET")) methods.add("HEAD");
  return [...methods];
}
