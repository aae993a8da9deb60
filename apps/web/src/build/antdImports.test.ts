import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { antdExports, rewriteAntdImports } from './antdImports';

const INDEX = `import './global';
export { setDefaultConfig } from './components/config-provider';
export { default as Button } from './components/button';
export { default as Toast } from './components/toast';
export { unstableSetRender } from './utils/unstable-render';`;

describe('antdImports (web build)', () => {
  const exports = antdExports(INDEX);

  it('reads the default and named re-exports of the index', () => {
    expect(exports.get('Button')).toEqual({ from: 'antd-mobile/es/components/button', name: 'default' });
    expect(exports.get('unstableSetRender')).toEqual({
      from: 'antd-mobile/es/utils/unstable-render',
      name: 'unstableSetRender',
    });
  });

  it('turns one import of the index into one import per component file, aliases kept', () => {
    const out = rewriteAntdImports(
      `import { Button, Toast as T, unstableSetRender } from "antd-mobile";\nT.show(Button);`,
      exports,
    );
    expect(out).toBe(
      [
        `import Button from 'antd-mobile/es/components/button';`,
        `import T from 'antd-mobile/es/components/toast';`,
        `import { unstableSetRender as unstableSetRender } from 'antd-mobile/es/utils/unstable-render';`,
        'T.show(Button);',
      ].join('\n'),
    );
  });

  it('leaves an import naming something the index does not export, and code without one', () => {
    const code = `import { Button, Nope } from 'antd-mobile';`;
    expect(rewriteAntdImports(code, exports)).toBeNull();
    expect(rewriteAntdImports(`import x from 'react';`, exports)).toBeNull();
  });

  it('knows every component of the installed antd-mobile (its index has not changed shape)', () => {
    const require = createRequire(import.meta.url);
    const dir = path.dirname(require.resolve('antd-mobile/package.json'));
    const real = antdExports(fs.readFileSync(path.join(dir, 'es/index.js'), 'utf8'));
    for (const name of ['Toast', 'Dialog', 'ActionSheet', 'Button', 'NavBar', 'TabBar', 'unstableSetRender'])
      expect(real.has(name), name).toBe(true);
    for (const { from } of real.values()) {
      const file = path.join(dir, from.slice('antd-mobile/'.length));
      expect(fs.existsSync(`${file}.js`) || fs.existsSync(path.join(file, 'index.js')), from).toBe(true);
    }
  });

  it("rewrites antd-mobile-icons' index the same way, one file per icon", () => {
    const require = createRequire(import.meta.url);
    const dir = path.dirname(require.resolve('antd-mobile-icons/package.json'));
    const icons = antdExports(fs.readFileSync(path.join(dir, 'es/index.js'), 'utf8'), 'antd-mobile-icons');
    expect(icons.get('AppOutline')).toEqual({ from: 'antd-mobile-icons/es/AppOutline.js', name: 'default' });
    expect(
      rewriteAntdImports(
        `import { AppOutline, CloseOutline as X } from 'antd-mobile-icons';`,
        icons,
        'antd-mobile-icons',
      ),
    ).toBe(
      [
        `import AppOutline from 'antd-mobile-icons/es/AppOutline.js';`,
        `import X from 'antd-mobile-icons/es/CloseOutline.js';`,
      ].join('\n'),
    );
    // an antd-mobile import is not an icons import, and the other way round
    expect(rewriteAntdImports(`import { AppOutline } from 'antd-mobile-icons';`, exports)).toBeNull();
    expect(
      rewriteAntdImports(`import { Button } from 'antd-mobile';`, icons, 'antd-mobile-icons'),
    ).toBeNull();
  });
});
