import { logInAsAdmin } from "./support/accounts";
import { expect, test, type APIRequestContext } from "./support/test";

// A renamed category keeps its old /shop addresses working
// (docs/adr/0035-former-names-redirect.md): the cached browse view (proxy.ts
// rewrites it to /shop/v/…) and the per-request search page answer a
// permanent redirect to the same view under the new name, until a rename
// back makes the old address the view again. A fresh category of its own, so
// the seeded ones other specs use keep their names.

const shopPath = (name: string, rest = "") => `/shop?category=${encodeURIComponent(name)}${rest}`;

async function rename(admin: APIRequestContext, id: string, name: string) {
  const response = await admin.patch(`/api/admin/categories/${id}`, { data: { name } });
  expect(response.status(), await response.text()).toBe(200);
}

test("a renamed category's old /shop address redirects (308) to its new one, until it is renamed back", async ({
  page,
  request,
}) => {
  await logInAsAdmin(request);
  const suffix = Date.now().toString(36);
  const [oldName, newName] = [`Monsoon Gear ${suffix}`, `Rainy Day Gear ${suffix}`];
  const created = await request.post("/api/admin/categories", { data: { name: oldName } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = ((await created.json()) as { category: { id: string } }).category;
  const get = (path: string) => page.request.get(path, { maxRedirects: 0 });

  // The view under its first name, cached now (an empty category: a 200 with its empty state).
  expect((await get(shopPath(oldName, "&sort=price-asc"))).status()).toBe(200);

  await rename(request, id, newName);
  const moved = await get(shopPath(oldName, "&sort=price-asc"));
  expect(moved.status()).toBe(308);
  expect(moved.headers()["location"]).toBe(shopPath(newName, "&sort=price-asc"));
  // Browsers keep a permanent redirect without a max-age for good; this one must end with a rename back.
  expect(moved.headers()["cache-control"]).toMatch(/(^|,\s*)max-age=0(,|$)/);
  // A search (rendered per request) and the Hindi page (no Hindi name: the English one) alike.
  const search = await get(`/shop?q=umbrella&category=${encodeURIComponent(oldName)}`);
  expect([search.status(), search.headers()["location"]]).toEqual([
    308,
    `/shop?q=umbrella&category=${encodeURIComponent(newName)}`,
  ]);
  const hindi = await get(`/hi${shopPath(oldName)}`);
  expect([hindi.status(), hindi.headers()["location"]]).toEqual([308, `/hi${shopPath(newName)}`]);
  // A name nobody ever had is still a 404.
  expect((await get(shopPath(`Never Named ${suffix}`))).status()).toBe(404);

  // A shopper's bookmark lands on the renamed view; so does a link followed in the page (Next's router,
  // as a <Link> to the old address, such as a home banner's, navigates: the redirect travels in its payload).
  await page.goto(shopPath(oldName));
  await expect(page).toHaveURL(shopPath(newName));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(newName);
  await page.evaluate(
    (path) => (window as unknown as { next: { router: { push: (href: string) => void } } }).next.router.push(path),
    shopPath(oldName, "&sort=price-desc"),
  );
  await expect(page).toHaveURL(shopPath(newName, "&sort=price-desc"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(newName);

  // Renamed back: the old address is the view again (not a redirect kept from before), the new one redirects.
  await rename(request, id, oldName);
  expect((await get(shopPath(oldName, "&sort=price-asc"))).status()).toBe(200);
  const back = await get(shopPath(newName));
  expect([back.status(), back.headers()["location"]]).toEqual([308, shopPath(oldName)]);
  await page.goto(shopPath(oldName));
  await expect(page).toHaveURL(shopPath(oldName));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(oldName);
});
