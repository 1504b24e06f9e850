// @vitest-environment-options {"url": "http://localhost:3000/calendar"}
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CalendarMonth, CalendarShiftType } from "@core/schemas/calendar";

/**
 * A day tapped with a shift selected: what the month shows while the save is under way, and after it is refused
 * or overtaken by a newer tap (the browser journey taps; the races are here, where each answer can be held back).
 * The server is a fetch stand-in: the month comes at once, each save waits until the test answers it.
 */
const server = vi.hoisted(() => {
  const state = {
    month: undefined as unknown,
    saves: [] as { date: string; shiftTypeId: string; answer: (status: number) => void }[],
  };
  // openapi-fetch keeps the fetch it was made with: the stand-in is in place before the app's client is.
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (request.method === "GET" && url.pathname === "/api/calendar") return Response.json(state.month);
    const date = /^\/api\/calendar\/(\d{4}-\d{2}-\d{2})$/.exec(url.pathname)?.[1];
    if (request.method === "PUT" && date) {
      const { shiftTypeId } = (await request.json()) as { shiftTypeId: string };
      return new Promise<Response>((resolve) => {
        state.saves.push({
          date,
          shiftTypeId,
          answer: (status) =>
            resolve(
              status === 200
                ? Response.json({ date, shiftTypeId, source: "applied" })
                : Response.json({ error: { code: "internal", message: "Something went wrong." } }, { status }),
            ),
        });
      });
    }
    return Response.json({ error: { code: "not_found", message: "Not found." } }, { status: 404 });
  };
  return state;
});

const { useApplyShift } = await import("./apply-shift");
const { useCalendar } = await import("./get-calendar");

const shiftType = (id: string, name: string): CalendarShiftType => ({
  id,
  name,
  nickname: name.split(" ")[0]!,
  icon: "💼",
  symbol: null,
  color: "#2563eb",
  location: "",
  startTime: "07:00",
  endTime: "19:00",
  paidHours: 11.5,
});
const day = shiftType("day", "Day Shift");
const night = shiftType("night", "Night Shift");
const charge = shiftType("charge", "Charge Nurse");

/** March 2027 as the server has it: a Day Shift on the 10th. */
function marchWithDayShiftOnThe10th(): CalendarMonth {
  return {
    from: "2027-02-28",
    to: "2027-04-10",
    today: "2027-03-01",
    timeZone: "America/Vancouver",
    shifts: [{ date: "2027-03-10", shiftTypeId: "day", source: "applied" }],
    shiftTypes: [day],
    noteCounts: {},
    timeOff: [],
  };
}

function renderCalendar() {
  server.month = marchWithDayShiftOnThe10th();
  server.saves = [];
  const onApplied = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => ({ month: useCalendar("2027-03"), apply: useApplyShift({ onApplied }) }), { wrapper });
  /** The name of the shift the month shows on a day, as its chip would. */
  const shown = (date: string) => {
    const month = result.current.month.data;
    const shift = month?.shifts.find((s) => s.date === date);
    return shift && month?.shiftTypes.find((t) => t.id === shift.shiftTypeId)?.name;
  };
  const tap = (date: string, type: CalendarShiftType) => {
    act(() => result.current.apply.mutate({ date, shiftType: type }));
  };
  const answer = async (index: number, status: number) => {
    await waitFor(() => expect(server.saves.length).toBeGreaterThan(index));
    await act(async () => server.saves[index]!.answer(status));
  };
  return { result, shown, tap, answer, onApplied };
}

afterEach(() => {
  server.saves = [];
});

describe("tapping a day with a shift selected", () => {
  it("shows the shift at once, before the server answers, and says so once it is saved", async () => {
    const { result, shown, tap, answer, onApplied } = renderCalendar();
    await waitFor(() => expect(result.current.month.isSuccess).toBe(true));
    tap("2027-03-12", night);
    await waitFor(() => expect(shown("2027-03-12")).toBe("Night Shift"));
    expect(onApplied).not.toHaveBeenCalled();
    await answer(0, 200);
    await waitFor(() => expect(onApplied).toHaveBeenCalledTimes(1));
    expect(shown("2027-03-12")).toBe("Night Shift");
    expect(server.saves.map((s) => [s.date, s.shiftTypeId])).toEqual([["2027-03-12", "night"]]);
  });

  it("a refused save puts the day back as it was: the shift it had before, not an empty day", async () => {
    const { result, shown, tap, answer, onApplied } = renderCalendar();
    await waitFor(() => expect(result.current.month.isSuccess).toBe(true));
    tap("2027-03-10", night);
    await waitFor(() => expect(shown("2027-03-10")).toBe("Night Shift"));
    await answer(0, 500);
    await waitFor(() => expect(shown("2027-03-10")).toBe("Day Shift"));
    await waitFor(() => expect(result.current.apply.isError).toBe(true));
    expect(onApplied).not.toHaveBeenCalled();
  });

  it("an older tap's failure, answered after a newer tap on the same day, leaves the newer one showing", async () => {
    const { result, shown, tap, answer } = renderCalendar();
    await waitFor(() => expect(result.current.month.isSuccess).toBe(true));
    tap("2027-03-10", night);
    await waitFor(() => expect(server.saves).toHaveLength(1));
    tap("2027-03-10", charge);
    await waitFor(() => expect(shown("2027-03-10")).toBe("Charge Nurse"));
    await answer(0, 500);
    // The first save failed, but it is not the day's last word: Charge Nurse stays.
    await answer(1, 200);
    await waitFor(() => expect(result.current.apply.isSuccess).toBe(true));
    expect(shown("2027-03-10")).toBe("Charge Nurse");
  });

  it("the newer tap's failure puts back the shift the older tap saved (what the server holds)", async () => {
    const { result, shown, tap, answer } = renderCalendar();
    await waitFor(() => expect(result.current.month.isSuccess).toBe(true));
    tap("2027-03-10", night);
    await waitFor(() => expect(server.saves).toHaveLength(1));
    tap("2027-03-10", charge);
    await answer(0, 200);
    await answer(1, 500);
    await waitFor(() => expect(shown("2027-03-10")).not.toBe("Charge Nurse"));
    expect(shown("2027-03-10")).toBe("Night Shift");
  });
});
