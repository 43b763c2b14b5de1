import { expect, test, type Page } from "./support/test";

// Accounts end to end: sign up, log in, the header's account menu, the profile,
// saved addresses, logout and the guard on account pages.

const uniqueEmail = (label: string) =>
  `e2e-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.in`;
const PASSWORD = "monsoon-ledger-42";

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

test("empty login and sign-up forms show the spec's toasts", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(toast(page, "Both email and password are required!")).toBeVisible();

  await page.goto("/signup");
  await page.getByLabel("Name").fill("Only A Name");
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(toast(page, "All fields are required!")).toBeVisible();
});

test("sign up, log in, edit the profile, log out; /profile then needs a login", async ({ page, context }) => {
  const email = uniqueEmail("flow");

  // Guests see Login in the header, and account pages send them to /login.
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fprofile$/);

  await page.goto("/signup");
  await page.getByLabel("Name").fill("Test Shopper");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(toast(page, "Signup successful!")).toBeVisible();
  await page.waitForURL("**/login");

  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("wrong-password-1");
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(toast(page, "Invalid credentials!")).toBeVisible();

  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(toast(page, "Login successful!")).toBeVisible();
  await page.waitForURL((url) => url.pathname === "/");

  const session = (await context.cookies()).find((cookie) => cookie.name === "next-auth.session-token");
  expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax" });

  // The header's account menu: a button that opens and closes with the keyboard.
  const menuButton = page.getByRole("button", { name: "Test Shopper" });
  await expect(menuButton).toHaveAttribute("aria-expanded", "false");
  await menuButton.focus();
  await page.keyboard.press("ArrowDown");
  await expect(menuButton).toHaveAttribute("aria-expanded", "true");
  // The footer repeats some of these links; look inside the header.
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "My Profile" })).toBeFocused();
  for (const item of ["My Orders", "My Quotations", "Saved Address", "Contact Us"]) {
    await expect(header.getByRole("link", { name: item })).toBeVisible();
  }
  await expect(header.getByRole("button", { name: "Logout" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(menuButton).toHaveAttribute("aria-expanded", "false");
  await expect(menuButton).toBeFocused();

  await menuButton.click();
  await header.getByRole("link", { name: "My Profile" }).click();
  await page.waitForURL("**/profile");

  // Profile: view mode, then edit and save. Only the two Save Changes clicks may send the profile.
  const profileSaves: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "PUT" && request.url().endsWith("/api/auth/profile")) profileSaves.push(request.url());
  });
  await expect(page.getByLabel("Email")).toHaveValue(email);
  // Exact: the profile also has "Registered business name" (GST invoices).
  await expect(page.getByLabel("Name", { exact: true })).toBeDisabled();
  await page.getByRole("button", { name: "Edit Profile" }).click();
  await page.getByLabel("Name", { exact: true }).fill("Test Shopper Updated");
  await page.getByLabel("Phone").fill("98765 01234");
  await page.getByLabel("Street").fill("221 Residency Road");
  await page.getByLabel("City").fill("Bengaluru");
  await page.getByLabel("State").selectOption("Karnataka");
  await page.getByLabel("Postal Code").fill("12345");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "Update failed. Try again.")).toBeVisible();

  await page.getByLabel("Postal Code").fill("560025");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "Profile updated successfully!")).toBeVisible();
  await expect(page.getByRole("button", { name: "Edit Profile" })).toBeVisible();
  expect(profileSaves).toHaveLength(2);

  await page.reload();
  await expect(page.getByLabel("Phone")).toHaveValue("+919876501234");
  await expect(page.getByLabel("Postal Code")).toHaveValue("560025");
  const renamed = page.getByRole("button", { name: "Test Shopper Updated" });
  await expect(renamed).toBeVisible();

  // The profile's address is the default saved address.
  await page.goto("/address");
  await expect(page.getByText("221 Residency Road")).toBeVisible();
  await expect(page.getByText("Default", { exact: true })).toBeVisible();

  // Logout ends the session and goes to /login; account pages redirect again.
  await renamed.click();
  await page.getByRole("button", { name: "Logout" }).click();
  await page.waitForURL("**/login");
  expect((await context.cookies()).some((cookie) => cookie.name === "next-auth.session-token")).toBe(false);
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fprofile$/);
  await expect(page.getByRole("link", { name: "Login", exact: true })).toBeVisible();
});

test("saved addresses: add, set as default, delete", async ({ page }) => {
  const email = uniqueEmail("address");
  const signup = await page.request.post("/api/auth/signup", {
    data: { name: "Addr Tester", email, password: PASSWORD },
  });
  expect(signup.status()).toBe(201);
  const login = await page.request.post("/api/auth/login", { data: { email, password: PASSWORD } });
  expect(login.status()).toBe(200);

  await page.goto("/address");
  await expect(page.getByText("You have no saved addresses yet.")).toBeVisible();

  const add = async (fullName: string, city: string, pin: string) => {
    await page.getByRole("button", { name: "Add New Address" }).click();
    const form = page.locator("form").filter({ hasText: "New address" });
    await form.getByLabel("Full Name").fill(fullName);
    await form.getByLabel("Phone").fill("9123456780");
    await form.getByLabel("Street").fill(`1 Main Road, ${city}`);
    await form.getByLabel("City").fill(city);
    await form.getByLabel("State").selectOption("Tamil Nadu");
    await form.getByLabel("PIN Code").fill(pin);
    await form.getByRole("button", { name: "Save Address" }).click();
    await expect(toast(page, "Address saved.").last()).toBeVisible();
    await expect(form).toBeHidden();
  };
  await add("Home", "Chennai", "600001");
  await add("Office", "Coimbatore", "641001");

  const home = page.getByRole("listitem", { name: /Home, Chennai/ });
  const office = page.getByRole("listitem", { name: /Office, Coimbatore/ });
  await expect(home.getByText("Default", { exact: true })).toBeVisible();
  await expect(office.getByText("Default", { exact: true })).toHaveCount(0);

  await office.getByRole("button", { name: "Set as Default" }).click();
  await expect(office.getByText("Default", { exact: true })).toBeVisible();
  await expect(home.getByText("Default", { exact: true })).toHaveCount(0);

  await office.getByRole("button", { name: "Delete" }).click();
  await office.getByRole("button", { name: "Yes, delete" }).click();
  await expect(office).toHaveCount(0);
  await expect(home.getByText("Default", { exact: true })).toBeVisible();
});
