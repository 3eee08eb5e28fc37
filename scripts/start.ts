// npm start: serves the built app, building the client first if there is no build.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

if (!fs.existsSync('dist/client/index.html')) {
  console.log('No client build yet: building it once (vite build)...');
  execSync('npx vite build', { stdio: 'inherit' });
}
process.env.NODE_ENV ??= 'production';
await import('../src/server/main');
