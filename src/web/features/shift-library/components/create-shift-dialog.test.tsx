// @vitest-environment-options {"url": "http://localhost:3000/calendar"}
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

/**
 * Create a Shift, field by field: what each field says and keeps while she fills it in, and what Create Shift
 * sends. (The browser journey creates one and taps it onto days; these are the form's own rules.)
 */
const server = vi.hoisted(() => {
  const state = { created: [] as Record<string, unknown>[] };
  // openapi-fetch keeps the fetch it was made with: the stand-in is in place before the app's client is.
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const { pathname } = new URL(request.url);
    if (request.method === "POST" && pathname === "/api/shift-types") {
      const body = (await request.json()) as Record<string, unknown>;
      state.created.push(body);
      return Response.json({ id: "s1", ...body, job: null, premiums: [], daysOnCalendar: 0, createdAt: "2027-03-01T00:00:00Z" });
    }
    // Her jobs and shifts: none yet.
    if (request.method === "GET") return Response.json({ jobs: [], shiftTypes: [] });
    return Response.json({ error: { code: "not_found", message: "Not found." } }, { status: 404 });
  };
  return state;
});

const { default: CreateShiftDialog } = await import("./create-shift-dialog");

function openDialog() {
  server.created = [];
  const onCreated = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <CreateShiftDialog open onOpenChange={() => undefined} onCreated={onCreated} />
    </QueryClientProvider>,
  );
  const dialog = screen.getByRole("dialog", { name: "Create a Shift" });
  const field = (label: string) => within(dialog).getByLabelText(label, { exact: true }) as HTMLInputElement;
  const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
  const createShift = () => fireEvent.click(within(dialog).getByRole("button", { name: "Create Shift" }));
  return { dialog, field, type, createShift, onCreated };
}

describe("Create a Shift", () => {
  it("Create Shift with no name says 'Name is required' by the field and sends nothing", async () => {
    const { dialog, createShift } = openDialog();
    createShift();
    expect(await within(dialog).findByText("Name is required")).toBeVisible();
    expect(server.created).toEqual([]);
  });

  it("the calendar label keeps 8 characters as the API counts them (an emoji is one, and never split), and says why it cut", async () => {
    const { dialog, field, type } = openDialog();
    type("Calendar label", "NightOwl9");
    expect(field("Calendar label").value).toBe("NightOwl");
    expect(await within(dialog).findByText("Nickname must be 8 characters or less")).toBeVisible();
    type("Calendar label", "NightOw🌙");
    expect(field("Calendar label").value).toBe("NightOw🌙");
    await waitFor(() => expect(within(dialog).queryByText("Nickname must be 8 characters or less")).toBeNull());
    // Two nurse emoji (each a joined sequence) do not fit after "Night ": neither is cut in half.
    type("Calendar label", "Night 👩‍⚕️👩‍⚕️");
    expect(field("Calendar label").value).toBe("Night ");
    expect(await within(dialog).findByText("Nickname must be 8 characters or less")).toBeVisible();
  });

  it("an overnight shift's paid hours follow its times and it says it ends the next day; paid hours below 0 are refused; then it is created", async () => {
    const { dialog, field, type, createShift, onCreated } = openDialog();
    type("Name", "Night Shift");
    type("Calendar label", "Night");
    type("Start time", "19:00");
    type("End time", "07:00");
    await waitFor(() => expect(field("Paid hours").value).toBe("12"));
    expect(within(dialog).getByText("Ends the next day.")).toBeVisible();
    type("Paid hours", "-2");
    createShift();
    expect(await within(dialog).findByText("Paid hours must be greater than 0")).toBeVisible();
    expect(server.created).toEqual([]);
    // Set by hand, her paid hours are what is sent.
    type("Paid hours", "11.75");
    createShift();
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    expect(server.created).toEqual([
      expect.objectContaining({ name: "Night Shift", nickname: "Night", startTime: "19:00", endTime: "07:00", paidHours: 11.75 }),
    ]);
  });

  it("the icon picker offers 48 icons and Back; a picked icon shows on the form's Icon button", async () => {
    openDialog();
    fireEvent.click(screen.getByRole("button", { name: /^Icon/ }));
    const picker = await screen.findByRole("dialog", { name: "Choose an icon" });
    expect(within(picker).getAllByRole("radio")).toHaveLength(48);
    fireEvent.click(within(picker).getByRole("button", { name: "Back" }));
    fireEvent.click(await screen.findByRole("button", { name: /^Icon/ }));
    fireEvent.click(within(await screen.findByRole("dialog", { name: "Choose an icon" })).getByRole("radio", { name: "🌙" }));
    expect(await screen.findByRole("button", { name: "Icon 🌙: choose another" })).toBeVisible();
  });
});
