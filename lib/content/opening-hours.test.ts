import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";
import { store } from "@/lib/store";

// Pages show the opening hours from messages (Pages.openingHours, in the page's
// language); declarations and e-mails in English use store.openingHours.
describe("the shop's opening hours", () => {
  it("read the same in English wherever they are shown", () => {
    expect(en.Pages.openingHours).toBe(store.openingHours);
  });

  it("are written in Hindi on Hindi pages, not left in English", () => {
    expect(hi.Pages.openingHours).not.toBe(store.openingHours);
    expect(hi.Pages.openingHours).toMatch(/[\u0900-\u097F]/);
  });
});
