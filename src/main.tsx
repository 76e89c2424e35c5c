import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { EnvErrorPage } from '@/app/env-error-page';
import { envResult } from '@/config/env';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

if (envResult.ok) {
  // Loaded only with a valid env: creating the supabase client needs it.
  void import('@/app/app').then(({ App }) =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
} else {
  root.render(<EnvErrorPage problems={envResult.problems} />);
}
