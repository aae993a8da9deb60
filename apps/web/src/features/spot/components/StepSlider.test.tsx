import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { nearestStep, StepSlider } from './StepSlider';

// antd-mobile's CommonJS build imports its CSS, which node cannot load: the locale it reads, as the English one
vi.mock('antd-mobile', () => ({ useConfig: () => ({ locale: { Slider: { name: 'Slider' } } }) }));

/** Each tag's attributes in name order, inline styles kept: the markup compares whatever the renderer's order. */
const normalised = (html: string) =>
  html.replace(/<(\w+)((?:\s[\w:-]+="[^"]*")*)\s*(\/?)>/g, (_, tag: string, attrs: string, close: string) => {
    const all = [...attrs.matchAll(/\s([\w:-]+="[^"]*")/g)].map((m) => m[1]!.replace(/;"$/, '"'));
    return `<${tag}${all
      .sort()
      .map((a) => ` ${a}`)
      .join('')}${close}>`;
  });

/** antd-mobile 5's Slider (min 0, max 100, step 25, ticks, value 50), as slider.js, ticks.js and thumb.js draw it. */
const ANTD_SLIDER =
  '<div class="adm-slider"><div class="adm-slider-track-container"><div class="adm-slider-track">' +
  '<div class="adm-slider-fill" style="width:50%;left:0%"></div><div class="adm-slider-ticks">' +
  '<span class="adm-slider-tick adm-slider-tick-active" style="left:0%"></span>' +
  '<span class="adm-slider-tick adm-slider-tick-active" style="left:25%"></span>' +
  '<span class="adm-slider-tick adm-slider-tick-active" style="left:50%"></span>' +
  '<span class="adm-slider-tick" style="left:75%"></span><span class="adm-slider-tick" style="left:100%"></span></div>' +
  '<div aria-disabled="false" aria-label="Slider" aria-valuemax="100" aria-valuemin="0" aria-valuenow="50" ' +
  'class="adm-slider-thumb-container" role="slider" style="left:50%;right:auto"><div class="adm-slider-thumb">' +
  '<svg class="adm-slider-thumb-icon" viewBox="0 0 24 24" xmlns="http://www.w3.org/2000/svg"><g fill="currentColor" fill-rule="evenodd">' +
  '<rect height="24" rx="2" width="4" x="10"></rect><rect height="16" rx="2" width="4" y="4"></rect>' +
  '<rect height="16" rx="2" width="4" x="20" y="4"></rect></g></svg></div></div></div></div></div>';

describe('<StepSlider>', () => {
  it("draws antd-mobile Slider's markup, so its stylesheet gives the same look", () => {
    const html = renderToStaticMarkup(
      <StepSlider min={0} max={100} step={25} value={50} disabled={false} onChange={() => undefined} />,
    );
    expect(
      normalised(html).replace(/style="([^"]*)"/g, (_, s: string) => `style="${s.replace(/\s/g, '')}"`),
    ).toBe(normalised(ANTD_SLIDER));
  });

  it('snaps to the nearest step within the bounds', () => {
    expect(nearestStep(-10, 0, 100, 25)).toBe(0);
    expect(nearestStep(12, 0, 100, 25)).toBe(0);
    expect(nearestStep(13, 0, 100, 25)).toBe(25);
    expect(nearestStep(88, 0, 100, 25)).toBe(100);
    expect(nearestStep(180, 0, 100, 25)).toBe(100);
  });
});
