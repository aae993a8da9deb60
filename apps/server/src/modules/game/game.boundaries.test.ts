import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The game is points only: no file of the module may import or `use` the ledger (or wallet balances). */
describe('game module boundaries', () => {
  const dir = __dirname;
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));

  it('has source files to check', () => {
    expect(files).toContain('game.service.ts');
  });

  it.each(files)('%s does not import the ledger', (file) => {
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    expect(text).not.toMatch(/from\s+['"][^'"]*\bledger\b[^'"]*['"]/);
    expect(text).not.toMatch(/import\(\s*['"][^'"]*\bledger\b/);
    expect(text).not.toMatch(/use\(\s*['"](ledger|wallet)['"]\s*\)/);
  });
});
