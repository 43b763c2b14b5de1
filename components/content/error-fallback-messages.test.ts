import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import { ENGLISH_ERRORS } from "./error-fallback-messages";

describe("global error page's first texts", () => {
  it("are messages/en.json's Errors namespace", () => {
    expect(ENGLISH_ERRORS).toEqual(en.Errors);
  });
});
