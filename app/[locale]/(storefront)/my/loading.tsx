import { useTranslations } from "next-intl";

export default function Loading() {
  const t = useTranslations("Quotations");
  return (
    <p role="status" className="mx-auto max-w-3xl px-4 py-10">
      {t("loading")}
    </p>
  );
}
