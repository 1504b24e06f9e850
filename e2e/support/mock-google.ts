/**
 * A local OpenID Connect server standing in for Google in the browser tests:
 * it approves at once and answers as the nurse below.
 */
import { OAuth2Server } from "oauth2-mock-server";
import { GOOGLE_NURSE } from "./mock-google-nurse";

const port = Number(process.argv[2] ?? 3218);
const server = new OAuth2Server();
await server.issuer.keys.generate("RS256");
server.service.on("beforeUserinfo", (response: { body: unknown }) => {
  response.body = GOOGLE_NURSE;
});
server.service.on("beforeTokenSigning", (token: { payload: Record<string, unknown> }) => {
  Object.assign(token.payload, GOOGLE_NURSE);
});
await server.start(port, "localhost");
console.log(`Mock Google at ${server.issuer.url ?? ""}`);
