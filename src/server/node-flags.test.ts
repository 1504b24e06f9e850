import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { SERVER_NODE_FLAGS } from "./node-flags";
import { projectPath } from "./paths";

describe("the server's Node flags", () => {
  it("npm start and npm run serve run the server with the same flags as the bench and the browser tests", () => {
    const { scripts } = JSON.parse(fs.readFileSync(projectPath("package.json"), "utf8")) as { scripts: Record<string, string> };
    const command = `node ${SERVER_NODE_FLAGS.join(" ")} dist/server/main.js`;
    expect(scripts.serve).toBe(command);
    expect(scripts.start?.endsWith(`&& ${command}`)).toBe(true);
  });
});
