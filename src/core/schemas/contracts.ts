import { z } from "zod";
import { isValidYmd } from "../calendar-dates";
import { CONTRACT_STATUSES, HOUSING_OPTIONS, type HousingOption } from "../contract-status";
import { multiLine, oneLine, withRules } from "./common";

export { HOUSING_OPTIONS } from "../contract-status";

/** The largest amount a money field takes (a wage or a stipend). */
export const MAX_CONTRACT_AMOUNT = 1_000_000;

export const contractMessages = {
  nameRequired: "Contract name is required",
  endBeforeStart: "End date must be on or after the start date",
  badDate: "Please enter a real date as yyyy-MM-dd, like 2026-03-14",
};

/** Save normalisation (docs/product/career.md, Contracts): text is trimmed and an empty one is saved as null. */
const text = (label: string, max = 200) =>
  oneLine(z.string(`${label} must be text`).trim().max(max, `${label} must be ${max} characters or less`), label)
    .nullable()
    .transform((v) => v || null);

/** An amount: a number 0 or more; an empty one ("" or null) is saved as null. */
const amount = (label: string) => {
  const message = `${label} must be a number, 0 or more`;
  return z
    .union(
      [
        z
          .number(message)
          .min(0, message)
          .max(MAX_CONTRACT_AMOUNT, `${label} must be ${MAX_CONTRACT_AMOUNT.toLocaleString("en-CA")} or less`),
        z.literal(""),
        z.null(),
      ],
      message,
    )
    .transform((v) => (v === "" || v === null ? null : Math.round(v * 100) / 100));
};

/** A flag; null counts as false (booleans are normalised). */
const flag = (label: string) =>
  z
    .boolean(`${label} must be true or false`)
    .nullable()
    .transform((v) => v ?? false);

/** A day, cut to yyyy-MM-dd ("2026-03-14T08:00:00Z" keeps its date); empty is null. */
const day = (label: string) =>
  z
    .string(`${label} must be a date as yyyy-MM-dd`)
    .trim()
    .nullable()
    .transform((v) => (v ? (/^\d{4}-\d{2}-\d{2}(?:[T ]|$)/.test(v) ? v.slice(0, 10) : v) : null))
    .refine((v) => v === null || isValidYmd(v), contractMessages.badDate)
    .meta({ format: "date" });

/** Only the four options are kept; anything else is saved as null. */
const housingOption = z
  .string("Housing option must be text")
  .nullable()
  .transform((v) => ((HOUSING_OPTIONS as readonly (string | null)[]).includes(v) ? (v as HousingOption) : null));

const contractFields = {
  contractName: text("Contract name"),
  employer: text("Employer"),
  facility: text("Facility"),
  department: text("Department"),
  unit: text("Unit"),
  city: text("City"),
  provinceState: text("Province/State"),
  country: text("Country"),
  startDate: day("Start date"),
  endDate: day("End date"),
  baseWage: amount("Base wage"),
  housingOption,
  housingNotes: multiLine(z.string("Housing notes must be text").trim().max(2000, "Housing notes must be 2000 characters or less"), "Housing notes")
    .nullable()
    .transform((v) => v || null),
  travelToStipend: amount("Travel to stipend"),
  travelToDriving: flag("Travel to driving"),
  travelToFlying: flag("Travel to flying"),
  travelFromStipend: amount("Travel from stipend"),
  travelFromDriving: flag("Travel from driving"),
  travelFromFlying: flag("Travel from flying"),
};

type ContractShape = { contractName?: string | null; startDate?: string | null; endDate?: string | null };

function checkContract(contract: ContractShape, ctx: z.RefinementCtx, partial: boolean) {
  if (!(partial && contract.contractName === undefined) && !contract.contractName) {
    ctx.addIssue({ code: "custom", message: contractMessages.nameRequired, path: ["contractName"] });
  }
  if (contract.startDate && contract.endDate && contract.endDate < contract.startDate) {
    ctx.addIssue({ code: "custom", message: contractMessages.endBeforeStart, path: ["endDate"] });
  }
}

/** The rules checkContract adds, as the document lists them. */
const CONTRACT_RULES = {
  [contractMessages.nameRequired]: "contractName is a text, not blank (required to make one; a change may leave it out)",
  [contractMessages.endBeforeStart]: "endDate is not before startDate",
};

/** A new contract (docs/product/career.md, Contracts), normalised; checked as a whole. */
export const createContractBody = withRules(
  z
    .object({
      contractName: contractFields.contractName.default(null),
      employer: contractFields.employer.default(null),
      facility: contractFields.facility.default(null),
      department: contractFields.department.default(null),
      unit: contractFields.unit.default(null),
      city: contractFields.city.default(null),
      provinceState: contractFields.provinceState.default(null),
      country: contractFields.country.default(null),
      startDate: contractFields.startDate.default(null),
      endDate: contractFields.endDate.default(null),
      baseWage: contractFields.baseWage.default(null),
      housingOption: contractFields.housingOption.default(null),
      housingNotes: contractFields.housingNotes.default(null),
      travelToStipend: contractFields.travelToStipend.default(null),
      travelToDriving: contractFields.travelToDriving.default(false),
      travelToFlying: contractFields.travelToFlying.default(false),
      travelFromStipend: contractFields.travelFromStipend.default(null),
      travelFromDriving: contractFields.travelFromDriving.default(false),
      travelFromFlying: contractFields.travelFromFlying.default(false),
    })
    .superRefine((contract, ctx) => checkContract(contract, ctx, false)),
  CONTRACT_RULES,
);

/** A change: only the fields sent (the server checks the result as a whole). */
export const updateContractBody = withRules(
  z
    .object(contractFields)
    .partial()
    .superRefine((contract, ctx) => checkContract(contract, ctx, true)),
  CONTRACT_RULES,
);

export const contractSchema = z.object({
  id: z.string(),
  contractName: z.string().nullable(),
  employer: z.string().nullable(),
  facility: z.string().nullable(),
  department: z.string().nullable(),
  unit: z.string().nullable(),
  city: z.string().nullable(),
  provinceState: z.string().nullable(),
  country: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  baseWage: z.number().nullable(),
  housingOption: z.enum(HOUSING_OPTIONS).nullable(),
  housingNotes: z.string().nullable(),
  travelToStipend: z.number().nullable(),
  travelToDriving: z.boolean(),
  travelToFlying: z.boolean(),
  travelFromStipend: z.number().nullable(),
  travelFromDriving: z.boolean(),
  travelFromFlying: z.boolean(),
  /** In the nurse's time zone, today (docs/product/career.md, Contracts: status). */
  status: z.enum(CONTRACT_STATUSES),
  /** Start to end in days, both counted (Jan 4 – Apr 3, 2024 is 91); null without both dates. */
  durationDays: z.number().nullable(),
  attachmentCount: z.number(),
  createdAt: z.string(),
});

export const contractListQuery = z.object({
  q: oneLine(z.string().trim().max(200, "Search must be 200 characters or less"), "Search").optional(),
  status: z.enum(["all", ...CONTRACT_STATUSES], "Status must be all, upcoming, active or complete").optional(),
});

export const contractListSchema = z.object({ contracts: z.array(contractSchema) });

export type Contract = z.infer<typeof contractSchema>;
export type CreateContractBody = z.input<typeof createContractBody>;
export type ContractValues = z.output<typeof createContractBody>;
