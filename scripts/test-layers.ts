/**
 * npm test [-- LAYER…]: the test layers one after the other, fastest first, each timed; stops at the first that
 * fails and ends with a table of every layer's time (what CI spends where). Named layers run alone.
 */
import { spawn } from "node:child_process";

interface Layer {
  name: string;
  command: string;
  /** Runs only when this is true (the external PostgreSQL halves need TEST_DATABASE_URL). */
  when?: () => boolean;
}

const onPostgres = () => Boolean(process.env.TEST_DATABASE_URL);
const LAYERS: Layer[] = [
  { name: "typecheck", command: "npm run typecheck" },
  { name: "lint", command: "npm run lint" },
  { name: "format", command: "npm run format:check" },
  { name: "unit", command: "vitest run --project core --project lint-rules" },
  { name: "components", command: "vitest run --project components" },
  { name: "api", command: "vitest run --project api" },
  { name: "api-postgres", command: "vitest run --project api-postgres", when: onPostgres },
  { name: "system", command: "vitest run --project system" },
  { name: "system-postgres", command: "vitest run --project system-postgres", when: onPostgres },
  { name: "build", command: "npm run build" },
  { name: "e2e", command: "playwright test" },
];

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !LAYERS.some((layer) => layer.name === name));
if (unknown.length > 0) {
  console.error(`No test layer named ${unknown.join(", ")}. The layers: ${LAYERS.map((layer) => layer.name).join(", ")}.`);
  process.exit(2);
}
const layers = LAYERS.filter((layer) => (asked.length > 0 ? asked.includes(layer.name) : (layer.when?.() ?? true)));

const run = (command: string) =>
  new Promise<number>((resolve) => {
    // Through npm's own PATH (node_modules/.bin), as an npm script's command runs.
    const child = spawn(command, { shell: true, stdio: "inherit" });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;
const times: { name: string; ms: number; ok: boolean }[] = [];
const started = Date.now();
let failed = false;
for (const layer of layers) {
  console.log(`\n── ${layer.name}: ${layer.command}`);
  const from = Date.now();
  const code = await run(layer.command);
  const ms = Date.now() - from;
  times.push({ name: layer.name, ms, ok: code === 0 });
  console.log(`── ${layer.name} ${code === 0 ? "passed" : "FAILED"} in ${seconds(ms)}`);
  if (code !== 0) {
    failed = true;
    break;
  }
}

console.log("\nTest layers:");
for (const { name, ms, ok } of times) console.log(`  ${name.padEnd(16)} ${seconds(ms).padStart(7)}${ok ? "" : "  FAILED"}`);
console.log(`  ${"total".padEnd(16)} ${seconds(Date.now() - started).padStart(7)}`);
process.exit(failed ? 1 : 0);
