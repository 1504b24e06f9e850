import { describe, expect, it } from "vitest";
import { fillServerPlaceholders } from "./static";

describe("fillServerPlaceholders", () => {
  const page =
    '<!doctype html>\n<html lang="en">\n  <head><link rel="canonical" href="%BASE_URL%/login" /></head>\n  <body><button>Continue with Google</button></body>\n</html>';

  it("writes the public address into the page", () => {
    expect(fillServerPlaceholders(page, { baseUrl: "https://app.example", googleSignIn: true })).toContain('href="https://app.example/login"');
  });

  // "Continue with Google" once showed on a server without a Google client.
  it("marks the page when Google sign-in is not configured, so its button is hidden", () => {
    expect(fillServerPlaceholders(page, { baseUrl: "http://localhost:3000", googleSignIn: false })).toContain('<html data-google-sign-in="off" lang="en">');
    expect(fillServerPlaceholders(page, { baseUrl: "http://localhost:3000", googleSignIn: true })).not.toContain("data-google-sign-in");
  });
});
