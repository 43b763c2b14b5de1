import { randomUUID } from "node:crypto";
import { expect, type APIRequestContext } from "@playwright/test";
import { addSeededProductToCart } from "./catalog";

// The set-up steps specs share: a new shopper signed in, the demo admin signed
// in, a cash-on-delivery order placed through the API. Each call goes through
// the given request context (a browser context's or page's), so its cookies
// are that context's session.

export const DEMO_ADMIN = { email: "admin@kosh.example", password: "admin-demo-2025" } as const;

export type NewShopper = { name: string; email: string; password: string };

/** Signs a new shopper up and in (201, then 200), through the API. */
export async function signUpAndLogIn(request: APIRequestContext, shopper: NewShopper): Promise<void> {
  const signup = await request.post("/api/auth/signup", { data: shopper });
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

/** Places a COD order for the cart (201, with an Idempotency-Key); its id and number. */
export async function placeCodOrder(
  request: APIRequestContext,
  shippingAddress: ShippingAddress,
): Promise<{ orderId: string; orderNumber: number }> {
  const placed = await request.post("/api/payment/place-order", {
    headers: { "Idempotency-Key": randomUUID() },
    data: { paymentMethod: "COD", shippingAddress: { country: "India", ...shippingAddress } },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return (await placed.json()) as { orderId: string; orderNumber: number };
}

/**
 * A new shopper signed up and in, with one unit of a seeded product ordered cash on delivery:
 * the order most admin specs start from. Its id and number.
 */
export async function signUpAndPlaceCodOrder(
  request: APIRequestContext,
  shopper: NewShopper,
  shippingAddress: ShippingAddress,
): Promise<{ orderId: string; orderNumber: number }> {
  await signUpAndLogIn(request, shopper);
  await addSeededProductToCart(request);
  return placeCodOrder(request, shippingAddress);
}
