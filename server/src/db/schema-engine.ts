import { readFile } from 'node:fs/promises';
import {
  bindMigrationAwareSqlAdapterFactory,
  type SqlDriverAdapter,
  type SqlMigrationAwareDriverAdapterFactory,
} from '@prisma/driver-adapter-utils';
import type { SchemaEngine } from '@prisma/schema-engine-wasm';

type EngineModule = typeof import('@prisma/schema-engine-wasm/schema_engine_bg');

let engineModule: Promise<EngineModule> | undefined;

/**
 * Instantiates Prisma's WebAssembly schema engine once per process. The engine arms a ~10 s timer
 * for its own housekeeping; it is unref'd so that CLI scripts and tests exit as soon as they are done.
 */
function loadEngineModule(): Promise<EngineModule> {
  engineModule ??= (async () => {
    const bindings = await import('@prisma/schema-engine-wasm/schema_engine_bg');
    const wasmPath = require.resolve('@prisma/schema-engine-wasm/schema_engine_bg').replace(/\.js$/, '.wasm');
    const imports: Record<string, unknown> = { ...bindings };
    for (const name of Object.keys(imports)) {
      if (!name.startsWith('__wbg_setTimeout')) continue;
      const setTimer = imports[name] as (...args: unknown[]) => { unref?: () => void };
      imports[name] = (...args: unknown[]) => {
        const timer = setTimer(...args);
        timer?.unref?.();
        return timer;
      };
    }
    const { instance } = await WebAssembly.instantiate(await readFile(wasmPath), {
      './schema_engine_bg.js': imports as WebAssembly.ModuleImports,
    });
    bindings.__wbg_set_wasm(instance.exports);
    (instance.exports as { __wbindgen_start?: () => void }).__wbindgen_start?.();
    return bindings;
  })();
  return engineModule;
}

/**
 * Runs `work` with a schema engine connected through the driver adapter, then frees the engine and
 * disposes every connection it opened (a PostgreSQL pool left open would, for one, block
 * `CREATE DATABASE … TEMPLATE` on that database).
 */
export async function withSchemaEngine<T>(
  adapterFactory: SqlMigrationAwareDriverAdapterFactory,
  datamodel: { path: string; content: string },
  work: (engine: SchemaEngine) => Promise<T>,
): Promise<T> {
  const { SchemaEngine } = await loadEngineModule();
  const opened: SqlDriverAdapter[] = [];
  const tracked: SqlMigrationAwareDriverAdapterFactory = {
    provider: adapterFactory.provider,
    adapterName: adapterFactory.adapterName,
    connect: async () => remember(await adapterFactory.connect()),
    connectToShadowDb: async () => remember(await adapterFactory.connectToShadowDb()),
  };
  function remember(adapter: SqlDriverAdapter) {
    opened.push(adapter);
    return sendScriptsWhole(adapter);
  }
  const engine = await SchemaEngine.new(
    { datamodels: [[datamodel.path, datamodel.content]] },
    () => {},
    bindMigrationAwareSqlAdapterFactory(tracked),
  );
  try {
    return await work(engine);
  } finally {
    engine.free();
    await Promise.all(opened.map((adapter) => adapter.dispose()));
  }
}

type PgPoolLike = { query(sql: string): Promise<unknown> };

/**
 * `@prisma/adapter-pg` runs a migration script by splitting it on every `;`, which breaks on a
 * `;` inside a comment, a string or a PL/pgSQL body. PostgreSQL's simple query protocol takes a
 * whole multi-statement script in one round trip (and runs it as one implicit transaction), as the
 * native schema engine does, so scripts go to the server unsplit. PGlite's adapter already does this.
 */
function sendScriptsWhole(adapter: SqlDriverAdapter): SqlDriverAdapter {
  if (adapter.adapterName !== '@prisma/adapter-pg') return adapter;
  const pool = (adapter as unknown as { underlyingDriver(): PgPoolLike }).underlyingDriver();
  adapter.executeScript = async (script: string) => {
    try {
      await pool.query(script);
    } catch (error) {
      // Hand the failure to the adapter's own error path so the engine sees a DriverAdapterError.
      (adapter as unknown as { onError(e: unknown): never }).onError(error);
    }
  };
  return adapter;
}
