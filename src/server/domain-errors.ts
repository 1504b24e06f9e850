/**
 * A row that is missing, or is someone else's: the two are one answer, so an id tells nothing about other nurses (docs/product/README.md, Rules).
 * Repositories and the user scope throw it without knowing about HTTP; the
 * app's error handler answers it with a 404 ("Shift was not found.").
 */
export class NotFound extends Error {
  constructor(readonly what = "That") {
    super(`${what} was not found.`);
    this.name = "NotFound";
  }
}

/**
 * The day or record changed after the nurse saw it (her change was made offline on an older
 * version: If-Match, decision 057). The server's version wins; the app's error handler answers 412.
 */
export class ChangedSince extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ChangedSince";
  }
}
