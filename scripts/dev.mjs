// `npm run dev`: the API with reload on change (port 3000, embedded database under ./data) and
// the Vite dev server for the three front ends (port 5173, proxying /api and /check to the API).
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', 'apps/api/src/main.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: 'development',
      SERVE_WEB: 'false',
      PORT: process.env.PORT ?? '3000',
    },
  }),
  spawn('npm', ['run', 'dev', '-w', '@toll/web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
