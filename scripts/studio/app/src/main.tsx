import { createRoot } from 'react-dom/client';
// The page's base styles first: the widgets' own (fields.css, imported by fields.tsx) come after them.
import './studio.css';
import { App } from './App.tsx';

createRoot(document.getElementById('studio')!).render(<App />);
