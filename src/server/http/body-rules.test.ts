import { describe, expect, it } from "vitest";
import { json, useTestApp } from "../testing/test-app";

/**
 * Rules across a body's fields, which JSON Schema cannot say (decision 041, amended 2026-11-27): each is listed on
 * the body's schema (`x-rules`, its message and the rule) and in the operation's 400, and the server refuses a body
 * that breaks it with that message. Requests go through the typed API (testing/api-client.ts): the bodies and
 * answers are the web client's generated types of the document.
 */
const t = useTestApp();

interface DocumentedOperation {
  requestBody?: { content: { "application/json": { schema: { "x-rules"?: Record<string, string>; description?: string } } } };
  responses: Record<string, { description: string }>;
}

async function operation(path: string, method: string): Promise<DocumentedOperation> {
  const doc = await json<{ paths: Record<string, Record<string, DocumentedOperation>> }>(await t.request("/api/openapi.json"));
  const op = doc.paths[path]?.[method];
  if (!op) throw new Error(`${method} ${path} is not documented`);
  return op;
}

async function expectListed(path: string, method: string, message: string) {
  const op = await operation(path, method);
  const schema = op.requestBody?.content["application/json"].schema;
  expect(Object.keys(schema?.["x-rules"] ?? {})).toContain(message);
  expect(schema?.description).toContain(schema?.["x-rules"]?.[message]);
  expect(op.responses["400"]?.description).toContain(`("${message}")`);
}

describe("rules across fields", () => {
  it("a job needs a facility unless it is on several sites, and ends on or after its start", async () => {
    const nurse = await t.signUp();
    await expectListed("/api/jobs", "post", "Facility is required");
    await expectListed("/api/jobs", "post", "End date must be on or after the start date");
    await expectListed("/api/jobs/{id}", "patch", "Facility is required");

    const api = t.api(nurse);
    const noFacility = await api.POST("/api/jobs", { body: { facility: null, designation: "Registered Nurse", startDate: "2026-03-14" } });
    expect(noFacility.response.status).toBe(400);
    expect(noFacility.error?.error.fields).toEqual({ facility: "Facility is required" });

    const backwards = await api.POST("/api/jobs", {
      body: { facility: "Vancouver General", designation: "Registered Nurse", startDate: "2026-03-14", endDate: "2026-03-13" },
    });
    expect(backwards.error?.error.fields).toEqual({ endDate: "End date must be on or after the start date" });

    const severalSites = await api.POST("/api/jobs", { body: { facility: null, multipleSites: true, designation: "Float Nurse", startDate: "2026-03-14" } });
    expect(severalSites.response.status).toBe(201);
    expect(severalSites.data).toMatchObject({ facility: null, multipleSites: true, designation: "Float Nurse" });
  });

  it("a certification's expiry is not before its completion, in a new one and in a change", async () => {
    const nurse = await t.signUp();
    const message = "Expiry date cannot be before the completion date";
    for (const [path, method] of [
      ["/api/certifications", "post"],
      ["/api/certifications/{id}", "put"],
      ["/api/certifications/{id}", "patch"],
    ] as const) {
      await expectListed(path, method, message);
    }
    const refused = await t.api(nurse).POST("/api/certifications", { body: { name: "BLS", completionDate: "2026-03-14", expiryDate: "2026-03-01" } });
    expect(refused.response.status).toBe(400);
    expect(refused.error?.error.fields).toEqual({ expiryDate: message });
  });

  it("a rotation ends on or after its start, at most two years later", async () => {
    await expectListed("/api/rotations", "post", "The end date must be on or after the start date");
    await expectListed("/api/rotations", "post", "A rotation may run at most 2 years");
  });

  it("a birthday is not after her today: said in the profile's 400", async () => {
    const nurse = await t.signUp();
    await expectListed("/api/profile", "patch", "Birthday can't be in the future.");
    const refused = await t.api(nurse).PATCH("/api/profile", { body: { dob: "2999-01-01" } });
    expect(refused.response.status).toBe(400);
    expect(refused.error?.error.message).toBe("Birthday can't be in the future.");
  });
});
