// @vitest-environment-options {"url": "http://localhost:3000/notes/add"}
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it, vi } from "vitest";

/**
 * Add Note's checks, as a nurse meets them: a missing date, title or note text (or one of only spaces) gives the
 * schema's one message for the form and sends nothing; filled in, the note is sent once, trimmed, and she is taken
 * to that month's notes.
 */
const server = vi.hoisted(() => {
  const state = { sent: [] as { method: string; path: string; body: unknown }[] };
  // openapi-fetch keeps the fetch it was made with: the stand-in is in place before the app's client is.
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const { pathname } = new URL(request.url);
    // No profile: today is the device's.
    if (request.method === "GET") return Response.json({ error: { code: "not_found", message: "Not found." } }, { status: 404 });
    const body = (await request.json()) as { date: string; title: string; text: string };
    state.sent.push({ method: request.method, path: pathname, body });
    return Response.json({ id: "n1", ...body, text: `${body.title}\n\n${body.text}`, body: body.text, shiftTypeId: null, shiftName: null, createdAt: "" });
  };
  return state;
});

const { default: AddNotePage } = await import("./add-note-page");

// The schema's one message for the form (addNoteForm in @core/schemas/notes).
const ALL_FIELDS = "Please fill in all fields: date, title, and note text";

/** Add Note, reached from 14 March 2027's day. */
function openAddNote() {
  server.sent = [];
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={["/notes/add?date=2027-03-14"]}>
        <Routes>
          <Route path="/notes/add" element={<AddNotePage />} />
          <Route path="/notes" element={<h1>Notes list</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
  const saveNote = () => fireEvent.click(screen.getByRole("button", { name: "Save Note" }));
  return { type, saveNote };
}

describe("Add Note", () => {
  it("Save Note with no title or note text says to fill in all fields, and sends nothing", async () => {
    const { saveNote } = openAddNote();
    saveNote();
    expect(await screen.findByRole("alert")).toHaveTextContent(ALL_FIELDS);
    expect(document.querySelector("form")).toHaveAccessibleDescription(ALL_FIELDS);
    expect(server.sent).toEqual([]);
  });

  it("a title of only spaces, or the date cleared, gets the same message and nothing is sent", async () => {
    const { type, saveNote } = openAddNote();
    type("Title", "   ");
    type("Note", "Patient in bed 4 needs a repeat lactate at 14:00.");
    saveNote();
    expect(await screen.findByRole("alert")).toHaveTextContent(ALL_FIELDS);
    type("Title", "Handover");
    type("Date", "");
    saveNote();
    await waitFor(() => expect(screen.getByLabelText("Date")).toBeInvalid());
    expect(screen.getByRole("alert")).toHaveTextContent(ALL_FIELDS);
    expect(server.sent).toEqual([]);
  });

  it("filled in, the note is sent once, trimmed, for the day she came from, and she sees that month's notes", async () => {
    const { type, saveNote } = openAddNote();
    type("Title", "  Handover ");
    type("Note", " Patient in bed 4 needs a repeat lactate at 14:00. ");
    saveNote();
    expect(await screen.findByRole("heading", { name: "Notes list" })).toBeVisible();
    expect(server.sent).toEqual([
      { method: "POST", path: "/api/notes", body: { date: "2027-03-14", title: "Handover", text: "Patient in bed 4 needs a repeat lactate at 14:00." } },
    ]);
  });
});
