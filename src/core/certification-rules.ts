import { isValidYmd } from "./calendar-dates";

/** Certification fields (spec 001 §3, §5); the words a nurse sees when one is wrong. */
export const CERT_NAME_MAX = 100;
export const CERT_CATEGORY_MAX = 60;

export const certMessages = {
  nameRequired: "Please enter the certification name",
  nameTooLong: `Name must be ${CERT_NAME_MAX} characters or less`,
  categoryTooLong: `Category must be ${CERT_CATEGORY_MAX} characters or less`,
  /** The Edit prompt's format hint (spec 001 §2: "asking YYYY-MM-DD"). */
  dateFormat: "Please enter the date as YYYY-MM-DD, for example 2027-03-15",
  expiryBeforeCompletion: "Expiry date cannot be before the completion date",
  expiryWithNoExpiry: "Leave the expiry date empty when No expiry is ticked",
} as const;

/** What the type-in Edit prompt takes: YYYY-MM-DD exactly, a real day; anything else gets the format hint. */
export function typedDateProblem(value: string): string | undefined {
  const trimmed = value.trim();
  if (trimmed === "") return undefined;
  return /^\d{4}-\d{2}-\d{2}$/.test(trimmed) && isValidYmd(trimmed) ? undefined : certMessages.dateFormat;
}
