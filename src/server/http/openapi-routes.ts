import type { Hono } from "hono";
import type { OpenApiRegistry } from "./openapi-document";
import type { AppEnv } from "./route-spec";
import { escapeHtml } from "./escape-html";

type Document = ReturnType<OpenApiRegistry["document"]>;

/** A self-contained reference page (no CDN, no script): the CSP stays strict. */
function renderReference(doc: Document): string {
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, raw] of Object.entries(methods)) {
      const op = raw as {
        summary: string;
        tags: string[];
        security: unknown[];
        parameters?: { name: string; in: string; required: boolean }[];
        requestBody?: { content: Record<string, { schema?: unknown }> };
        responses: Record<string, { description: string }>;
      };
      const tag = op.tags[0] ?? "other";
      const params = (op.parameters ?? []).map((p) => `<li><code>${escapeHtml(p.name)}</code> (${p.in}${p.required ? ", required" : ""})</li>`).join("");
      const body = op.requestBody
        ? Object.entries(op.requestBody.content)
            .map(
              ([type, c]) => `<details><summary>Body: ${escapeHtml(type)}</summary><pre>${escapeHtml(JSON.stringify(c.schema ?? {}, null, 2))}</pre></details>`,
            )
            .join("")
        : "";
      const responses = Object.entries(op.responses)
        .map(([status, r]) => `<li><code>${status}</code> ${escapeHtml(r.description)}</li>`)
        .join("");
      const item = `<section class="op"><h3><span class="m m-${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code>${op.security.length ? ' <span class="lock">sign-in required</span>' : ""}</h3>
<p>${escapeHtml(op.summary)}</p>${params ? `<p>Parameters:</p><ul>${params}</ul>` : ""}${body}<p>Responses:</p><ul>${responses}</ul></section>`;
      byTag.set(tag, [...(byTag.get(tag) ?? []), item]);
    }
  }
  const sections = [...byTag.entries()].map(([tag, items]) => `<h2 id="${escapeHtml(tag)}">${escapeHtml(tag)}</h2>${items.join("")}`).join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(doc.info.title)} — API reference</title><link rel="stylesheet" href="/api/docs.css"></head>
<body><main><h1>${escapeHtml(doc.info.title)} API <small>v${escapeHtml(doc.info.version)}</small></h1>
<p>${escapeHtml(doc.info.description)}</p><p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a></p>
<nav>${[...byTag.keys()].map((t) => `<a href="#${escapeHtml(t)}">${escapeHtml(t)}</a>`).join(" · ")}</nav>${sections}</main></body></html>`;
}

const css = `body{font-family:system-ui,sans-serif;margin:0;background:#f8fafc;color:#0f172a}main{max-width:920px;margin:0 auto;padding:24px}
h2{margin-top:32px;border-bottom:1px solid #cbd5e1;text-transform:capitalize}.op{background:#fff;border:1px solid #e2e8f0;border-radius:8px;padding:12px 16px;margin:12px 0}
h3{font-size:16px;margin:0 0 6px}.m{display:inline-block;min-width:56px;text-align:center;border-radius:4px;color:#fff;font-size:12px;padding:2px 6px}
.m-get{background:#2563eb}.m-post{background:#16a34a}.m-put,.m-patch{background:#b45309}.m-delete{background:#dc2626}
.lock{font-size:12px;color:#475569;font-weight:normal}pre{background:#0f172a;color:#e2e8f0;padding:12px;border-radius:6px;overflow:auto;font-size:12px}`;

export function registerOpenApiRoutes(app: Hono<AppEnv>, registry: OpenApiRegistry) {
  const info = {
    title: "NurseVitals",
    version: "1.0.0",
    description:
      "The JSON API behind NurseVitals. Errors are { error: { code, message, fields? } }. Signed-in routes use the session cookie set by /api/auth/sign-in/email.",
  };
  let cached: { doc: Document; html: string } | undefined;
  const build = () => {
    if (!cached) {
      const doc = registry.document(info);
      cached = { doc, html: renderReference(doc) };
    }
    return cached;
  };
  app.get("/api/openapi.json", (c) => c.json(build().doc, 200));
  app.get("/api/docs", (c) => c.html(build().html));
  app.get("/api/docs.css", (c) => c.body(css, 200, { "Content-Type": "text/css; charset=utf-8" }));
}
