/**
 * npm test [-- LAYER…]: the test layers, fastest first, each timed; stops at the first stage that fails and ends with
 * a table of every layer's time (what CI spends where). Named layers run alone.
 *
 * Layers of one stage run at the same time, their output held and printed as each ends: the static checks (tsc,
 * ESLint, Prettier) each use one core, so on CI's two cores they take the time of the longest instead of the sum.
 */
import { spawn } from "node:child_process";

interface Layer {
  name: string;
  command: string;
  /** Layers with the same stage run together (the next stage starts when all of them have ended). */
  stage: string;
  /** Runs only when this is true (the external PostgreSQL halves need TEST_DATABASE_URL). */
  when?: () => boolean;
}

const onPostgres = () => Boolean(process.env.TEST_DATABASE_URL);
const LAYERS: Layer[] = [
  { name: "typecheck", command: "npm run typecheck", stage: "static" },
  { name: "lint", command: "npm run lint", stage: "static" },
  { name: "format", command: "npm run format:check", stage: "static" },
  { name: "unit", command: "vitest run --project core --project lint-rules", stage: "unit" },
  { name: "components", command: "vitest run --project components", stage: "components" },
  { name: "api", command: "vitest run --project api", stage: "api" },
  { name: "api-postgres", command: "vitest run --project api-postgres", stage: "api-postgres", when: onPostgres },
  { name: "system", command: "vitest run --project system", stage: "system" },
  { name: "system-postgres", command: "vitest run --project system-postgres", stage: "system-postgres", when: onPostgres },
  { name: "build", command: "npm run build", stage: "build" },
  { name: "e2e", command: "playwright test", stage: "e2e" },
];

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !LAYERS.some((layer) => layer.name === name));
if (unknown.length > 0) {
  console.error(`No test layer named ${unknown.join(", ")}. The layers: ${LAYERS.map((layer) => layer.name).join(", ")}.`);
  process.exit(2);
}
const layers = LAYERS.filter((layer) => (asked.length > 0 ? asked.includes(layer.name) : (layer.when?.() ?? true)));

/** Runs a command through npm's own PATH (node_modules/.bin), as an npm script's command runs; `held` keeps its output until it ends. */
const run = (command: string, held: boolean) =>
  new Promise<{ code: number; output: string }>((resolve) => {
    const child = spawn(command, { shell: true, stdio: held ? ["ignore", "pipe", "pipe"] : "inherit", env: { ...process.env, FORCE_COLOR: "1" } });
    const chunks: Buffer[] = [];
    child.stdout?.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.on("exit", (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString() }));
  });

const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;
const times: { name: string; ms: number; ok: boolean }[] = [];
const started = Date.now();
let failed = false;
const stages = [...new Set(layers.map((layer) => layer.stage))];
for (const stage of stages) {
  const together = layers.filter((layer) => layer.stage === stage);
  const held = together.length > 1;
  if (held) console.log(`\n── ${together.map((layer) => layer.name).join(", ")}: at the same time, each one's output when it ends`);
  const results = await Promise.all(
    together.map(async (layer) => {
      if (!held) console.log(`\n── ${layer.name}: ${layer.command}`);
      const from = Date.now();
      const { code, output } = await run(layer.command, held);
      const ms = Date.now() - from;
      if (held) process.stdout.write(`\n── ${layer.name}: ${layer.command}\n${output}`);
      console.log(`── ${layer.name} ${code === 0 ? "passed" : "FAILED"} in ${seconds(ms)}`);
      times.push({ name: layer.name, ms, ok: code === 0 });
      return code === 0;
    }),
  );
  if (results.includes(false)) {
    failed = true;
    break;
  }
}

console.log("\nTest layers:");
for (const { name, ms, ok } of times) console.log(`  ${name.padEnd(16)} ${seconds(ms).padStart(7)}${ok ? "" : "  FAILED"}`);
console.log(`  ${"total".padEnd(16)} ${seconds(Date.now() - started).padStart(7)}`);
process.exit(failed ? 1 : 0);
