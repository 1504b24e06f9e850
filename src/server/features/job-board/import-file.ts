import fs from "node:fs/promises";
import path from "node:path";
import { parsePostingsFile, type ParsedPostings } from "@core/job-board-file";

/**
 * An operator's job-board file (.csv or .json), read and checked row by row:
 * every problem is listed with its row and field. Nothing touches the
 * database here, so a bad file is refused before anything is opened.
 */
export async function readJobBoardFile(file: string): Promise<ParsedPostings> {
  const ext = path.extname(file).toLowerCase();
  if (ext !== ".csv" && ext !== ".json") return { ok: false, errors: [`${file}: the file must end in .csv or .json`] };
  let text: string;
  try {
    text = await fs.readFile(file, "utf8");
  } catch (error) {
    return { ok: false, errors: [`${file} could not be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`] };
  }
  return parsePostingsFile(text, ext === ".csv" ? "csv" : "json");
}
