// @vitest-environment-options {"url": "http://localhost:3000/friends"}
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

/**
 * Invite a colleague's checks, as a nurse meets them: no name, no email or an email that is not one is said under
 * the field (the API's messages) and nothing is sent; fixed, the invitation is sent once, the email in lower case.
 */
const server = vi.hoisted(() => {
  const state = { sent: [] as { method: string; path: string; body: unknown }[] };
  // openapi-fetch keeps the fetch it was made with: the stand-in is in place before the app's client is.
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const { pathname } = new URL(request.url);
    // No preferences: the default region's spelling.
    if (request.method === "GET") return Response.json({ error: { code: "not_found", message: "Not found." } }, { status: 404 });
    const body = (await request.json()) as Record<string, unknown>;
    state.sent.push({ method: request.method, path: pathname, body });
    return Response.json({ id: "f1", ...body, status: "pending" });
  };
  return state;
});

const { ColleagueForm } = await import("./colleague-form");

// The messages of inviteColleagueBody (@core/schemas/colleagues).
const messages = { nameRequired: "Name is required", emailRequired: "Email is required", emailInvalid: "Please enter a valid email address" };

function openInvite() {
  server.sent = [];
  const onDone = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ColleagueForm onDone={onDone} />
    </QueryClientProvider>,
  );
  const form = screen.getByRole("form", { name: "Invite colleague" });
  const field = (label: string) => within(form).getByLabelText(label, { exact: true });
  const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
  const sendInvitation = () => fireEvent.click(within(form).getByRole("button", { name: "Send Invitation" }));
  const expectMessageUnder = (label: string, message: string) => waitFor(() => expect(field(label)).toHaveAccessibleDescription(message));
  return { form, type, sendInvitation, expectMessageUnder, onDone };
}

describe("Invite a colleague", () => {
  it("with nothing typed asks for a name and an email under their fields, and sends nothing", async () => {
    const { sendInvitation, expectMessageUnder } = openInvite();
    sendInvitation();
    await expectMessageUnder("Name", messages.nameRequired);
    await expectMessageUnder("Email", messages.emailRequired);
    expect(server.sent).toEqual([]);
  });

  it("an email that is not one is refused under Email; fixed, the invitation is sent once with her colour", async () => {
    const { form, type, sendInvitation, expectMessageUnder, onDone } = openInvite();
    type("Name", " Jordan Lee ");
    type("Email", "jordan@");
    sendInvitation();
    await expectMessageUnder("Email", messages.emailInvalid);
    expect(server.sent).toEqual([]);

    type("Email", "Jordan.Lee@Example.com");
    fireEvent.click(within(form).getByRole("radio", { name: "Red" }));
    sendInvitation();
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(server.sent).toEqual([{ method: "POST", path: "/api/colleagues", body: { name: "Jordan Lee", email: "jordan.lee@example.com", color: "#dc2626" } }]);
  });
});
