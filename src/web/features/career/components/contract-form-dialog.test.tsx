// @vitest-environment-options {"url": "http://localhost:3000/career"}
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { contractMessages } from "@core/schemas/contracts";

/**
 * New Contract's checks, as a nurse meets them: no contract name, an end date before the start or a wage below 0
 * is said under the field (the API's messages) and nothing is sent; fixed, the contract is sent once.
 */
const server = vi.hoisted(() => {
  const state = { sent: [] as { method: string; path: string; body: unknown }[] };
  // openapi-fetch keeps the fetch it was made with: the stand-in is in place before the app's client is.
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const { pathname } = new URL(request.url);
    // Her jobs and contracts (the employers offered): none yet.
    if (request.method === "GET") return Response.json({ jobs: [], contracts: [], attachments: [] });
    const body = (await request.json()) as Record<string, unknown>;
    state.sent.push({ method: request.method, path: pathname, body });
    return Response.json({ id: "k1", ...body });
  };
  return state;
});

const { ContractFormDialog } = await import("./contract-form-dialog");

/** What the form sends for the fields she leaves as they are (the server saves the empty ones as null). */
const leftEmpty = {
  contractName: "",
  employer: "",
  facility: "",
  department: "",
  unit: "",
  city: "",
  provinceState: "",
  country: "",
  startDate: "",
  endDate: "",
  housingNotes: "",
  baseWage: "",
  travelToStipend: "",
  travelFromStipend: "",
  travelToDriving: false,
  travelToFlying: false,
  travelFromDriving: false,
  travelFromFlying: false,
  housingOption: null,
};

/** The dialog opened, once its form (loaded when it first opens) is in. */
async function openNewContract() {
  server.sent = [];
  const onOpenChange = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ContractFormDialog open onOpenChange={onOpenChange} />
    </QueryClientProvider>,
  );
  const dialog = screen.getByRole("dialog", { name: "New Contract" });
  await within(dialog).findByRole("button", { name: "Create Contract" });
  const field = (label: string) => within(dialog).getByLabelText(label, { exact: true });
  const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
  const createContract = () => fireEvent.click(within(dialog).getByRole("button", { name: "Create Contract" }));
  const expectMessageUnder = (label: string, message: string) => waitFor(() => expect(field(label)).toHaveAccessibleDescription(message));
  return { type, createContract, expectMessageUnder, onOpenChange };
}

describe("New Contract", () => {
  it("with no contract name (or only spaces) says it is required under Contract name, and sends nothing", async () => {
    const { type, createContract, expectMessageUnder } = await openNewContract();
    type("Employer", "Northern Travel Nurses");
    createContract();
    await expectMessageUnder("Contract name", contractMessages.nameRequired);
    type("Contract name", "   ");
    createContract();
    await expectMessageUnder("Contract name", contractMessages.nameRequired);
    expect(server.sent).toEqual([]);
  });

  it("an end date before the start and a wage below 0 are refused under their fields; fixed, the contract is sent once", async () => {
    const { type, createContract, expectMessageUnder, onOpenChange } = await openNewContract();
    type("Contract name", "ICU travel — Kamloops");
    type("Start date", "2027-05-03");
    type("End date", "2027-04-30");
    type("Base wage (hourly)", "-5");
    createContract();
    await expectMessageUnder("End date", contractMessages.endBeforeStart);
    await expectMessageUnder("Base wage (hourly)", "Base wage must be a number, 0 or more");
    expect(server.sent).toEqual([]);

    type("End date", "2027-08-01");
    type("Base wage (hourly)", "58.5");
    createContract();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(server.sent).toEqual([
      {
        method: "POST",
        path: "/api/contracts",
        body: { ...leftEmpty, contractName: "ICU travel — Kamloops", startDate: "2027-05-03", endDate: "2027-08-01", baseWage: 58.5 },
      },
    ]);
  });
});
