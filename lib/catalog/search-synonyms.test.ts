import { describe, expect, it } from "vitest";
import { normalizeHindi, searchTerms, searchTokens, SYNONYM_WORDS } from "./search-synonyms";

describe("search words in Hindi and romanised Hindi", () => {
  it("splits a search into English and Devanagari words, nukta and chandrabindu folded", () => {
    expect(searchTokens("Steel टिफ़िन, 3-tier!")).toEqual(["steel", "टिफिन", "3", "tier"]);
    expect(searchTokens("हाँडी।")).toEqual(["हांडी"]);
    expect(normalizeHindi("कड़ाही")).toBe(normalizeHindi("कड़ाही".normalize("NFD")));
  });

  it("maps romanised and Hindi spellings to the catalogue's words, longest phrase first", () => {
    expect(searchTerms(["kadhai"])).toEqual([{ alternatives: ["kadhai", "kadai", "wok"], synonym: true }]);
    expect(searchTerms(searchTokens("tava"))[0]!.alternatives).toContain("tawa");
    expect(searchTerms(searchTokens("पतीला"))[0]!.alternatives).toContain("casserole");
    expect(searchTerms(["masala", "dabba"])).toEqual([{ alternatives: ["masala dabba", "spice box"], synonym: true }]);
    expect(searchTerms(["steel", "lunch", "box"])).toEqual([
      { alternatives: ["steel"], synonym: false },
      { alternatives: ["lunch box", "tiffin", "bento"], synonym: true },
    ]);
  });

  it("leaves English words that are no Hindi word alone", () => {
    expect(searchTerms(["backpack", "bag"])).toEqual([
      { alternatives: ["backpack"], synonym: false },
      { alternatives: ["bag"], synonym: false },
    ]);
    expect(SYNONYM_WORDS).toContain("karahi");
    expect(SYNONYM_WORDS).not.toContain("lunch box");
  });

  it("counts each term once (a repeat finds nothing more and costs another index read), but keeps every or", () => {
    expect(searchTerms(Array(23).fill("bag"))).toEqual([{ alternatives: ["bag"], synonym: false }]);
    expect(searchTerms(["steel", "bag", "steel", "bag"]).map((term) => term.alternatives[0])).toEqual(["steel", "bag"]);
    // Two spellings of one synonym group stay two terms: each is looked for as typed too.
    expect(searchTerms(searchTokens("thaila jhola thaila thaila"))).toHaveLength(2);
    expect(searchTerms(searchTokens("dabba dabba dabba dabba")).map((term) => term.alternatives[0])).toEqual(["dabba"]);
    expect(searchTerms(searchTokens("bag or black or bag")).map((term) => term.alternatives[0])).toEqual([
      "bag",
      "or",
      "black",
      "or",
    ]);
  });
});
