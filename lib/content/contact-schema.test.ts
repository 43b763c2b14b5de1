import { describe, expect, it } from "vitest";
import { CONTACT_LIMITS, CONTACT_SUBJECTS } from "./contact-fields";
import { contactMessageSchema } from "./contact-schema";
import { newsletterSubscribeSchema } from "./newsletter-schema";
import { BULK_ORDER_MIN_TEXT, DELIVERY_TIMES } from "./policies";

describe("contactMessageSchema", () => {
  const valid = { name: " Priya ", email: " Priya@Example.IN", subject: "Order Issue", message: " Hello " };

  it("trims, lower-cases the e-mail and maps the subject label to its code", () => {
    expect(contactMessageSchema.parse(valid)).toEqual({
      name: "Priya",
      email: "priya@example.in",
      subject: "ORDER_ISSUE",
      message: "Hello",
    });
  });

  it("offers the spec's four subjects in order", () => {
    expect(CONTACT_SUBJECTS.map((s) => s.label)).toEqual(["Order Issue", "Returns", "Feedback", "Other"]);
  });

  it("names each problem by field", () => {
    const result = contactMessageSchema.safeParse({ name: "", email: "x", subject: "", message: "m".repeat(5001) });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join("."))).toEqual(["name", "email", "subject", "message"]);
  });

  it("allows a message of up to 5000 characters", () => {
    expect(CONTACT_LIMITS.message).toBe(5000);
    expect(contactMessageSchema.safeParse({ ...valid, message: "m".repeat(5000) }).success).toBe(true);
  });
});

describe("newsletterSubscribeSchema", () => {
  it("accepts a trimmed address and refuses anything else", () => {
    expect(newsletterSubscribeSchema.parse({ email: " A@B.in " })).toEqual({ email: "a@b.in" });
    expect(newsletterSubscribeSchema.safeParse({ email: "a@b" }).success).toBe(false);
    expect(newsletterSubscribeSchema.safeParse({}).success).toBe(false);
  });
});

describe("policy facts", () => {
  it("words the delivery times and bulk minimum from the spec's figures", () => {
    expect(DELIVERY_TIMES).toEqual({
      standard: "4 to 7 business days",
      express: "1 to 3 days",
      remote: "up to 10 days",
    });
    expect(BULK_ORDER_MIN_TEXT).toBe("50 to 100 units");
  });
});
