import { visitorDemoStatus } from '@meridian/contract/demo';
import type { SiteConfig } from '@meridian/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { AppShell } from '../app/AppShell';
import { commonKeys } from '../features/content/data/siteConfig';
import { demoKeys } from '../features/demo/data/demo';
import { HomeHeader } from '../features/home/components/HomeHeader';
import english from '../i18n/locales/en.json';

/**
 * index.html's shell (app/AppShell.tsx) as static markup, in English, rendered at build time by build/shellHtml.ts
 * (in Vite's SSR runner, which loads the components as the app does). Test ids are left out: a journey must never
 * find (and tap) the shell's copy of a control.
 */
export function shellMarkup(): string {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: 'en',
    resources: { en: { translation: english } },
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  // what a visitor's home reads, as the shell draws it: a demo deployment (the CSS hides the demo blocks on
  // another) and the site's name and logo as the server's slots
  const client = (logo: string) => {
    const qc = new QueryClient();
    const site: SiteConfig = { site_name: '{{slot:site-name}}', site_logo: logo, demo_market: true };
    qc.setQueryData(commonKeys.siteConfig, site);
    qc.setQueryData(demoKeys.status(''), visitorDemoStatus(true));
    return qc;
  };
  const header = (logo: string) => (
    <QueryClientProvider client={client(logo)}>
      <HomeHeader />
    </QueryClientProvider>
  );
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <QueryClientProvider client={client('')}>
          <AppShell
            homeHeader={{ default: header(''), custom: header('{{slot:site-logo}}') }}
            labels={english.tabs}
            market={{
              title: english.pages.market,
              search: english.market.searchPlaceholder,
              tabs: english.market.tabs,
              hint: english.market.tabHint.crypto,
            }}
          />
        </QueryClientProvider>
      </MemoryRouter>
    </I18nextProvider>,
  ).replace(/ data-testid="[^"]*"/g, '');
}
