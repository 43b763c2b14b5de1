// Hindi and romanised Hindi words shoppers search with, and the catalogue's
// English words they mean: "kadhai" finds the Kadai, "tava" the Tawa, "patila"
// the casserole, "थैला" the totes, "lunch box" the tiffins and the reverse.
// A searched word found in a group matches itself or any of the group's
// `means` (lib/catalog/products.ts builds the query). Hindi product texts are
// searched directly (their words are in the search document); these groups
// also reach products that have no Hindi text yet. No "server-only": pure,
// and unit-tested (search-synonyms.test.ts).

type SynonymGroup = {
  /** How shoppers write it: romanised spellings and Hindi, one word or a phrase. */
  words: string[];
  /** The catalogue's (English) words and phrases it means. */
  means: string[];
};

const GROUPS: SynonymGroup[] = [
  {
    words: ["tiffin", "tiffin box", "tiffin dabba", "lunch box", "lunchbox", "dabba lunch", "टिफ़िन", "लंच बॉक्स"],
    means: ["tiffin", "lunch box", "bento"],
  },
  {
    words: ["kadai", "kadhai", "karahi", "kadahi", "karai", "kadhayi", "कड़ाही", "कढ़ाई", "कड़ाई", "कढ़ाही"],
    means: ["kadai", "wok"],
  },
  { words: ["tawa", "tava", "tawa pan", "तवा"], means: ["tawa", "griddle"] },
  {
    words: [
      "patila",
      "patili",
      "pateela",
      "pateeli",
      "patela",
      "handi",
      "haandi",
      "degchi",
      "dekchi",
      "degh",
      "bhagona",
      "bhagone",
      "पतीला",
      "पतीली",
      "हांडी",
      "हंडी",
      "देगची",
      "भगोना",
    ],
    means: ["casserole", "pot"],
  },
  { words: ["thali", "thaali", "थाली"], means: ["thali", "plate"] },
  { words: ["katori", "katoris", "katoriyan", "कटोरी", "कटोरियां"], means: ["katori", "bowl"] },
  { words: ["bartan", "bartans", "bartanon", "बर्तन"], means: ["cookware", "kitchenware", "utensil"] },
  {
    words: ["chakla belan", "chakla", "belan", "chakla-belan", "चकला बेलन", "चकला", "बेलन"],
    means: ["rolling board", "rolling pin"],
  },
  {
    words: ["masala dabba", "masala box", "masaledani", "masala daani", "मसाला डिब्बा", "मसालेदानी"],
    means: ["masala dabba", "spice box"],
  },
  { words: ["dabba", "dibba", "dabbe", "dibbe", "डिब्बा", "डब्बा", "डिब्बे"], means: ["dabba", "container", "box"] },
  { words: ["thaila", "thaili", "thela", "jhola", "थैला", "थैली", "झोला"], means: ["bag", "tote"] },
  { words: ["kukar", "pressure kukar", "कुकर", "प्रेशर कुकर"], means: ["pressure cooker"] },
  { words: ["botal", "बोतल"], means: ["bottle"] },
  { words: ["atta", "aata", "आटा"], means: ["atta", "flour"] },
  { words: ["chai", "chay", "चाय"], means: ["chai", "tea"] },
  { words: ["thermos", "फ़्लास्क", "थर्मस"], means: ["flask"] },
  {
    words: ["suitcase", "attachi", "atachi", "attaichi", "अटैची", "सूटकेस"],
    means: ["trolley", "luggage", "suitcase"],
  },
  { words: ["basta", "bastaa", "बस्ता"], means: ["school bag"] },
  { words: ["batua", "batwa", "बटुआ"], means: ["wallet"] },
  { words: ["barni", "martaban", "marthaan", "बरनी", "मर्तबान"], means: ["jar"] },
  { words: ["rasoi", "रसोई"], means: ["kitchen"] },
];

const DEVANAGARI = /[\u0900-\u097F]/;

/**
 * Hindi as search compares it (the migration's hindi_search_text does the
 * same in SQL): NFC, no nukta (टिफ़िन = टिफिन), chandrabindu as anusvara.
 */
export function normalizeHindi(text: string): string {
  return text
    .normalize("NFC")
    .replace(/\u093C/g, "")
    .replace(/\u0901/g, "\u0902");
}

/**
 * The words of a search text, lower-cased: runs of a–z and 0–9, and runs of
 * Devanagari letters, signs and digits (not the danda). Everything else
 * separates words, as the English search has always split them.
 */
export function searchTokens(text: string): string[] {
  return normalizeHindi(text.toLowerCase()).match(/[a-z0-9]+|[\u0900-\u0963\u0966-\u097F]+/g) ?? [];
}

export const isDevanagari = (word: string) => DEVANAGARI.test(word);

const normalizedGroups = GROUPS.map((group) => ({
  words: group.words.map((word) => searchTokens(word)),
  means: group.means,
}));

/** Every single-word spelling in the table: a searched word close to one of these is corrected to it. */
export const SYNONYM_WORDS: readonly string[] = [
  ...new Set(normalizedGroups.flatMap((group) => group.words.filter((w) => w.length === 1).map((w) => w[0]!))),
];

/** One searched word or phrase: any of `alternatives` may match. */
export type SearchTerm = { alternatives: string[]; synonym: boolean };

/**
 * The searched words as terms, longest phrase first: "masala dabba" is one
 * term (the spice box), not "masala" and a box. A word or phrase in a group
 * becomes itself or what the group means; any other word stays itself.
 * Each term counts once: every term must match, so a repeat finds nothing
 * more, but PostgreSQL reads the index entries of every repeat again ("bag"
 * typed 23 times: 120 ms of database time instead of 9 at 100,000 products).
 * "or", which websearch_to_tsquery reads as OR, stays wherever it was typed.
 */
export function searchTerms(tokens: string[]): SearchTerm[] {
  const seen = new Set<string>();
  return allSearchTerms(tokens).filter((term) => {
    if (!term.synonym && term.alternatives[0] === "or") return true;
    const key = [...term.alternatives].sort().join("\u0000");
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function allSearchTerms(tokens: string[]): SearchTerm[] {
  const terms: SearchTerm[] = [];
  for (let i = 0; i < tokens.length;) {
    let matched: { length: number; means: string[] } | null = null;
    for (const group of normalizedGroups) {
      for (const phrase of group.words) {
        const fits = phrase.length <= tokens.length - i && phrase.every((word, j) => tokens[i + j] === word);
        if (fits && phrase.length > (matched?.length ?? 0)) matched = { length: phrase.length, means: group.means };
      }
    }
    if (matched) {
      const phrase = tokens.slice(i, i + matched.length).join(" ");
      terms.push({ alternatives: [...new Set([phrase, ...matched.means])], synonym: true });
      i += matched.length;
    } else {
      terms.push({ alternatives: [tokens[i]!], synonym: false });
      i += 1;
    }
  }
  return terms;
}
