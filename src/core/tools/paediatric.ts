import type { NumberRegion } from "./regional-numbers";
import { answer, attempt, checkWeight, echo, line, positive, readField, Refused, ROUNDING, show, weightWarning, type CalcResult } from "./calculation";
import type { AmountUnit } from "./dose";

/** Paediatric doses: a daily mg/kg order divided into doses, checked against her reference range; maintenance fluids. */
export const ORDER_KINDS = ["perKgPerDay", "perDose"] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];
export const isOrderKind = (k: unknown): k is OrderKind => ORDER_KINDS.includes(k as OrderKind);

export interface DailyDoseInput {
  weightKg: string;
  /** The order: per kg per day, or one dose. */
  order: string;
  orderKind: OrderKind;
  unit: AmountUnit;
  dosesPerDay: string;
  /** Her reference range, per kg per day. */
  low: string;
  high: string;
  /** Largest daily dose; empty for none. */
  maxPerDay: string;
}

/**
 * Daily dose by weight ÷ doses a day = each dose; the ordered daily dose against
 * the reference range for this weight (low × kg to high × kg a day) and the
 * daily maximum.
 */
export function dailyDose(input: DailyDoseInput, region: NumberRegion): CalcResult {
  return attempt(() => {
    const u = input.unit;
    const kg = readField(input.weightKg, "weightKg", positive("Weight", 1000), region);
    checkWeight(kg);
    const order = readField(input.order, "order", positive("Order", 1_000_000), region);
    const doses = readField(input.dosesPerDay, "dosesPerDay", positive("Doses a day", 24), region);
    if (!Number.isInteger(doses)) throw new Refused("dosesPerDay", "Doses a day must be a whole number, like 2 (every 12 h) or 4 (every 6 h).");
    const low = readField(input.low, "low", positive("Lowest dose of the range", 1_000_000), region);
    const high = readField(input.high, "high", positive("Highest dose of the range", 1_000_000), region);
    if (high < low) throw new Refused("high", "The highest dose of the range must be at least the lowest.");
    const max = input.maxPerDay.trim() === "" ? null : readField(input.maxPerDay, "maxPerDay", positive("Maximum a day", 10_000_000), region);

    const lines = [];
    let daily: number;
    if (input.orderKind === "perKgPerDay") {
      daily = order * kg;
      const each = daily / doses;
      lines.push(
        line("Daily dose", daily, `${u}/day`, `${echo(order, region)} ${u}/kg/day × ${echo(kg, region)} kg = ${show(daily, region)} ${u}/day`, region),
        line("Each dose", each, u, `${show(daily, region)} ${u}/day ÷ ${doses} doses = ${show(each, region)} ${u}`, region),
      );
    } else {
      daily = order * doses;
      lines.push(
        line("Daily dose", daily, `${u}/day`, `${echo(order, region)} ${u} × ${doses} doses = ${show(daily, region)} ${u}/day`, region),
        line(
          "Per kg per day",
          daily / kg,
          `${u}/kg/day`,
          `${show(daily, region)} ${u}/day ÷ ${echo(kg, region)} kg = ${show(daily / kg, region)} ${u}/kg/day`,
          region,
        ),
      );
    }
    const lowDay = low * kg;
    const highDay = high * kg;
    lines.push({
      label: "Reference range for this weight",
      step: true as const,
      value: highDay,
      shown: `${show(lowDay, region)}–${show(highDay, region)}`,
      unit: `${u}/day`,
      formula: `${echo(low, region)}–${echo(high, region)} ${u}/kg/day × ${echo(kg, region)} kg = ${show(lowDay, region)}–${show(highDay, region)} ${u}/day (${show(lowDay / doses, region)}–${show(highDay / doses, region)} ${u} a dose)`,
    });
    const warnings: (string | null)[] = [weightWarning(kg, region)];
    const notes: string[] = [];
    // Compared at full precision: the range is hers, so a dose exactly at its edge is within it.
    const tolerance = 1e-9 * highDay;
    if (max !== null && daily > max + tolerance)
      warnings.push(`Above the maximum: ${show(daily, region)} ${u}/day is more than ${echo(max, region)} ${u}/day. Check the order with the prescriber.`);
    if (daily > highDay + tolerance)
      warnings.push(
        `Above the reference range: ${show(daily, region)} ${u}/day is more than ${show(highDay, region)} ${u}/day. Check the order with the prescriber.`,
      );
    else if (daily < lowDay - tolerance)
      warnings.push(
        `Below the reference range: ${show(daily, region)} ${u}/day is less than ${show(lowDay, region)} ${u}/day. Check the order with the prescriber.`,
      );
    else if (max === null || daily <= max + tolerance)
      notes.push(`Within the reference range you entered (${show(lowDay, region)}–${show(highDay, region)} ${u}/day).`);
    return answer(lines, ROUNDING.significant, warnings, notes);
  });
}

/**
 * Maintenance fluids (Holliday–Segar): 4 mL/kg/h for the first 10 kg, 2 for the
 * next 10, 1 for each kg above 20; a day is 100, 50 and 20 mL/kg.
 */
export function maintenanceFluids(input: { weightKg: string }, region: NumberRegion): CalcResult {
  return attempt(() => {
    const kg = readField(input.weightKg, "weightKg", positive("Weight", 1000), region);
    checkWeight(kg);
    const a = Math.min(kg, 10);
    const b = Math.min(Math.max(kg - 10, 0), 10);
    const c = Math.max(kg - 20, 0);
    const hourly = 4 * a + 2 * b + c;
    const daily = 100 * a + 50 * b + 20 * c;
    const parts = (x: number, y: number, z: number, unit: string) =>
      [`${x} ${unit} × ${echo(a, region)} kg`, b > 0 ? `${y} ${unit} × ${echo(b, region)} kg` : null, c > 0 ? `${z} ${unit} × ${echo(c, region)} kg` : null]
        .filter(Boolean)
        .join(" + ");
    return answer(
      [
        line("Rate (4-2-1)", hourly, "mL/h", `${parts(4, 2, 1, "mL/kg/h")} = ${show(hourly, region, "rate")} mL/h`, region, "rate"),
        line("A day (100-50-20)", daily, "mL/day", `${parts(100, 50, 20, "mL/kg/day")} = ${show(daily, region)} mL/day`, region),
      ],
      ROUNDING.rate,
      [weightWarning(kg, region)],
      [hourly > 100 ? "Many units cap maintenance at 100 mL/h (2,400 mL a day) for adult-sized patients: follow your protocol." : null],
    );
  });
}
