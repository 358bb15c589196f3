// Removes the previous run's reports so the closing summary counts only this run.
import { rmSync } from 'node:fs';

rmSync('test-results', { recursive: true, force: true });
