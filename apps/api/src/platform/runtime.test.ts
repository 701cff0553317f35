import { hash, verify } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import rootPackage from '../../../../package.json' with { type: 'json' };

describe('runtime', () => {
  it('runs on the Node.js major pinned by the workspace (npm puts node_modules/.bin first)', () => {
    const pinned = rootPackage.devDependencies.node;
    expect(process.versions.node.split('.')[0]).toBe(pinned.split('.')[0]);
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(24);
  });

  it('loads the native argon2 binding on it', async () => {
    const digest = await hash('Secret#123');
    expect(digest.startsWith('$argon2id$')).toBe(true);
    expect(await verify(digest, 'Secret#123')).toBe(true);
  });
});
