/**
 * The text fields of a form, read from the DOM at submit. Public pages are
 * prerendered: what a nurse types before the script has loaded is in the DOM,
 * not in React state, so their forms are read this way.
 */
export function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === "string") values[name] = value;
  return values;
}
