import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's bundled server and demo seed (`bundleServer`, made by the global set-ups); absent without. */
    lhServerBundle?: ServerBundle;
  }
}

/** The repository's server folder (`apps/server`), resolved from this file. */
const SERVER_ROOT = path.resolve(import.meta.dirname, '../..');

/** The entry points a test run starts as processes, by name: the server and the demo seed. */
const ENTRIES = { server: 'src/server.ts', 'seed-demo': 'src/scripts/seed-demo.ts' } as const;

/** Paths of the bundled entry points (`node <path>` runs one), made by `bundleServer`. */
export type ServerBundle = Record<keyof typeof ENTRIES, string>;

/**
 * Packages stay where they are installed: a bare import is resolved as esbuild resolves it for Node and
 * written into the bundle as that absolute file, so Node loads the same file `tsx` would (PGlite finds its
 * WASM beside itself, a package's own imports resolve from its folder) from a bundle anywhere on disk. The
 * workspace's own packages (`@leadhouse/*`, TypeScript sources) are bundled.
 */
const installedPackagesStayExternal: Plugin = {
  name: 'installed-packages-stay-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData === 'resolving' || args.path.startsWith('@leadhouse/')) return undefined;
      if (args.path.startsWith('node:')) return { path: args.path, external: true };
      const found = await b.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        importer: args.importer,
        pluginData: 'resolving',
      });
      if (found.errors.length > 0) return { errors: found.errors };
      return { path: found.path, external: true };
    });
  },
};

/**
 * `import.meta.dirname` is the folder of the source file that says it (the migrations, the database
 * functions and the web build are found from there), not the bundle's folder.
 */
const sourceDirname: Plugin = {
  name: 'source-dirname',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const dirname = JSON.stringify(path.dirname(args.path));
      return { contents: source.replaceAll('import.meta.dirname', dirname), loader: 'ts' };
    });
  },
};

/**
 * Compiles the server and the demo seed once per test run into `outDir` (one ES module each, 1-3.5 s), so a
 * test that starts server processes runs `node <bundle>` instead of `node --import tsx src/server.ts`: each
 * start then skips compiling and resolving some 400 TypeScript files (a start on a seeded demo floor: 7.5-8.9 s
 * of CPU through tsx, 4.9 s from the bundle; docs/decisions.md "Test suite speed"). The code is the same source compiled by the same compiler tsx uses.
 * @throws esbuild's error when a source does not compile.
 */
export async function bundleServer(outDir: string): Promise<ServerBundle> {
  await build({
    absWorkingDir: SERVER_ROOT,
    entryPoints: ENTRIES,
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'inline',
    logLevel: 'silent',
    plugins: [installedPackagesStayExternal, sourceDirname],
  });
  return {
    server: path.join(outDir, 'server.mjs'),
    'seed-demo': path.join(outDir, 'seed-demo.mjs'),
  };
}

/**
 * The `node` arguments that start `entry`: in a vitest run whose global set-up made a bundle, the bundle
 * (`--enable-source-maps`, so stacks name the TypeScript sources); else (a benchmark script) the source
 * through `tsx`.
 */
export async function entryArgs(entry: keyof ServerBundle): Promise<string[]> {
  const bundle = process.env.VITEST ? (await import('vitest')).inject('lhServerBundle') : undefined;
  if (bundle) return ['--enable-source-maps', bundle[entry]];
  return ['--import', 'tsx', path.join(SERVER_ROOT, ENTRIES[entry])];
}
