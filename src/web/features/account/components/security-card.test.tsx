// @vitest-environment-options {"url": "http://localhost:3000/account"}
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

/**
 * Change password's checks, as a nurse meets them: a missing current password, a new one under 6 characters (the
 * API's messages) or a confirmation that differs says so under the field and sends nothing; once right, the change
 * is sent once (without the confirmation) and the fields are emptied.
 */
const server = vi.hoisted(() => {
  const state = { sent: [] as { method: string; path: string; body: unknown }[] };
  // openapi-fetch keeps the fetch it was made with: the stand-in is in place before the app's client is.
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const { pathname } = new URL(request.url);
    if (request.method === "GET") return Response.json({ sessions: [] });
    state.sent.push({ method: request.method, path: pathname, body: await request.json() });
    return Response.json({ status: true });
  };
  return state;
});

const { SecurityCard } = await import("./security-card");

// The messages of changePasswordBody (@core/schemas/auth), and the form's own for the confirmation.
const CURRENT_REQUIRED = "Please enter your current password.";
const TOO_SHORT = "Password must be at least 6 characters long.";
const MISMATCH = "Passwords do not match.";

function openSecurity() {
  server.sent = [];
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <SecurityCard hasPassword />
    </QueryClientProvider>,
  );
  const form = screen.getByRole("form", { name: "Change password" });
  const field = (label: string) => within(form).getByLabelText(label, { exact: true }) as HTMLInputElement;
  const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
  const changePassword = () => fireEvent.click(within(form).getByRole("button", { name: "Change Password" }));
  const expectMessageUnder = (label: string, message: string) => waitFor(() => expect(field(label)).toHaveAccessibleDescription(message));
  return { field, type, changePassword, expectMessageUnder };
}

describe("Change password", () => {
  it("with nothing typed asks for the current password and a new one of 6 characters or more, and sends nothing", async () => {
    const { changePassword, expectMessageUnder } = openSecurity();
    changePassword();
    await expectMessageUnder("Current password", CURRENT_REQUIRED);
    await expectMessageUnder("New password", TOO_SHORT);
    expect(server.sent).toEqual([]);
  });

  it("a new password of 5 characters is too short, and nothing is sent", async () => {
    const { type, changePassword, expectMessageUnder } = openSecurity();
    type("Current password", "old-secret");
    type("New password", "abcde");
    type("Confirm new password", "abcde");
    changePassword();
    await expectMessageUnder("New password", TOO_SHORT);
    expect(server.sent).toEqual([]);
  });

  it("a confirmation that differs says the passwords do not match; matched, the change is sent once and the fields empty", async () => {
    const { field, type, changePassword, expectMessageUnder } = openSecurity();
    type("Current password", "old-secret");
    type("New password", "night-shift-7");
    type("Confirm new password", "night-shift-8");
    changePassword();
    await expectMessageUnder("Confirm new password", MISMATCH);
    expect(server.sent).toEqual([]);

    type("Confirm new password", "night-shift-7");
    changePassword();
    await waitFor(() => expect(field("New password").value).toBe(""));
    expect(server.sent).toEqual([{ method: "POST", path: "/api/auth/change-password", body: { currentPassword: "old-secret", newPassword: "night-shift-7" } }]);
  });

  it("with no current password and a confirmation that differs, both are said under their fields", async () => {
    const { type, changePassword, expectMessageUnder } = openSecurity();
    type("New password", "night-shift-7");
    changePassword();
    await expectMessageUnder("Current password", CURRENT_REQUIRED);
    await expectMessageUnder("Confirm new password", MISMATCH);
    expect(server.sent).toEqual([]);
  });
});
