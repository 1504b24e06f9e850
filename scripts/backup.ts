/** npm run backup [-- FILE]: snapshot of the embedded database and files (the server must be stopped). */
import path from "node:path";
import { backupDataDir } from "../src/server/db/backup";
import { readConfig } from "../src/server/config";

const config = readConfig();
if (config.databaseUrl) {
  console.error("DATABASE_URL is set: back up PostgreSQL with pg_dump, and DATA_DIR/files with your file backups.");
  process.exit(1);
}
const out = process.argv[2] ?? path.join("backups", `nursevitals-${new Date().toISOString().replace(/[:.]/g, "-")}.tar.gz`);
try {
  const { bytes } = await backupDataDir(config.dataDir, out);
  console.log(`Backed up ${config.dataDir} to ${out} (${(bytes / 1024).toFixed(0)} KB).`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
