import { describe, expect, it } from 'vitest';
import { errorFields, textsOf } from './earn-forms';

describe('texts per language', () => {
  it('sends English always and only the other languages with something filled in', () => {
    const out = textsOf({ en: { title: ' T ' }, pt: { title: 'P' }, th: {} }, ['title', 'intro'], 'title');
    expect(out).toEqual({
      value: { en: { title: 'T', intro: '' }, pt: { title: 'P', intro: '' } },
      errors: {},
    });
  });
});

describe('form errors', () => {
  it('names Form.List fields with number indexes', () => {
    expect(errorFields({ name: 'Required', 'prizes.2.count': 'bad' })).toEqual([
      { name: ['name'], errors: ['Required'] },
      { name: ['prizes', 2, 'count'], errors: ['bad'] },
    ]);
  });
});
