import { jobPostingRow, type JobPostingRow } from "./schemas/job-board";

/**
 * An operator's job-board file (CSV with a header row, or a JSON array of
 * objects), checked row by row: every problem names its row and field, and
 * one bad row means nothing is loaded.
 */
export type ParsedPostings = { ok: true; rows: JobPostingRow[] } | { ok: false; errors: string[] };

/** CSV as RFC 4180 reads it: commas, quoted fields with "" for a quote, CRLF or LF. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  const body = text.replace(/^\uFEFF/, "");
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!;
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === "") quoted = true;
    else if (ch === ",") {
      row.push(field);
      field = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && body[i + 1] === "\n") i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += ch;
  }
  if (quoted) throw new Error("The file ends inside a quoted field");
  if (field !== "" || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.some((cell) => cell.trim() !== ""));
}

/** CSV cells are text: a number column is read as a number (an empty one as nothing). */
function csvRecord(header: string[], cells: string[]): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  header.forEach((name, i) => {
    const cell = cells[i] ?? "";
    if (name === "payRate") record[name] = cell.trim() === "" ? null : Number.isFinite(Number(cell)) ? Number(cell) : cell;
    else record[name] = cell;
  });
  return record;
}

export function parsePostingsFile(text: string, format: "csv" | "json"): ParsedPostings {
  let records: unknown[];
  // The row number an operator sees: CSV lines count the header as row 1; JSON items count from 1.
  let rowNumber: (index: number) => number;
  try {
    if (format === "json") {
      const data: unknown = JSON.parse(text);
      if (!Array.isArray(data)) return { ok: false, errors: ["The JSON file must be an array of postings"] };
      records = data;
      rowNumber = (i) => i + 1;
    } else {
      const [header, ...rest] = parseCsv(text);
      if (!header) return { ok: false, errors: ["The CSV file is empty"] };
      const names = header.map((h) => h.trim());
      records = rest.map((cells) => csvRecord(names, cells));
      rowNumber = (i) => i + 2;
    }
  } catch (error) {
    return { ok: false, errors: [`The file could not be read: ${(error as Error).message}`] };
  }
  const errors: string[] = [];
  const rows: JobPostingRow[] = [];
  const seen = new Map<string, number>();
  records.forEach((record, i) => {
    const parsed = jobPostingRow.safeParse(record);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        if (issue.code === "unrecognized_keys") for (const key of issue.keys) errors.push(`Row ${rowNumber(i)}, field ${key}: Unknown field`);
        else if (issue.path.length) errors.push(`Row ${rowNumber(i)}, field ${String(issue.path[0])}: ${issue.message}`);
        else errors.push(`Row ${rowNumber(i)}: each posting must be an object with ref and title`);
      }
      return;
    }
    const earlier = seen.get(parsed.data.ref);
    if (earlier !== undefined) errors.push(`Row ${rowNumber(i)}, field ref: "${parsed.data.ref}" is already used by row ${earlier}`);
    seen.set(parsed.data.ref, rowNumber(i));
    rows.push(parsed.data);
  });
  if (!records.length) errors.push("The file has no postings");
  return errors.length ? { ok: false, errors } : { ok: true, rows };
}
