import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BOTTOM_NAV_ROUTES, isPublicRoute, matchRoute, safeRedirectPath, SIGNED_IN_ROUTES } from "./app-routes";

describe("matchRoute", () => {
  it("knows every route of the spec's table", () => {
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

  it("public routes are exactly the five of the spec", () => {
    expect(["/", "/login", "/signup", "/reset-password", "/404"].every(isPublicRoute)).toBe(true);
    expect(isPublicRoute("/dashboard")).toBe(false);
  });
});

describe("safeRedirectPath", () => {
  it("keeps a path inside the app", () => {
    expect(safeRedirectPath("/calendar?month=2026-11")).toBe("/calendar?month=2026-11");
  });

  it("never sends anyone to another site or back to a sign-in page", () => {
    for (const bad of ["https://evil.example", "//evil.example", "/\\evil.example", "javascript:alert(1)", "", null, undefined, "/login", "/signup?x=1"]) {
      expect(safeRedirectPath(bad)).toBe("/dashboard");
    }
  });

  it("whatever it is given, answers a same-origin path", () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const out = safeRedirectPath(input);
        expect(out.startsWith("/")).toBe(true);
        expect(out.startsWith("//")).toBe(false);
        expect(out.startsWith("/\\")).toBe(false);
        expect(new URL(out, "https://app.example").origin).toBe("https://app.example");
      }),
    );
  });
});
