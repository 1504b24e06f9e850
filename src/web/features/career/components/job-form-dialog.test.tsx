// @vitest-environment-options {"url": "http://localhost:3000/career"}
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

/**
 * Add Job's checks, as a nurse meets them: no designation, facility or start date, an end before the start or a
 * rate below 0 is said under the field (the API's messages) and nothing is sent; fixed (or with Multiple sites
 * ticked instead of a facility), the job is sent once.
 */
const server = vi.hoisted(() => {
  const state = { sent: [] as { method: string; path: string; body: unknown }[] };
  // openapi-fetch keeps the fetch it was made with: the stand-in is in place before the app's client is.
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const { pathname } = new URL(request.url);
    // No profile or preferences: today is the device's, money the default.
    if (request.method === "GET") return Response.json({ error: { code: "not_found", message: "Not found." } }, { status: 404 });
    const body = (await request.json()) as Record<string, unknown>;
    state.sent.push({ method: request.method, path: pathname, body });
    return Response.json({ id: "j1", ...body, createdAt: "2027-03-01T00:00:00Z" });
  };
  return state;
});

const { JobFormDialog } = await import("./job-form-dialog");

// The messages of createJobBody (@core/schemas/jobs).
const messages = {
  designation: "Designation is required",
  facility: "Facility is required",
  startDate: "Start date is required",
  endBeforeStart: "End date must be on or after the start date",
  rateBelowZero: "Hourly rate must be greater than or equal to 0",
};

/** What the form sends for the fields she leaves as they are. */
const leftAsIs = {
  employer: "",
  unit: "",
  department: "",
  location: "",
  endDate: null,
  stillWorking: false,
  multipleSites: false,
  hourlyRate: 0,
  employmentTag: "none",
  fte: "none",
  notes: "",
};

/** The dialog opened, once its form (loaded when it first opens) is in. */
async function openAddJob() {
  server.sent = [];
  const onOpenChange = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <JobFormDialog open onOpenChange={onOpenChange} />
    </QueryClientProvider>,
  );
  const dialog = screen.getByRole("dialog", { name: "Add Job" });
  await within(dialog).findByRole("button", { name: "Add Job" });
  const field = (label: string) => within(dialog).getByLabelText(label, { exact: true });
  const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
  const addJob = () => fireEvent.click(within(dialog).getByRole("button", { name: "Add Job" }));
  // The message under the field, read with it by a screen reader (its accessible description).
  const expectMessageUnder = (label: string, message: string) => waitFor(() => expect(field(label)).toHaveAccessibleDescription(message));
  return { field, type, addJob, expectMessageUnder, onOpenChange };
}

describe("Add Job", () => {
  it("with nothing filled in asks for a designation, a facility and a start date under their fields, and sends nothing", async () => {
    const { addJob, expectMessageUnder } = await openAddJob();
    addJob();
    await expectMessageUnder("Designation", messages.designation);
    await expectMessageUnder("Facility", messages.facility);
    await expectMessageUnder("Start date", messages.startDate);
    expect(server.sent).toEqual([]);
  });

  it("an end date before the start and a rate below 0 are refused under their fields; fixed, the job is sent once", async () => {
    const { type, addJob, expectMessageUnder, onOpenChange } = await openAddJob();
    type("Designation", "Registered Nurse");
    type("Facility", "Vancouver General Hospital");
    type("Start date", "2026-09-01");
    type("End date", "2026-08-31");
    type("Hourly rate", "-1");
    addJob();
    await expectMessageUnder("End date", messages.endBeforeStart);
    await expectMessageUnder("Hourly rate", messages.rateBelowZero);
    expect(server.sent).toEqual([]);

    type("End date", "2027-08-31");
    type("Hourly rate", "52.75");
    addJob();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(server.sent).toEqual([
      {
        method: "POST",
        path: "/api/jobs",
        body: {
          ...leftAsIs,
          designation: "Registered Nurse",
          facility: "Vancouver General Hospital",
          startDate: "2026-09-01",
          endDate: "2027-08-31",
          hourlyRate: 52.75,
        },
      },
    ]);
  });

  it("refused for no facility, then Multiple sites ticked: the job is sent once with no facility", async () => {
    const { field, type, addJob, expectMessageUnder, onOpenChange } = await openAddJob();
    type("Designation", "Float Pool RN");
    type("Start date", "2026-09-01");
    addJob();
    await expectMessageUnder("Facility", messages.facility);
    fireEvent.click(field("Multiple sites"));
    addJob();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(server.sent).toEqual([
      { method: "POST", path: "/api/jobs", body: { ...leftAsIs, designation: "Float Pool RN", facility: null, multipleSites: true, startDate: "2026-09-01" } },
    ]);
  });
});
