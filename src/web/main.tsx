import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { App } from "./app/app";
import { preloadPage } from "./app/routes";
import "./styles/app.css";

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element");

const tree = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

if (container.dataset.prerendered === "true") {
  // The HTML is already on screen; load the page's code, then take it over.
  void preloadPage(window.location.pathname).finally(() => hydrateRoot(container, tree));
} else {
  // The page's HTML (header bar and spinner) stays until the layout's and the screen's code are in,
  // then the app replaces it in one step rather than through a second spinner. Rendered as a
  // transition, React yields to the browser as it goes instead of holding the main thread.
  void preloadPage(window.location.pathname).finally(() => {
    const root = createRoot(container);
    startTransition(() => root.render(tree));
  });
}
