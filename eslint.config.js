import fs from "node:fs";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The import directions of the architecture, enforced: common/ <- server/ and app/, and neither of those two
 * imports the other; inside app/,
 * components/, lib/ and the store <- features/ <- routes/. A public feature imports no other feature (what
 * two features share lives in components/ or lib/); the back office's areas under features/admin/ may use
 * each other, and nothing public imports the back office.
 */
const publicFeatures = fs
  .readdirSync("app/features", { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== "admin")
  .map((entry) => entry.name);

const importZones = [
  {
    target: "./common",
    from: ["./app", "./server"],
    message: "common/ is shared by the server and the browser: it imports nothing from them.",
  },
  {
    target: "./server",
    from: "./app",
    message: "The server never imports the React app's modules; it loads the React Router build at run time.",
  },
  {
    target: "./app",
    from: "./server",
    message:
      "The browser's code never imports the server: what both need (shapes, schemas, filters) lives in common/, and the load context's type in common/load-context.ts.",
  },
  {
    target: ["./app/components", "./app/lib", "./app/store.ts"],
    from: ["./app/features", "./app/routes"],
    message: "components/, lib/ and the store are shared: they import no feature and no route.",
  },
  {
    target: "./app/features",
    from: "./app/routes",
    message: "Routes compose features, never the other way round.",
  },
  ...publicFeatures.map((feature) => ({
    target: `./app/features/${feature}`,
    from: "./app/features",
    except: [`./${feature}`],
    message: "Features do not import each other: move what they share to app/components/ or app/lib/.",
  })),
  {
    target: "./app/features/admin",
    from: "./app/features",
    except: ["./admin"],
    message: "The back office's features import each other, never the public ones.",
  },
  {
    target: ["./app/routes/*.{ts,tsx}", "./app/root.tsx", "./app/entry.server.tsx"],
    from: ["./app/routes/admin", "./app/features/admin"],
    message: "Public pages never import the back office.",
  },
];

export default tseslint.config(
  {
    ignores: [
      "node_modules",
      "build",
      "build-*",
      ".react-router",
      "data",
      "public",
      "app/generated",
      "server/db/migrations",
      "test-results",
      "playwright-report",
      "coverage",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts", "common/**/*.ts"],
    plugins: { "import-x": importX },
    settings: { "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })] },
    rules: { "import-x/no-restricted-paths": ["error", { zones: importZones }] },
  },
  {
    // The environment is read and checked in one place (server/config.ts and its sections under
    // server/config/); every other module receives typed settings from it. Tests read their own variables.
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts", "common/**/*.ts", "content/**/*.ts"],
    ignores: ["server/config.ts", "**/*.test.{ts,tsx}", "**/test-support/**"],
    rules: {
      "no-restricted-properties": [
        "error",
        {
          object: "process",
          property: "env",
          message:
            "Read settings from the Config of server/config.ts; a new variable goes in a section there.",
        },
      ],
    },
  },
  {
    // Playwright fixtures receive a function named `use`; it is not React's hook.
    files: ["e2e/**/*.ts"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
);
