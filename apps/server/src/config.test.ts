import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('DATA_DIR', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'lh-config-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('resolves a relative folder against the folder npm was run from (npm start runs in apps/server)', () => {
    const config = loadConfig({ DATA_DIR: './data', INIT_CWD: root, JWT_SECRET: 'x'.repeat(32) });
    expect(config.dataDir).toBe(path.join(root, 'data'));
  });

  it('keeps an absolute folder as it is', () => {
    const abs = path.join(root, 'elsewhere');
    expect(loadConfig({ DATA_DIR: abs, INIT_CWD: '/nowhere', JWT_SECRET: 'x'.repeat(32) }).dataDir).toBe(abs);
  });
});

describe('WEB_CONCURRENCY', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'lh-config-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const load = (value?: string) =>
    loadConfig({
      DATA_DIR: root,
      JWT_SECRET: 'x'.repeat(32),
      ...(value === undefined ? {} : { WEB_CONCURRENCY: value }),
    });

  it('is one process by default, a number of processes, or one per CPU with auto', () => {
    expect(load().webConcurrency).toBe(1);
    expect(load('3').webConcurrency).toBe(3);
    expect(load('auto').webConcurrency).toBe(availableParallelism());
  });

  it('refuses anything else with the variable named', () => {
    for (const bad of ['0', '-1', '2.5', 'many', '65'])
      expect(() => load(bad), bad).toThrow(/WEB_CONCURRENCY/);
  });
});
