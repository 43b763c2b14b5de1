import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import type { MyQuotation } from "@/lib/quotations/quotations";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";
import { QuotationCard } from "./quotation-card";

// An approved quotation past its valid-till date: checkout refuses it, so the card no longer says
// "approved" with a checkout button, on the shopper's list and the admin's alike, in English and Hindi.

vi.mock("next-intl/server", async () => {
  const { createTranslator } = await import("next-intl");
  return {
    getTranslations: async ({ locale, namespace }: { locale: "en" | "hi"; namespace: string }) =>
      createTranslator({
        locale,
        messages: locale === "en" ? en : hi,
        namespace: namespace as never,
        timeZone: "Asia/Kolkata",
        onError: (error: Error) => {
          throw error;
        },
      }),
  };
});
vi.mock("@/lib/i18n/navigation", () => ({
  Link: ({ href, children, ...rest }: { href: string; children: ReactNode }) =>
    createElement("a", { ...rest, href }, children),
}));

const quotation = (expired: boolean): MyQuotation => ({
  _id: "cmquotation000001",
  status: "approved",
  budget: 5000,
  specialNotes: "",
  items: [{ productId: { _id: "p1", name: "Steel bottle" }, quantity: 20, size: "", color: "" }],
  quotedPrice: 4500,
  validityDate: "2026-11-20T18:29:59.999Z",
  expired,
  adminResponse: "Best price.",
  createdAt: "2026-11-10T06:30:00.000Z",
  orderId: null,
});

async function render(props: Parameters<typeof QuotationCard>[0]) {
  return renderToStaticMarkup(await QuotationCard(props)).replace(/<[^>]+>/g, " ");
}

describe("the quotation card", () => {
  it("shows an expired approval as expired, without checkout, to the shopper and the admin", async () => {
    const shopper = await render({ quotation: quotation(true), forOwner: true });
    expect(shopper).toContain(" expired ");
    expect(shopper).not.toContain(" approved ");
    expect(shopper).toContain("Expired on 20 November 2026: this price can no longer be checked out.");
    expect(shopper).toContain("Please request a new quotation.");
    expect(shopper).not.toContain("Check out at the quoted price");
    expect(shopper).not.toContain("Valid till");

    const admin = await render({ quotation: quotation(true) });
    expect(admin).toContain(" expired ");
    expect(admin).toContain("Expired on 20 November 2026");
    expect(admin).not.toContain("Please request a new quotation.");

    const hindi = await render({ quotation: quotation(true), forOwner: true, locale: "hi" });
    expect(hindi).toContain("मियाद ख़त्म");
    expect(hindi).toContain("इस कीमत पर अब चेकआउट नहीं हो सकता।");
    expect(hindi).not.toContain("मंज़ूर");
  });

  it("still offers checkout while the approval is valid", async () => {
    const valid = await render({ quotation: quotation(false), forOwner: true });
    expect(valid).toContain(" approved ");
    expect(valid).toContain("Valid till: 20 November 2026");
    expect(valid).toContain("Check out at the quoted price");
  });
});
