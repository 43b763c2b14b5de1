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
