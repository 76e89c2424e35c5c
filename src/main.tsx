import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { EnvErrorPage } from '@/app/env-error-page';
import { envResult } from '@/config/env';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

if (envResult.ok) {
  // Loaded only with a valid env: creating the supabase client needs it. Not a chain: the HTML
  // preloads this chunk and the first screen's beside the entry (scripts/vite-preload-first-screen.ts).
  void import('@/app/app').then(async ({ App, boot }) => {
    const started = boot();
    // The first render draws the first screen itself when its code and data are in by then (boot.ts).
    await started.ready;
    root.render(
      <StrictMode>
        <App boot={started} />
      </StrictMode>,
    );
  });
} else {
  root.render(<EnvErrorPage problems={envResult.problems} />);
}
