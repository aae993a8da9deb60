import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Carousel } from './Carousel';
import { Ticker } from './Ticker';

describe('Carousel and Ticker markup (what shows before motion.ts arrives)', () => {
  it('a labelled, focusable scroller of slides that keep their own markup, and dots hidden from readers', () => {
    const html = renderToStaticMarkup(
      <Carousel
        label="Copy top traders, Put your coins to work"
        autoplayInterval={4500}
        slides={[
          {
            key: 'a',
            node: (
              <button type="button" data-testid="banner-a">
                A
              </button>
            ),
          },
          {
            key: 'b',
            node: (
              <button type="button" data-testid="banner-b">
                B
              </button>
            ),
          },
        ]}
      />,
    );
    expect(html).toContain('class="carousel-track"');
    expect(html).toContain('role="region"');
    expect(html).toContain('aria-label="Copy top traders, Put your coins to work"');
    expect(html).toMatch(/tabindex="0"/i);
    expect(html).toContain('aria-label="1 / 2"');
    expect(html).toContain('aria-label="2 / 2"');
    expect(html).toContain('<button type="button" data-testid="banner-a">A</button>');
    expect(html).toContain('<button type="button" data-testid="banner-b">B</button>');
    // empty until motion.ts draws the dots (attributes in whatever order the renderer writes them)
    expect(html).toMatch(/<div (?=[^>]*aria-hidden="true")(?=[^>]*class="carousel-dots")[^>]*><\/div>/);
  });

  it('ticker: every line in the page, as plain lines (CSS shows the first until it turns)', () => {
    const html = renderToStaticMarkup(
      <Ticker
        lines={[
          { key: 1, node: <button data-testid="home-news-x">X</button> },
          { key: 2, node: <button data-testid="home-news-y">Y</button> },
        ]}
      />,
    );
    expect(html).toBe(
      '<div class="ticker"><div class="ticker-line"><button data-testid="home-news-x">X</button></div>' +
        '<div class="ticker-line"><button data-testid="home-news-y">Y</button></div></div>',
    );
  });
});
