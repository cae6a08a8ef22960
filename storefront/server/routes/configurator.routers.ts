import type { Router } from '../router';
import { pcBuildsRouter } from './pc-builds';

/** The configurator's API: custom builds, drafts and saved builds. Mounted under /api by app.ts. */
export const configuratorRouters: readonly Router[] = [pcBuildsRouter];
