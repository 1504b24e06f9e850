import fs from "node:fs";
import path from "node:path";
import { is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { allTables } from "../db/user-tables";
import { areas } from ".";

/** A new area is one folder plus one line in features/index.ts (and db/schema/index.ts for its tables): these catch a forgotten line. */
describe("the areas", () => {
  const folders = fs
    .readdirSync(import.meta.dirname, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

  it("every folder under features/ is an area of the list, once, under its folder's name", () => {
    expect(areas.map((area) => area.name).sort()).toEqual(folders);
  });

  it("every table an area declares is in the database schema (so it is migrated, exported and deleted with the account)", async () => {
    for (const folder of folders) {
      const file = path.join(import.meta.dirname, folder, "table.ts");
      if (!fs.existsSync(file)) continue;
      const tables = Object.values((await import(file)) as Record<string, unknown>).filter((value) => is(value, PgTable));
      expect(tables.length, `${folder}/table.ts declares no table`).toBeGreaterThan(0);
      for (const table of tables) expect(allTables, `a table of ${folder}/table.ts is missing from db/schema/index.ts`).toContain(table);
    }
  });
});
