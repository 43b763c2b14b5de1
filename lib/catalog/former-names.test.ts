import { describe, expect, it } from "vitest";
import { formerNamesAfterRename, namesOf } from "./former-names";

const luggage = { name: "Luggage", nameHi: "लगेज" };

describe("a category's or brand's former names after a rename", () => {
  it("keeps the name it gave up, English or Hindi, most recent last", () => {
    expect(formerNamesAfterRename([], luggage, { name: "Travel Bags", nameHi: "लगेज" })).toEqual(["Luggage"]);
    expect(formerNamesAfterRename(["Bags"], luggage, { name: "Travel Bags", nameHi: "सफ़री बैग" })).toEqual([
      "Bags",
      "Luggage",
      "लगेज",
    ]);
  });

  it("drops its current names from them (a rename back), ignoring case", () => {
    expect(formerNamesAfterRename(["Luggage"], { name: "Travel Bags", nameHi: null }, luggage)).toEqual([
      "Travel Bags",
    ]);
    expect(formerNamesAfterRename(["LUGGAGE", "Bags"], { name: "Travel Bags", nameHi: null }, luggage)).toEqual([
      "Bags",
      "Travel Bags",
    ]);
  });

  it("records nothing for a change of case only, a Hindi name added, or no change", () => {
    expect(formerNamesAfterRename([], luggage, { name: "LUGGAGE", nameHi: "लगेज" })).toEqual([]);
    expect(formerNamesAfterRename([], { name: "Luggage", nameHi: null }, luggage)).toEqual([]);
    expect(formerNamesAfterRename(["Bags"], luggage, luggage)).toEqual(["Bags"]);
  });

  it("names a row's current names: English, and Hindi when it has one", () => {
    expect(namesOf(luggage)).toEqual(["Luggage", "लगेज"]);
    expect(namesOf({ name: "Luggage", nameHi: null })).toEqual(["Luggage"]);
  });
});
