import { randomUUID } from "node:crypto";
import { expect, type APIRequestContext } from "@playwright/test";
import type { Locale } from "../../lib/i18n/locale";
import { addSeededProductToCart, firstChoice, inLocale } from "./catalog";

// The set-up steps specs share: a new shopper signed in, the demo admin signed
// in, a cash-on-delivery order placed through the API. Each call goes through
// the given request context (a browser context's or page's), so its cookies
// are that context's session.

export const DEMO_ADMIN = { email: "admin@kosh.example", password: "admin-demo-2025" } as const;

export type NewShopper = { name: string; email: string; password: string };

/** Signs a new shopper up and in (201, then 200), through the API (in `locale`'s language: see inLocale). */
export async function signUpAndLogIn(
  request: APIRequestContext,
  shopper: NewShopper,
  locale: Locale = "en",
): Promise<void> {
  const signup = await request.post(inLocale("/api/auth/signup", locale), { data: shopper });
  expect(signup.status(), await signup.text()).toBe(201);
  await logIn(request, shopper);
}

export async function logIn(request: APIRequestContext, { email, password }: { email: string; password: string }) {
  const login = await request.post("/api/auth/login", { data: { email, password } });
  expect(login.ok(), await login.text()).toBe(true);
}

export const logInAsAdmin = (request: APIRequestContext) => logIn(request, DEMO_ADMIN);

/** Spec §3's shippingAddress, with the state an Indian address needs. */
export type ShippingAddress = {
  fullName: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  postalCode: string;
  country?: string;
};

/** Places a COD order for the cart (201, with an Idempotency-Key; in `locale`'s language); its id and number. */
export async function placeCodOrder(
  request: APIRequestContext,
  shippingAddress: ShippingAddress,
  locale: Locale = "en",
): Promise<{ orderId: string; orderNumber: number }> {
  const placed = await request.post(inLocale("/api/payment/place-order", locale), {
    headers: { "Idempotency-Key": randomUUID() },
    data: { paymentMethod: "COD", shippingAddress: { country: "India", ...shippingAddress } },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return (await placed.json()) as { orderId: string; orderNumber: number };
}

/** What signUpAndPlaceCodOrder orders, and in which language. */
export type CodOrderOptions = {
  /** How many units (1 unless said). */
  quantity?: number;
  /**
   * The product, as the products API lists it (added in its first size and colour): one a spec has to itself,
   * to set its stock or read it. Unless said, the first seeded product that takes `quantity` units.
   */
  product?: { _id: string; name: string };
  /** The shopper's shop language: "hi" for a shopper on /hi, whose pages ask the API for Hindi (?lang=hi). */
  locale?: Locale;
};

/**
 * A new shopper signed up and in, with `quantity` units of a product ordered cash on delivery: the order most
 * order specs start from. Its id and number, and the product's name (in `locale`'s language for a seeded one).
 */
export async function signUpAndPlaceCodOrder(
  request: APIRequestContext,
  shopper: NewShopper,
  shippingAddress: ShippingAddress,
  { quantity = 1, product, locale = "en" }: CodOrderOptions = {},
): Promise<{ orderId: string; orderNumber: number; productName: string }> {
  await signUpAndLogIn(request, shopper, locale);
  let productName: string;
  if (product) {
    const added = await request.post(inLocale("/api/cart/add", locale), {
      data: { productId: product._id, quantity, ...firstChoice(product) },
    });
    expect(added.ok(), await added.text()).toBe(true);
    productName = product.name;
  } else productName = await addSeededProductToCart(request, quantity, locale);
  return { ...(await placeCodOrder(request, shippingAddress, locale)), productName };
}
