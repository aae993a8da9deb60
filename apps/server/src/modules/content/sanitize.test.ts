import { describe, expect, it } from 'vitest';
import { plainText, safeHref, safeImageSrc, sanitizeArticleHtml as clean } from './sanitize';

/** Nothing executable survives: no script, handler, frame, SVG, style, javascript:/data: URL. */
function expectInert(html: string): void {
  expect(html).not.toMatch(/<script|<iframe|<svg|<object|<embed|<style|<math|<form|<input/i);
  expect(html).not.toMatch(/\son\w+\s*=/i);
  expect(html).not.toMatch(/javascript:|data:|vbscript:/i);
  expect(html).not.toMatch(/style=|class=/i);
}

describe('article HTML sanitiser (hostile inputs)', () => {
  const hostile: Array<[string, string]> = [
    ['<img src=x onerror=alert(1)>', ''],
    [
      '<img src="https://cdn.example.com/a.png" onerror="alert(1)">',
      '<img src="https://cdn.example.com/a.png" />',
    ],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="jav&#x61;script:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="&#106;avascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href=" javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="java\tscript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="java&#x0A;script:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
    ['<a href="//evil.example.com/phish">x</a>', '<a>x</a>'],
    ['<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
    ['<svg onload=alert(1)><circle r="5"/></svg>ok', 'ok'],
    ['<iframe src="https://evil.example.com"></iframe>after', 'after'],
    ['<script>alert(1)</script><p>text</p>', '<p>text</p>'],
    ['<p title="<script>alert(1)</script>">t</p>', '<p>t</p>'],
    [
      '<img alt="<script>alert(1)</script>" src="/uploads/2026-01/abc.png">',
      '<img src="/uploads/2026-01/abc.png" alt="&lt;script&gt;alert(1)&lt;/script&gt;" />',
    ],
    ['<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
    ['<p><b>bold<i>nested</b></i>', '<p><b>bold<i>nested</i></b></p>'],
    ['<p style="color:red" class="x" onclick="steal()">x</p>', '<p>x</p>'],
    ['<img src="data:image/png;base64,AAAA">', ''],
    ['<math><mi xlink:href="javascript:alert(1)">x</mi></math>', ''],
    ['<object data="x.swf"></object><embed src="x.swf">', ''],
    ['<form action="https://evil.example.com"><input name="pw"></form>', ''],
    ['<style>body{display:none}</style><h2>Title</h2>', '<h2>Title</h2>'],
    ['<div onmouseover="x()"><span>kept</span></div>', '<span>kept</span>'],
    [
      '<a href="https://x.example.com" target="_self" rel="opener">ext</a>',
      '<a href="https://x.example.com" target="_blank" rel="noopener noreferrer">ext</a>',
    ],
  ];

  it.each(hostile)('%s', (input, expected) => {
    const out = clean(input);
    expect(out).toBe(expected);
    expectInert(out);
    // cleaning what was cleaned changes nothing (rows are cleaned again when read)
    expect(clean(out)).toBe(out);
  });

  it('keeps the structure the editor produces', () => {
    const html =
      '<h2>Fees</h2><p>Spot <strong>0.1 %</strong>, <em>futures</em> <u>0.05 %</u> <s>old</s></p><hr>' +
      '<ul><li>one</li></ul><ol start="3"><li>three</li></ol><blockquote>q</blockquote>' +
      '<pre><code>x = 1</code></pre><table><thead><tr><th colspan="2">a</th></tr></thead>' +
      '<tbody><tr><td>1</td><td>2</td></tr></tbody></table><p>line<br>break</p>';
    expect(clean(html)).toBe(
      '<h2>Fees</h2><p>Spot <strong>0.1 %</strong>, <em>futures</em> <u>0.05 %</u> <s>old</s></p><hr />' +
        '<ul><li>one</li></ul><ol start="3"><li>three</li></ol><blockquote>q</blockquote>' +
        '<pre><code>x = 1</code></pre><table><thead><tr><th colspan="2">a</th></tr></thead>' +
        '<tbody><tr><td>1</td><td>2</td></tr></tbody></table><p>line<br />break</p>',
    );
  });

  it('keeps app routes and mail links; external links open in a new tab without the opener', () => {
    expect(clean('<a href="/pages/otc/otc">otc</a><a href="#/pages/common/faq">faq</a>')).toBe(
      '<a href="/pages/otc/otc">otc</a><a href="#/pages/common/faq">faq</a>',
    );
    expect(clean('<a href="mailto:help@example.com">mail</a>')).toBe(
      '<a href="mailto:help@example.com" target="_blank" rel="noopener noreferrer">mail</a>',
    );
  });

  it('demotes h1, h5 and unknown tags to their text', () => {
    expect(clean('<h1>Big</h1><h5>small</h5><marquee>m</marquee>')).toBe('Bigsmallm');
  });
});

describe('URL rules', () => {
  it('links', () => {
    expect(safeHref('https://a.example.com/x')).toEqual({ href: 'https://a.example.com/x', external: true });
    expect(safeHref('/pages/setting/share')).toEqual({ href: '/pages/setting/share', external: false });
    expect(safeHref('\u0000javascript:alert(1)')).toBeUndefined();
    expect(safeHref('/\\evil.example.com')).toBeUndefined();
    expect(safeHref('relative/path')).toBeUndefined();
  });
  it('images', () => {
    expect(safeImageSrc('/uploads/2026-01/ab.png')).toBe('/uploads/2026-01/ab.png');
    expect(safeImageSrc('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(safeImageSrc('/etc/passwd')).toBeUndefined();
    expect(safeImageSrc('//cdn.example.com/a.png')).toBeUndefined();
  });
});

describe('plain text (titles, summaries)', () => {
  it.each([
    ['Fees & <b>limits</b><script>alert(1)</script>', 'Fees & limits'],
    ['<img src=x onerror=alert(1)>Title', 'Title'],
    ['BTC < 100k', 'BTC ＜ 100k'],
    ['a &lt;script&gt; b', 'a ＜script＞ b'],
    ['&amp;lt;b&amp;gt;', '＜b＞'],
    ['It\'s "quoted"', 'It\'s "quoted"'],
  ])('%s', (input, expected) => {
    expect(plainText(input)).toBe(expected);
    expect(plainText(plainText(input))).toBe(expected);
  });
});
