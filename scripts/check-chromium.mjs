// The end-to-end tests drive Debian's Chromium; Playwright must never download a browser here.
import { existsSync } from "node:fs";

const path = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(path)) {
  console.error(`
Chromium was not found at ${path}.
The end-to-end tests need it. Install it with:

    sudo apt-get install -y chromium

or point CHROMIUM_PATH at a Chromium or Chrome binary. Do not run "npx playwright install".
`);
  process.exit(1);
}
