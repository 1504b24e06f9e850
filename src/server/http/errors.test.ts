import { describe, expect, it } from "vitest";
import { conflictFromDatabase } from "./errors";

describe("conflictFromDatabase", () => {
  it("turns a foreign-key or unique violation, however wrapped, into a 409", () => {
    const fk = Object.assign(new Error("insert violates foreign key"), { code: "23503" });
    const wrapped = new Error("Failed query", { cause: fk });
    expect(conflictFromDatabase(wrapped)?.status).toBe(409);
    expect(conflictFromDatabase(Object.assign(new Error("dup"), { code: "23505" }))?.status).toBe(409);
  });

  it("leaves every other error alone (a 500 is still a bug to see)", () => {
    expect(conflictFromDatabase(new Error("boom"))).toBeUndefined();
    expect(conflictFromDatabase(Object.assign(new Error("syntax"), { code: "42601" }))).toBeUndefined();
    expect(conflictFromDatabase(Object.assign(new Error("node"), { code: "ECONNRESET" }))).toBeUndefined();
  });
});
