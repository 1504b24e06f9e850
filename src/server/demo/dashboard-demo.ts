import { todos } from "../db/schema";
import { updatePreferences } from "../features/preferences/repository";
import type { Services } from "../services";

/** The demo nurse's to-do list, top first: a working week's worth, two of them done. */
export const DEMO_TASKS: readonly { text: string; completed: boolean }[] = [
  { text: "Renew ACLS before it expires", completed: false },
  { text: "Send Harbourview timesheet to the agency", completed: false },
  { text: "Pick up new scrubs from laundry", completed: false },
  { text: "Book flu shot at occupational health", completed: false },
  { text: "Read the new sepsis protocol", completed: false },
  { text: "Swap Saturday night with Priya", completed: true },
  { text: "Upload PALS card photo", completed: true },
];

/**
 * The demo nurse's dashboard: her to-do list and quick links (the countdown keeps its default, the next New Year, which moves with the clock; the
 * other widgets read her calendar, certifications and contracts from the
 * other demo seeders). Every widget shows.
 */
export async function seedDashboardDemo(services: Services, userId: string): Promise<void> {
  await services.db.insert(todos).values([...DEMO_TASKS].reverse().map((t) => ({ ...t, userId })));
  await updatePreferences(services.db, userId, {
    quickLinks: ["/calendar", "/certifications", "/career-center", "/tools/cpr-metronome"],
  });
}
