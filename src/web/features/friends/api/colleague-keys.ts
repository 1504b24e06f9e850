/** Cache keys of the colleague network and colleagues' shifts. */
export const colleagueKeys = {
  all: ["colleagues"] as const,
  list: () => ["colleagues", "list"] as const,
  blocks: () => ["colleagues", "blocks"] as const,
  shifts: (from: string, to: string) => ["colleagues", "shifts", from, to] as const,
};
