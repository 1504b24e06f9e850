import { z } from "zod";
import { entityId, oneLine } from "./common";
import { noExtraFields } from "./no-extra-fields";
import { HOLIDAY_AREA } from "./holidays";
import { MAX_PAY_HOURS, MAX_PAY_RATE, MAX_PAY_ROWS, MAX_PERIOD_DAYS, PAY_FREQUENCIES } from "../tools/pay";

const NAME_MAX = 60;
/** No UTF-16 half without its other half (JSON can carry one, PostgreSQL's jsonb cannot): every surrogate in a pair. */
const WHOLE_CHARACTERS = /^(?:[^\uD800-\uDFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF])*$/;
const rowName = (label: string) =>
  oneLine(z.string(`${label} must be text`).trim().max(NAME_MAX, `${label} must be ${NAME_MAX} characters or less`), label).regex(
    WHOLE_CHARACTERS,
    `${label} contains a broken character`,
  );
const amount = (label: string, max: number) =>
  z
    .number(`${label} must be a number`)
    .min(0, `${label} must be 0 or more`)
    .max(max, `${label} must be ${max.toLocaleString("en-US")} or less`);

export const payShiftRow = z.strictObject(
  {
    name: rowName("Shift name"),
    hourlyRate: amount("Hourly rate", MAX_PAY_RATE).transform((v) => Math.round(v * 100) / 100),
    hoursScheduled: amount("Hours", MAX_PAY_HOURS),
    /** A job of hers whose rate the row copies (the screen ignores an id that is not one of her jobs). */
    jobId: entityId("Job").nullable().default(null),
  },
  noExtraFields,
);

export const payPremiumRow = z.strictObject(
  {
    name: rowName("Premium name"),
    hourlyBonus: amount("Hourly bonus", MAX_PAY_RATE).transform((v) => Math.round(v * 100) / 100),
    hoursApplied: amount("Hours applied", MAX_PAY_HOURS),
  },
  noExtraFields,
);

/** PUT /api/pay-estimator: the estimator's inputs, kept for the nurse (docs/product/pay-estimator.md). */
export const payEstimatorBody = z.strictObject(
  {
    frequency: z.enum(PAY_FREQUENCIES, "Pay frequency must be weekly, bi-weekly, monthly or custom"),
    customDays: z
      .number("Custom days must be a number")
      .int("Custom days must be a whole number")
      .min(1, "Custom days must be at least 1")
      .max(MAX_PERIOD_DAYS, `Custom days must be ${MAX_PERIOD_DAYS} or less`),
    shifts: z.array(payShiftRow, "Shifts must be a list").min(1, "Keep at least one shift row").max(MAX_PAY_ROWS, `At most ${MAX_PAY_ROWS} shift rows`),
    premiums: z.array(payPremiumRow, "Premiums must be a list").max(MAX_PAY_ROWS, `At most ${MAX_PAY_ROWS} premium rows`),
    /** Whose public holidays a holiday premium counts ("CA-BC"); null: her area from her profile. */
    holidayArea: z
      .string("Holiday area must be text")
      .regex(HOLIDAY_AREA, "Holiday area must be a country code like CA, or a country and province like CA-BC")
      .nullable()
      .default(null),
  },
  noExtraFields,
);

export type PayEstimatorInputs = z.output<typeof payEstimatorBody>;

export const payEstimatorResponse = z.object({
  frequency: z.enum(PAY_FREQUENCIES),
  customDays: z.number(),
  shifts: z.array(z.object({ name: z.string(), hourlyRate: z.number(), hoursScheduled: z.number(), jobId: z.string().nullable() })),
  premiums: z.array(z.object({ name: z.string(), hourlyBonus: z.number(), hoursApplied: z.number() })),
  holidayArea: z.string().nullable(),
  /** When she last saved them; null: the product's defaults, never saved. */
  updatedAt: z.string().nullable(),
});

export type PayEstimatorResponse = z.output<typeof payEstimatorResponse>;
