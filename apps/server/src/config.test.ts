import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
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
