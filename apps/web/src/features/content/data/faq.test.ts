import { describe, expect, it } from 'vitest';
import { splitFaq, textOf } from './faq';

describe('FAQ split on h3 questions', () => {
  it('makes one item per heading with the HTML up to the next one, and keeps the intro', () => {
    const html =
      '<p>Read this first.</p><h3>How do I deposit?</h3><p>Open <b>Deposit</b>.</p><ul><li>a</li></ul>' +
      '<h3 id="x">Fees &amp; limits</h3><p>0.1%</p>';
    expect(splitFaq(html)).toEqual({
      introHtml: '<p>Read this first.</p>',
      items: [
        { question: 'How do I deposit?', answerHtml: '<p>Open <b>Deposit</b>.</p><ul><li>a</li></ul>' },
        { question: 'Fees & limits', answerHtml: '<p>0.1%</p>' },
      ],
    });
  });
  it('is null without headings (shown as an article)', () => {
    expect(splitFaq('<h2>Title</h2><p>text</p>')).toBeNull();
  });
  it('reads a heading text without its tags', () => {
    expect(textOf(' <strong>What is</strong>\n a &lt;coupon&gt;? ')).toBe('What is a <coupon>?');
  });
});
