import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldMessages } from "./field-messages";

describe("fieldMessages", () => {
  const schema = z
    .object({
      name: z.string().min(1, "Name is required"),
      premiums: z.array(z.object({ name: z.string().min(1, "Premium name is required") })),
    })
    .refine((v) => v.name !== "x", "Not x");

  it("keys each field's first message by its dotted path, the whole body by ''", () => {
    const failed = schema.safeParse({ name: "", premiums: [{ name: "" }] });
    expect(failed.success).toBe(false);
    expect(fieldMessages(failed.error!.issues)).toEqual({ name: "Name is required", "premiums.0.name": "Premium name is required" });
    expect(fieldMessages(schema.safeParse({ name: "x", premiums: [] }).error!.issues)).toEqual({ "": "Not x" });
  });

  it("property: one message a field, the first one given for it", () => {
    const issue = fc.record({ path: fc.array(fc.oneof(fc.string({ maxLength: 4 }), fc.nat(3)), { maxLength: 3 }), message: fc.string() });
    fc.assert(
      fc.property(fc.array(issue, { maxLength: 12 }), (issues) => {
        const fields = fieldMessages(issues);
        for (const [key, message] of Object.entries(fields)) {
          expect(issues.find((i) => i.path.map(String).join(".") === key)?.message).toBe(message);
        }
        expect(Object.keys(fields).length).toBe(new Set(issues.map((i) => i.path.map(String).join("."))).size);
      }),
    );
  });
});
