import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pickerSheetHeight } from "./picker-sheet-height";

describe("shift picker sheet height", () => {
  it("is 21% of the free viewport, at least 200 px, at most 30%; 75% when large", () => {
    expect(pickerSheetHeight(724, false)).toBe(200); // 390×844 phone: 21% would be 152
    expect(pickerSheetHeight(1200, false)).toBe(252);
    expect(pickerSheetHeight(500, false)).toBe(150); // a short window: 30% caps the 200
    expect(pickerSheetHeight(724, true)).toBe(543);
  });

  it("property: always between 21% and 30% of the free viewport or exactly 200 px", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4000 }), (free) => {
        const h = pickerSheetHeight(free, false);
        expect(h).toBeLessThanOrEqual(Math.round(free * 0.3));
        expect(h === 200 || h === Math.round(free * 0.3) || h === Math.round(free * 0.21)).toBe(true);
        expect(pickerSheetHeight(free, true)).toBeGreaterThanOrEqual(h);
      }),
    );
  });
});
