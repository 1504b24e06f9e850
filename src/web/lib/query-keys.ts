/** Cache keys of the shifts, calendar, notes, jobs and subscription data, in one place so any feature's mutation updates what it changes. */
export const calendarKeys = {
  all: ["calendar"] as const,
  range: (from: string, to: string) => ["calendar", from, to] as const,
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

export const feedKeys = { all: ["calendar-subscription"] as const };

export const certificationKeys = { all: ["certifications"] as const };
