import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd-mobile';
import { RouterProvider } from 'react-router';
import { OfflineBanner } from '../pwa/OfflineBanner';
import { UpdatePrompt } from '../pwa/UpdatePrompt';
import { usePrefs } from '../state/prefs';
import { ANTD_LOCALES } from './antdLocales';
import { PushAnnouncer } from './PushAnnouncer';
import { queryClient } from './queryClient';
import { router } from './router';

export function App() {
  const lang = usePrefs((s) => s.lang);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={ANTD_LOCALES[lang]}>
        <PushAnnouncer />
        <OfflineBanner />
        <UpdatePrompt />
        <RouterProvider router={router} />
      </ConfigProvider>
    </QueryClientProvider>
  );
}
