/* eslint-disable no-control-regex -- finding control characters is what this module is for */
/**
 * Control characters in text a nurse types. A name, nickname, location or note
 * title is one line: a control character there (a bare carriage return, a tab,
 * an escape) is never meant, and where the text leaves the app it can do harm —
 * RFC 5545 allows no control character in an iCalendar TEXT value, and a raw CR
 * in one makes a calendar read a new property. Multi-line fields (a note's text,
 * a job's notes) take line breaks and tabs, and nothing else.
 */

/** C0 controls (U+0000–U+001F), DEL and the C1 controls (U+0080–U+009F). */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/u;
/** The same, less tab, line feed and carriage return. */
const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/u;

/**
 * The same rules as whole-text patterns, which the schemas check with (`oneLine`, `multiLine` in schemas/common.ts)
 * so the API document carries them as its `pattern`. Without the `u` flag, as JSON Schema tools read patterns.
 */
export const ONE_LINE_TEXT = /^[^\u0000-\u001f\u007f-\u009f]*$/;
export const MULTI_LINE_TEXT = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]*$/;

export function hasControlCharacters(text: string, { multiLine = false }: { multiLine?: boolean } = {}): boolean {
  return (multiLine ? CONTROL_BUT_LINE_BREAKS : CONTROL).test(text);
}

/** The field's message, said once for every field ("Location cannot contain line breaks, tabs or other control characters"). */
export const controlCharactersMessage = (label: string) => `${label} cannot contain line breaks, tabs or other control characters`;
export const multiLineControlCharactersMessage = (label: string) => `${label} cannot contain control characters other than line breaks and tabs`;

/**
 * Text for a one-line value that leaves the app (an iCalendar property): every
 * line break (CRLF, CR or LF alone) becomes `lineBreak`, a tab a space, and any
 * other control character is dropped. Rows saved before the API refused them
 * still come out clean.
 */
export function withoutControlCharacters(text: string, lineBreak = " "): string {
  return text
    .replace(/\r\n?|\n/g, lineBreak)
    .replace(/\t/g, " ")
    .replace(/[\u0000-\u001f\u007f-\u009f]/gu, "");
}
