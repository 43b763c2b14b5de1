import "server-only";
import { conflict, invalidInput } from "@/lib/errors";
import { DELIVERY_DAYS, DELIVERY_ZONE_DAYS, type DeliveryZone } from "@/lib/shipping";
import type { Locale } from "@/lib/i18n/locale";
import { store } from "@/lib/store";
import { deliveryWindow, type CalendarDate } from "./business-days";
import { deliveryConfig, type DeliveryConfig } from "./config";
import { pinStateMismatchMessage, unserviceableMessage } from "./format";
import { lookupPin, type PinPlace } from "./pin-directory";
import { deliveryTexts, type DeliveryTexts } from "./texts";
import { deliveryZone } from "./zones";

// The delivery promise for a PIN code: whether the shop delivers there, when
// (dispatch from the shop's own city after the cut-off rule, then the zone's
// business days) and whether cash on delivery is possible. The estimate API,
// checkout and the order all ask here, so they never disagree.

export type DeliveryEstimate =
  | {
      pin: string;
      serviceable: true;
      city: string;
      state: string;
      /** Every state the PIN code reaches, `state` first. */
      states: string[];
      zone: DeliveryZone;
      cod: boolean;
      codMessage: string;
      estimate: { from: CalendarDate; to: CalendarDate };
      message: string;
    }
  | { pin: string; serviceable: false; cod: false; codMessage: string; message: string };

type Cod = { cod: boolean; codMessage: string };

function codFor(
  place: PinPlace,
  totalPaise: number | undefined,
  config: DeliveryConfig,
  texts: DeliveryTexts = deliveryTexts("en"),
): Cod {
  if (config.codUnavailableStates.has(place.state))
    return { cod: false, codMessage: texts.codUnavailableIn(place.state) };
  if (totalPaise !== undefined && totalPaise > config.codLimitPaise)
    return { cod: false, codMessage: texts.codOverLimit(config.codLimitPaise) };
  return { cod: true, codMessage: texts.codAvailable };
}

function windowFor(place: PinPlace, now: Date, config: DeliveryConfig) {
  const zone = deliveryZone(place, store.address);
  const { from, to } = deliveryWindow(now, DELIVERY_ZONE_DAYS[zone], config);
  return { zone, from, to };
}

/**
 * `totalPaise` (an order total) makes `cod` also respect the COD limit; `locale` is the language of
 * `message` and `codMessage` (English unless "hi").
 */
export function estimateDelivery(
  pin: string,
  { now = new Date(), totalPaise, locale = "en" }: { now?: Date; totalPaise?: number; locale?: Locale } = {},
): DeliveryEstimate {
  const texts = deliveryTexts(locale);
  const place = lookupPin(pin);
  if (!place) {
    const message = texts.unserviceable(pin);
    return { pin, serviceable: false, cod: false, codMessage: message, message };
  }
  const config = deliveryConfig();
  const { zone, from, to } = windowFor(place, now, config);
  return {
    pin,
    serviceable: true,
    city: place.city,
    state: place.state,
    states: place.states,
    zone,
    ...codFor(place, totalPaise, config, texts),
    estimate: { from, to },
    message: texts.promise(from, to),
  };
}

type Destination = { postalCode: string; state: string };

function placeFor(shipping: Destination): PinPlace {
  const place = lookupPin(shipping.postalCode);
  if (!place) {
    const message = unserviceableMessage(shipping.postalCode);
    throw invalidInput(message, [{ path: "postalCode", message }]);
  }
  if (!place.states.includes(shipping.state)) {
    const message = pinStateMismatchMessage(shipping.postalCode, place.state, shipping.state);
    throw invalidInput(message, [{ path: "state", message }]);
  }
  return place;
}

/**
 * The delivery dates an order placed now promises, stored on the order.
 * Refuses (400) a PIN code the shop does not deliver to, or one in another
 * state than the address says.
 */
export function deliveryPromise(shipping: Destination, now = new Date()): { from: CalendarDate; to: CalendarDate } {
  const { from, to } = windowFor(placeFor(shipping), now, deliveryConfig());
  return { from, to };
}

/** Refuses (409) cash on delivery where the PIN code has none or the total is above the COD limit. */
export function assertCodAvailable(shipping: Destination, totalPaise: number): void {
  const cod = codFor(placeFor(shipping), totalPaise, deliveryConfig());
  if (!cod.cod) throw conflict(cod.codMessage, "COD_UNAVAILABLE");
}

/**
 * Where cash on delivery cannot be taken at an address already shipped to (a replacement's, docs/adr/0010):
 * the state or union territory that has none, else null. Unlike assertCodAvailable it accepts a PIN code no
 * longer in the directory, reading the address's own state then.
 */
export function codUnavailableStateAt(shipping: Destination): string | null {
  const { codUnavailableStates } = deliveryConfig();
  const state = lookupPin(shipping.postalCode)?.state ?? shipping.state;
  if (codUnavailableStates.has(state)) return state;
  return codUnavailableStates.has(shipping.state) ? shipping.state : null;
}

/** A stored @db.Date as its calendar date. */
const calendarDateOf = (date: Date) => date.toISOString().slice(0, 10);
/** A calendar date as the value Prisma stores in a @db.Date column. */
export const storedDate = (date: CalendarDate) => new Date(`${date}T00:00:00Z`);

/**
 * The delivery window an order shows: the one promised at checkout, or for
 * orders placed before promises were stored, the one its PIN code gets today's
 * rules (the standard window when the PIN code is unknown).
 */
export function orderDeliveryWindow(order: {
  deliveryFrom: Date | null;
  deliveryTo: Date | null;
  createdAt: Date;
  shipPostalCode: string;
}): { earliest: CalendarDate; latest: CalendarDate } {
  if (order.deliveryFrom && order.deliveryTo)
    return { earliest: calendarDateOf(order.deliveryFrom), latest: calendarDateOf(order.deliveryTo) };
  const config = deliveryConfig();
  const place = lookupPin(order.shipPostalCode);
  const { from, to } = place
    ? windowFor(place, order.createdAt, config)
    : deliveryWindow(order.createdAt, DELIVERY_DAYS.standard, config);
  return { earliest: from, latest: to };
}
