import type { NewsItem } from '@meridian/contract/content';
import type { ReactNode } from 'react';
import { DemoBanner, DemoFundsCard } from '../../demo';
import { BannerView } from '../components/Banner';

/** Home's blocks index.html's shell draws above the fold (the demo notice and card, the carousel). */
export const HOME_SHELL_BLOCKS = 3;

/** A banner whose texts (and cover) are the server's `{{slot:…}}` tokens (platform/http/static-assets.ts). */
const slotted = (cover: string): NewsItem => ({
  id: 0,
  c_id: 5,
  group_key: 'first',
  lang: 'en',
  title: '{{slot:banner-title}}',
  summary: '{{slot:banner-summary}}',
  thumbnail: '',
  cover,
  link: '',
  sorts: 0,
  version: 0,
  create_time: '',
});

/**
 * Home as a visitor first sees it, for index.html (app/AppShell.tsx): the header and the blocks the live page draws
 * in its first render, each variant the server may choose (`<html data-…>` attributes, global.css) — with the demo
 * notice and card or without, the first banner's own slide, its cover picture or the built-in slides, the default
 * logo or the site's. `header` draws the header with the site's logo (`custom`) or the default one; the caller
 * gives the query data that decides it.
 */
export function HomeShell({ header }: { header: { default: ReactNode; custom: ReactNode } }) {
  return (
    <div className="page home">
      <div className="shell-when" data-shell-when="logo-default">
        {header.default}
      </div>
      <div className="shell-when" data-shell-when="logo-custom">
        {header.custom}
      </div>
      <div className="page-body">
        <div className="shell-when" data-shell-when="demo-banner">
          <DemoBanner />
        </div>
        <div className="shell-when" data-shell-when="demo">
          <DemoFundsCard place="home" />
        </div>
        <div className="shell-when" data-shell-when="banner-text">
          <BannerView items={[slotted('')]} />
        </div>
        <div className="shell-when" data-shell-when="banner-cover">
          <BannerView items={[slotted('{{slot:banner-cover}}')]} />
        </div>
        <div className="shell-when" data-shell-when="banner-builtin">
          <BannerView items={[]} />
        </div>
      </div>
    </div>
  );
}
