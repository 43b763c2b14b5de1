"use client";

import { useEffect } from "react";
import { ErrorView } from "@/components/content/error-view";

export default function StorefrontError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <ErrorView error={error} retry={retry} />;
}
