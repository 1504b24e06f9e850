import { StrictMode } from "react";
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
  // Fetch the page's code alongside the layout's, not after it.
  void preloadPage(window.location.pathname);
  createRoot(container).render(tree);
}
