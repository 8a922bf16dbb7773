/**
 * The import rules of the design (README, "Layout"), checked
 * by `npm run check`. Shared pieces → features → app; what two features share moves down.
 */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment:
        "A cycle makes load order matter and the modules inseparable; split out what both need. A type-only import is erased before anything loads, so it may close a loop (the contract's addresses name the answers of the schemas that import them).",
      severity: "error",
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ["type-only"] } },
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
      name: "admin-entered-by-its-route-table",
      comment:
        "The rest of the app sees the admin console through one door on each side (decision 038): the web's route table, the api's plugin that registers every room's routes, and the admin account that the server's start-up and the CLI ensure.",
      severity: "error",
      from: { pathNot: "^apps/(api|web)/src/features/admin/" },
      to: {
        path: "^apps/(api|web)/src/features/admin/",
        pathNot:
          "^apps/(web/src/features/admin/admin-routes\\.tsx|api/src/features/admin/(routes|admin-accounts)\\.ts)$",
      },
    },
    {
      name: "admin-rooms-apart",
      comment:
        "An admin room (helpers, users, catalogue, inbox, oversight) uses the console's shared pieces at the admin folder's root, never another room (decision 038); what two rooms need moves to the root.",
      severity: "error",
      from: { path: "^(apps/(?:api|web)/src/features/admin)/([^/]+)/" },
      to: { path: "^$1/[^/]+/", pathNot: "^$1/$2/" },
    },
    {
      name: "contract-admin-rooms-apart",
      comment:
        "The contract's admin rooms meet only in admin/console.ts and admin/messages.ts (decision 038).",
      severity: "error",
      from: { path: "^packages/contract/src/admin/" },
      to: {
        path: "^packages/contract/src/admin/",
        pathNot: "^packages/contract/src/admin/(console|messages)\\.ts$",
      },
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
