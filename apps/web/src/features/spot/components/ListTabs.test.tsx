import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ListTabs } from './ListTabs';

/**
 * antd-mobile 5's Tabs header for two tabs, "trades" active (tabs.js: masks, tab list, line, wrappers), without
 * inline styles (the line's is placed after layout) and with each tag's attributes in name order.
 */
const ANTD_HEADER =
  '<div class="adm-tabs spot-tabs"><div class="adm-tabs-header">' +
  '<div class="adm-tabs-header-mask adm-tabs-header-mask-left"></div>' +
  '<div class="adm-tabs-header-mask adm-tabs-header-mask-right"></div>' +
  '<div class="adm-tabs-tab-list" role="tablist"><div class="adm-tabs-tab-line"></div>' +
  '<div class="adm-tabs-tab-wrapper adm-tabs-tab-wrapper-stretch"><div aria-selected="false" class="adm-tabs-tab" role="tab" tabindex="-1"><b>orders</b></div></div>' +
  '<div class="adm-tabs-tab-wrapper adm-tabs-tab-wrapper-stretch"><div aria-selected="true" class="adm-tabs-tab adm-tabs-tab-active" role="tab" tabindex="0"><b>trades</b></div></div>' +
  '</div></div></div>';

const normalised = (html: string) =>
  html.replace(/<(\w+)((?:\s[\w-]+="[^"]*")*)>/g, (_, tag: string, attrs: string) => {
    const kept = [...attrs.matchAll(/\s([\w-]+="[^"]*")/g)]
      .map((m) => m[1]!)
      .filter((a) => !a.startsWith('style='));
    return `<${tag}${kept
      .sort()
      .map((a) => ` ${a}`)
      .join('')}>`;
  });

describe('<ListTabs>', () => {
  it("draws antd-mobile Tabs' header markup, so its stylesheet and the journeys see the same elements", () => {
    const html = renderToStaticMarkup(
      <ListTabs
        activeKey="trades"
        onChange={() => undefined}
        className="spot-tabs"
        tabs={[
          { key: 'orders', title: <b>orders</b> },
          { key: 'trades', title: <b>trades</b> },
        ]}
      />,
    );
    expect(normalised(html)).toBe(ANTD_HEADER);
  });
});
