import "server-only";
import { Prisma, prisma } from "@/lib/db";
import { CATALOG_TAGS, cachedCatalogRead } from "./cache";
import { declarationSelect, declarationsOf, type Declarations } from "./declarations";
import { categoryIdsWithDescendants, listBrandFilters, listCategoryTree, withCurrentNames } from "./filters";
import { displayName, productTexts } from "./localize";
import { chargeSearch, searchingFrom } from "./search-limit";
import { isDevanagari, searchTerms, searchTokens, SYNONYM_WORDS } from "./search-synonyms";
import type { CatalogQuery } from "./query";
import type { Locale } from "@/lib/i18n/locale";

/** What a product card needs; money in paise. */
export type ProductCardData = {
  id: string;
  slug: string;
  name: string;
  description: string;
  image: string | null;
  images: string[];
  price: number;
  mrp: number | null;
  brandName: string;
  categoryName: string;
  sizes: string[];
  colors: string[];
  inStock: boolean;
  /** The Legal Metrology declarations (the products API shows them). */
  declarations: Declarations;
};

export type ProductPage = {
  items: ProductCardData[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
};

/** The product's own columns every read shows (card, product page, admin): texts in both languages, money, stock, options, declarations. */
export const productFieldsSelect = {
  id: true,
  slug: true,
  name: true,
  description: true,
  nameHi: true,
  descriptionHi: true,
  genericNameHi: true,
  images: true,
  price: true,
  mrp: true,
  stock: true,
  sizes: true,
  colors: true,
  ...declarationSelect,
} satisfies Prisma.ProductSelect;

const cardSelect = {
  ...productFieldsSelect,
  brand: { select: { name: true, nameHi: true } },
  category: { select: { name: true, nameHi: true } },
} satisfies Prisma.ProductSelect;

type CardRow = Prisma.ProductGetPayload<{ select: typeof cardSelect }>;

/** A card row as Prisma reads it (the quantity a Decimal), or as SQL does (a number). */
type CardSource = Omit<CardRow, "netQuantityValue"> & { netQuantityValue: CardRow["netQuantityValue"] | number };

/** A card in the locale's language (lib/catalog/localize.ts: Hindi where there is some, else English). */
function toCard(row: CardSource, locale: Locale): ProductCardData {
  const texts = productTexts(row, locale);
  return {
    id: row.id,
    slug: row.slug,
    name: texts.name,
    description: texts.description,
    image: row.images[0] ?? null,
    images: row.images,
    price: row.price,
    mrp: row.mrp,
    brandName: displayName(row.brand, locale),
    categoryName: displayName(row.category, locale),
    sizes: row.sizes,
    colors: row.colors,
    inStock: row.stock > 0,
    declarations: { ...declarationsOf(row), genericName: texts.genericName },
  };
}

const listNewestProductsCached = cachedCatalogRead(
  async (limit: number, locale: Locale): Promise<ProductCardData[]> => {
    const rows = await prisma.product.findMany({
      where: { isActive: true },
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      take: limit,
      select: cardSelect,
    });
    return rows.map((row) => toCard(row, locale));
  },
  ["newest-products"],
  // Its cards show brands' and categories' names: a rename that shows on a card names the lists too.
  [CATALOG_TAGS.productLists, CATALOG_TAGS.previousBuildProducts],
);

/** The newest active products, for the home page, in the locale's language (the locale is part of the cache key). */
export const listNewestProducts = (limit: number, locale: Locale = "en") => listNewestProductsCached(limit, locale);

/**
 * The filters as ids. `brands` is what `brands=` names: brands, and brand
 * subcategories by name ("Campus" is an Urbanpack line: the spec's clients
 * pick it from the same brand list, /api/filters/brands); a product matches
 * either. null means "no filter"; an empty list, "matches nothing".
 */
type ResolvedFilters = {
  categoryIds: string[] | null;
  brands: { brandIds: string[]; subcategoryIds: string[] } | null;
  subcategoryIds: string[] | null;
};

/**
 * Names in the query → ids. A filter whose names are all unknown matches
 * nothing (an empty list, not "no filter"). English and Hindi names both
 * count: a client that read the filters with ?lang=hi sends Hindi ones back.
 * A category's or brand's former name counts as its current one: an API
 * client cannot follow /shop's redirect after a rename (withCurrentNames).
 */
async function resolveFilters(asked: CatalogQuery): Promise<ResolvedFilters> {
  const { query } = await withCurrentNames(asked);
  const hindi = [...query.brands, ...query.categories, ...query.subcategories.flatMap((s) => [s.brand, s.name])].some(
    (name) => /[\u0900-\u097F]/.test(name),
  );
  const [englishBrands, englishTree, hindiBrands, hindiTree] = await Promise.all([
    listBrandFilters(),
    listCategoryTree(),
    hindi ? listBrandFilters("hi") : [],
    hindi ? listCategoryTree("hi") : [],
  ]);
  const brands = [...englishBrands, ...hindiBrands];
  const tree = [...englishTree, ...hindiTree];
  const lower = (s: string) => s.toLowerCase();
  const named = (name: string) => query.brands.some((asked) => lower(asked) === lower(name));
  const brandFilter = query.brands.length
    ? {
        brandIds: brands.filter((b) => named(b.name) || query.brands.includes(b.slug)).map((b) => b.id),
        subcategoryIds: brands.flatMap((b) => b.subcategories.filter((s) => named(s.name)).map((s) => s.id)),
      }
    : null;
  const subcategoryIds = query.subcategories.length
    ? brands.flatMap((b) =>
        b.subcategories
          .filter((s) =>
            query.subcategories.some((q) => lower(q.brand) === lower(b.name) && lower(q.name) === lower(s.name)),
          )
          .map((s) => s.id),
      )
    : null;
  const unique = (ids: string[]) => [...new Set(ids)];
  const categoryIds = query.categories.length ? categoryIdsWithDescendants(tree, query.categories) : null;
  return {
    categoryIds: categoryIds && unique(categoryIds),
    brands: brandFilter && {
      brandIds: unique(brandFilter.brandIds),
      subcategoryIds: unique(brandFilter.subcategoryIds),
    },
    subcategoryIds: subcategoryIds && unique(subcategoryIds),
  };
}

/** The catalogue orders in SQL, each with the id as tie-break so pages never overlap; `score` exists only in a search. */
function sqlOrder(sort: CatalogQuery["sort"]): Prisma.Sql {
  switch (sort) {
    case "price-asc":
      return Prisma.sql`p.price ASC, p.id ASC`;
    case "price-desc":
      return Prisma.sql`p.price DESC, p.id ASC`;
    case "newest":
      return Prisma.sql`p."createdAt" DESC, p.id ASC`;
    default:
      return Prisma.sql`score DESC, p.id ASC`;
  }
}

function pageOf(items: ProductCardData[], total: number, query: CatalogQuery): ProductPage {
  return {
    items,
    total,
    page: query.page,
    pageSize: query.pageSize,
    pageCount: Math.max(1, Math.ceil(total / query.pageSize)),
  };
}

/** Search ranks and counts at most this many matches ("1,000+ products"), so a common word stays fast. */
export const SEARCH_MATCH_CAP = 1000;

/**
 * Shoppers' words corrected against the catalogue's own words (SearchWord,
 * trigram-indexed, English and Hindi) and the synonym table's spellings:
 * "bakpack" → "backpack", "labtop" → "laptop", "tifin" → "tiffin", "kadhaai"
 * → "kadhai", "टिफन" → "टिफिन". A word the catalogue or the table knows, a
 * stop word or a word under four letters is kept as typed.
 */
async function correctSpelling(tokens: string[]): Promise<string[]> {
  if (!tokens.length) return [];
  // Each word is looked up once; a repeat gets the same answer.
  const distinct = [...new Set(tokens)];
  const rows = await prisma.$queryRaw<Array<{ corrected: string[] | null }>>`
    SELECT array_agg(
      CASE
        WHEN length(token) < 4 OR numnode(plainto_tsquery('english', token)) = 0 THEN token
        WHEN token = ANY(${SYNONYM_WORDS}::text[]) THEN token
        WHEN EXISTS (SELECT 1 FROM "SearchWord" WHERE word = token) THEN token
        ELSE coalesce(
          (SELECT word FROM (
             SELECT word FROM "SearchWord" WHERE word % token
             UNION ALL
             SELECT known FROM unnest(${SYNONYM_WORDS}::text[]) AS known WHERE known % token
           ) AS near ORDER BY similarity(word, token) DESC, word LIMIT 1),
          token)
      END ORDER BY position) AS corrected
    FROM unnest(${distinct}::text[]) WITH ORDINALITY AS t(token, position)`;
  const corrected = rows[0]?.corrected ?? distinct;
  const correction = new Map(distinct.map((token, i) => [token, corrected[i] ?? token]));
  return tokens.map((token) => correction.get(token) ?? token);
}

/** A search in SQL: what `q` holds, what a product must match, and its score. */
type SearchSql = {
  /** The columns of the statement's `q`: `tsq` (and, for a search with Hindi or synonyms, each term's en0, hi0…). */
  q: Prisma.Sql;
  /** The condition on product `p`, with `q` in scope. */
  matches: Prisma.Sql;
  score: Prisma.Sql;
};

/**
 * The search as a tsquery. English words only: the corrected words through
 * websearch_to_tsquery with English stemming against "searchVector", the
 * statement the search has always sent. With a Hindi word or a synonym: every
 * term must match by any of its alternatives: English ones (stemmed) in the
 * English document, Hindi ones (as written: 'simple', PostgreSQL has no Hindi
 * stemmer) in the Hindi document; "steel टिफ़िन" matches one word in each.
 * Each term is one or two index conditions, so PostgreSQL can combine the two
 * GIN indexes and never joins the documents row by row. Ranked in both
 * documents together (ranking what was typed apart, above what it means, cost
 * twice the ranking time: not worth it).
 */
function searchSql(words: string[]): SearchSql {
  const terms = searchTerms(words);
  if (!terms.some((term) => term.synonym || term.alternatives.some(isDevanagari))) {
    // One word each (searchTerms drops repeats).
    const text = terms.map((term) => term.alternatives[0]).join(" ");
    return {
      q: Prisma.sql`websearch_to_tsquery('english', ${text}) AS tsq`,
      matches: Prisma.sql`p."searchVector" @@ q.tsq`,
      score: Prisma.sql`ts_rank_cd(p."searchVector", q.tsq, 1)`,
    };
  }
  const alternative = (text: string) =>
    isDevanagari(text)
      ? Prisma.sql`plainto_tsquery('simple', ${text})`
      : Prisma.sql`plainto_tsquery('english', ${text})`;
  const any = (alternatives: string[]) => Prisma.sql`(${Prisma.join(alternatives.map(alternative), " || ")})`;
  // A term's English alternatives are looked for in the English document, its Hindi ones in the Hindi
  // document: each index is asked only what it can answer (asking both everything measured 2–4× slower).
  const columns: Prisma.Sql[] = [];
  const conditions = terms.map((term, i) => {
    const sides: Prisma.Sql[] = [];
    const english = term.alternatives.filter((a) => !isDevanagari(a));
    const hindi = term.alternatives.filter(isDevanagari);
    if (english.length) {
      columns.push(Prisma.sql`${any(english)} AS ${Prisma.raw(`en${i}`)}`);
      sides.push(Prisma.sql`p."searchVector" @@ q.${Prisma.raw(`en${i}`)}`);
    }
    if (hindi.length) {
      columns.push(Prisma.sql`${any(hindi)} AS ${Prisma.raw(`hi${i}`)}`);
      sides.push(Prisma.sql`p."searchVectorHi" @@ q.${Prisma.raw(`hi${i}`)}`);
    }
    return Prisma.sql`(${Prisma.join(sides, " OR ")})`;
  });
  const hindiDocument = Prisma.sql`coalesce(p."searchVectorHi", ''::tsvector)`;
  const rank = (tsq: Prisma.Sql) =>
    Prisma.sql`ts_rank_cd(p."searchVector", ${tsq}, 1) + ts_rank_cd(${hindiDocument}, ${tsq}, 1)`;
  return {
    q: Prisma.sql`${Prisma.join(columns, ", ")}, ${any(terms.flatMap((t) => t.alternatives))} AS tsq`,
    matches: Prisma.join(conditions, " AND "),
    score: rank(Prisma.sql`q.tsq`),
  };
}

/** `brands=` in SQL: the product's brand, or its brand subcategory, is one named. */
function brandCondition({ brandIds, subcategoryIds }: { brandIds: string[]; subcategoryIds: string[] }): Prisma.Sql {
  const either = [
    ...(brandIds.length ? [Prisma.sql`p."brandId" = ANY(${brandIds})`] : []),
    ...(subcategoryIds.length ? [Prisma.sql`p."brandSubcategoryId" = ANY(${subcategoryIds})`] : []),
  ];
  return Prisma.sql`(${Prisma.join(either, " OR ")})`;
}

/**
 * The listing's filters in SQL, on the product `p`: active, in the
 * categories, of the brands and subcategories. `p."isActive"` is written as a
 * literal (not a parameter) so PostgreSQL can use the partial listing indexes.
 */
function listingConditions(filters: ResolvedFilters): Prisma.Sql {
  const conditions: Prisma.Sql[] = [Prisma.sql`p."isActive"`];
  if (filters.categoryIds) conditions.push(Prisma.sql`p."categoryId" = ANY(${filters.categoryIds})`);
  if (filters.brands) conditions.push(brandCondition(filters.brands));
  if (filters.subcategoryIds) conditions.push(Prisma.sql`p."brandSubcategoryId" = ANY(${filters.subcategoryIds})`);
  return Prisma.join(conditions, " AND ");
}

/**
 * The card's columns for statements written in SQL (search), as cardSelect
 * reads them through Prisma: one statement instead of Prisma's three (product,
 * brand, category), which cost a search about 3.5 ms more (measured).
 */
const CARD_COLUMNS = Prisma.sql`p.id, p.slug, p.name, p.description, p."nameHi", p."descriptionHi",
  p."genericNameHi", p.images, p.price, p.mrp, p.stock, p.sizes, p.colors, b.name AS "brandName",
  b."nameHi" AS "brandNameHi", c.name AS "categoryName", c."nameHi" AS "categoryNameHi", p."genericName",
  p."netQuantityValue"::float8 AS "netQuantityValue", p."netQuantityUnit", p.dimensions, p."weightGrams",
  p."countryOfOrigin", p."manufacturerName", p."manufacturerAddress", p."packerRole", p."packerName",
  p."packerAddress", p."customerCare"`;

type SqlCardRow = Omit<CardRow, "brand" | "category" | "netQuantityValue"> & {
  brandName: string;
  brandNameHi: string | null;
  categoryName: string;
  categoryNameHi: string | null;
  netQuantityValue: number | null;
};

const sqlRowToCard = (
  { brandName, brandNameHi, categoryName, categoryNameHi, ...row }: SqlCardRow,
  locale: Locale,
): ProductCardData =>
  toCard(
    {
      ...row,
      brand: { name: brandName, nameHi: brandNameHi },
      category: { name: categoryName, nameHi: categoryNameHi },
    },
    locale,
  );

/**
 * Full-text search (English stemming; name weighs more than brand and
 * categories, which weigh more than the description) over the corrected
 * words: one page of cards in order, and the total (capped), in one statement.
 */
async function searchCards(
  query: CatalogQuery,
  filters: ResolvedFilters,
  locale: Locale,
): Promise<{ cards: ProductCardData[]; total: number }> {
  const conditions = listingConditions(filters);
  // Corrected first, on its own: the search statement then gets the words as a
  // value, so PostgreSQL plans it for how common they are.
  const search = searchSql(await correctSpelling(searchTokens(query.q)));
  const rows = await prisma.$queryRaw<Array<SqlCardRow & { total: bigint }>>`
    WITH q AS (SELECT ${search.q}),
    matches AS (
      SELECT p.id, p.price, p."createdAt", ${search.score} AS score
      FROM "Product" p, q
      WHERE ${conditions} AND ${search.matches}
      LIMIT ${SEARCH_MATCH_CAP}
    ),
    page AS (
      SELECT p.id, p.score, count(*) OVER () AS total
      FROM matches p
      ORDER BY ${sqlOrder(query.sort)}
      LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}
    )
    SELECT page.total, ${CARD_COLUMNS}
    FROM page
    JOIN "Product" p ON p.id = page.id
    JOIN "Brand" b ON b.id = p."brandId"
    JOIN "Category" c ON c.id = p."categoryId"
    ORDER BY ${sqlOrder(query.sort)}`;
  if (rows.length === 0 && query.page > 1) {
    // Past the last page: still report how many there are.
    const [count] = await prisma.$queryRaw<Array<{ total: bigint }>>`
      SELECT count(*) AS total FROM (
        SELECT 1 FROM "Product" p, (SELECT ${search.q}) q WHERE ${conditions}
          AND ${search.matches}
        LIMIT ${SEARCH_MATCH_CAP}) AS m`;
    return { cards: [], total: Number(count?.total ?? 0) };
  }
  return { cards: rows.map((row) => sqlRowToCard(row, locale)), total: Number(rows[0]?.total ?? 0) };
}

async function findProductsUncached(query: CatalogQuery, locale: Locale): Promise<ProductPage> {
  const filters = await resolveFilters(query);
  const brandIds = filters.brands && [...filters.brands.brandIds, ...filters.brands.subcategoryIds];
  if ([filters.categoryIds, brandIds, filters.subcategoryIds].some((ids) => ids?.length === 0)) {
    return pageOf([], 0, query);
  }
  if (query.q) {
    // Only here, on a miss of the cache, does a search cost the database anything (./search-limit.ts).
    await chargeSearch();
    const { cards, total } = await searchCards(query, filters, locale);
    return pageOf(cards, total, query);
  }
  return listingPage(query, filters, locale);
}

/**
 * One page of a listing without search text: the page's ids first, read from
 * the partial listing indexes alone (migration 20261126170000_listing_indexes),
 * then the cards of those ids. Reading whole rows while skipping to the page
 * read and sorted the whole table for a deep page: 161 → 11 ms at offset
 * 60,000 of 100,000 products.
 */
async function listingPage(query: CatalogQuery, filters: ResolvedFilters, locale: Locale): Promise<ProductPage> {
  const where = listingConditions(filters);
  // Without search text there is no relevance: newest first.
  const order = sqlOrder(query.sort === "relevance" ? "newest" : query.sort);
  const [ids, [count]] = await Promise.all([
    prisma.$queryRaw<Array<{ id: string }>>`
      SELECT p.id FROM "Product" p WHERE ${where}
      ORDER BY ${order} LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`,
    prisma.$queryRaw<Array<{ total: bigint }>>`SELECT count(*) AS total FROM "Product" p WHERE ${where}`,
  ]);
  const rows = ids.length
    ? await prisma.product.findMany({
        where: { id: { in: ids.map(({ id }) => id) }, isActive: true },
        select: cardSelect,
      })
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  // In the page's order; a product deactivated between the two reads is left out.
  const cards = ids.flatMap(({ id }) => {
    const row = byId.get(id);
    return row ? [toCard(row, locale)] : [];
  });
  return pageOf(cards, Number(count?.total ?? 0), query);
}

// Also the brands' and categories' tags: the filters' names are resolved to ids by their cached reads
// (resolveFilters), whose tags Next does not pass up to this one (see cachedCatalogRead).
const findProductsCached = cachedCatalogRead(
  findProductsUncached,
  ["find-products"],
  [CATALOG_TAGS.productLists, CATALOG_TAGS.brands, CATALOG_TAGS.categories],
);

/**
 * One page of the catalogue for a query, cached and tagged like every other
 * catalogue read. Searches too: shoppers repeat the same words, and a common
 * word costs several milliseconds of database time at 100,000 products where a
 * hit costs none. Their text is normalised first ("Backpack " and "backpack"
 * share an entry). Endless distinct texts cannot grow the cache without bound:
 * it is an LRU of fixed memory (next.config.ts), or Redis entries that expire
 * (docs/adr/0013-shared-cache-on-redis.md).
 *
 * `searcher`, a shopper's client address (lib/request.ts): a search that
 * misses the cache is counted against that address's budget (a 429
 * DomainError past it, ./search-limit.ts); one answered from the cache is not.
 */
export function findProducts(query: CatalogQuery, locale: Locale = "en", searcher?: string): Promise<ProductPage> {
  // The locale is an argument, so part of the cache key: a Hindi page never gets English cards, nor the reverse.
  const read = () => findProductsCached(query.q ? { ...query, q: normalizeSearchText(query.q) } : query, locale);
  // The searcher is not: one shopper's cached page serves every other.
  return searcher && query.q ? searchingFrom(searcher, read) : read();
}

/** Search text as the cache keys it: case and runs of spaces do not change what it finds. */
export const normalizeSearchText = (text: string) => text.trim().replace(/\s+/g, " ").toLowerCase().normalize("NFC");
