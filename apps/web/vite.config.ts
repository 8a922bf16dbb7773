import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defaultClientConditions, defineConfig } from "vite";

/** In development the API runs on its own port; in production it serves this build itself. */
const api = process.env.SAHAYI_API_URL ?? "http://127.0.0.1:3000";

export default defineConfig({
  plugins: [react(), tailwindcss()],
  // The contract's TypeScript source, so the dev server and the build need no contract build.
  resolve: { conditions: ["@sahayi/source", ...defaultClientConditions] },
  server: {
    proxy: {
      "/api": api,
      "/media": api,
    },
  },
  build: {
    target: "es2022",
    outDir: "dist",
  },
});
