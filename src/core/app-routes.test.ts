import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BOTTOM_NAV_ROUTES, isPlainAppPath, isPublicRoute, matchRoute, safeRedirectPath, SIGNED_IN_ROUTES } from "./app-routes";

describe("matchRoute", () => {
  it("knows every route of the product's table", () => {
    for (const route of SIGNED_IN_ROUTES) expect(matchRoute(route.replace(":id", "abc-123"))).toBe(route);
    expect(matchRoute("/")).toBe("/");
    expect(matchRoute("/shifts/9f8e/edit")).toBe("/shifts/:id/edit");
    expect(matchRoute("/calendar/")).toBe("/calendar");
  });

  it("knows nothing else", () => {
    for (const path of ["/nope", "/shifts/1/2/edit", "/dashboard/extra", "/api", "/tools", "/shifts//edit"]) {
      expect(matchRoute(path), path).toBeUndefined();
    }
  });

  it("the bottom navigation routes are signed-in routes", () => {
    for (const path of BOTTOM_NAV_ROUTES) expect(SIGNED_IN_ROUTES).toContain(path);
  });

  it("public routes are exactly the product's five", () => {
    expect(["/", "/login", "/signup", "/reset-password", "/404"].every(isPublicRoute)).toBe(true);
    expect(isPublicRoute("/dashboard")).toBe(false);
  });
});

describe("safeRedirectPath", () => {
  it("keeps a path inside the app", () => {
    for (const good of ["/calendar?month=2026-11", "/dashboard", "/shifts/9f8e/edit", "/notes?q=caf%C3%A9#top", "/notes?q=café", "/account?emailChanged=1"]) {
      expect(safeRedirectPath(good)).toBe(good);
    }
  });

  it("never sends anyone to another site or back to a sign-in page", () => {
    for (const bad of [
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
      "",
      null,
      undefined,
      "/login",
      "/signup?x=1",
      "/login/",
      "/./login",
      "/reset-password?token=x",
    ]) {
      expect(safeRedirectPath(bad)).toBe("/dashboard");
    }
  });

  // `/login?next=/%09/…` once reached React Router as "/\t/…", which a URL parser reads as "//…".
  it("falls back for control characters, whitespace, backslashes and encoded slashes", () => {
    for (const bad of [
      "/\t/evil.example",
      "/\n/evil.example",
      "/\r/evil.example",
      "/\u0000x",
      "/\u007f",
      "/ /evil.example",
      "/\u00a0x",
      "/\u2028x",
      "/calendar\\..\\x",
      "/\\/evil.example",
      "/%2F/evil.example",
      "/%2f%2fevil.example",
      "/%5Cevil.example",
      "/%09/evil.example",
      "/%0a",
      "/%20",
      "/%",
      "/%zz",
      `/${"a".repeat(600)}`,
    ]) {
      expect(safeRedirectPath(bad), JSON.stringify(bad)).toBe("/dashboard");
    }
  });

  it("a fallback of the caller's choosing", () => {
    expect(safeRedirectPath("//evil.example", "/account")).toBe("/account");
    expect(safeRedirectPath("/%A1")).toBe("/dashboard"); // an escape that is not UTF-8 (found by the property below)
  });

  it("whatever it is given, answers a plain same-origin path", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string({ unit: "grapheme" }),
          fc.webPath(),
          fc.webUrl(),
          fc.string().map((s) => `/${s}`),
          fc.string().map((s) => `/${encodeURIComponent(s)}`),
        ),
        (input) => {
          const out = safeRedirectPath(input);
          expect(out === input || out === "/dashboard").toBe(true);
          expect(isPlainAppPath(out)).toBe(true);
          expect(out.startsWith("/")).toBe(true);
          expect(out.startsWith("//")).toBe(false);
          // eslint-disable-next-line no-control-regex -- no control character may come out
          expect(/[\s\\\u0000-\u001f\u007f]/.test(out)).toBe(false);
          // A URL parser, and one more round of decoding, still read it as a path of this origin.
          const url = new URL(out, "https://app.example");
          expect(url.origin).toBe("https://app.example");
          expect(new URL(decodeURIComponent(url.pathname), "https://app.example").origin).toBe("https://app.example");
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe("isPlainAppPath", () => {
  it("the server's callbackURL rule: a plain path of the app, auth pages included", () => {
    expect(isPlainAppPath("/login")).toBe(true);
    expect(isPlainAppPath("/account?emailChanged=1")).toBe(true);
    for (const bad of ["", "dashboard", "https://evil.example/", "//evil.example", "/\tx", "/%2Fx", "not a url"]) {
      expect(isPlainAppPath(bad), bad).toBe(false);
    }
  });
});
