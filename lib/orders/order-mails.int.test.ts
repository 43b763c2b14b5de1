import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { renderExchangeMail } from "@/lib/exchanges/mail";
import { seed } from "@/prisma/seed";
import { createUser } from "@/test/integration/accounts";
import { createTestOrder } from "@/test/integration/orders";
import { renderCancellationMail } from "./cancelled-mail";
import { renderOrderConfirmation } from "./confirmation-mail";
import { renderShippedMail } from "./shipped-mail";

// The e-mails that follow an order name each line with the size and colour chosen, as the
// confirmation does: the shopper checks the parcel, the cancellation and the exchange against them.

let userId: string;
let productId: string;
let productName: string;

/** An order of one line in size M and colour Olive, placed in `locale`. */
async function orderInOlive(locale: "en" | "hi") {
  const order = await createTestOrder({ userId, lines: [{ productId, quantity: 2 }] });
  await prisma.order.update({ where: { id: order.id }, data: { locale } });
  await prisma.orderItem.updateMany({ where: { orderId: order.id }, data: { size: "M", color: "Olive" } });
  return order;
}

beforeAll(async () => {
  await seed(prisma, { log: () => {} });
  userId = (await createUser()).id;
  const product = await prisma.product.findFirstOrThrow({ where: { isActive: true, stock: { gte: 20 } } });
  productId = product.id;
  productName = product.name;
});

describe("order e-mails name the size and colour of each line", () => {
  it("the shipped and cancelled e-mails, in English", async () => {
    const order = await orderInOlive("en");
    const shipped = await renderShippedMail(order.id);
    expect(shipped.text).toContain(`${productName} (Size: M · Colour: Olive) × 2`);
    expect(shipped.html).toContain(`(Size: M · Colour: Olive) × 2</li>`);
    const cancelled = await renderCancellationMail(order.id);
    expect(cancelled.text).toContain(`${productName} (Size: M · Colour: Olive) × 2`);
    expect(cancelled.html).toContain(`(Size: M · Colour: Olive) × 2</li>`);
  });

  it("in Hindi for an order placed in Hindi, the colour's name too (stored in English)", async () => {
    const order = await orderInOlive("hi");
    expect((await renderShippedMail(order.id)).text).toContain(`${productName} (साइज़: M · रंग: ऑलिव) × 2`);
    expect((await renderCancellationMail(order.id)).text).toContain(`${productName} (साइज़: M · रंग: ऑलिव) × 2`);
    expect((await renderOrderConfirmation(order.id)).text).toContain("(साइज़: M · रंग: ऑलिव)");
    const [item] = await prisma.orderItem.findMany({ where: { orderId: order.id } });
    const exchange = await prisma.exchange.create({
      data: { orderId: order.id, items: { create: [{ orderItemId: item!.id, quantity: 1, reason: "DAMAGED" }] } },
    });
    expect((await renderExchangeMail(exchange.id, "requested")).text).toContain("(साइज़: M · रंग: ऑलिव) × 1");
  });

  it("the exchange e-mail, for the units to be exchanged", async () => {
    const order = await orderInOlive("en");
    const [item] = await prisma.orderItem.findMany({ where: { orderId: order.id } });
    const exchange = await prisma.exchange.create({
      data: { orderId: order.id, items: { create: [{ orderItemId: item!.id, quantity: 1, reason: "DAMAGED" }] } },
    });
    expect((await renderExchangeMail(exchange.id, "requested")).text).toContain(
      `${productName} (Size: M · Colour: Olive) × 1`,
    );
  });

  it("a line without options is named as it is", async () => {
    const order = await createTestOrder({ userId, lines: [{ productId, quantity: 1 }] });
    expect((await renderShippedMail(order.id)).text).toContain(`${productName} × 1`);
  });
});

describe("order e-mails in Hindi", () => {
  it("give the opening hours in their footer in Hindi, not the English store.openingHours", async () => {
    const order = await orderInOlive("hi");
    for (const mail of [await renderShippedMail(order.id), await renderCancellationMail(order.id)]) {
      expect(mail.text).toContain("(सुबह 10 बजे से रात 9 बजे तक)");
      expect(mail.text).not.toContain("10 AM to 9 PM");
    }
    const english = await renderShippedMail((await orderInOlive("en")).id);
    expect(english.text).toContain("(10 AM to 9 PM)");
  });

  it("name the delivery address's state and country in Hindi (stored in English)", async () => {
    const order = await orderInOlive("hi");
    const confirmation = await renderOrderConfirmation(order.id);
    expect(confirmation.text).toContain("Bengaluru, कर्नाटक 560038\nभारत\n");
    expect(confirmation.html).toContain("Bengaluru, कर्नाटक 560038");
    const english = await renderOrderConfirmation((await orderInOlive("en")).id);
    expect(english.text).toContain("Bengaluru, Karnataka 560038\nIndia\n");
  });
});
