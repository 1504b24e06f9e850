import { NOT_IMPORTED } from "./archive-rows";

/** What each file area holds, in her words. */
const AREA_WORDS: Record<string, string> = {
  avatars: "your profile photo (PNG)",
  certifications: "photos of your certification cards, front and back (JPEG); the name says which certification (its id in data.json) and which side",
  contracts: "documents kept with your contracts (PDF, JPEG, PNG, HEIC), one folder per contract (its id in data.json)",
};

/** README.txt of an export: what is in the ZIP and how to bring it back. */
export function archiveReadme({ exportedAt, email, fileAreas }: { exportedAt: string; email: string; fileAreas: readonly string[] }): string {
  const areas = fileAreas.map((area) => `  files/${area}/…  ${AREA_WORDS[area] ?? `files you stored (${area})`}`).join("\n");
  const left = Object.entries(NOT_IMPORTED)
    .map(([table, why]) => `  - ${table.replaceAll("_", " ")}: ${why}`)
    .join("\n");
  return `NurseVitals — your data
=======================

Exported ${exportedAt} for ${email}.

This ZIP holds everything NurseVitals keeps about you: every record and every
file you stored. Passwords, sign-in tokens and secret links are left out.

What is in it
-------------
  README.txt   this file
  data.json    every record of yours, one list per kind (jobs, contracts,
               certifications, notes, shifts and shift types, contacts, to-dos,
               resume, preferences, profile…), as the app stores them. Records
               point at each other by their "id" (a note's shiftTypeId is the id
               of one of your shift types). "files" lists each file below with
               its place in this ZIP; "shared" is your colleague network and
               your swaps with colleagues (the record of swaps agreed), as you
               see them.
${areas}

Each file's folder begins with an id that is yours on the server it came from.
Open data.json in any text editor, or with a spreadsheet or script that reads JSON.

Bringing it back
----------------
Sign in to NurseVitals (this server or another one) with an account that has
no records yet: a new account, or a new one after you deleted the old. Open
Account, then "Import my data", and choose this ZIP as it is (do not unzip or
change it). Every record, file and link between them comes back; records get
new ids on the new server. An account that already has records refuses the
import, so nothing is ever mixed or doubled.

Not brought back:
${left}
  - your colleague connections: each colleague must accept you again, so
    invite them again from Friends Calendar (they are listed in data.json).
  - your swaps with colleagues: each belongs to you and a colleague, so it
    stays on the server it was agreed on (its record is in data.json, and
    the shifts it moved are on your calendar).
`;
}
