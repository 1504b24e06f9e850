/** Cache keys of this feature's data, in one place so mutations update what they change. */
export const calendarKeys = {
  all: ["calendar"] as const,
  range: (from: string, to: string) => ["calendar", from, to] as const,
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
