// The home page's banner slides: what each one says, its picture and the
// category it leads to. The pictures are the demo shop's, drawn from these
// texts (lib/demo/images.ts, served under /demo-images/); a shop with its own
// banners changes the image addresses here. The page's texts (the pictures'
// alt) come from the messages, Home.banners.<id>, in the page's language; the
// English title and subtitle here are also what the demo pictures show.

export type HomeBanner = {
  /** Its texts in messages/<locale>.json: Home.banners.<id>.title and .subtitle. */
  id: "luggage" | "campus" | "kitchen" | "work";
  title: string;
  subtitle: string;
  /** The category the slide links to (its /shop view). */
  category: string;
  /** 1600 × 600. */
  image: string;
};

export const HOME_BANNERS: readonly HomeBanner[] = [
  {
    id: "luggage",
    title: "Pack for the long weekend",
    subtitle: "Cabin trolleys, check-in spinners and duffels",
    category: "Luggage",
    image: "/demo-images/banners/1.svg",
  },
  {
    id: "campus",
    title: "Back to campus",
    subtitle: "Backpacks and laptop bags for the daily commute",
    category: "BackPack",
    image: "/demo-images/banners/2.svg",
  },
  {
    id: "kitchen",
    title: "The everyday kitchen",
    subtitle: "Pressure cookers, tawas, tiffins and bottles",
    category: "Kitchen",
    image: "/demo-images/banners/3.svg",
  },
  {
    id: "work",
    title: "Dressed for work",
    subtitle: "Briefcases, office totes and messenger bags",
    category: "Office Bags",
    image: "/demo-images/banners/4.svg",
  },
];
