import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { swipeDirection } from "./swipe";

describe("month swipe", () => {
  it("more than 50 px and mainly horizontal", () => {
    expect(swipeDirection(-120, 10)).toBe(1);
    expect(swipeDirection(120, -30)).toBe(-1);
    expect(swipeDirection(-50, 0)).toBe(0);
    expect(swipeDirection(-51, 0)).toBe(1);
    expect(swipeDirection(-80, 90)).toBe(0); // mostly a scroll
    expect(swipeDirection(0, 300)).toBe(0);
  });

  it("property: mirrored swipes go the other way; short or steep ones do nothing", () => {
    fc.assert(
      fc.property(fc.integer({ min: -2000, max: 2000 }), fc.integer({ min: -2000, max: 2000 }), (dx, dy) => {
        const d = swipeDirection(dx, dy);
        expect(swipeDirection(-dx, dy)).toBe(d === 0 ? 0 : -d);
        if (Math.abs(dx) <= 50 || Math.abs(dy) >= Math.abs(dx)) expect(d).toBe(0);
      }),
    );
  });
});
