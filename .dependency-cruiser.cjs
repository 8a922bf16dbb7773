/**
 * The import rules of the design (README, "Layout"), checked
 * by `npm run check`. Shared pieces → features → app; what two features share moves down.
 */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment:
        "A cycle makes load order matter and the modules inseparable; split out what both need.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "web-and-api-apart",
      comment:
        "The web app and the API meet only in the contract; each can ship without the other.",
      severity: "error",
      from: { path: "^apps/(api|web)/" },
      to: { path: "^apps/", pathNot: "^apps/$1/" },
    },
    {
      name: "contract-stands-alone",
      comment: "Both apps import the contract, so it may import neither.",
      severity: "error",
      from: { path: "^packages/contract/" },
      to: { path: "^apps/" },
    },
    {
      name: "feature-stays-in-its-folder",
      comment:
        "A feature never reaches into another feature; shared code moves to lib/, components/ or the contract.",
      severity: "error",
      from: { path: "^apps/(api|web)/src/features/([^/]+)/" },
      to: { path: "^apps/$1/src/features/", pathNot: "^apps/$1/src/features/$2/" },
    },
    {
      name: "features-below-app",
      comment:
        "The app shell (web app/, api app.ts and server.ts) assembles features; they never import it.",
      severity: "error",
      from: { path: "^apps/(api|web)/src/features/" },
      to: { path: "^apps/(web/src/app/|api/src/(app|server)\\.ts$)" },
    },
    {
      name: "shared-code-below-features",
      comment:
        "Shared code (lib/, components/, the api's db/) is used by features and must not depend on them or on the app shell.",
      severity: "error",
      from: { path: "^apps/(api|web)/src/(lib|components|db)/" },
      to: { path: "^apps/$1/src/(features/|app/|app\\.ts$|server\\.ts$)" },
    },
    {
      name: "db-below-lib",
      comment:
        "The api's db/ (schema, client, migrations) is what lib/, features, the seed (seed/) and backups (backup/) build on, so its code imports none of them. Tests of db/ may.",
      severity: "error",
      from: { path: "^apps/api/src/db/", pathNot: "\\.test\\.ts$" },
      to: { path: "^apps/api/src/(lib|features|seed|backup)/" },
    },
    {
      name: "seed-and-backup-below-features",
      comment:
        "The seed and backups use lib/ and db/ like features do, and never a feature or the app shell.",
      severity: "error",
      from: { path: "^apps/api/src/(seed|backup)/" },
      to: { path: "^apps/api/src/(features/|app\\.ts$|server\\.ts$)" },
    },
    {
      name: "server-code-uses-runtime-dependencies",
      comment:
        "The server and the contract run on a production install (npm ci --omit=dev), so their code imports only what their own package.json lists under dependencies. Knip sees root devDependencies as available everywhere; this does not.",
      severity: "error",
      from: {
        path: "^(apps/api|packages/contract)/src/",
        pathNot: "\\.test\\.ts$",
      },
      to: { dependencyTypes: ["npm-dev", "npm-no-pkg", "npm-unknown"] },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)dist/" },
    tsPreCompilationDeps: true,
    // The contract is linked into node_modules; following the link shows its real path.
    preserveSymlinks: false,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["source", "import", "default"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
    },
  },
};
