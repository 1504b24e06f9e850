import { createContext, useContext, useEffect } from "react";

export interface PageMeta {
  title: string;
  description?: string;
  /**
   * False for a page that is not the real address of anything (the 404 page): no canonical link.
   * A path for a screen reached at several addresses (/home is /dashboard).
   */
  canonical?: boolean | string;
}

export const PRODUCT_NAME = "NurseVitals";
export const DEFAULT_DESCRIPTION =
  "NurseVitals — all of a nurse's vitals in one spot: shift calendar, certifications, career records and bedside tools. Made by a nurse, for nurses.";

export function fullTitle(title: string): string {
  return title === PRODUCT_NAME ? `${PRODUCT_NAME} — Made by a nurse, for nurses` : `${title} · ${PRODUCT_NAME}`;
}

/** Prerendering collects the page's meta here instead of touching a document. */
export const PageMetaCollector = createContext<((meta: PageMeta) => void) | null>(null);

function setTag(selector: string, create: () => HTMLElement, attr: string, value: string) {
  let el = document.head.querySelector<HTMLElement>(selector);
  if (!el) {
    el = create();
    document.head.appendChild(el);
  }
  el.setAttribute(attr, value);
}

const CANONICAL = 'link[rel="canonical"]';

/**
 * The public address (BASE_URL), as the server wrote it into the first page's
 * canonical link; this page's own origin only when that page had none (a 404).
 */
const canonicalOrigin = typeof document === "undefined" ? "" : new URL(document.head.querySelector<HTMLLinkElement>(CANONICAL)?.href ?? location.href).origin;

/** The one helper for title, meta description and canonical link of every page. */
export function usePageMeta({ title, description = DEFAULT_DESCRIPTION, canonical = true }: PageMeta): void {
  const collector = useContext(PageMetaCollector);
  collector?.({ title, description, canonical });
  useEffect(() => {
    document.title = fullTitle(title);
    setTag('meta[name="description"]', () => Object.assign(document.createElement("meta"), { name: "description" }), "content", description);
    const path = typeof canonical === "string" ? canonical : location.pathname;
    if (canonical) setTag(CANONICAL, () => Object.assign(document.createElement("link"), { rel: "canonical" }), "href", canonicalOrigin + path);
    else document.head.querySelector(CANONICAL)?.remove();
  }, [title, description, canonical]);
}

function escapeAttr(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The same tags as HTML, for pages rendered at build time (%BASE_URL% is filled in by the server). */
export function pageMetaHtml({ title, description = DEFAULT_DESCRIPTION, canonical = true }: PageMeta, pathname: string): string {
  return [
    `<title>${escapeAttr(fullTitle(title))}</title>`,
    `<meta name="description" content="${escapeAttr(description)}" />`,
    ...(canonical ? [`<link rel="canonical" href="%BASE_URL%${typeof canonical === "string" ? canonical : pathname}" />`] : []),
  ].join("\n    ");
}
