import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ApiError } from './api/http';
import { ConsoleApp } from './App';
import './styles.css';

/** Retry reads only on transport faults (network, 5xx), twice; refusals and 999 are final. */
function shouldRetry(failureCount: number, error: Error): boolean {
  return error instanceof ApiError && (error.kind === 'network' || error.kind === 'http') && failureCount < 2;
}

const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, staleTime: 10_000, refetchOnWindowFocus: true },
    mutations: { retry: false },
  },
});

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <ConfigProvider locale={enUS} theme={{ token: { colorPrimary: '#1f5eff', borderRadius: 6 } }}>
        <AntApp>
          <QueryClientProvider client={queryClient}>
            <ConsoleApp />
          </QueryClientProvider>
        </AntApp>
      </ConfigProvider>
    </StrictMode>,
  );
}
