import fs from "node:fs";
import { builtinModules } from "node:module";
import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y-x";
import playwright from "eslint-plugin-playwright";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** File names are kebab-case: one concept per file, named for what it is. */
const kebabCase = {
  meta: { type: "suggestion", schema: [] },
  create(context) {
    return {
      Program(node) {
        const name = context.filename.split("/").pop() ?? "";
        const stem = name.replace(/(\.(test|spec|config|d))?\.(ts|tsx|js|mjs)$/, "");
        if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(stem)) {
          context.report({ node, message: `File name "${name}" must be kebab-case.` });
        }
      },
    };
  },
};

/**
 * Server areas do not reach into each other: each folder of src/server/features
 * may import shared modules (http, db, auth, files, …) and its own files, and of
 * another area only its table.ts (a foreign key names the table it points at).
 * What two areas need moves to shared code. Built from the folders, so a new
 * area is covered the day it lands.
 */
const SERVER_FEATURES = "src/server/features";
const serverAreas = fs
  .readdirSync(new URL(SERVER_FEATURES, import.meta.url), { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);
const serverAreaZones = serverAreas.map((area) => ({
  target: `./${SERVER_FEATURES}/${area}`,
  from: `./${SERVER_FEATURES}`,
  except: [
    `./${area}`,
    ...serverAreas
      .filter((other) => other !== area && fs.existsSync(new URL(`${SERVER_FEATURES}/${other}/table.ts`, import.meta.url)))
      .map((other) => `./${other}/table.ts`),
  ],
  message: "A server area imports shared modules, not another area (only its table.ts, for a foreign key): move what both need to shared code.",
}));

const restrict = (patterns) => ["error", { patterns }];

/** Node's own modules, by either name: core runs in both hosts and the web app in the browser, so neither imports them. */
const nodeModules = (where) => ({
  group: ["node:*", ...builtinModules.filter((name) => !name.startsWith("_"))],
  message: `${where} runs in the browser: no Node modules.`,
});

/**
 * Web features do not reach into each other: each folder under
 * src/web/features may import only itself and shared code (src/web/components,
 * src/web/lib, src/core). What several features use moves to shared code; a
 * screen that composes several features lives in src/web/app. A new feature
 * folder is covered the day it is made.
 */
const WEB_FEATURES = fs
  .readdirSync(new URL("src/web/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webBoundaries = [
  ...WEB_FEATURES.map((feature) => ({
    target: `./src/web/features/${feature}`,
    from: "./src/web/features",
    except: [`./${feature}`],
    message: "A feature does not import another feature: move what both use to src/web/components or src/web/lib, or compose them in src/web/app.",
  })),
  { target: "./src/web/features", from: "./src/web/app", message: "Features do not import the app shell." },
  {
    target: ["./src/web/components", "./src/web/lib"],
    from: ["./src/web/features", "./src/web/app"],
    message: "Shared web code does not import features or the app.",
  },
];

export default tseslint.config(
  { ignores: ["dist/**", "node_modules/**", "test-results/**", "playwright-report/**", "src/server/db/migrations/**", "bench/results*", ".tmp/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { local: { rules: { "kebab-case": kebabCase } } },
    rules: {
      "local/kebab-case": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" }],
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "@typescript-eslint/require-await": "off",
      "@typescript-eslint/no-unnecessary-type-assertion": "off",
      // The environment is read in one place (src/server/config.ts) and passed down.
      "no-restricted-properties": ["error", { object: "process", property: "env", message: "Read settings through src/server/config.ts." }],
    },
  },
  { files: ["eslint.config.js"], ...tseslint.configs.disableTypeChecked },
  // Each part sees its host's globals (and its own TypeScript project's types): the web app the browser's, the
  // server and the tooling Node's, browser tests both (their page functions run in the page), core neither.
  { files: ["src/web/**"], languageOptions: { globals: globals.browser } },
  { files: ["src/server/**", "scripts/**", "bench/**", "*.{js,ts}", "src/tooling/**"], languageOptions: { globals: globals.node } },
  { files: ["e2e/**"], languageOptions: { globals: { ...globals.node, ...globals.browser } } },
  // No import cycles anywhere in src; no server area importing another, no web feature importing another.
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [
        createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".json"], tsconfig: { configFile: new URL("tsconfig.json", import.meta.url).pathname } }),
      ],
    },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-restricted-paths": ["error", { zones: [...serverAreaZones, ...webBoundaries] }],
    },
  },
  {
    files: ["src/server/config.ts", "scripts/**", "bench/**", "e2e/**", "*.config.ts", "**/*.test.ts", "src/server/testing/**"],
    rules: { "no-restricted-properties": "off" },
  },
  // SQL is written where the data is: repositories, table definitions and the database layer (the task leases and
  // the rate limiter are the stores of their own tables). A route or service asks a repository. A route's answer names its status.
  {
    files: ["src/server/**/*.ts"],
    ignores: [
      "src/server/**/repository.ts",
      "src/server/**/*-repository.ts",
      "src/server/**/table.ts",
      "src/server/db/**",
      "src/server/tasks/**",
      "src/server/rate-limit.ts",
      "src/server/testing/**",
      "**/*.test.ts",
    ],
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: "TaggedTemplateExpression[tag.name='sql']", message: "Raw SQL belongs in a repository (features/<area>/repository.ts)." },
        { selector: "MemberExpression[object.name='sql'][property.name='raw']", message: "Raw SQL belongs in a repository (features/<area>/repository.ts)." },
        { selector: "CallExpression[callee.property.name='execute']", message: "Raw SQL belongs in a repository (features/<area>/repository.ts)." },
        // Without a status the compiler takes c.json's from the route's documented ones, while it answers 200 (decision 041).
        {
          selector: "CallExpression[callee.object.name='c'][callee.property.name='json'][arguments.length=1]",
          message: "Write the status: c.json(body, 200). The compiler checks body and status against the route's documented responses.",
        },
      ],
    },
  },
  {
    files: ["src/web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Accessibility of the JSX itself (labels, roles, keyboard handlers); axe checks the rendered screens in the browser tests.
  {
    files: ["src/web/**/*.tsx"],
    ...jsxA11y.configs.recommended,
    rules: {
      ...jsxA11y.configs.recommended.rules,
      // Our inputs are components: a label wrapping one of them labels it.
      "jsx-a11y-x/label-has-associated-control": [
        "error",
        { controlComponents: ["Input", "NativeSelect", "Textarea", "Checkbox"], assert: "either", depth: 3 },
      ],
    },
  },
  // The UI primitives pass their children and htmlFor through: the rule sees an empty heading or label.
  {
    files: ["src/web/components/ui/**/*.tsx"],
    rules: { "jsx-a11y-x/heading-has-content": "off", "jsx-a11y-x/label-has-associated-control": "off" },
  },
  // Imports flow one way: core ← server; core ← web (lib/components ← features ← app).
  {
    files: ["src/core/**"],
    rules: {
      "no-restricted-imports": restrict([
        { group: ["@server/*", "@web/*", "react", "react-dom", "hono", "drizzle-orm*"], message: "src/core is pure rules: no I/O, no React." },
        nodeModules("src/core (shared with the web app)"),
      ]),
    },
  },
  {
    files: ["src/web/**"],
    ignores: ["src/web/entry-prerender.tsx"],
    rules: { "no-restricted-imports": restrict([nodeModules("The web app")]) },
  },
  {
    files: ["src/server/**"],
    rules: { "no-restricted-imports": restrict([{ group: ["@web/*", "react", "react-dom"], message: "The server does not import the web app." }]) },
  },
  {
    // Generated by openapi-typescript: a text field with more than one pattern (allOf in the document) comes out as
    // `string & (unknown & unknown)`, which is right, only wordy.
    files: ["src/web/lib/api/schema.ts"],
    rules: { "@typescript-eslint/no-duplicate-type-constituents": "off", "@typescript-eslint/no-redundant-type-constituents": "off" },
  },
  {
    // The API tests' typed client reads the web client's generated types of the document (schema.ts: types only).
    files: ["src/server/testing/api-client.ts"],
    rules: {
      "no-restricted-imports": restrict([
        { regex: "^@web/(?!lib/api/schema$)", message: "The server does not import the web app." },
        { group: ["react", "react-dom"], message: "The server does not import the web app." },
      ]),
    },
  },
  {
    files: ["src/web/components/**", "src/web/lib/**"],
    rules: {
      "no-restricted-imports": restrict([
        { group: ["@server/*", "@web/features/*", "@web/app/*"], message: "Shared web code does not import features or the app." },
        nodeModules("The web app"),
      ]),
    },
  },
  {
    files: ["src/web/features/**"],
    rules: {
      "no-restricted-imports": restrict([
        { group: ["@server/*", "@web/app/*"], message: "Features do not import the app shell or the server." },
        nodeModules("The web app"),
      ]),
    },
  },
  // Browser tests: web-first assertions, no fixed waits, no focused or forgotten tests. A journey may branch on the
  // project (phone or desktop) and skip by a stated condition: that is how width-specific checks are written here.
  {
    files: ["e2e/**/*.ts"],
    ...playwright.configs["flat/recommended"],
    rules: {
      ...playwright.configs["flat/recommended"].rules,
      "playwright/no-conditional-in-test": "off",
      "playwright/no-conditional-expect": "off",
      "playwright/no-skipped-test": ["error", { allowConditional: true }],
    },
  },
);
