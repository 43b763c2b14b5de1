// Days the shop neither dispatches nor counts as delivery days, besides
// Sundays. The operator replaces this list with DELIVERY_HOLIDAYS (comma-
// separated dates, .env.example); keep the next year's list in before it starts.
// National holidays, plus the festivals most couriers close for. Festival
// dates follow the lunar calendar: check each year's Government of India
// holiday list (and your state's) before relying on them.

export const DEFAULT_HOLIDAYS: ReadonlyArray<{ date: string; name: string }> = [
  { date: "2026-01-26", name: "Republic Day" },
  { date: "2026-03-04", name: "Holi" },
  { date: "2026-04-03", name: "Good Friday" },
  { date: "2026-08-15", name: "Independence Day" },
  { date: "2026-10-02", name: "Gandhi Jayanti" },
  { date: "2026-10-20", name: "Dussehra" },
  { date: "2026-11-08", name: "Diwali" },
  { date: "2026-12-25", name: "Christmas" },
  { date: "2027-01-26", name: "Republic Day" },
  { date: "2027-03-22", name: "Holi" },
  { date: "2027-03-26", name: "Good Friday" },
  { date: "2027-08-15", name: "Independence Day" },
  { date: "2027-10-02", name: "Gandhi Jayanti" },
  { date: "2027-10-09", name: "Dussehra" },
  { date: "2027-10-29", name: "Diwali" },
  { date: "2027-12-25", name: "Christmas" },
];
