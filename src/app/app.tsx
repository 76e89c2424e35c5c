import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { SessionProvider } from '@/lib/auth';
import type { Boot } from './boot';
import { AppRoutes } from './router';

export { boot } from './boot';

export function App({ boot }: { boot: Boot }) {
  return (
    <QueryClientProvider client={boot.queryClient}>
      <SessionProvider storedSession={boot.storedSession}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </SessionProvider>
    </QueryClientProvider>
  );
}
