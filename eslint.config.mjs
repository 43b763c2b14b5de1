import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // sonner loads with the first toast (components/ui/toast.tsx), not with every page.
    ignores: ["components/ui/toast.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "sonner", message: "Use toast from @/components/ui/toast: it loads sonner when needed." }] },
      ],
    },
  },
  {
    // Components call /api through components/api/client.ts: one error shape, the session cookie, the
    // cart's in-order queue.
    files: ["components/**/*.{ts,tsx}"],
    ignores: ["components/api/client.ts", "**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-globals": [
        "error",
        { name: "fetch", message: "Call /api through requestJson or apiFetch from @/components/api/client." },
      ],
    },
  },
  {
    // The domain speaks no HTTP (ADR 0016): lib/ throws lib/errors.ts's errors and only the /api edge maps them.
    files: ["lib/**/*.{ts,tsx}"],
    ignores: ["lib/api/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "sonner", message: "Use toast from @/components/ui/toast: it loads sonner when needed." }],
          patterns: [
            {
              regex: "(^@/lib/api/http$|/api/http$)",
              message: "lib/ speaks no HTTP: throw an error from @/lib/errors; lib/api/http.ts maps it to a status.",
            },
          ],
        },
      ],
    },
  },
  {
    // India's zone is named once (lib/time.ts), and focus looks live in components/ui/focus-ring.ts.
    files: ["**/*.{ts,tsx,mjs}"],
    ignores: ["lib/time.ts", "components/ui/**", "**/*.test.{ts,tsx}", "e2e/**", "eslint.config.mjs"],
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: "Literal[value='Asia/Kolkata']", message: "Use IST_TIME_ZONE from @/lib/time." },
        {
          selector:
            "Literal[value=/focus-visible:|focus:ring/], TemplateElement[value.raw=/focus-visible:|focus:ring/]",
          message: "Use the focus looks from @/components/ui/focus-ring.",
        },
      ],
    },
  },
  {
    // Every test a client address of its own (e2e/support/test.ts): the shop limits sign-ups per address.
    files: ["e2e/**/*.spec.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@playwright/test",
              message: "Import test and expect from ./support/test: it gives each test its own client address.",
            },
          ],
        },
      ],
    },
  },
  globalIgnores([
    ".next/**",
    "node_modules/**",
    ".data/**",
    "lib/generated/**",
    "next-env.d.ts",
    "test-results/**",
    "playwright-report/**",
  ]),
]);
