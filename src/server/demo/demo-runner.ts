import { fork } from "node:child_process";
import { childProcessEntry } from "../child-process-entry";

export interface DemoRequest {
  mode: "create" | "refresh";
  databaseUrl: string;
}
export type DemoReply = { created: boolean } | { error: string };

/**
 * Runs demo-process.ts and waits for its answer: whether it made the demo
 * account ("create" on a database with no users yet) or kept its dates current
 * ("refresh"). Its memory goes back to the system when it exits.
 */
export async function runDemoProcess(mode: DemoRequest["mode"], databaseUrl: string): Promise<boolean> {
  const { file, execArgv } = childProcessEntry("demo-process", "src/server/demo/demo-process.ts");
  const child = fork(file, [], { execArgv, stdio: ["ignore", "inherit", "inherit", "ipc"] });
  // A server that stops meanwhile is not held open by it (it exits when the channel closes).
  child.unref();
  child.channel?.unref();
  return new Promise((resolve, reject) => {
    let reply: DemoReply | undefined;
    child.once("message", (message: DemoReply) => (reply = message));
    child.once("error", reject);
    child.once("exit", (code) => {
      if (reply && "created" in reply) resolve(reply.created);
      else reject(new Error(reply?.error ?? `the demo process exited (${code}) without an answer`));
    });
    child.send({ mode, databaseUrl } satisfies DemoRequest);
  });
}
