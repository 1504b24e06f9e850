// @vitest-environment-options {"url": "http://localhost:3000/account"}
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

/**
 * Change Email's checks, as a nurse meets them: no new address, one that is not an email (the API's messages) or
 * her own address again is said under the field and nothing is sent; a new address is sent once, and the dialog closes.
 */
const server = vi.hoisted(() => {
  const state = { sent: [] as { method: string; path: string; body: unknown }[] };
  // openapi-fetch keeps the fetch it was made with: the stand-in is in place before the app's client is.
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const { pathname } = new URL(request.url);
    state.sent.push({ method: request.method, path: pathname, body: await request.json() });
    return Response.json({ status: true });
  };
  return state;
});

const { ChangeEmailDialog } = await import("./change-email-dialog");

// The messages of changeEmailBody (@core/schemas/auth), and the dialog's own for her current address.
const messages = {
  required: "Please enter the new email address.",
  invalid: "Please enter a valid email address.",
  same: "That is already your email address.",
};

async function openChangeEmail() {
  server.sent = [];
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ChangeEmailDialog currentEmail="sam.rivera@hospital.org" />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole("button", { name: "Change Email" }));
  const dialog = await screen.findByRole("dialog", { name: "Change your email" });
  const newEmail = () => within(dialog).getByLabelText("New email", { exact: true });
  const type = (value: string) => fireEvent.change(newEmail(), { target: { value } });
  const send = () => fireEvent.click(within(dialog).getByRole("button", { name: "Send confirmation link" }));
  const expectMessage = (message: string) => waitFor(() => expect(newEmail()).toHaveAccessibleDescription(message));
  return { type, send, expectMessage };
}

describe("Change Email", () => {
  it("with no new address asks for it under New email, and sends nothing", async () => {
    const { send, expectMessage } = await openChangeEmail();
    send();
    await expectMessage(messages.required);
    expect(server.sent).toEqual([]);
  });

  it("an address that is not an email, or her own again, is refused; a new one is sent once and the dialog closes", async () => {
    const { type, send, expectMessage } = await openChangeEmail();
    type("sam.rivera@");
    send();
    await expectMessage(messages.invalid);
    type(" sam.rivera@hospital.org ");
    send();
    await expectMessage(messages.same);
    expect(server.sent).toEqual([]);

    type("sam.rivera@stpauls.ca");
    send();
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Change your email" })).toBeNull());
    expect(server.sent).toEqual([
      { method: "POST", path: "/api/auth/change-email", body: { newEmail: "sam.rivera@stpauls.ca", callbackURL: "/account?emailChanged=1" } },
    ]);
  });
});
