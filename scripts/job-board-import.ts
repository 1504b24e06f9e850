import { readConfig } from "../src/server/config";
import { openConfiguredDatabase } from "../src/server/db/client";
import { lockDataDir } from "../src/server/db/data-dir-lock";
import { readJobBoardFile } from "../src/server/features/job-board/import-file";
import { importPostings } from "../src/server/features/job-board/repository";

/**
 * `npm run job-board:import -- FILE`: loads job postings (CSV with a header row,
 * or a JSON array) into the job board; see README "Job board". Every row is
 * checked first: one bad row and nothing is loaded. Importing again updates
 * postings by their ref instead of adding them twice.
 */
const file = process.argv[2];
if (!file) {
  console.error("Usage: npm run job-board:import -- FILE   (a .csv or .json file of postings)");
  process.exit(2);
}
const parsed = await readJobBoardFile(file);
if (!parsed.ok) {
  console.error(`Nothing was loaded from ${file}:`);
  for (const error of parsed.errors) console.error(`  ${error}`);
  process.exit(1);
}
const config = readConfig();
// The embedded database belongs to one process at a time: with it, stop the server first.
const release = config.databaseUrl ? () => undefined : lockDataDir(config.dataDir);
const database = await openConfiguredDatabase(config, () => undefined);
try {
  const { added, updated } = await importPostings(database.db, parsed.rows);
  console.log(`Job board: ${added} added, ${updated} updated from ${file}.`);
} finally {
  await database.close();
  release();
}
