import { describe, expect, it } from "vitest";
import { cancelReasonText, canShopperCancel } from "./cancel-reasons";
import { cancelOrderSchema } from "./cancel-schema";

describe("a shopper's cancellation reason", () => {
  it("accepts a reason from the list with an optional note, trimmed", () => {
    expect(cancelOrderSchema.parse({ reason: "ordered-by-mistake" })).toEqual({
      reason: "ordered-by-mistake",
      note: "",
    });
    expect(cancelOrderSchema.parse({ reason: "other", note: "  Gift no longer needed  " }).note).toBe(
      "Gift no longer needed",
    );
  });

  it("refuses a reason not on the list, a missing one and a note over 500 characters", () => {
    expect(cancelOrderSchema.safeParse({ reason: "because" }).success).toBe(false);
    expect(cancelOrderSchema.safeParse({}).success).toBe(false);
    expect(cancelOrderSchema.safeParse({ reason: "other", note: "x".repeat(501) }).success).toBe(false);
    expect(cancelOrderSchema.safeParse({ reason: "other", note: "x".repeat(500) }).success).toBe(true);
  });

  it("reads as one line in the order history", () => {
    expect(cancelReasonText({ reason: "better-price", note: "" })).toBe("Found a better price elsewhere");
    expect(cancelReasonText({ reason: "other", note: "Moving\n\ncity" })).toBe("Another reason: Moving city");
  });

  it("is offered only before the order ships", () => {
    expect(["Order Placed", "Packed"].every((status) => canShopperCancel({ fulfillmentStatus: status }))).toBe(true);
    for (const status of ["Shipped", "Out for Delivery", "Delivered", "Cancelled"])
      expect(canShopperCancel({ fulfillmentStatus: status })).toBe(false);
  });
});
