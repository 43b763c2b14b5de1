// The home page's banner slides: their texts, their pictures and the category
// each leads to. What a slide says is in the messages, Home.banners.<id>, in
// each language: the pictures' alt texts, and the words the demo pictures show
// (lib/demo/images.ts draws one picture per language, served under
// /demo-images/). A shop with its own banners changes the image addresses
// here, one per language, as a picture with words is.

import type { Locale } from "@/lib/i18n/locale";

export type HomeBanner = {
  /** Its texts in messages/<locale>.json: Home.banners.<id>.title and .subtitle. */
  id: "luggage" | "campus" | "kitchen" | "work";
  /** The category the slide links to (its /shop view). */
  category: string;
  /** 1600 × 600, in each language. */
  images: Record<Locale, string>;
};

export const HOME_BANNERS: readonly HomeBanner[] = [
  {
    id: "luggage",
    category: "Luggage",
    images: { en: "/demo-images/banners/1.svg", hi: "/demo-images/banners/hi/1.svg" },
  },
  {
    id: "campus",
    category: "BackPack",
    images: { en: "/demo-images/banners/2.svg", hi: "/demo-images/banners/hi/2.svg" },
  },
  {
    id: "kitchen",
    category: "Kitchen",
    images: { en: "/demo-images/banners/3.svg", hi: "/demo-images/banners/hi/3.svg" },
  },
  {
    id: "work",
    category: "Office Bags",
    images: { en: "/demo-images/banners/4.svg", hi: "/demo-images/banners/hi/4.svg" },
  },
];
