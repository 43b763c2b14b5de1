import { describe, expect, it } from "vitest";
import { literalLikeText } from "./like-pattern";

describe("literalLikeText", () => {
  it("escapes LIKE wildcards and the backslash, and leaves other text alone", () => {
    expect(literalLikeText("100%_off")).toBe("100\\%\\_off");
    expect(literalLikeText("a\\b")).toBe("a\\\\b");
    expect(literalLikeText("Tiffin & Co.")).toBe("Tiffin & Co.");
  });
});
