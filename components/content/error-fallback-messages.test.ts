import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";
import { ENGLISH_ERRORS } from "./error-fallback-messages";
import { HINDI_ERRORS } from "./error-fallback-messages-hi";

describe("global error page's texts", () => {
  it("are messages/en.json's Errors namespace", () => {
    expect(ENGLISH_ERRORS).toEqual(en.Errors);
  });

  it("are messages/hi.json's Errors namespace on Hindi URLs", () => {
    expect(HINDI_ERRORS).toEqual(hi.Errors);
  });
});
