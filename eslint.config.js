// ESLint over the pages' ES modules (issue 29): run by `make test` (scripts/check.sh) like
// ruff; no build step — the files are served as they are.
import js from "@eslint/js";
import globals from "globals";

export default [
  { ignores: ["frontend/static/**/vendor/**", "**/*.min.js"] },
  js.configs.recommended,
  {
    files: ["frontend/static/**/*.js"],
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: "module",
      globals: { ...globals.browser },
    },
    rules: {
      "no-unused-vars": ["error", { args: "none", caughtErrors: "none" }],
      eqeqeq: ["error", "smart"],
      "no-var": "error",
      "prefer-const": "error",
    },
  },
];
