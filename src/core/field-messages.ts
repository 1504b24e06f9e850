/** One problem zod found (its `issues`), as much of it as a form or an error answer needs. */
export interface FieldIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/**
 * The messages of a failed zod parse by field: the first message of each
 * field, keyed by its dotted path (`name`, `premiums.0.name`; "" for the whole
 * body). The server's error answers carry these as `fields`, and the forms show
 * them under their inputs, so a field's message is the same wherever it is checked.
 */
export function fieldMessages(issues: readonly FieldIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.map(String).join(".")] ??= issue.message;
  return fields;
}
