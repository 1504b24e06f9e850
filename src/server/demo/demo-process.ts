import { readConfig } from "../config";
import { openPostgres } from "../db/client";
import { createServices } from "../services";
import { createDemoAccount, refreshDemoAccount } from "./demo-account";
import type { DemoReply, DemoRequest } from "./demo-runner";

/**
 * Makes (on a new database) or refreshes the demo nurse in a process of its
 * own, forked by the server (demo-runner.ts): her sample photos, cards and
 * documents are drawn with sharp, whose memory a process never gives back, and
 * the server's idle memory should not carry that for ever.
 */
process.once("message", (request: DemoRequest) => {
  void run(request).then(
    (reply) => process.send?.(reply, () => process.exit(0)),
    (error: unknown) =>
      process.send?.({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies DemoReply, () => process.exit(1)),
  );
});
// The server is gone: nothing to make the demo for.
process.on("disconnect", () => process.exit(0));

async function run({ mode, databaseUrl }: DemoRequest): Promise<DemoReply> {
  const config = readConfig();
  const database = await openPostgres(databaseUrl);
  try {
    const services = await createServices(config, { database });
    if (mode === "create") return { created: await createDemoAccount(services) };
    await refreshDemoAccount(services);
    return { created: false };
  } finally {
    await database.close();
  }
}
