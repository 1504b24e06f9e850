// @vitest-environment-options {"url": "http://localhost:3000/contacts"}
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { contactMessages } from "@core/schemas/contacts";

/**
 * Add Contact's checks, as a nurse meets them: Add Contact with no name, a bad phone or a bad email says why under
 * the field (the API's own messages) and sends nothing; once fixed, the contact is sent once, as she typed it.
 */
const server = vi.hoisted(() => {
  const state = { sent: [] as { method: string; path: string; body: unknown }[] };
  // openapi-fetch keeps the fetch it was made with: the stand-in is in place before the app's client is.
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const { pathname } = new URL(request.url);
    if (request.method === "GET") return Response.json({ contacts: [] });
    const body = (await request.json()) as Record<string, unknown>;
    state.sent.push({ method: request.method, path: pathname, body });
    return Response.json({ id: "c1", ...body, createdAt: "2027-03-01T00:00:00Z", updatedAt: "2027-03-01T00:00:00Z" });
  };
  return state;
});

const { ContactFormDialog } = await import("./contact-form-dialog");

function openAddContact() {
  server.sent = [];
  const onOpenChange = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ContactFormDialog open onOpenChange={onOpenChange} />
    </QueryClientProvider>,
  );
  const dialog = screen.getByRole("dialog", { name: "Add Contact" });
  const field = (label: string) => within(dialog).getByLabelText(label, { exact: true });
  const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
  const addContact = () => fireEvent.click(within(dialog).getByRole("button", { name: "Add Contact" }));
  /** The message shown under a field (the field is described by it). */
  const expectMessageUnder = (label: string, message: string) => waitFor(() => expect(field(label)).toHaveAccessibleDescription(message));
  return { type, addContact, expectMessageUnder, onOpenChange };
}

describe("Add Contact", () => {
  it("with no name (or only spaces) says 'Name is required' under Name and sends nothing", async () => {
    const { type, addContact, expectMessageUnder } = openAddContact();
    addContact();
    await expectMessageUnder("Name", contactMessages.nameRequired);
    type("Name", "   ");
    addContact();
    await expectMessageUnder("Name", contactMessages.nameRequired);
    expect(server.sent).toEqual([]);
  });

  it("a phone with letters and an email with no @ are refused under their fields; fixed, the contact is sent once as typed", async () => {
    const { type, addContact, expectMessageUnder, onOpenChange } = openAddContact();
    type("Name", "Priya Shah");
    type("Phone", "call the desk");
    type("Email", "priya.example.com");
    addContact();
    await expectMessageUnder("Phone", contactMessages.phone);
    await expectMessageUnder("Email", contactMessages.email);
    expect(server.sent).toEqual([]);

    // She picks the kind (happy-dom does not show a select's default as a browser does).
    type("Kind of phone number", "mobile");
    type("Phone", "(604) 555-0100 ext 12");
    type("Email", "priya@example.com");
    addContact();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(server.sent).toEqual([
      {
        method: "POST",
        path: "/api/contacts",
        body: { name: "Priya Shah", role: "", unit: "", phone: "(604) 555-0100 ext 12", phoneType: "mobile", email: "priya@example.com", notes: "" },
      },
    ]);
  });
});
