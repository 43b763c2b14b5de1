import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";
import { checkGstInvoice } from "@/lib/gstin";
import {
  codOverLimitMessage,
  codUnavailableInMessage,
  deliveryMessage,
  unserviceableMessage,
} from "@/lib/delivery/format";
import { MISSING_SHIPPING_INFO_MESSAGE } from "@/lib/orders/shipping-info";
import { stateNameWith } from "@/lib/i18n/state-names";
import { checkoutTexts } from "./checkout-texts";
import * as gstChecks from "./gst-invoice-checks";
import { COD_TEXT, ONLINE_TEXT } from "./payment-texts";
import { checkShipping, EMPTY_SHIPPING } from "./shipping-fields";

const english = checkoutTexts(true, createTranslator({ locale: "en", messages: en, namespace: "Checkout" }));
const hindi = checkoutTexts(false, createTranslator({ locale: "hi", messages: hi, namespace: "Checkout" }));
const hindiStates = createTranslator({ locale: "hi", messages: hi, namespace: "States" });
const hindiStateName = (state: string) => stateNameWith(hindiStates, state);

describe("checkout texts", () => {
  it("leaves English as the spec words it, and the English messages say the same", () => {
    expect(english.outcome(COD_TEXT.placed)).toBe(COD_TEXT.placed);
    const t = createTranslator({ locale: "en", messages: en, namespace: "Checkout" });
    expect(t("cod.placed")).toBe(COD_TEXT.placed);
    expect(t("online.unconfirmed")).toBe(ONLINE_TEXT.unconfirmed);
    expect(t("errors.missingInfo")).toBe(MISSING_SHIPPING_INFO_MESSAGE);
  });

  it("says the payment outcomes in Hindi, and the server's own words as they came", () => {
    expect(hindi.outcome(COD_TEXT.placed)).toBe("ऑर्डर सफलतापूर्वक प्लेस हो गया! आप डिलीवरी के समय नकद भुगतान करेंगे।");
    expect(hindi.outcome(ONLINE_TEXT.paymentFailed)).toMatch(/^भुगतान नहीं हो पाया/);
    expect(hindi.outcome("Cart changed.")).toBe("Cart changed.");
  });

  it("puts the shipping fields' problems in Hindi", async () => {
    const empty = await checkShipping({ ...EMPTY_SHIPPING, fullName: "Asha" });
    expect(empty.ok).toBe(false);
    if (empty.ok) return;
    expect(hindi.fieldErrors(empty.errors).city).toBe("यह जानकारी ज़रूरी है।");
    expect(english.fieldErrors(empty.errors)).toBe(empty.errors);

    const wrong = await checkShipping({
      ...EMPTY_SHIPPING,
      fullName: "Asha",
      phone: "12345",
      address: "221 Linking Road",
      city: "Mumbai",
      state: "Maharashtra",
      postalCode: "400050",
    });
    expect(wrong.ok).toBe(false);
    if (wrong.ok) return;
    expect(Object.keys(wrong.errors)).toEqual(["phone"]);
    expect(hindi.fieldErrors(wrong.errors)).toEqual({ phone: "सही 10 अंकों का भारतीय मोबाइल नंबर दर्ज करें।" });
    // A Hindi answer from the server is kept.
    expect(hindi.fieldErrors({ city: "शहर ग़लत है" })).toEqual({ city: "शहर ग़लत है" });
  });

  it("explains a GSTIN's problems in Hindi, with its states", () => {
    const typed = { gstin: "27AAPFU0939F1ZV", businessName: "Ab" };
    const errors = checkGstInvoice(typed, "Karnataka");
    const shown = hindi.gstErrors(gstChecks, errors, typed, "Karnataka", hindiStateName);
    // The states in Hindi, as the state picker beside it names them (stored and checked in English).
    expect(shown.gstin).toBe(
      "यह GSTIN महाराष्ट्र (27) में रजिस्टर्ड है, लेकिन ऑर्डर कर्नाटक भेजा जा रहा है। सप्लाई का स्थान वही राज्य है जहाँ डिलीवरी होती है: कर्नाटक का अपना GSTIN दर्ज करें, या महाराष्ट्र में डिलीवरी मँगवाएँ।",
    );
    expect(shown.businessName).toBe("रजिस्टर्ड कारोबार का नाम 3 से 100 अक्षरों का होना चाहिए।");
    const badCode = { gstin: "99AAPFU0939F1ZK", businessName: "Asha Traders" };
    expect(
      hindi.gstErrors(gstChecks, checkGstInvoice(badCode, "Karnataka"), badCode, "Karnataka", hindiStateName),
    ).toEqual({
      gstin: "99 कोई GST राज्य कोड नहीं है: GSTIN अपने राज्य के कोड से शुरू होता है, जैसे महाराष्ट्र के लिए 27।",
    });
    expect(english.gstErrors(gstChecks, errors, typed, "Karnataka", hindiStateName)).toBe(errors);
  });

  it("words the delivery answer in Hindi from its dates and what it names", () => {
    const estimate = deliveryEstimateFor("2026-11-27", "2026-11-30");
    expect(english.delivery.promise(estimate)).toBe(estimate.message);
    expect(hindi.delivery.promise(estimate)).toBe("शुक्र, 27 नव॰ – सोम, 30 नव॰ तक डिलीवरी");
    expect(hindi.delivery.unserviceable(unserviceableMessage("999999"), "999999")).toBe(
      "माफ़ कीजिए, हम अभी पिन कोड 999999 पर डिलीवरी नहीं करते। कृपया पिन कोड जाँच लें।",
    );
    expect(hindi.delivery.codUnavailable(codUnavailableInMessage("Assam"), "Assam")).toBe(
      "Assam में कैश ऑन डिलीवरी उपलब्ध नहीं है। कृपया ऑनलाइन भुगतान करें।",
    );
    expect(hindi.delivery.codUnavailable(codOverLimitMessage(5_000_000), "Assam")).toBe(
      "कैश ऑन डिलीवरी ₹50,000 तक के ऑर्डर पर ही उपलब्ध है। कृपया इस ऑर्डर के लिए ऑनलाइन भुगतान करें।",
    );
  });
});

function deliveryEstimateFor(from: string, to: string) {
  return { message: deliveryMessage(from, to), estimate: { from, to } };
}
