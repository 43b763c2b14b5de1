// Prisma's schema engine, loaded from its WebAssembly build.
//
// Why: the Prisma CLI downloads a native schema engine for `migrate`, which
// fails offline. The same engine ships on npm as WebAssembly; it can diff two
// schemas into SQL and apply committed migrations into the standard
// `_prisma_migrations` table, so an online `prisma migrate deploy` agrees.
// It cannot introspect a live database, so new migrations are diffed from the
// schema snapshot the migrations produce (prisma/migrations/schema.snapshot.prisma).
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";

const require = createRequire(import.meta.url);

async function loadWasmEngine() {
  const bindingsFile = require.resolve("@prisma/schema-engine-wasm/schema_engine_bg");
  const bindings = await import(pathToFileURL(bindingsFile).href);
  const bytes = await readFile(path.join(path.dirname(bindingsFile), "schema_engine_bg.wasm"));
  const { instance } = await WebAssembly.instantiate(bytes, {
    "./schema_engine_bg.js": bindings,
  });
  bindings.__wbg_set_wasm(instance.exports);
  instance.exports.__wbindgen_start?.();
  return bindings;
}

let bindingsPromise;

/**
 * Opens a schema engine on a database (even diffing two schemas needs a
 * connection). Call `close()` when done: it frees the engine and its
 * connections, so the database can be dropped or used as a template.
 * @param {{ connectionString: string, datamodel?: string }} options
 */
export async function openSchemaEngine({ connectionString, datamodel }) {
  bindingsPromise ??= loadWasmEngine();
  const { SchemaEngine } = await bindingsPromise;
  const pool = new pg.Pool({ connectionString, max: 2 });
  // The engine reports a failed script only as "External error id#0"; keep PostgreSQL's own words.
  let lastScriptError = null;
  const factory = withWholeScriptExecution(new PrismaPg(pool), (error) => (lastScriptError = error));
  const adapter = bindMigrationAwareSqlAdapterFactory(factory);
  const datamodels = datamodel ? [["schema.prisma", datamodel]] : undefined;
  const engine = await SchemaEngine.new({ datamodels }, () => {}, adapter);
  return {
    engine,
    lastScriptError: () => lastScriptError,
    async close() {
      engine.free();
      await pool.end();
    },
  };
}

/**
 * The pg adapter runs a migration by splitting it on every ";" (even inside
 * comments, strings and function bodies) and sending the pieces one by one,
 * outside a transaction. The native engine behind `prisma migrate deploy`
 * sends the script whole, so PostgreSQL parses it and runs it as one implicit
 * transaction: a failing migration leaves nothing half-applied. Do the same.
 */
function withWholeScriptExecution(factory, onScriptError) {
  const connect = factory.connect.bind(factory);
  factory.connect = async () => {
    const adapter = await connect();
    adapter.executeScript = async (script) => {
      try {
        await adapter.underlyingDriver().query(script);
      } catch (error) {
        onScriptError(error);
        throw error;
      }
    };
    return adapter;
  };
  return factory;
}

export const emptyFilter = { externalTables: [], externalEnums: [] };
