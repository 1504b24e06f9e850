import { describe, expect, it } from "vitest";
import { todayIn } from "../calendar-dates";
import { addNoteForm, createNoteBody } from "./notes";
import { profileUpdateSchema } from "./profile";
import { editShiftForm, presetForm } from "./shift-types";

const first = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  r.success ? undefined : { path: r.error!.issues[0]!.path.join("."), message: r.error!.issues[0]!.message };

describe("the forms' shared rules", () => {
  const edit = { name: "Day Shift", nickname: "Day", icon: "☀️", color: "#3b82f6", startTime: "07:00", endTime: "19:00", paidHours: 12, date: null };

  it("Edit Shift: name required, up to 50, in the same words as Create a Shift", () => {
    expect(editShiftForm.safeParse(edit).success).toBe(true);
    expect(first(editShiftForm.safeParse({ ...edit, name: "  " }))).toEqual({ path: "name", message: "Name is required" });
    expect(first(editShiftForm.safeParse({ ...edit, name: "x".repeat(51) }))).toEqual({ path: "name", message: "Name must be 50 characters or less" });
    expect(editShiftForm.safeParse({ ...edit, name: "x".repeat(50) }).success).toBe(true);
    expect(first(editShiftForm.safeParse({ ...edit, nickname: "123456789" }))).toEqual({ path: "nickname", message: "Nickname must be 8 characters or less" });
    expect(first(editShiftForm.safeParse({ ...edit, date: "2026-02-30" }))?.path).toBe("date");
  });

  it("Add Note: date, title and text all required, with one message; limits 100 and 2000", () => {
    const all = "Please fill in all fields: date, title, and note text";
    expect(addNoteForm.safeParse({ date: "2026-03-14", title: "Handover", text: "Bed 4" }).success).toBe(true);
    for (const bad of [
      { date: "", title: "Handover", text: "Bed 4" },
      { date: "2026-03-14", title: " ", text: "Bed 4" },
      { date: "2026-03-14", title: "Handover", text: "" },
    ]) {
      expect(first(addNoteForm.safeParse(bad))?.message).toBe(all);
    }
    expect(first(addNoteForm.safeParse({ date: "2026-03-14", title: "t".repeat(101), text: "x" }))?.message).toBe("Title must be 100 characters or less");
    expect(first(addNoteForm.safeParse({ date: "2026-03-14", title: "t", text: "x".repeat(2001) }))?.message).toBe("Note text must be 2000 characters or less");
    expect(first(createNoteBody.safeParse({ date: "2026-03-14", text: " " }))?.message).toBe("Please enter the note text");
  });

  it("presets: defaults 07:00–19:00, 12 h; paid hours up to 24 and above 0", () => {
    const preset = { name: "Day", icon: "💼", color: "#3b82f6", location: "", startTime: "07:00", endTime: "19:00", paidHours: 12 };
    expect(presetForm.safeParse(preset).success).toBe(true);
    expect(first(presetForm.safeParse({ ...preset, paidHours: 0 }))?.message).toBe("Paid hours must be greater than 0");
    expect(first(presetForm.safeParse({ ...preset, paidHours: 24.5 }))?.message).toBe("Paid hours must be 24 or less");
    expect(first(presetForm.safeParse({ ...preset, name: "" }))?.message).toBe("Name is required");
  });

  it("Profile: the birthday is checked against today in the zone being saved, not the one on file", () => {
    // Kiritimati (UTC+14) is always at least a day ahead of Pago Pago (UTC-11).
    const form = profileUpdateSchema({ timezone: "Pacific/Kiritimati" });
    const dob = todayIn("Pacific/Kiritimati");
    expect(form.safeParse({ dob }).success).toBe(true);
    expect(form.safeParse({ dob, timezone: "Pacific/Kiritimati" }).success).toBe(true);
    expect(first(form.safeParse({ dob, timezone: "Pacific/Pago_Pago" }))).toEqual({ path: "dob", message: "Birthday can't be in the future." });
  });
});
