/**
 * The globals core uses beyond the language, which both of core's hosts have
 * (browsers, and Node as globals): the WHATWG URL parser, and — for the vCard
 * reader — the Encoding standard's TextEncoder and TextDecoder and base64's
 * atob. Only what core reads of them is declared, so core compiles with neither
 * DOM nor Node types.
 */
declare class URL {
  constructor(url: string, base?: string);
  readonly origin: string;
  readonly pathname: string;
}

declare class TextEncoder {
  encode(input?: string): Uint8Array;
}

declare class TextDecoder {
  /** Throws a RangeError for a label it does not know; with `fatal`, decode throws on bytes that are not valid in it. */
  constructor(label?: string, options?: { fatal?: boolean });
  decode(input?: Uint8Array): string;
}

declare function atob(data: string): string;
