import { createRoot } from 'react-dom/client';

/** Placeholder entry until the console screens land (this session). */
const root = document.getElementById('root');
if (root) createRoot(root).render(<p>Meridian operator console</p>);
