import { beforeAll, describe, expect, it } from "vitest";
import * as dashboard from "@/lib/admin/dashboard";
import type { Viewer } from "@/lib/auth/viewer";
import * as catalogBrands from "@/lib/catalog/admin-brands";
import * as catalogCategories from "@/lib/catalog/admin-categories";
import * as catalogProducts from "@/lib/catalog/admin-products";
import * as nearbyShopsAdmin from "@/lib/content/admin-nearby-shops";
import * as inbox from "@/lib/content/inbox";
import * as exchangesAdmin from "@/lib/exchanges/admin";
import * as deliveryChallan from "@/lib/orders/delivery-challan";
import * as gstr1 from "@/lib/orders/gstr1-tables";
import * as gstMonth from "@/lib/orders/gst-month";
import * as hsnSummary from "@/lib/orders/gst-hsn-summary";
import * as invoiceRegister from "@/lib/orders/invoice-register";
import * as ordersAdmin from "@/lib/orders/admin";
import * as cancelAdmin from "@/lib/orders/admin-cancel";
import * as fulfillmentAdmin from "@/lib/orders/admin-fulfillment";
import * as orderDetailAdmin from "@/lib/orders/admin-order";
import * as refundsAdmin from "@/lib/orders/admin-refunds";
import * as quotationsAdmin from "@/lib/quotations/admin";
import * as media from "@/lib/uploads/media";
import { createUser, viewerFor } from "@/test/integration/accounts";

// The admin's data functions check the viewer themselves (docs/adr/0001): a
// page that forgets its own check, or a layout skipped on a client navigation,
// still cannot read or change other people's data through them. Every
// exported function of these modules is called here, so a new one is covered
// unless it is listed below as needing no viewer (pure helpers, no data).

const MODULES = {
  dashboard,
  catalogBrands,
  catalogCategories,
  catalogProducts,
  exchangesAdmin,
  inbox,
  nearbyShopsAdmin,
  invoiceRegister,
  hsnSummary,
  gstr1,
  gstMonth,
  deliveryChallan,
  ordersAdmin,
  orderDetailAdmin,
  fulfillmentAdmin,
  cancelAdmin,
  refundsAdmin,
  quotationsAdmin,
  media,
};

/** Exports that read or change nothing (formatting, dates, schemas' helpers). */
const NO_VIEWER_NEEDED = new Set([
  // Product images are public: anyone may read one by its address.
  "media.readMediaImage",
  // Which unit of quantity a GST code takes: a rule, no data.
  "hsnSummary.unitOfQuantity",
  // A state's name as GSTR-1 writes a place of supply.
  "gstr1.placeOfSupply",
  // Sums of the documents handed to them; the reads that hand them documents check the viewer.
  "invoiceRegister.invoiceRegisterReader",
  "hsnSummary.hsnSummaryReader",
  "gstr1.gstr1TablesReader",
  // Runs inside advanceFulfillment's transaction, which checked the admin; takes no viewer.
  "deliveryChallan.issueDeliveryChallan",
  // The owner's or an admin's (canSeeOwnedBy): anyone else gets null, tested in delivery-challan.int.test.ts.
  "deliveryChallan.getDeliveryChallan",
]);

const dataFunctions = Object.entries(MODULES).flatMap(([moduleName, module]) =>
  Object.entries(module)
    .filter(([name, value]) => typeof value === "function" && !NO_VIEWER_NEEDED.has(`${moduleName}.${name}`))
    // Zod schemas are objects; anything callable that starts with a capital is a class or type guard, not data.
    .filter(([name]) => /^[a-z]/.test(name))
    .map(([name, value]) => ({ name: `${moduleName}.${name}`, call: value as (...args: unknown[]) => unknown })),
);

/** Calls a data function with the viewer and harmless other arguments; resolves to what it threw (or null). */
async function outcomeFor(fn: (...args: unknown[]) => unknown, viewer: unknown) {
  try {
    const result = await fn(viewer, "no-such-id", {}, {});
    // An async generator runs (and checks) only when first asked for a value.
    const batches = result as AsyncIterator<unknown> | null;
    if (result && typeof result === "object" && Symbol.asyncIterator in result) await batches!.next();
    return null;
  } catch (error) {
    return error;
  }
}

let admin: Viewer;
let shopper: Viewer;

beforeAll(async () => {
  [admin, shopper] = await Promise.all([createUser({ role: "ADMIN" }).then(viewerFor), createUser().then(viewerFor)]);
});

describe("admin data functions", () => {
  it("are all found (a broken list would pass vacuously)", () => {
    expect(dataFunctions.map((f) => f.name)).toEqual(
      expect.arrayContaining([
        "ordersAdmin.listOrdersForAdmin",
        "ordersAdmin.ordersCsv",
        "orderDetailAdmin.getOrderForAdmin",
        "fulfillmentAdmin.advanceFulfillment",
        "fulfillmentAdmin.updateShipment",
        "cancelAdmin.cancelOrder",
        "refundsAdmin.retryRefund",
        "refundsAdmin.listRefundsNeedingAttention",
        "quotationsAdmin.listQuotationsForAdmin",
        "dashboard.getDashboard",
        "inbox.listContactMessages",
        "invoiceRegister.getInvoiceRegister",
        "invoiceRegister.monthDocumentBatches",
        "invoiceRegister.readMonthDocuments",
        "deliveryChallan.monthChallanBatches",
        "deliveryChallan.readMonthChallans",
        "gstMonth.getGstMonth",
        "hsnSummary.getHsnSummary",
        "gstr1.getGstr1Tables",
        "catalogProducts.listProductsForAdmin",
        "catalogBrands.listBrandsForAdmin",
        "catalogCategories.listCategoriesForAdmin",
        "catalogBrands.listBrandChoicesForAdmin",
        "catalogCategories.listCategoryChoicesForAdmin",
        "exchangesAdmin.listExchangesForAdmin",
        "exchangesAdmin.decideExchange",
        "media.uploadImage",
        "nearbyShopsAdmin.listNearbyShopsForAdmin",
        "nearbyShopsAdmin.createNearbyShop",
        "nearbyShopsAdmin.updateNearbyShop",
        "nearbyShopsAdmin.deleteNearbyShop",
      ]),
    );
    expect(dataFunctions.length).toBeGreaterThanOrEqual(20);
  });

  it.each(dataFunctions)("$name refuses a shopper, a look-alike admin and no viewer with 403", async ({ call }) => {
    const lookAlike = { ...admin }; // role ADMIN, but no verified session made it
    for (const viewer of [shopper, lookAlike, null]) {
      expect(await outcomeFor(call, viewer)).toMatchObject({ kind: "forbidden" });
    }
  });

  it.each(dataFunctions)("$name lets the admin past the check", async ({ call }) => {
    // With made-up arguments the function may fail further on (404, 400), but never on who is asking.
    const outcome = (await outcomeFor(call, admin)) as { kind?: string } | null;
    expect(outcome?.kind).not.toBe("forbidden");
  });
});
