import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { AppShell } from '../app/AppShell';
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
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <AppShell
          labels={english.tabs}
          market={{
            title: english.pages.market,
            search: english.market.searchPlaceholder,
            tabs: english.market.tabs,
            hint: english.market.tabHint.crypto,
          }}
        />
      </MemoryRouter>
    </I18nextProvider>,
  ).replace(/ data-testid="[^"]*"/g, '');
}
