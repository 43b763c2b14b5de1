import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { seed } from "@/prisma/seed";
import { createUser } from "@/test/integration/accounts";
import { createTestOrder } from "@/test/integration/orders";
import { renderShippedMail } from "./shipped-mail";

// The shipped e-mail names the courier and AWB with a link to the courier's own
// tracking page when the admin gave them (docs/adr/0038), in the order's
// language, and never the e-way bill number.

let userId: string;
let productId: string;

async function shippedWith(locale: "en" | "hi", courier: string | null, trackingNumber: string | null) {
  const order = await createTestOrder({ userId, lines: [{ productId, quantity: 1 }] });
  await prisma.order.update({
    where: { id: order.id },
    data: { locale, courier, trackingNumber, ewayBillNumber: "123412341234", fulfillmentStatus: "SHIPPED" },
  });
  return renderShippedMail(order.id);
}

beforeAll(async () => {
  await seed(prisma, { log: () => {} });
  userId = (await createUser()).id;
  productId = (await prisma.product.findFirstOrThrow({ where: { isActive: true, stock: { gte: 20 } } })).id;
});

describe("the shipped e-mail's courier line", () => {
  it("in English: courier, AWB and the tracking link", async () => {
    const mail = await shippedWith("en", "DELHIVERY", "DL1234567890");
    const url = "https://www.delhivery.com/track/package/DL1234567890";
    expect(mail.text).toContain("Shipped with Delhivery · AWB DL1234567890");
    expect(mail.text).toContain(`Track on Delhivery: ${url}`);
    expect(mail.html).toContain(`<a href="${url}">Track on Delhivery</a>`);
    expect(mail.text + mail.html).not.toContain("123412341234");
  });

  it("in Hindi for an order placed in Hindi", async () => {
    const mail = await shippedWith("hi", "BLUEDART", "BD99887766");
    const url = "https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo=BD99887766";
    expect(mail.text).toContain("Blue Dart से भेजा गया · AWB BD99887766");
    expect(mail.text).toContain(`Blue Dart पर ट्रैक करें: ${url}`);
    expect(mail.html).toContain(`<a href="${url.replace("&", "&amp;")}">Blue Dart पर ट्रैक करें</a>`);
    expect(mail.text + mail.html).not.toContain("123412341234");
  });

  it("the AWB without a link for a courier with no tracking page; nothing when none was given", async () => {
    const post = await shippedWith("en", "INDIA_POST", "EE123456789IN");
    expect(post.text).toContain("Shipped with India Post (Speed Post) · AWB EE123456789IN");
    expect(post.text).not.toContain("Track on India Post");
    const none = await shippedWith("en", null, null);
    expect(none.text).not.toContain("AWB");
    expect(none.html).not.toContain("AWB");
  });
});
