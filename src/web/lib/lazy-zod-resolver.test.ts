import { describe, expect, it } from "vitest";
import { z } from "zod";
import { lazyZodResolver } from "./lazy-zod-resolver";

const options = { fields: {}, shouldUseNativeValidation: false } as never;

describe("lazyZodResolver", () => {
  it("tries the schema's code again after a failed load (the form was submitted offline), then checks with it", async () => {
    let loads = 0;
    const { resolver } = lazyZodResolver<{ name: string }, { name: string }>(async () => {
      loads += 1;
      if (loads === 1) throw new TypeError("Failed to fetch dynamically imported module");
      return z.object({ name: z.string().min(1, "Name is required") });
    });
    await expect(resolver({ name: "" }, undefined, options)).rejects.toThrow("Failed to fetch");
    const checked = await resolver({ name: "" }, undefined, options);
    expect(checked.errors).toMatchObject({ name: { message: "Name is required" } });
    await resolver({ name: "Ana" }, undefined, options);
    expect(loads).toBe(2);
  });
});
