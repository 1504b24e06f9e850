import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const root = import.meta.dirname;

export const aliases = {
  "@core": path.join(root, "src/core"),
  "@server": path.join(root, "src/server"),
  "@web": path.join(root, "src/web"),
};

/** The web app. `npm run build` also prerenders public pages and bundles the server (scripts/build.ts). */
export default defineConfig({
  root: path.join(root, "src/web"),
  publicDir: path.join(root, "src/web/public"),
  resolve: { alias: aliases },
  plugins: [react(), tailwindcss()],
  build: {
    outDir: path.join(root, "dist/client"),
    emptyOutDir: true,
    manifest: true,
    target: "es2022",
    cssCodeSplit: true,
    // Every browser the app supports (es2022) has <link rel="modulepreload">: the polyfill would only cost the entry bytes.
    modulePreload: { polyfill: false },
  },
  server: {
    proxy: { "/api": "http://localhost:3000", "/files": "http://localhost:3000" },
  },
});
