/**
 * A calendar note is one text. Notes written on the Add Note screen follow the
 * product's convention: the first line is the title, then a blank line, then the
 * body. Day-panel notes are plain text (their first line reads as the title).
 */
export const NOTE_TITLE_MAX = 100;
export const NOTE_TEXT_MAX = 2000;

export function composeNote(title: string, body: string): string {
  return `${title.trim()}\n\n${body.trim()}`;
}

export function splitNote(note: string): { title: string; body: string } {
  const text = note.replace(/\r\n/g, "\n").trim();
  const newline = text.indexOf("\n");
  if (newline === -1) return { title: text, body: "" };
  return {
    title: text.slice(0, newline).trim(),
    body: text
      .slice(newline + 1)
      .replace(/^\n+/, "")
      .trim(),
  };
}
