import { afterEach, describe, expect, it, vi } from "vitest";
import { CsvExportInterrupted } from "@/lib/csv";
import { log } from "./log.mjs";
import { logRequestError } from "./request-errors";

const request = { path: "/api/admin/orders?format=csv", method: "GET", headers: {} };

afterEach(() => vi.restoreAllMocks());

describe("logRequestError", () => {
  it("logs a failed route handler once", () => {
    const errors = vi.spyOn(log, "error").mockImplementation(() => {});
    logRequestError(new Error("boom"), request, { routeType: "route" });
    expect(errors).toHaveBeenCalledTimes(1);
  });

  it("does not log again a CSV export that failed midway: lib/csv.ts logged it where it happened", () => {
    const errors = vi.spyOn(log, "error").mockImplementation(() => {});
    // How Next reports a response body that errored after the 200 (pipeToNodeResponse).
    const piped = new Error("failed to pipe response", {
      cause: new CsvExportInterrupted("orders.csv", 500, new Error("Connection terminated")),
    });
    logRequestError(piped, request, { routeType: "route" });
    expect(errors).not.toHaveBeenCalled();
  });
});
