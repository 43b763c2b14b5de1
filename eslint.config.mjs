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
