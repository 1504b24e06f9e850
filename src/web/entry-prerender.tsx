import { prerenderToNodeStream } from "react-dom/static";
import { StaticRouter } from "react-router";
import { App } from "./app/app";
import { SignedInSkeleton } from "./components/layout/signed-in-skeleton";
import { preloadPage } from "./app/routes";
import { PageMetaCollector, type PageMeta } from "./lib/page-meta";

/** Renders one public page to HTML at build time (scripts/build.ts). */
export async function renderPage(url: string): Promise<{ html: string; meta: PageMeta | undefined }> {
  // Render the loaded page itself, as the client does after preloading, so hydration matches.
  await preloadPage(url);
  let meta: PageMeta | undefined;
  const collect = (m: PageMeta) => {
    meta = m;
  };
  const { prelude } = await prerenderToNodeStream(
    <PageMetaCollector.Provider value={collect}>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </PageMetaCollector.Provider>,
  );
  let html = "";
  for await (const chunk of prelude) html += String(chunk);
  return { html, meta };
}

/** The signed-in pages' HTML before the app starts: the header bar and a spinner (signed-in-skeleton.tsx). */
export async function renderSignedInPlaceholder(): Promise<string> {
  const { prelude } = await prerenderToNodeStream(<SignedInSkeleton />);
  let html = "";
  for await (const chunk of prelude) html += String(chunk);
  return html;
}
