import type { ContractFilter } from "./contracts";

/**
 * Every cache key of the app, in one place: a feature's mutation updates what
 * another feature shows, and the phone app's offline store keeps them by name.
 */
export const calendarKeys = {
  all: ["calendar"] as const,
  range: (from: string, to: string) => ["calendar", from, to] as const,
  /** The dashboard's hours over a long range (requests of at most a year each), under the calendar so its changes refresh them. */
  hours: (from: string, to: string) => ["calendar", "hours", from, to] as const,
  /** The cached ranges (month grids) that show this date: a day at a month's edge is in two. */
  showing: (date: string) => ({
    queryKey: ["calendar"] as const,
    predicate: ({ queryKey: [, from, to] }: { queryKey: readonly unknown[] }) =>
      typeof from === "string" && typeof to === "string" && from <= date && date <= to,
  }),
};

export const shiftTypeKeys = {
  all: ["shift-types"] as const,
  list: () => ["shift-types", "list"] as const,
  detail: (id: string) => ["shift-types", "detail", id] as const,
};

export const noteKeys = {
  all: ["notes"] as const,
  list: (params: { from?: string; to?: string; q?: string }) => ["notes", params] as const,
};

export const jobKeys = { all: ["jobs"] as const };

export const jobBoardKeys = { all: ["job-board"] as const, list: (q: string, savedOnly: boolean) => ["job-board", q, savedOnly] as const };

export const contractKeys = {
  all: ["contracts"] as const,
  list: (params: ContractFilter) => ["contracts", "list", params] as const,
  attachments: (contractId: string) => ["contracts", "attachments", contractId] as const,
  /** A signed address to show an attachment, asked for when it is opened. */
  attachmentLink: (attachmentId: string) => ["attachment-link", attachmentId] as const,
};

export const feedKeys = { all: ["calendar-subscription"] as const };

export const certificationKeys = { all: ["certifications"] as const };

export const preferencesKeys = { all: ["preferences"] as const };

export const profileKeys = { all: ["profile"] as const };

export const accountKeys = {
  sessions: ["sessions"] as const,
  storage: ["account-storage"] as const,
  importStatus: ["account", "import"] as const,
};

export const colleagueKeys = {
  all: ["colleagues"] as const,
  list: () => ["colleagues", "list"] as const,
  blocks: () => ["colleagues", "blocks"] as const,
  shifts: (from: string, to: string) => ["colleagues", "shifts", from, to] as const,
};

/** Swap requests with colleagues, both sides (her record of agreed swaps among them). */
export const swapKeys = { all: ["swaps"] as const, list: () => ["swaps", "list"] as const };

export const contactKeys = { all: ["contacts"] as const, list: (q: string) => ["contacts", "list", q] as const };

export const todoKeys = { all: ["todos"] as const };

export const resumeKeys = { all: ["resume"] as const };

export const payEstimatorKeys = { all: ["pay-estimator"] as const };

export const holidayKeys = { range: (from: string, to: string, area: string | null) => ["holidays", from, to, area] as const };
