-- Makes wrk print its summary as one JSON line (latencies in microseconds),
-- for scripts/bench/load.mjs to read. Status errors are responses >= 400.
--
-- With WRK_UNIQUE_SUFFIX=<run number> every request's URL gets its own suffix
-- of punctuation (" .,:!?…", URL-encoded), different in every run (a warm-up
-- must not fill the cache for the run after it): a search ignores it, a cache
-- key does not, so each search is answered as if nobody had asked it before.
-- Each such request also comes from its own address (X-Forwarded-For in
-- 198.18.0.0/15, as load.mjs's benchAddress): the shop counts a search that
-- misses its cache against the client's address, and this measures the miss.
local run = tonumber(os.getenv("WRK_UNIQUE_SUFFIX") or "")
if run then
  local marks = { "%2E", "%2C", "%3A", "%21", "%3F" }
  local sent = 0
  setup = function(thread)
    threads = (threads or 0) + 1
    thread:set("thread_number", threads)
  end
  request = function()
    sent = sent + 1
    local n = (run * 100 + thread_number) * 100000000 + sent
    local suffix = "%20"
    while n > 0 do
      suffix = suffix .. marks[n % 5 + 1]
      n = math.floor(n / 5)
    end
    local a = ((run * 100 + thread_number) * 100000 + sent) % 131072
    local headers = {}
    for name, value in pairs(wrk.headers) do
      headers[name] = value
    end
    headers["X-Forwarded-For"] = string.format("198.%d.%d.%d", 18 + math.floor(a / 65536), math.floor(a / 256) % 256, a % 256)
    return wrk.format(nil, wrk.path .. suffix, headers)
  end
end

done = function(summary, latency, requests)
  io.write(string.format(
    'WRK_JSON {"requests":%d,"durationUs":%d,"bytes":%d,"errors":{"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d},' ..
    '"latencyUs":{"mean":%.1f,"p50":%d,"p90":%d,"p99":%d,"max":%d}}\n',
    summary.requests, summary.duration, summary.bytes,
    summary.errors.connect, summary.errors.read, summary.errors.write, summary.errors.status, summary.errors.timeout,
    latency.mean, latency:percentile(50), latency:percentile(90), latency:percentile(99), latency.max))
end
