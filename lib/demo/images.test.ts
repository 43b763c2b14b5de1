import { describe, expect, it } from "vitest";
import { HOME_BANNERS } from "@/lib/content/banners";
import { parseDemoImagePath } from "./images";

// The demo banners are pictures with words: each language gets its own,
// drawn from the same messages as the slide's alt text.
describe("the demo home banners", () => {
  it("say the slide's words in English at the English address", () => {
    const svg = parseDemoImagePath(HOME_BANNERS[0]!.images.en.split("/").slice(2));
    expect(svg).toContain("Pack for the long weekend");
    expect(svg).toContain("Shop Now");
  });

  it("say them in Hindi at the Hindi address", () => {
    const svg = parseDemoImagePath(HOME_BANNERS[0]!.images.hi.split("/").slice(2));
    expect(svg).toContain("लंबे वीकेंड की तैयारी");
    expect(svg).toContain("अभी खरीदें");
    expect(svg).not.toContain("Pack for the long weekend");
  });

  it("exist only for the shop's banners and languages", () => {
    expect(parseDemoImagePath(["banners", "hi", `${HOME_BANNERS.length + 1}.svg`])).toBeNull();
    expect(parseDemoImagePath(["banners", "fr", "1.svg"])).toBeNull();
    expect(parseDemoImagePath(["banners", "hi", "1.svg", "x"])).toBeNull();
  });
});
