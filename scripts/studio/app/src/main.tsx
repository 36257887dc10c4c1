import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import './studio.css';

createRoot(document.getElementById('studio')!).render(<App />);
