/** npm run restore FILE: bring a backup back into DATA_DIR (the server must be stopped). */
import { restoreDataDir } from "../src/server/db/backup";
import { readConfig } from "../src/server/config";

const file = process.argv[2];
if (!file) {
  console.error("Usage: npm run restore -- FILE");
  process.exit(1);
}
const config = readConfig();
try {
  const { movedAside } = await restoreDataDir(file, config.dataDir);
  console.log(`Restored ${file} into ${config.dataDir}.${movedAside ? ` What was there is in ${movedAside}.` : ""}`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
