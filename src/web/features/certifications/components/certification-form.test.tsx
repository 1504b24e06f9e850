// @vitest-environment-options {"url": "http://localhost:3000/certifications"}
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { certMessages } from "@core/certification-rules";

/**
 * Add Certification's checks, as a nurse meets them: no name, or an expiry before the completion, is said under the
 * field (the API's messages) and nothing is sent; fixed, or with No expiry ticked, the certification is sent once.
 */
const server = vi.hoisted(() => {
  const state = { sent: [] as { method: string; path: string; body: unknown }[] };
  // openapi-fetch keeps the fetch it was made with: the stand-in is in place before the app's client is.
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const { pathname } = new URL(request.url);
    if (request.method === "GET") return Response.json({ error: { code: "not_found", message: "Not found." } }, { status: 404 });
    const body = (await request.json()) as Record<string, unknown>;
    state.sent.push({ method: request.method, path: pathname, body });
    return Response.json({ id: "cert1", ...body, status: "valid", statusLabel: "Valid", statusDetail: "", frontPhotoUrl: null, backPhotoUrl: null });
  };
  return state;
});

const { CertificationForm } = await import("./certification-form");

function openAddCertification() {
  server.sent = [];
  const onDone = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <CertificationForm today="2027-03-15" onDone={onDone} />
    </QueryClientProvider>,
  );
  const form = screen.getByRole("form", { name: "Add Certification" });
  const field = (label: string) => within(form).getByLabelText(label, { exact: true });
  const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
  /** A date typed into the field's Edit prompt (YYYY-MM-DD), as she would instead of paging the picker. */
  const typeDate = async (label: string, value: string) => {
    fireEvent.click(within(form).getByRole("button", { name: `Edit ${label} (type YYYY-MM-DD)` }));
    const prompt = await screen.findByRole("dialog", { name: label });
    fireEvent.change(within(prompt).getByLabelText("Date (YYYY-MM-DD)"), { target: { value } });
    fireEvent.click(within(prompt).getByRole("button", { name: "OK" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: label })).toBeNull());
  };
  const addCertification = () => fireEvent.click(within(form).getByRole("button", { name: "Add Certification" }));
  const expectMessageUnder = (label: string, message: string) => waitFor(() => expect(field(label)).toHaveAccessibleDescription(message));
  return { field, type, typeDate, addCertification, expectMessageUnder, onDone };
}

describe("Add Certification", () => {
  it("with no name (or only spaces) asks for the certification name under Name, and sends nothing", async () => {
    const { type, addCertification, expectMessageUnder } = openAddCertification();
    addCertification();
    await expectMessageUnder("Name", certMessages.nameRequired);
    type("Name", "   ");
    addCertification();
    await expectMessageUnder("Name", certMessages.nameRequired);
    expect(server.sent).toEqual([]);
  });

  it("an expiry before the completion is refused under Expiry Date; moved after it, the certification is sent once", async () => {
    const { type, typeDate, addCertification, expectMessageUnder, onDone } = openAddCertification();
    type("Name", "BLS Provider");
    type("Category", "Life Support");
    await typeDate("Completion Date", "2027-03-01");
    await typeDate("Expiry Date", "2027-01-31");
    addCertification();
    await expectMessageUnder("Expiry Date", certMessages.expiryBeforeCompletion);
    expect(server.sent).toEqual([]);

    await typeDate("Expiry Date", "2029-03-01");
    addCertification();
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(server.sent).toEqual([
      {
        method: "POST",
        path: "/api/certifications",
        body: { name: "BLS Provider", category: "Life Support", completionDate: "2027-03-01", expiryDate: "2029-03-01", noExpiry: false },
      },
    ]);
  });

  it("refused for an expiry before the completion, then No expiry ticked: saved with no expiry, the typed one not sent", async () => {
    const { field, type, typeDate, addCertification, expectMessageUnder, onDone } = openAddCertification();
    type("Name", "RN License");
    await typeDate("Completion Date", "2027-03-01");
    await typeDate("Expiry Date", "2027-01-31");
    addCertification();
    await expectMessageUnder("Expiry Date", certMessages.expiryBeforeCompletion);
    fireEvent.click(field("No expiry"));
    addCertification();
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(server.sent).toEqual([
      {
        method: "POST",
        path: "/api/certifications",
        body: { name: "RN License", category: "", completionDate: "2027-03-01", expiryDate: null, noExpiry: true },
      },
    ]);
  });
});
