import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// During development the API runs beside it: `npm run dev` proxies /api to http://127.0.0.1:8080.
export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
});
