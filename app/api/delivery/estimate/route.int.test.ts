import { afterEach, describe, expect, it, vi } from "vitest";
import { apiRequest, bodyOf } from "@/test/integration/accounts";
import { GET } from "./route";

// GET /api/delivery/estimate through its handler, with the clock set (Date
// only) to moments in India's calendar. The shop dispatches from Mumbai
// (Maharashtra); the default cut-off is 14:00 IST and Christmas a holiday.

const estimate = async (query: string) => {
  const response = await GET(apiRequest(`/api/delivery/estimate?${query}`), {});
  return { status: response.status, body: await bodyOf(response) };
};

/** Sets the clock to an instant given in UTC (the IST reading is in each test). */
function at(utc: string) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(utc));
}

afterEach(() => {
  vi.useRealTimers();
  delete process.env.DELIVERY_HOLIDAYS;
  delete process.env.COD_LIMIT_RUPEES;
  delete process.env.DELIVERY_CUTOFF_IST;
});

// Monday 23 Nov 2026, 10:00 IST: before the cut-off, so the parcel leaves today.
const MONDAY_MORNING = "2026-11-23T04:30:00Z";

describe("GET /api/delivery/estimate", () => {
  it("answers a PIN code it serves with its city, state, dates and COD", async () => {
    at(MONDAY_MORNING);
    const { status, body } = await estimate("pin=560001");
    expect(status).toBe(200);
    // Rest of India: 5 to 7 business days after Monday's dispatch (Sunday the 29th not counted).
    expect(body).toEqual({
      pin: "560001",
      serviceable: true,
      city: "Bengaluru",
      state: "Karnataka",
      states: ["Karnataka"],
      zone: "restOfIndia",
      cod: true,
      codMessage: "Cash on Delivery available",
      estimate: { from: "2026-11-28", to: "2026-12-01" },
      message: "Delivery by Sat, 28 Nov – Tue, 1 Dec",
    });
  });

  it("promises sooner in the shop's own city and state than across India", async () => {
    at(MONDAY_MORNING);
    const mumbai = (await estimate("pin=400050")).body;
    expect(mumbai).toMatchObject({
      city: "Mumbai",
      zone: "sameCity",
      estimate: { from: "2026-11-27", to: "2026-11-28" },
    });
    const pune = (await estimate("pin=411004")).body;
    expect(pune).toMatchObject({ city: "Pune", zone: "sameState", estimate: { from: "2026-11-27", to: "2026-11-30" } });
  });

  it("gives the remote zone up to 10 business days, and no COD on the islands", async () => {
    at(MONDAY_MORNING);
    const portBlair = (await estimate("pin=744101")).body;
    expect(portBlair).toMatchObject({
      state: "Andaman and Nicobar Islands",
      zone: "remote",
      cod: false,
      codMessage: "Cash on Delivery is not available in Andaman and Nicobar Islands. Please pay online.",
      // 7 to 10 business days from Monday 23 Nov: Tue 1 Dec to Fri 4 Dec.
      estimate: { from: "2026-12-01", to: "2026-12-04" },
    });
    const guwahati = (await estimate("pin=781001")).body;
    expect(guwahati).toMatchObject({ state: "Assam", zone: "remote", cod: true });
    const leh = (await estimate("pin=194101")).body;
    expect(leh).toMatchObject({ state: "Ladakh", zone: "remote" });
  });

  it("dispatches the next business day once the 14:00 IST cut-off has passed", async () => {
    at("2026-11-23T08:30:00Z"); // Monday 14:00 IST
    expect((await estimate("pin=560001")).body).toMatchObject({ estimate: { from: "2026-11-30", to: "2026-12-02" } });
    process.env.DELIVERY_CUTOFF_IST = "15:00"; // the operator's later cut-off: still today
    expect((await estimate("pin=560001")).body).toMatchObject({ estimate: { from: "2026-11-28", to: "2026-12-01" } });
  });

  it("skips Sundays and holidays, including the ones the operator configures", async () => {
    at("2026-12-24T10:30:00Z"); // Thursday 24 Dec, 16:00 IST: after the cut-off
    // Dispatch skips Christmas (Fri 25) to Sat 26; then Mon 28 … Fri 1 Jan (5), Sat 2 (6), Mon 4 (7).
    expect((await estimate("pin=560001")).body).toMatchObject({
      estimate: { from: "2027-01-01", to: "2027-01-04" },
      message: "Delivery by Fri, 1 Jan – Mon, 4 Jan",
    });
    process.env.DELIVERY_HOLIDAYS = "2026-12-25,2027-01-01";
    expect((await estimate("pin=560001")).body).toMatchObject({ estimate: { from: "2027-01-02", to: "2027-01-05" } });
  });

  it("turns COD off above the COD limit when an order total is given", async () => {
    at(MONDAY_MORNING);
    expect((await estimate("pin=560001&total=50000")).body).toMatchObject({ cod: true });
    expect((await estimate("pin=560001&total=50000.01")).body).toMatchObject({
      cod: false,
      codMessage: "Cash on Delivery is available for orders up to ₹50,000. Please pay online for this order.",
      serviceable: true,
    });
    process.env.COD_LIMIT_RUPEES = "20000";
    expect((await estimate("pin=560001&total=25000")).body).toMatchObject({
      cod: false,
      codMessage: "Cash on Delivery is available for orders up to ₹20,000. Please pay online for this order.",
    });
  });

  it("answers a PIN code it does not know with serviceable: false and a message", async () => {
    const { status, body } = await estimate("pin=999999");
    expect(status).toBe(200);
    expect(body).toEqual({
      pin: "999999",
      serviceable: false,
      cod: false,
      codMessage: "Sorry, we do not deliver to PIN code 999999 yet. Please check the PIN code.",
      message: "Sorry, we do not deliver to PIN code 999999 yet. Please check the PIN code.",
    });
  });

  it("refuses a malformed PIN code or total with a 400 in the shop's error shape", async () => {
    for (const query of ["pin=56001", "pin=012345", "pin=ABCDEF", ""]) {
      const { status, body } = await estimate(query);
      expect(status, query).toBe(400);
      expect(body, query).toMatchObject({ code: "BAD_REQUEST", message: expect.stringMatching(/6-digit PIN code/) });
      expect(body.issues, query).toEqual([expect.objectContaining({ path: "pin" })]);
    }
    const badTotal = await estimate("pin=560001&total=-5");
    expect(badTotal.status).toBe(400);
    expect(badTotal.body.message).toMatch(/total must be an amount in rupees/);
  });

  it("words the promise and COD in Hindi for ?lang=hi, with Hindi dates (the product page shows them as they come)", async () => {
    at(MONDAY_MORNING);
    const { body } = await estimate("pin=560001&lang=hi");
    expect(body).toMatchObject({
      city: "Bengaluru",
      cod: true,
      codMessage: "कैश ऑन डिलीवरी उपलब्ध है",
      estimate: { from: "2026-11-28", to: "2026-12-01" },
      message: "शनि, 28 नव॰ – मंगल, 1 दिस॰ तक डिलीवरी",
    });
    expect((await estimate("pin=744101&lang=hi")).body.codMessage).toBe(
      "अंडमान और निकोबार द्वीपसमूह में कैश ऑन डिलीवरी उपलब्ध नहीं है। कृपया ऑनलाइन भुगतान करें।",
    );
    expect((await estimate("pin=560001&total=50000.01&lang=hi")).body.codMessage).toBe(
      "कैश ऑन डिलीवरी ₹50,000 तक के ऑर्डर पर ही उपलब्ध है। कृपया इस ऑर्डर के लिए ऑनलाइन भुगतान करें।",
    );
    const unserviceable = "माफ़ कीजिए, हम अभी पिन कोड 999999 पर डिलीवरी नहीं करते। कृपया पिन कोड जाँच लें।";
    expect((await estimate("pin=999999&lang=hi")).body).toMatchObject({
      codMessage: unserviceable,
      message: unserviceable,
    });
  });
});
