import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { OfflineBanner } from '../pwa/OfflineBanner';
import { UpdatePrompt } from '../pwa/UpdatePrompt';
import { usePrefs } from '../state/prefs';
import { DEFAULT_ANTD_LOCALE, loadAntdLocale } from './antdLocales';
import { PushAnnouncer } from './PushAnnouncer';
import { queryClient } from '../api/queryClient';
import { AppRouter } from './router';

/** antd-mobile's strings in `lang`, English until that language's arrive. */
function useAntdLocale(lang: Parameters<typeof loadAntdLocale>[0]) {
  const [locale, setLocale] = useState(DEFAULT_ANTD_LOCALE);
  useEffect(() => {
    let current = true;
    loadAntdLocale(lang).then(
      (l) => current && setLocale(l),
      (e: unknown) => console.warn('[app] antd-mobile locale', e),
    );
    return () => {
      current = false;
    };
  }, [lang]);
  return locale;
}

export function App() {
  const lang = usePrefs((s) => s.lang);
  const locale = useAntdLocale(lang);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={locale}>
        <PushAnnouncer />
        <OfflineBanner />
        <UpdatePrompt />
        <AppRouter />
      </ConfigProvider>
    </QueryClientProvider>
  );
}
