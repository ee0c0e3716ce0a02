import { defineConfig, type Options } from 'tsup';
import consoleCore from '../console-core/tsup.config';

// Built as console-core is (ESM, declarations, source maps, es2022, tsconfig.build.json), from its one entry.
export default defineConfig({ ...(consoleCore as Options), entry: { index: 'src/index.ts' } });
